import { randomBytes } from "node:crypto";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { compressHead, withTail, type Encoding } from "./fresh-tail.ts";

const head = Buffer.from(
  `<!DOCTYPE html><html lang="es"><head><meta charset="utf-8"><title>Escalada en Bariloche — ñandú</title></head><body>` +
    Array.from({ length: 400 }, (_, i) => `<p>Vía ${i}: agujas de granito sobre la laguna Tonchek, grado ${(i * 7) % 13}.</p>`).join(""),
);
const tailOf = (token: string) => Buffer.from(`<input type="hidden" form="comment-form" name="client_token" value="${token}"></body></html>`);

function decode(encoding: Encoding, pieces: Buffer[]): Buffer {
  const body = Buffer.concat(pieces);
  return encoding === "br" ? brotliDecompressSync(body) : encoding === "gzip" ? gunzipSync(body) : body;
}

describe("a page compressed once but for its fresh tail", () => {
  it("decodes, in every encoding, to the head followed by each response's own tail", async () => {
    const compressed = await compressHead(head);
    for (const encoding of ["br", "gzip", "identity"] as const) {
      for (let i = 0; i < 5; i++) {
        const tail = tailOf(randomBytes(18).toString("base64url"));
        expect(decode(encoding, withTail(compressed, encoding, tail)).equals(Buffer.concat([head, tail])), encoding).toBe(true);
      }
    }
  });

  it("sends the head's bytes as they are, shared by every response, never copied", async () => {
    const compressed = await compressHead(head);
    for (const encoding of ["br", "gzip", "identity"] as const) {
      const [shared, own] = withTail(compressed, encoding, tailOf("abc"));
      expect(shared).toBe(compressed[encoding]);
      // The tail, and at most a few bytes of framing and the gzip trailer.
      expect(own!.length).toBeLessThanOrEqual(tailOf("abc").length + 14);
    }
  });

  it("takes an empty tail, and tails longer than a stored block holds", async () => {
    const compressed = await compressHead(head, 5);
    for (const length of [0, 1, 65_535, 65_536, 140_000]) {
      const tail = Buffer.alloc(length, "x");
      for (const encoding of ["br", "gzip", "identity"] as const) {
        expect(decode(encoding, withTail(compressed, encoding, tail)).equals(Buffer.concat([head, tail])), `${encoding} ${length}`).toBe(true);
      }
    }
  });

  it("handles an empty head", async () => {
    const compressed = await compressHead(Buffer.alloc(0));
    for (const encoding of ["br", "gzip", "identity"] as const) {
      expect(decode(encoding, withTail(compressed, encoding, tailOf("t"))).equals(tailOf("t")), encoding).toBe(true);
    }
  });

  it("is about as small as compressing the whole page in one go, with the best setting", async () => {
    const compressed = await compressHead(head);
    const tail = tailOf(randomBytes(18).toString("base64url"));
    const page = Buffer.concat([head, tail]);
    const size = (encoding: Encoding) => Buffer.concat(withTail(compressed, encoding, tail)).length;
    // The tail goes uncompressed: its own length, plus a few bytes of framing and flushing.
    expect(size("br")).toBeLessThanOrEqual(brotliCompressSync(page).length + tail.length + 16);
    expect(size("gzip")).toBeLessThanOrEqual(gzipSync(page, { level: 9 }).length + tail.length + 16);
    expect(size("br")).toBeLessThan(size("gzip"));
  });
});
