import { describe, expect, it } from "vitest";
import type { ExcursionEntry } from "../model.ts";
import { seededCatalogue } from "../seed/seeded-catalogue.server.ts";
import { lackingTexts, languagesToReview } from "./catalogue.server.ts";

describe("the languages a text written in one language only leaves to review (decision 0120)", () => {
  it("marks every language an excursion is shown in that lacks a text another language has", async () => {
    const frey = structuredClone((await seededCatalogue()).excursions.find((entry) => entry.key === "freyclimb")!);
    expect(languagesToReview(frey)).toEqual([]);
    frey.texts.es = { ...frey.texts.es!, meetingPlace: "Base del Cerro Catedral, junto a la boletería" };
    expect(languagesToReview(frey)).toEqual(["en", "fr", "pt", "it"]);
    expect(lackingTexts(frey).get("fr")).toEqual([{ field: "meetingPlace", writtenIn: ["es"] }]);
    // Written there too: no longer to review.
    frey.texts.fr = { ...frey.texts.fr!, meetingPlace: "Au pied du Cerro Catedral" };
    expect(languagesToReview(frey)).toEqual(["en", "pt", "it"]);
  });

  it("leaves out the languages an added excursion has no page in", () => {
    const otto: ExcursionEntry = {
      kind: "excursion",
      key: "cerro-otto",
      data: {
        address: "cerro-otto",
        level: "medium",
        pricing: { currency: "USD", tiers: [{ amount: 90, unit: "person" }] },
        deposit: null,
        meeting: { mapUrl: "", time: "" },
        rentalItems: [],
        homeOrder: null,
        date: "2027-01-15",
        retired: null,
      },
      texts: { es: { name: "Vía ferrata del Cerro Otto", location: "Cerro Otto", highlights: "Sobre el lago.", bring: "- Agua" } },
      review: {},
    };
    expect(languagesToReview(otto)).toEqual([]);
    // English written without the list: its page shows the Spanish list, said so, and English is to review.
    otto.texts.en = { name: "Cerro Otto via ferrata", location: "Cerro Otto", highlights: "Above the lake." };
    expect(languagesToReview(otto)).toEqual(["en"]);
  });
});
