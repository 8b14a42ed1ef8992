import { describe, expect, it } from "vitest";
import { fallbackTexts } from "./fallback.ts";
import { workspaceTexts } from "./index.ts";

describe("the workspace frame's fallback texts", () => {
  it("say what the English dictionary says", () => {
    const en = workspaceTexts.en;
    expect(fallbackTexts).toEqual({
      title: en.title,
      skipToContent: en.skipToContent,
      nav: { otherLanguage: en.nav.otherLanguage, home: en.nav.home },
      signIn: { title: en.signIn.title },
      errors: {
        "signed-out": en.errors["signed-out"],
        forbidden: en.errors.forbidden,
        "not-found": en.errors["not-found"],
        unexpected: en.errors.unexpected,
      },
    });
  });
});
