import { describe, expect, it } from "vitest";
import { languages } from "../i18n/languages.ts";
import { lengthHint } from "./length.ts";

describe("the words beside a field's limit", () => {
  it("say the limit in each of the five languages", () => {
    expect(lengthHint("en", 500)).toBe("Up to 500 characters.");
    expect(lengthHint("es", 1000)).toBe("Hasta 1000 caracteres.");
    expect(lengthHint("fr", 500)).toBe("Jusqu'à 500 caractères.");
    expect(lengthHint("it", 500)).toBe("Fino a 500 caratteri.");
    expect(lengthHint("pt", 500)).toBe("Até 500 caracteres.");
    for (const lang of languages) expect(lengthHint(lang, 1), lang).not.toMatch(/[{}]/);
  });
});
