/**
 * The catalogue a fresh install starts with: today's texts (./texts/), every placeholder filled
 * with its number in each language (app/catalogue/facts.ts), prices as numbers (./pricing.ts). Version 1 of every entry comes from
 * here; the owner changes everything after that in the workspace. Nothing is invented: the facts
 * that build trust (meeting points, what to bring, policies, certifications) start empty.
 */
import { facts, factValues } from "../facts.ts";
import { activeFixture, isTextRemoved, type ContentFixture } from "../fixtures.ts";
import { rentalItemIds, seedRentableItems } from "./rental-items.ts";
import { renderDeep } from "../../i18n/text.ts";
import { languages, type Lang } from "../../i18n/languages.ts";
import { specExcursionAddresses as excursionPages } from "./spec.ts";
import type { Entry, ExcursionData, PhysicalLevel } from "../model.ts";
import { seedKitPrice, seedPricing, seedRentalPrices } from "./pricing.ts";
import { seedTexts } from "./texts/index.ts";

/** The spec's eight excursions: key, level, its home card (and the card's id in ./texts/). */
const excursions: Array<{ key: keyof typeof excursionPages; level: PhysicalLevel; card: string; order: number }> = [
  { key: "freyclimb", level: "mediumHigh", card: "frey", order: 2 },
  { key: "multipitch", level: "good", card: "multipitch", order: 3 },
  { key: "freyrefuge", level: "good", card: "freyrefuge", order: 4 },
  { key: "bautismo", level: "easy", card: "baptism", order: 5 },
  { key: "guiapersonal", level: "all", card: "personal", order: 6 },
  { key: "piedraparada", level: "mediumHigh", card: "piedraparada", order: 7 },
  { key: "ventana", level: "medium", card: "ventana", order: 8 },
  { key: "trekkingLanin", level: "high", card: "trekkingLanin", order: 9 },
];

/**
 * When an excursion ends, where its itinerary says it by the clock (Cerro Ventana: back in Bariloche
 * at 16:00); the others' itineraries say "in the afternoon" or "at night", so theirs waits for the
 * owner. The meeting time is not seeded even where the itinerary gives it: it is a fact the
 * traveller acts on, which the owner confirms (the launch list asks for it).
 */
const seedEndTimes: Partial<Record<keyof typeof excursionPages, string>> = { ventana: facts.ventana.end };

const team = [
  { key: "martin", name: "Martín Aguirre", founder: true },
  { key: "lucia", name: "Lucía Ferreyra", founder: false },
  { key: "joaquin", name: "Joaquín Sosa", founder: false },
  { key: "valentina", name: "Valentina Ruiz", founder: false },
  { key: "tomas", name: "Tomás Quiroga", founder: false },
] as const;

/** Today's team roles: the founder leads. */
const roleOf = (founder: boolean) => (founder ? "leader" : "guide");

const lines = (text: string) =>
  text
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);

function perLang<T>(build: (lang: Lang) => T | undefined): Partial<Record<Lang, T>> {
  const out: Partial<Record<Lang, T>> = {};
  for (const lang of languages) {
    const value = build(lang);
    if (value !== undefined) out[lang] = value;
  }
  return out;
}

function excursionEntries(fixture: ContentFixture): Entry<"excursion">[] {
  return excursions.map(({ key, level, card, order }) => {
    // A copy: a catalogue changed in memory (a test, the editor) leaves the seed as it is.
    const pricing = structuredClone(seedPricing[key]!);
    const data: ExcursionData = {
      address: excursionPages[key],
      level,
      pricing,
      deposit: null,
      meeting: { mapUrl: "", time: "", endTime: seedEndTimes[key] ?? "" },
      rentalItems: [...seedRentableItems[key]],
      homeOrder: order,
      date: key === "trekkingLanin" ? "2025-01-01" : "2025-03-10",
      retired: null,
    };
    const texts = perLang((lang) => {
      if (isTextRemoved(fixture, key, lang)) return undefined;
      const words = seedTexts[lang].excursions[key];
      if (!words) return undefined;
      const t = renderDeep(words, factValues(lang));
      const cardWords = renderDeep(
        (seedTexts[lang].home.cards as Record<string, { title: string; description: string; difficulty: string }>)[card]!,
        factValues(lang),
      );
      return {
        name: t.name,
        location: t.location,
        climbing: t.climbing,
        days: t.days,
        months: t.months,
        experience: t.experience,
        highlights: t.highlights,
        // The words under the price: today's price lines after those the tiers now say.
        priceNotes: lines(t.price).slice(pricing.tiers.length).join("\n"),
        priceIncludes: t.priceIncludes,
        itinerary: t.itinerary,
        leyendPict: t.leyendPict,
        cardTitle: cardWords.title,
        cardDescription: cardWords.description,
        difficulty: cardWords.difficulty,
      };
    });
    return { kind: "excursion", key, data, texts, review: {} };
  });
}

