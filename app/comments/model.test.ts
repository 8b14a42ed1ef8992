import { describe, expect, it } from "vitest";
import { commentTexts } from "./i18n/index.ts";
import { pageTexts } from "./model.ts";

describe("the comment texts a page carries", () => {
  it("leave out the server's refusals and photo problems, which its answers bring", () => {
    const texts = pageTexts(commentTexts.es, "es");
    expect(Object.keys(texts.errors).sort()).toEqual(["missing-fields", "save-failed", "too-long"]);
    expect(texts).not.toHaveProperty("photoNotUsed");
    expect(texts.formTitle).toBe(commentTexts.es.formTitle);
  });
});
