import { describe, expect, it } from "vitest";
import { cleanText, ENCODED_WORD, isBlank } from "./text.ts";

describe("isBlank", () => {
  it("takes white space and invisible characters for nothing", () => {
    for (const text of ["", "   ", "\n\t", "\u200b", "\u2800\u200b\u2060", "\u00ad\u200d\u200e", "\u3164", "\ufeff "]) {
      expect(isBlank(text), JSON.stringify(text)).toBe(true);
    }
  });

  it("takes any visible character, in any script, for text", () => {
    for (const text of ["a", " ¡ ", "\u200bé", "日本", "🙂", "\u0301x", "-"]) expect(isBlank(text), JSON.stringify(text)).toBe(false);
  });
});

describe("cleanText", () => {
  it("trims, composes accents and drops control characters and bidi overrides", () => {
    expect(cleanText("  Lucía\u0000 \u202eFernández\u007f  ", false)).toBe("Lucía Fernández");
    expect(cleanText("Jose\u0301", false)).toBe("José");
    expect(cleanText("a\tb", false)).toBe("a b");
  });

  it("keeps a text's lines, with Windows and old Mac line ends made plain, and at most one empty line in a row", () => {
    expect(cleanText("one\r\ntwo\rthree\n\n\n\n\nfour", true)).toBe("one\ntwo\nthree\n\nfour");
  });

  it("takes anything that is not text for an empty field", () => {
    expect(cleanText(undefined, false)).toBe("");
    expect(cleanText(new Blob(["x"]), true)).toBe("");
  });
});

describe("ENCODED_WORD", () => {
  it("finds the RFC 2047 encoded words that mail programs decode in a header", () => {
    expect(ENCODED_WORD.test("=?utf-8?Q?Hi=0D=0ABcc:_x@evil.com?=")).toBe(true);
    expect(ENCODED_WORD.test("x =?ISO-8859-1?b?SGk=?= y")).toBe(true);
    expect(ENCODED_WORD.test("Is 2+2=4? Yes")).toBe(false);
    expect(ENCODED_WORD.test("Frey in January?")).toBe(false);
  });
});
