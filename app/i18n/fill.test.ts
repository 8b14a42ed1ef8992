import { describe, expect, it } from "vitest";
import { fill } from "./fill.ts";

describe("fill", () => {
  it("writes a number as the language writes it when the language is given", () => {
    const limit = { one: "at most {count} character", other: "at most {count} characters" };
    expect(fill(limit, { count: 5000 }, "en")).toBe("at most 5,000 characters");
    expect(fill({ one: "{count} caractère", other: "{count} caractères" }, { count: 5000 }, "fr")).toBe("5\u202f000 caractères");
    // Spanish groups from five digits.
    expect(fill({ one: "{count} carácter", other: "{count} caracteres" }, { count: 5000 }, "es")).toBe("5000 caracteres");
    expect(fill({ one: "{count} carácter", other: "{count} caracteres" }, { count: 10000 }, "es")).toBe("10.000 caracteres");
    expect(fill(limit, { count: 1 }, "en")).toBe("at most 1 character");
  });

  it("leaves a text filled without a language as it was given", () => {
    expect(fill("Reference {reference}, {year}", { reference: "BV-1", year: 2027 })).toBe("Reference BV-1, 2027");
  });
});
