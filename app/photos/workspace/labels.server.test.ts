import { describe, expect, it } from "vitest";
import { experienceLevels, gearIds } from "../../bookings/fields.ts";
import { experienceLabel, gearLabel } from "../../bookings/workspace/bookings.server.ts";
import { courseIds } from "../../departures/model.ts";
import { seededCatalogue } from "../../catalogue/seed/seeded-catalogue.server.ts";
import { seededPages, specExcursionAddresses } from "../../catalogue/seed/spec.ts";
import { languages } from "../../i18n/languages.ts";
import { photoPlaces } from "../places.ts";
import type { Catalogue, ExcursionEntry } from "../../catalogue/model.ts";
import { workspaceLangs, workspaceTexts } from "../../workspace/i18n/index.ts";

const catalogue = seededCatalogue();
const excursionIds = Object.keys(specExcursionAddresses);
const offerIds = [...excursionIds, ...courseIds];
const pageKeys = seededPages;
import {
  countText,
  deviceLabel,
  excursionKeyLabel,
  languageInSentence,
  languageLabel,
  listText,
  offeredPlaces,
  offerName,
  pageLabel,
  percentText,
  placeGroups,
  placeLabel,
  plainCountText,
  regionLabel,
} from "./labels.server.ts";

describe.each(workspaceLangs)("the workspace's labels in %s", (lang) => {
  const named = (key: string, label: string) => {
    expect(label, key).toBeTruthy();
    expect(label, key).not.toBe(key);
  };

  it("names every experience level, rental item, offer, page and excursion key", () => {
    for (const level of experienceLevels) named(level, experienceLabel(level, lang));
    for (const id of gearIds) named(id, gearLabel(catalogue, id, lang));
    for (const offer of offerIds) named(offer, offerName(catalogue, offer, lang));
    for (const page of [...pageKeys, "other"]) named(page, pageLabel(catalogue, page, lang));
    for (const id of excursionIds) named(`excursion-${id}`, excursionKeyLabel(catalogue, `excursion-${id}`, lang));
  });

  it("names every language of the site, and browser languages and regions", () => {
    for (const code of languages) {
      named(code, languageLabel(code, lang));
      named(code, languageInSentence(code, lang));
    }
    for (const code of ["es-AR", "pt-BR", "de", "en-US"]) named(code, languageLabel(code, lang));
    for (const code of ["AR", "BR", "US", "CL"]) named(code, regionLabel(code, lang));
    // Something that is no language at all stays as it came.
    expect(languageLabel("???", lang)).toBe("???");
  });

  it("offers every photo place once, each by a name of what it shows, in groups", () => {
    const groups = placeGroups(catalogue, lang);
    const offered = groups.flatMap((group) => group.places.map((entry) => entry.place));
    expect([...offered].sort()).toEqual([...photoPlaces].sort());
    for (const group of groups) {
      expect(group.label).toBeTruthy();
      for (const entry of group.places) {
        named(entry.place, entry.label);
        expect(placeLabel(catalogue, entry.place, lang)).toBe(entry.label);
      }
    }
    // Labels tell places apart.
    const labels = groups.flatMap((group) => group.places.map((entry) => entry.label));
    expect(new Set(labels).size).toBe(labels.length);
  });
});

describe("the photo places of an excursion the owner added, and of a retired one", () => {
  const frey = catalogue.excursions.find((entry) => entry.key === "freyclimb")!;
  const otto: ExcursionEntry = {
    ...frey,
    key: "cerro-otto",
    data: { ...frey.data, address: "cerro-otto", homeOrder: null },
    texts: { es: { name: "Vía ferrata del Cerro Otto", location: "Cerro Otto", highlights: "Una vía ferrata sobre el lago." } },
    review: {},
  };
  const changed: Catalogue = {
    ...catalogue,
    excursions: [
      ...catalogue.excursions.map((entry) =>
        entry.key === "multipitch" ? { ...entry, data: { ...entry.data, retired: { movedTo: null } } } : entry,
      ),
      otto,
    ],
  };

  it.each(workspaceLangs)("are offered by name in %s, none by its id", (lang) => {
    const groups = placeGroups(changed, lang);
    const ottoGroup = groups.find((group) => group.label === "Vía ferrata del Cerro Otto")!;
    expect(ottoGroup.places.map((entry) => entry.place)).toEqual([
      "excursion-cerro-otto-hero",
      "excursion-cerro-otto-side",
      "excursion-cerro-otto-1",
      "excursion-cerro-otto-2",
      "excursion-cerro-otto-3",
      "excursion-cerro-otto-wide",
    ]);
    for (const entry of ottoGroup.places) expect(entry.label).toMatch(/^Vía ferrata del Cerro Otto — \S/);
    expect(offeredPlaces(changed, lang).has("excursion-cerro-otto-hero")).toBe(true);
    // The retired one, said so, its places by its name.
    const retired = groups.find((group) => group.places.some((entry) => entry.place === "excursion-multipitch-hero"))!;
    expect(retired.label).toBe(`${workspaceTexts[lang].labels.places.retired}: ${offerName(changed, "multipitch", lang)}`);
    expect(placeLabel(changed, "excursion-multipitch-hero", lang)).not.toContain("excursion-");
    // No place is left to be named by its id.
    const other = groups.find((group) => group.label === workspaceTexts[lang].labels.places.other);
    expect(other?.places ?? []).toEqual([]);
  });
});

describe("the workspace's labels read as the owner writes", () => {
  it("in Spanish", () => {
    expect(experienceLabel("partly", "es")).toBe("En parte");
    expect(gearLabel(catalogue, "helmet", "es")).toBe("Casco");
    expect(languageLabel("es", "es")).toBe("Español");
    expect(languageLabel("fr", "es")).toBe("Francés");
    expect(languageInSentence("fr", "es")).toBe("francés");
    expect(regionLabel("AR", "es")).toBe("Argentina");
    expect(pageLabel(catalogue, "home", "es")).toBe("Inicio");
    expect(placeLabel(catalogue, "excursion-freyclimb-hero", "es")).toMatch(/Frey.* — foto principal$/);
    expect(placeLabel(catalogue, "team-1", "es")).toBe("Martín Aguirre");
    expect(listText(["francés", "portugués", "italiano"], "es")).toBe("francés, portugués e italiano");
    expect(countText(1234, "es")).toBe("1234");
    expect(countText(12345, "es")).toBe("12.345");
    expect(plainCountText(12345, "es")).toBe("12345");
    expect(percentText(1 / 6, "es")).toBe("16,7\u00a0%");
    expect(
      deviceLabel("Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36", "es"),
    ).toBe("Chrome en Android");
    expect(
      deviceLabel(
        "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
        "es",
      ),
    ).toBe("Safari en iPhone");
  });

  it("in English", () => {
    expect(experienceLabel("meets", "en")).toBe("We have the experience required");
    expect(languageLabel("pt-BR", "en")).toBe("Brazilian Portuguese");
    expect(countText(12345, "en")).toBe("12,345");
    expect(percentText(1 / 6, "en")).toBe("16.7%");
  });
});
