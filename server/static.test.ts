import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { request, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import compression from "compression";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { staticFiles } from "./static.ts";

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

describe("the client build's files", () => {
  let dir: string;
  let server: Server;
  let origin: string;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "site-static-"));
    await mkdir(path.join(dir, "assets"));
    await writeFile(path.join(dir, "assets", "climbs-Ab12Cd34.js"), script);
    await writeFile(path.join(dir, "assets", "tiny-Ab12Cd34.js"), "export {};\n");
    const app = express();
    app.use(compression());
    app.use(...staticFiles(dir));
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
    const revalidated = await get(`${origin}/assets/climbs-Ab12Cd34.js`, {
      "Accept-Encoding": "br",
      "If-None-Match": String(br.headers.etag),
    });
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
});
