import { readdir } from "node:fs/promises";
import path from "node:path";
import express, { type RequestHandler } from "express";

const YEAR = 60 * 60 * 24 * 365;

/** Every prerendered page of the client build: URL path -> HTML file. */
export async function findPrerenderedPages(clientDir: string): Promise<Map<string, string>> {
  const pages = new Map<string, string>();
  const entries = await readdir(clientDir, { recursive: true, withFileTypes: true });
  for (const entry of entries) {
    if (!entry.isFile() || entry.name !== "index.html") continue;
    const file = path.join(entry.parentPath, entry.name);
    const relative = path.relative(clientDir, entry.parentPath).split(path.sep).join("/");
    // build/client/index.html would be the unprefixed home, which is never prerendered.
    if (relative) pages.set(`/${relative}`, file);
  }
  return pages;
}

/**
 * Serves prerendered pages at their own URL (`/en/about`, no redirect to a trailing slash),
 * fingerprinted assets and images with a year of cache, and other public files briefly cached.
 */
export function staticFiles(clientDir: string, prerendered: Map<string, string>): RequestHandler[] {
  const pages: RequestHandler = (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const file = prerendered.get(req.path);
    if (!file) return next();
    res.sendFile(file, {
      headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "public, max-age=0, must-revalidate" },
    });
  };
  return [
    pages,
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
