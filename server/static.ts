import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import express, { type RequestHandler } from "express";
import { PRERENDER_NONCE } from "../app/csp.ts";
import { gzipTemplate, gzipWith, type GzipTemplate } from "./gzip-template.ts";
import { cspNonceOf } from "./security.ts";

const YEAR = 60 * 60 * 24 * 365;

/** A prerendered page, held in memory and split where its CSP nonce goes, and compressed once. */
export type PrerenderedPage = { parts: string[]; gzip?: GzipTemplate };

/** The length of every CSP nonce (16 random bytes in base64), which the compressed pages are built for. */
const NONCE_BYTES = 24;

/** Every prerendered page of the client build: URL path -> its HTML. */
export async function findPrerenderedPages(clientDir: string): Promise<Map<string, PrerenderedPage>> {
  const pages = new Map<string, PrerenderedPage>();
  const entries = await readdir(clientDir, { recursive: true, withFileTypes: true });
  for (const entry of entries) {
    if (!entry.isFile() || entry.name !== "index.html") continue;
    const file = path.join(entry.parentPath, entry.name);
    const relative = path.relative(clientDir, entry.parentPath).split(path.sep).join("/");
    // build/client/index.html would be the unprefixed home, which is never prerendered.
    if (!relative) continue;
    const html = await readFile(file, "utf8");
    const parts = html.split(PRERENDER_NONCE);
    pages.set(`/${relative}`, { parts, gzip: gzipTemplate(parts, NONCE_BYTES) });
  }
  return pages;
}

/**
 * Serves prerendered pages at their own URL (`/en/about`, no redirect to a trailing slash),
 * fingerprinted assets and images with a year of cache, and other public files briefly cached.
 * The first handler is the prerendered pages'.
 */
export function staticFiles(clientDir: string, prerendered: Map<string, PrerenderedPage>): RequestHandler[] {
  const pages: RequestHandler = (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const page = prerendered.get(req.path);
    if (!page) return next();
    // Each response gets its own nonce, so the page is assembled per request (from memory), and
    // compressed from pieces compressed once at start (see gzip-template.ts). No ETag: with a
    // fresh nonce, no two responses are the same.
    const nonce = cspNonceOf(res);
    // Only when asked: a client that sends no Accept-Encoding gets plain HTML.
    const template = nonce.length === NONCE_BYTES ? page.gzip : undefined;
    const gzip = Boolean(template && req.headers["accept-encoding"]) && req.acceptsEncodings("gzip", "identity") === "gzip";
    const body = gzip ? gzipWith(template!, nonce) : Buffer.from(page.parts.join(nonce), "utf8");
    res.setHeader("Content-Type", "text/html; charset=utf-8");
    res.setHeader("Cache-Control", "no-cache");
    res.setHeader("Vary", "Accept-Encoding");
    if (gzip) res.setHeader("Content-Encoding", "gzip");
    res.setHeader("Content-Length", body.length);
    res.end(req.method === "HEAD" ? undefined : body);
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
