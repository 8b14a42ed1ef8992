import { describe, expect, it } from "vitest";
import { pricingNote } from "../../catalogue/price.ts";
import { seededCatalogue } from "../../catalogue/seed/seeded-catalogue.server.ts";
import { excursionById } from "../../catalogue/model.ts";
import { languages } from "../../i18n/languages.ts";
import { excursionTranslations } from "./index.ts";

describe("the note under an excursion's price", () => {
  it.each(languages)("in %s, says the page's words for prices per person in dollars", (lang) => {
    const frey = excursionById(seededCatalogue(), "freyclimb")!;
    expect(pricingNote(frey.data.pricing, lang)).toBe(excursionTranslations[lang].labels.perPerson);
  });
});
