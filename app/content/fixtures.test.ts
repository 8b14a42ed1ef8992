import { describe, expect, it } from "vitest";
import { excursionById } from "../catalogue/model.ts";
import { seededCatalogue } from "../catalogue/seed/seeded-catalogue.server.ts";
import { seedTexts } from "../catalogue/seed/texts/index.ts";
import { excursionTranslations, getExcursionContent } from "./excursions/index.ts";
import { getHomeContent } from "./home/index.ts";
import { activeFixture } from "../catalogue/fixtures.ts";

describe("content fixtures", () => {
  it("serves the real content by default", () => {
    expect(activeFixture()).toBe("");
    const home = getHomeContent(seededCatalogue(), "en", "");
    expect(home.upcoming.items.length).toBeGreaterThan(0);
    expect(home.courses.items.length).toBeGreaterThan(0);
    expect(home.cards.find((c) => c.id === "equipment")?.images.length).toBeGreaterThan(0);
  });

  it("sparse: no upcoming excursions and no courses, so both empty messages show", () => {
    const home = getHomeContent(seededCatalogue("sparse"), "en", "sparse");
    expect(home.upcoming.items).toEqual([]);
    expect(home.courses.items).toEqual([]);
    expect(home.upcoming.empty).toBe("No excursions scheduled. News coming soon!");
    expect(home.courses.empty).toBe("No courses available at this time.");
  });

  it("sparse: the equipment card has no images and the other cards keep theirs", () => {
    const cards = getHomeContent(seededCatalogue("sparse"), "es", "sparse").cards;
    expect(cards.find((c) => c.id === "equipment")?.images).toEqual([]);
    expect(cards.filter((c) => c.id !== "equipment").every((c) => c.images.length > 0)).toBe(true);
  });

  it("sparse: multipitch has no French text, so the page shows the message and the English texts", () => {
    const content = getExcursionContent(excursionById(seededCatalogue("sparse"), "multipitch")!, "fr")!;
    // The languages in words, never the excursion's key or a language code.
    expect(content.missingTranslation).toBe("Pas encore de version en français\u00a0: les textes ci-dessous sont en anglais.");
    expect(content.textLang).toBe("en");
    expect(content.excursion.name).toBe(seedTexts.en.excursions.multipitch.name);
    // Other excursions and languages are untouched.
    expect(getExcursionContent(excursionById(seededCatalogue("sparse"), "multipitch")!, "es")!.missingTranslation).toBeNull();
    expect(getExcursionContent(excursionById(seededCatalogue("sparse"), "freyclimb")!, "es")!.textLang).toBe("es");
  });

  it("shows the missing-translation message in the active language", () => {
    expect(getExcursionContent(excursionById(seededCatalogue(), "multipitch")!, "es")!.missingTranslation).toBeNull();
    // A language without excursion texts falls back to English, with the English message.
    const en = "No version in ";
    const missing = (["fr", "pt", "it"] as const).filter((lang) => !excursionTranslations[lang]);
    for (const lang of missing)
      expect(getExcursionContent(excursionById(seededCatalogue(), "multipitch")!, lang)!.missingTranslation).toContain(en);
  });
});
