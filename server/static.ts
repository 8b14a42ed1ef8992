import { createHash } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import express, { type NextFunction, type Request, type RequestHandler, type Response } from "express";
import { PRERENDER_NONCE } from "../app/csp.ts";
import { contentSecurityPolicyForScripts } from "./security.ts";
import type { Encoding } from "./fresh-tail.ts";

const YEAR = 60 * 60 * 24 * 365;

/**
 * A prerendered page: the same bytes for every visitor. Its inline scripts are allowed by their
 * hashes instead of a per-response nonce, so it is compressed once, with the best settings
 * (Brotli 11 is a sixth smaller than gzip: on a slow phone link, the home page's HTML then fits in
 * the first round trip), and revalidated with an ETag.
 */
export type PrerenderedPage = {
  html: Buffer;
  etag: string;
  /** The Content-Security-Policy, over HTTP and over HTTPS. */
  csp: { http: string; https: string };
  compressed?: Promise<{ br: Buffer; gzip: Buffer }>;
};

/** Inline scripts (no src), except data blocks such as JSON-LD, which CSP does not govern, and empty ones, which never run. */
const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)([^>]*)>([\s\S]*?)<\/script>/g;

/** A prerendered page's HTML made ready to serve: nonces dropped, its scripts' hashes in its CSP. */
export function prerenderedPage(rendered: string): PrerenderedPage {
  const html = rendered.replaceAll(` nonce="${PRERENDER_NONCE}"`, "");
  const scripts = [...html.matchAll(INLINE_SCRIPT)]
    .filter(([, attributes, body]) => body!.trim() !== "" && !/\stype="application\/(?:ld\+)?json"/.test(attributes!))
    .map(([, , body]) => body!);
  const bytes = Buffer.from(html, "utf8");
  return {
    html: bytes,
    etag: `"${createHash("sha256").update(bytes).digest("base64url").slice(0, 27)}"`,
    csp: { http: contentSecurityPolicyForScripts(scripts, false), https: contentSecurityPolicyForScripts(scripts, true) },
  };
}

/** Every prerendered page of the client build: URL path -> the page. */
export async function findPrerenderedPages(clientDir: string): Promise<Map<string, PrerenderedPage>> {
  const pages = new Map<string, PrerenderedPage>();
  const entries = await readdir(clientDir, { recursive: true, withFileTypes: true });
  for (const entry of entries) {
    if (!entry.isFile() || entry.name !== "index.html") continue;
    const file = path.join(entry.parentPath, entry.name);
    const relative = path.relative(clientDir, entry.parentPath).split(path.sep).join("/");
    // build/client/index.html would be the unprefixed home, which is never prerendered.
    if (!relative) continue;
    pages.set(`/${relative}`, prerenderedPage(await readFile(file, "utf8")));
  }
  return pages;
}

/** Compressed once (on the thread pool), then served from memory. */
export function compressedPage(page: PrerenderedPage) {
  page.compressed ??= Promise.all([
    brotliAsync(page.html, {
      params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: page.html.length },
    }),
    gzipAsync(page.html, { level: constants.Z_BEST_COMPRESSION }),
  ]).then(([br, gzip]) => ({ br, gzip }));
  return page.compressed;
}

/**
 * How a page is sent: Brotli whenever it is accepted, else gzip; only when asked (a client that
 * sends no Accept-Encoding gets plain HTML).
 */
export function acceptedEncoding(req: Request): Encoding {
  if (!req.headers["accept-encoding"]) return "identity";
  return req.acceptsEncodings("br") ? "br" : req.acceptsEncodings("gzip") ? "gzip" : "identity";
}

/**
 * Answers with a page that is the same for everyone: its hash-based policy, an ETag (a 304 when
 * it is fresh), Brotli whenever it is accepted. `vary` names what else chose this page (the
 * negotiated language of an unprefixed page).
 */
export function sendFixedPage(req: Request, res: Response, page: PrerenderedPage, next: NextFunction, vary = "Accept-Encoding") {
  compressedPage(page).then(({ br, gzip }) => {
    // The security middleware wrote a nonce-based policy; this page is allowed by hashes.
    if (res.hasHeader("Content-Security-Policy")) res.setHeader("Content-Security-Policy", req.secure ? page.csp.https : page.csp.http);
    res.setHeader("Content-Type", "text/html; charset=utf-8");
    res.setHeader("Cache-Control", "no-cache");
    res.setHeader("Vary", vary);
    res.setHeader("ETag", page.etag);
    if (req.fresh) {
      res.status(304).end();
      return;
    }
    const encoding = acceptedEncoding(req);
    const body = encoding === "br" ? br : encoding === "gzip" ? gzip : page.html;
    if (encoding !== "identity") res.setHeader("Content-Encoding", encoding);
    res.setHeader("Content-Length", body.length);
    res.end(req.method === "HEAD" ? undefined : body);
  }, next);
}

