import { describe, expect, it } from "vitest";
import { bookingTexts } from "./i18n/index.ts";
import { bookingErrorText } from "./model.ts";

describe("a field error's text", () => {
  it("writes a form's character limit in the page's language", () => {
    expect(bookingErrorText(bookingTexts.fr, "message_too_long", "fr")).toBe("Le message peut comporter au plus 3\u202f000 caractères.");
    expect(bookingErrorText(bookingTexts.en, "message_too_long", "en")).toBe("The message can be at most 3,000 characters long.");
  });
});
