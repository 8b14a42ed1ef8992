import { readFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import express, { type RequestHandler } from "express";

const YEAR = 60 * 60 * 24 * 365;

/**
 * The client build's files: fingerprinted assets and images with a year of cache, other public
 * files briefly cached. Pages are the site's (app/composition/site.server.ts), never files.
 */
export function staticFiles(clientDir: string): RequestHandler[] {
  return [
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
        // The service workers: browsers check them for a new version at every visit (decisions 0031, 0064).
        if (relative === "sw.js" || relative === path.join("admin", "departures", "lists-worker.js"))
          res.setHeader("Cache-Control", "no-cache");
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