/**
 * Serves prerendered pages at their own URL (`/en/about`, no redirect to a trailing slash),
 * fingerprinted assets and images with a year of cache, and other public files briefly cached.
 * The first handler is the prerendered pages'.
 */
export function staticFiles(clientDir: string, prerendered: Map<string, PrerenderedPage>): RequestHandler[] {
  // Compressed in the background from the start (a second or so on the thread pool), so the first
  // visitor of a page does not wait for Brotli's best setting (~100 ms for a page).
  for (const page of prerendered.values()) compressedPage(page).catch(() => {});
  const pages: RequestHandler = (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const page = prerendered.get(req.path);
    if (!page) return next();
    sendFixedPage(req, res, page, next);
  };
  return [
    pages,
    compressedAssets(clientDir),
    express.static(clientDir, {
      index: false,
      redirect: false,
      maxAge: 60 * 60 * 1000,
      setHeaders(res, filePath) {
        const relative = path.relative(clientDir, filePath);
        if (relative.startsWith(`assets${path.sep}`) || relative.startsWith(`img${path.sep}`)) {
          res.setHeader("Cache-Control", `public, max-age=${YEAR}, immutable`);
        }
        // Prerendered navigation data, fetched by the client router.
        if (filePath.endsWith(".data")) {
          res.setHeader("Content-Type", "text/x-script");
          res.setHeader("Cache-Control", "public, max-age=0, must-revalidate");
        }
      },
    }) as RequestHandler,
  ];
}

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Fingerprinted file names under /assets/ worth compressing (text). */
const COMPRESSIBLE_ASSET = /^[\w.-]+\.(?:js|mjs|css|svg|json|map|txt)$/;
/** Below this, compression saves little (the compression middleware's own threshold). */
const MIN_COMPRESS_BYTES = 1024;
const MAX_CACHED_ASSETS = 1000;

type CompressedAsset = { br: Buffer; gzip: Buffer } | null;

/**
 * The build's text assets (JavaScript, CSS) compressed once, on their first request, with the best
 * settings (Brotli 11, gzip 9, on the thread pool), then served from memory: a fingerprinted file
 * never changes, and compressing it again for every visitor was most of what serving it cost.
 * Anything else (images, small files, a client that takes neither encoding) goes on to express.static.
 */
function compressedAssets(clientDir: string): RequestHandler {
  const assetsDir = path.join(clientDir, "assets");
  const cache = new Map<string, Promise<CompressedAsset>>();

  async function load(name: string): Promise<CompressedAsset> {
    let bytes: Buffer;
    try {
      bytes = await readFile(path.join(assetsDir, name));
    } catch {
      return null;
    }
    if (bytes.length < MIN_COMPRESS_BYTES) return null;
    const [br, gz] = await Promise.all([
      brotliAsync(bytes, {
        params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
      }),
      gzipAsync(bytes, { level: constants.Z_BEST_COMPRESSION }),
    ]);
    return { br, gzip: gz };
  }

  return (req, res, next) => {
    if ((req.method !== "GET" && req.method !== "HEAD") || !req.path.startsWith("/assets/")) return next();
    const name = req.path.slice("/assets/".length);
    if (!COMPRESSIBLE_ASSET.test(name) || !req.headers["accept-encoding"]) return next();
    // Brotli whenever it is accepted (smaller), as the compression middleware prefers it too.
    const encoding = req.acceptsEncodings("br") ? "br" : req.acceptsEncodings("gzip") ? "gzip" : undefined;
    if (!encoding) return next();
    let entry = cache.get(name);
    if (!entry) {
      entry = load(name);
      // Names that are not files of this build are not kept (nothing grows from made-up URLs).
      void entry.then((asset) => !asset && cache.delete(name));
      if (cache.size < MAX_CACHED_ASSETS) cache.set(name, entry);
    }
    entry.then((asset) => {
      if (!asset) return next();
      const body = asset[encoding];
      res.type(path.extname(name));
      res.setHeader("Cache-Control", `public, max-age=${YEAR}, immutable`);
      res.setHeader("Vary", "Accept-Encoding");
      res.setHeader("Content-Encoding", encoding);
      res.setHeader("Content-Length", body.length);
      // The name carries the content's hash: the same name is the same bytes.
      const etag = `"${name}-${encoding}"`;
      res.setHeader("ETag", etag);
      if (req.headers["if-none-match"] === etag) return void res.status(304).end();
      res.end(req.method === "HEAD" ? undefined : body);
    }, next);
  };
}
