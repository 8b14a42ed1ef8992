import { createHash } from "node:crypto";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { request, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import compression from "compression";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PRERENDER_NONCE } from "../app/csp.ts";
import { securityHeaders } from "./security.ts";
import { findPrerenderedPages, staticFiles } from "./static.ts";

/** Raw bytes and headers (fetch would decompress on its own). */
function get(url: string, headers: Record<string, string> = {}, method = "GET") {
  return new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const req = request(url, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on("error", reject);
    req.end();
  });
}

const script = `export const climbs = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => ({ id: i, name: `Aguja ${i}` })))};\n`;
const page = `<!DOCTYPE html><html><head><script nonce="${PRERENDER_NONCE}">1</script><script type="application/ld+json">{"a":1}</script></head><body>${"<p>Frey</p>".repeat(300)}<script nonce="${PRERENDER_NONCE}"></script><script nonce="${PRERENDER_NONCE}" type="module">2</script></body></html>`;

describe("static files and prerendered pages", () => {
  let dir: string;
  let server: Server;
  let origin: string;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "site-static-"));
    await mkdir(path.join(dir, "assets"));
    await mkdir(path.join(dir, "en", "about"), { recursive: true });
    await writeFile(path.join(dir, "assets", "climbs-Ab12Cd34.js"), script);
    await writeFile(path.join(dir, "assets", "tiny-Ab12Cd34.js"), "export {};\n");
    await writeFile(path.join(dir, "en", "about", "index.html"), page);
    const app = express();
    app.use(securityHeaders({ csp: true }));
    app.use(compression());
    app.use(...staticFiles(dir, await findPrerenderedPages(dir)));
    server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await rm(dir, { recursive: true, force: true });
  });

  it("serves a fingerprinted script compressed as asked, the same bytes each time, cached for a year", async () => {
    const br = await get(`${origin}/assets/climbs-Ab12Cd34.js`, { "Accept-Encoding": "gzip, deflate, br, zstd" });
    expect(br.status).toBe(200);
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers["content-type"]).toMatch(/javascript/);
    expect(br.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(br.headers.vary).toMatch(/Accept-Encoding/);
    expect(brotliDecompressSync(br.body).toString()).toBe(script);
    expect(br.body.length).toBeLessThan(script.length / 3);

    const gzip = await get(`${origin}/assets/climbs-Ab12Cd34.js`, { "Accept-Encoding": "gzip" });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzip.body).toString()).toBe(script);

    const again = await get(`${origin}/assets/climbs-Ab12Cd34.js`, { "Accept-Encoding": "br" });
    expect(again.body.equals(br.body)).toBe(true);
    const revalidated = await get(`${origin}/assets/climbs-Ab12Cd34.js`, { "Accept-Encoding": "br", "If-None-Match": String(br.headers.etag) });
    expect(revalidated.status).toBe(304);

    const head = await get(`${origin}/assets/climbs-Ab12Cd34.js`, { "Accept-Encoding": "br" }, "HEAD");
    expect(head.headers["content-length"]).toBe(String(br.body.length));
    expect(head.body.length).toBe(0);
  });

  it("serves plain files to clients that take no compression, small files as they are, and 404 for others", async () => {
    const plain = await get(`${origin}/assets/climbs-Ab12Cd34.js`);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString()).toBe(script);
    const identity = await get(`${origin}/assets/climbs-Ab12Cd34.js`, { "Accept-Encoding": "identity" });
    expect(identity.body.toString()).toBe(script);
    const tiny = await get(`${origin}/assets/tiny-Ab12Cd34.js`, { "Accept-Encoding": "br" });
    expect(tiny.headers["content-encoding"]).toBeUndefined();
    expect(tiny.body.toString()).toBe("export {};\n");
    expect((await get(`${origin}/assets/missing-Ab12Cd34.js`, { "Accept-Encoding": "br" })).status).toBe(404);
    expect((await get(`${origin}/assets/..%2f..%2fen%2fabout%2findex.html`, { "Accept-Encoding": "br" })).status).toBe(404);
  });

  it("serves a prerendered page as the same bytes to everyone, in Brotli, gzip or plain, its scripts allowed by hash", async () => {
    const expected = page.replaceAll(` nonce="${PRERENDER_NONCE}"`, "");
    const decode = { br: brotliDecompressSync, gzip: gunzipSync } as const;
    for (const [accept, encoding] of [["gzip, deflate, br, zstd", "br"], ["gzip", "gzip"], ["", undefined]] as const) {
      const response = await get(`${origin}/en/about`, accept ? { "Accept-Encoding": accept } : {});
      expect(response.status).toBe(200);
      expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
      expect(response.headers["content-encoding"]).toBe(encoding);
      const html = (encoding ? decode[encoding](response.body) : response.body).toString();
      expect(html).toBe(expected);
      const csp = String(response.headers["content-security-policy"]);
      expect(csp).not.toMatch(/'nonce-/);
      // Each inline script's hash, and nothing for the JSON-LD data block or the empty script (it never runs).
      for (const script of ["1", "2"]) {
        expect(csp).toContain(`'sha256-${createHash("sha256").update(script).digest("base64")}'`);
      }
      expect(csp).not.toContain(createHash("sha256").update("").digest("base64"));
      expect(csp).not.toContain(createHash("sha256").update('{"a":1}').digest("base64"));
      expect(csp).toMatch(/script-src ('sha256-[A-Za-z0-9+/=]{44}' )+'strict-dynamic';/);
      expect(csp).not.toContain("'self' 'sha256");
    }
    const first = await get(`${origin}/en/about`, { "Accept-Encoding": "br" });
    const revalidated = await get(`${origin}/en/about`, { "Accept-Encoding": "br", "If-None-Match": String(first.headers.etag) });
    expect(revalidated.status).toBe(304);
    expect(revalidated.body.length).toBe(0);
  });
});
