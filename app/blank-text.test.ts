import { describe, expect, it } from "vitest";
import { isBlank } from "./blank-text.ts";

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
