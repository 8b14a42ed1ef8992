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
    // The first nonce is sent as is; the others are copies of it, inside the compressed text.
    expect(template.slots).toHaveLength(1);
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

describe("a page with holes for several values of different lengths", () => {
  const marks = { nonce: "__NONCE__", form: "__FORM_TOKEN__", client: "__CLIENT__" } as const;
  const kinds = ["nonce", "form", "client"] as const;
  const lengths = [24, 42, 24];
  /** Like a server-rendered page: nonces on scripts, tokens in the form and again in the hydration data. */
  const page = (values: Record<(typeof kinds)[number], string>) =>
    `<!DOCTYPE html><html><head><script nonce="${values.nonce}">window.boot=1</script></head><body>` +
    `<form><input type="hidden" name="form_token" value="${values.form}"><input type="hidden" name="client_token" value="${values.client}"></form>` +
    Array.from({ length: 300 }, (_, i) => `<p>Vía ${i}: agujas de granito sobre la laguna Tonchek, grado ${(i * 7) % 13}.</p>`).join("") +
    `<script nonce="${values.nonce}">enqueue("[\\"formToken\\",\\"${values.form}\\",\\"clientToken\\",\\"${values.client}\\"]")</script>` +
    `<script nonce="${values.nonce}" type="module">import "/assets/entry.js";</script></body></html>`;

  /** Splits at the marks, noting which value goes in each hole. */
  function split(html: string) {
    const pattern = new RegExp(Object.values(marks).join("|"), "g");
    const holes = [...html.matchAll(pattern)].map((match) => kinds.findIndex((kind) => marks[kind] === match[0]));
    return { parts: html.split(pattern), holes };
  }

  const { parts, holes } = split(page(marks));
  const template = gzipTemplate(parts, lengths, holes)!;
  const fresh = () => ({
    nonce: randomBytes(16).toString("base64"),
    form: `0${Date.now().toString(36)}.${randomBytes(24).toString("base64url")}`,
    client: randomBytes(18).toString("base64url"),
  });

  it("decompresses to the page with this response's values in every hole", () => {
    expect(holes).toEqual([0, 1, 2, 0, 1, 2, 0]);
    for (let i = 0; i < 20; i++) {
      const values = fresh();
      const body = gzipWith(template, kinds.map((kind) => values[kind]));
      expect(gunzipSync(body).toString("utf8")).toBe(page(values));
    }
  });

  it("copies each value from its own previous appearance, never from another value's", () => {
    // Each value is sent as is once; its other appearances are copies.
    expect(template.slots.map((slot) => slot.filler)).toEqual([0, 1, 2]);
    // Values that share their first bytes: a copy from the wrong hole would show.
    const body = gzipWith(template, ["A".repeat(24), "A".repeat(41) + "B", "A".repeat(23) + "C"]);
    expect(gunzipSync(body).toString("utf8")).toBe(page({ nonce: "A".repeat(24), form: "A".repeat(41) + "B", client: "A".repeat(23) + "C" }));
  });

  it("takes exactly one value of the right length per filler, and holes that name a filler", () => {
    const values = fresh();
    expect(() => gzipWith(template, [values.nonce, values.form])).toThrow(RangeError);
    expect(() => gzipWith(template, [values.nonce, values.form.slice(1), values.client])).toThrow(RangeError);
    expect(() => gzipTemplate(["a", "b"], [24, 42], [2])).toThrow(RangeError);
    expect(() => gzipTemplate(["a", "b", "c"], [24, 42], [0])).toThrow(RangeError);
  });

  it("is about as small as compressing the whole page", () => {
    // The cost is per hole (a stored block for each value's first appearance, a copy for the
    // others), not per byte: 19-34 bytes over 5,000 random sets of values, on a 1.5 kB page.
    // (A bound of 2% failed now and then: random values compress a few bytes better or worse.)
    for (let i = 0; i < 50; i++) {
      const values = fresh();
      const whole = gzipSync(page(values), { level: 9 }).length;
      expect(gzipWith(template, kinds.map((kind) => values[kind])).length).toBeLessThanOrEqual(whole + 48);
    }
  });
});