function rentalEntries(): Entry<"rental">[] {
  return rentalItemIds.map((key, index) => ({
    kind: "rental",
    key,
    data: { price: { ...seedRentalPrices[key]! }, order: index + 1 },
    texts: perLang((lang) => {
      const item = renderDeep(seedTexts[lang].rental[key], factValues(lang));
      // The words after today's "USD 15 / day" (the quickdraws' set and single price).
      const note = /^[^,]*?\/\s*\S+\s*(.*)$/.exec(item.price)?.[1]?.trim() ?? "";
      return { title: item.title, priceNote: note, tooltip: item.tooltip };
    }),
    review: {},
  }));
}

function teamEntries(): Entry<"team">[] {
  return team.map(({ key, name, founder }, index) => ({
    kind: "team",
    key,
    data: { name, order: index + 1, founder, certifications: "", languages: [] },
    texts: perLang((lang) => {
      const t = renderDeep(seedTexts[lang].team, factValues(lang));
      return { role: t.roles[roleOf(founder)], bio: t.bios[key] };
    }),
    review: {},
  }));
}

function homeEntry(): Entry<"home"> {
  return {
    kind: "home",
    key: "home",
    data: { equipmentOrder: 1, kitPrice: { ...seedKitPrice } },
    texts: perLang((lang) => {
      const t = renderDeep(seedTexts[lang].home, factValues(lang));
      const dated = (prefix: string, item: { name: string; date: string; location: string; description: string }) => ({
        [`${prefix}Name`]: item.name,
        [`${prefix}Date`]: item.date,
        [`${prefix}Location`]: item.location,
        [`${prefix}Description`]: item.description,
      });
      return {
        heroTitle: t.hero.title,
        heroSubtitle: t.hero.subtitle,
        equipmentTitle: t.cards.equipment.title,
        equipmentDescription: t.cards.equipment.description,
        equipmentDifficulty: t.cards.equipment.difficulty,
        equipmentDays: t.equipmentCard.days,
        equipmentMonths: t.equipmentCard.months,
        closing: t.closing,
        closingForm: t.closingForm,
        closingFormLink: t.closingFormLink,
        ...dated("upcomingLanin", t.upcoming.lanin),
        ...dated("courseTrad", t.courses.trad_course),
        ...dated("courseSport", t.courses.sport_course),
        ...dated("coursePiedraTransfer", t.courses.piedra_transfer),
        ...dated("courseTrekking", t.courses.trekking),
      };
    }),
    review: {},
  };
}

function paymentEntry(): Entry<"payment"> {
  return {
    kind: "payment",
    key: "payment",
    data: {},
    texts: perLang((lang) => {
      const t = seedTexts[lang].payment;
      return { title: t.title, text: t.text, textLater: t.textLater, cashNote: t.cashNote };
    }),
    review: {},
  };
}

/** Every entry of a fresh install (the content fixture of end-to-end tests applied). */
export function seedEntries(fixture: ContentFixture = activeFixture()): Entry[] {
  const policies: Entry<"policies"> = { kind: "policies", key: "policies", data: {}, texts: {}, review: {} };
  return [...excursionEntries(fixture), ...rentalEntries(), ...teamEntries(), homeEntry(), paymentEntry(), policies];
}
