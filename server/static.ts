import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import express, { type RequestHandler } from "express";
import { PRERENDER_NONCE } from "../app/csp.ts";
import { cspNonceOf } from "./security.ts";

const YEAR = 60 * 60 * 24 * 365;

/** A prerendered page, held in memory and split where its CSP nonce goes. */
export type PrerenderedPage = { parts: string[] };

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
    pages.set(`/${relative}`, { parts: html.split(PRERENDER_NONCE) });
  }
  return pages;
}

/**
 * Serves prerendered pages at their own URL (`/en/about`, no redirect to a trailing slash),
 * fingerprinted assets and images with a year of cache, and other public files briefly cached.
 */
export function staticFiles(clientDir: string, prerendered: Map<string, PrerenderedPage>): RequestHandler[] {
  const pages: RequestHandler = (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const page = prerendered.get(req.path);
    if (!page) return next();
    // Each response gets its own nonce, so the page is assembled per request (from memory).
    res.setHeader("Content-Type", "text/html; charset=utf-8");
    res.setHeader("Cache-Control", "no-cache");
    res.send(page.parts.join(cspNonceOf(res)));
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
