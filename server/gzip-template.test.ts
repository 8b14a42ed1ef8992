import { randomBytes } from "node:crypto";
import { gunzipSync, gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { gzipTemplate, gzipWith } from "./gzip-template.ts";

const page = (nonce: string) =>
  `<!DOCTYPE html><html lang="es"><head><meta charset="utf-8"><title>Escalada en Bariloche — ñandú</title>` +
  `<script nonce="${nonce}">window.__data = ${JSON.stringify({ text: "é".repeat(500), list: Array.from({ length: 300 }, (_, i) => `item ${i}`) })}</script></head>` +
  `<body>${"<p>Cerro Catedral, refugio Frey, agujas de granito.</p>".repeat(400)}` +
  `<script nonce="${nonce}" type="module">import "/assets/entry.js";</script><link rel="modulepreload" nonce="${nonce}"></body></html>`;

describe("a page compressed once with a fresh nonce per response", () => {
  const MARK = "__NONCE_MARK__";
  const nonceBytes = 24;
  const template = gzipTemplate(page(MARK).split(MARK), nonceBytes)!;

  it("decompresses (checksum and length verified) to the page with this response's nonce", () => {
    // From the second nonce on, a copy of the one before (the first one is sent as is).
    expect(template.pieces.filter((piece) => piece.repeat)).toHaveLength(2);
    for (let i = 0; i < 20; i++) {
      const nonce = randomBytes(16).toString("base64");
      const body = gzipWith(template, nonce);
      expect(gunzipSync(body).toString("utf8")).toBe(page(nonce));
    }
  });

  it("handles pieces that are empty, at either end or side by side", () => {
    for (const parts of [[""], ["", ""], ["", "middle", ""], ["a", "", "b"], ["only"]]) {
      const body = gzipWith(gzipTemplate(parts, 5)!, "NONCE");
      expect(gunzipSync(body).toString("utf8")).toBe(parts.join("NONCE"));
    }
  });

  it("never lets the compressed text refer back into a nonce, even one that looks like the page", () => {
    // The filler repeats text found right around it: a compressor that saw it would copy from it.
    const parts = ['<script nonce="', '"></script><script nonce="', '"></script><p nonce="nonce="nonce=">x</p>'];
    const body = gzipWith(gzipTemplate(parts, 12)!, 'nonce="nonce');
    expect(gunzipSync(body).toString("utf8")).toBe(parts.join('nonce="nonce'));
  });

  it("repeats fillers of any length, near or beyond the compressor's reach", () => {
    for (const length of [1, 3, 10, 11, 24, 100, 257, 258, 300]) {
      for (const gap of [0, 5, 1000, 32_768 - length, 32_769 - length, 40_000]) {
        const parts = ["<head>", "x".repeat(gap), `${"y".repeat(gap)}z`, "<p>end</p>"];
        const filler = randomBytes(length).toString("base64").slice(0, length);
        const body = gzipWith(gzipTemplate(parts, length)!, filler);
        expect(gunzipSync(body).toString("utf8"), `length ${length}, gap ${gap}`).toBe(parts.join(filler));
      }
    }
  });

  it("takes only fillers of the length it was built for, and no page holding a NUL", () => {
    expect(() => gzipWith(template, "short")).toThrow(RangeError);
    expect(gzipTemplate(["a\0b", "c"], 24)).toBeUndefined();
  });

  it("is about as small as compressing the whole page", () => {
    const nonce = randomBytes(16).toString("base64");
    const whole = gzipSync(page(nonce), { level: 9 }).length;
    expect(gzipWith(template, nonce).length).toBeLessThan(whole * 1.05);
  });
});
