import { spawnSync } from "node:child_process";
import type { AddressInfo } from "node:net";
import express from "express";
import { describe, expect, it } from "vitest";
import { lineBatcher, requestLog } from "./request-log.ts";

describe("request log lines", () => {
  it("are written together once per turn of the event loop, each on its own line, in order", async () => {
    const writes: string[] = [];
    const log = lineBatcher((text) => writes.push(text));
    log('{"n":1}');
    log('{"n":2}');
    log('{"n":3}');
    expect(writes).toEqual([]);
    await new Promise((resolve) => setImmediate(resolve));
    expect(writes).toEqual(['{"n":1}\n{"n":2}\n{"n":3}\n']);
    log('{"n":4}');
    await new Promise((resolve) => setImmediate(resolve));
    expect(writes).toEqual(['{"n":1}\n{"n":2}\n{"n":3}\n', '{"n":4}\n']);
  });

  it("are written before the process exits, even when it exits in the same turn", () => {
    const module = JSON.stringify(new URL("./request-log.ts", import.meta.url).href);
    const script = `import { lineBatcher } from ${module}; const log = lineBatcher((text) => process.stdout.write(text)); log("last words"); process.exit(0);`;
    const child = spawnSync(process.execPath, ["--input-type=module", "-e", script], { encoding: "utf8" });
    expect(child.stderr).toBe("");
    expect(child.stdout).toBe("last words\n");
  });
});

describe("the request log", () => {
  it("writes an invitation link's path without its secret, however it is spelled", async () => {
    const lines: string[] = [];
    const app = express();
    app.use(requestLog((line) => lines.push(line)));
    app.use((_req, res) => void res.status(410).end());
    const server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const secret = "S3cr3t".repeat(7);
    const paths = [`/admin/invitation/${secret}`, `/ADMIN/invitation/${secret}`, `/%61dmin/invitation/${secret}.data`, "/admin/team"];
    try {
      for (const path of paths) await (await fetch(`${origin}${path}`, { method: path.endsWith("team") ? "GET" : "POST" })).arrayBuffer();
    } finally {
      server.close();
    }
    await new Promise((resolve) => setImmediate(resolve));
    expect(lines).toHaveLength(4);
    for (const line of lines) expect(line).not.toContain(secret);
    expect(lines.map((line) => JSON.parse(line).path)).toEqual([
      "/admin/invitation/:secret",
      "/admin/invitation/:secret",
      "/admin/invitation/:secret",
      "/admin/team",
    ]);
  });
});

describe("the request log, for a booking page", () => {
  it("never writes its token, whatever the spelling it was asked with", async () => {
    const lines: string[] = [];
    const app = express();
    app.use(requestLog((line) => lines.push(line)));
    app.use((_req, res) => void res.status(404).end());
    const server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const token = "Tok3n".repeat(8).concat("abc");
    const paths = [
      `/en/booking/${token}`,
      `/en/%62ooking/${token}`,
      `/en/./booking/${token}`,
      `/en/booki%6eg/${token}/review`,
      `/en//booking/${token}?saved=1`,
      `/EN/BOOKING/${token}`,
      `/en/booking/${token}/..`,
    ];
    try {
      // Sent as written: fetch would resolve `./` and `..` itself.
      for (const path of paths) await rawGet(origin, path);
    } finally {
      server.close();
    }
    await new Promise((resolve) => setImmediate(resolve));
    expect(lines).toHaveLength(paths.length);
    for (const line of lines) expect(line).not.toContain(token.slice(0, 20));
    expect(JSON.parse(lines[0]!).path).toBe("/en/booking/:token");
    expect(JSON.parse(lines[3]!).path).toBe("/en/booking/:token/review");
  });
});

/** A GET with its path exactly as written (no client-side normalisation). */
async function rawGet(origin: string, path: string): Promise<void> {
  const { request } = await import("node:http");
  await new Promise<void>((resolve, reject) => {
    const req = request(`${origin}/`, { path, method: "GET" }, (res) => {
      res.resume();
      res.on("end", resolve);
    });
    req.on("error", reject);
    req.end();
  });
}
