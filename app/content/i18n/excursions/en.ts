import type { ExcursionImageAlts, PhysicalLevel } from "../../../components/content-types.ts";

/**
 * English words of the excursion pages: the source of truth. Other languages `satisfies
 * ExcursionTexts`. `{name}`, `{excursion}`, `{language}` (the page's) and `{textLanguage}` (its texts') are filled
 * by the getter. The excursions' own texts are the owner's, in the catalogue (seeded from
 * app/catalogue/seed/texts/).
 */

export const en = {
  /** Shown when the active language has no text for an excursion (the page then shows English). */
  missingTranslation: "No version in {language} yet: the texts below are in {textLanguage}.",
  labels: {
    location: "Location",
    price: "Price",
    days: "Days",
    physicalLevel: "Physical level",
    months: "Season",
    experience: "Experience required",
    highlightsTitle: "Highlights",
    priceIncludesTitle: "The price includes",
    itineraryTitle: "Itinerary",
    showLess: "Show less",
    readMore: "Read more",
    perPerson: "Prices in US dollars, per person.",
  },
  imageAlts: {
    backgroundImage: "{name} — the landscape of the activity",
    imagenFinal: "{name} — a climber on the route",
    imagen1: "{name} — the approach",
    imagen2: "{name} — on the rock",
    imagen3: "{name} — the view from above",
    imagenHorizontal: "{name} — panoramic view of the area",
  } satisfies ExcursionImageAlts,
  booking: {
    title: "Book this excursion",
    text: "Write to us with your dates and the size of your group and we will confirm availability.",
    whatsappLabel: "Book on WhatsApp",
    whatsappMessage: "Hi! I'd like to book this excursion: {excursion}. (Language: {language})",
    contactLabel: "Send us a message",
    contactSubject: "Booking: {excursion}",
  },
  levels: {
    easy: "Easy",
    medium: "Medium",
    mediumHigh: "Medium-high",
    good: "Good",
    high: "High",
    all: "Any level",
  } satisfies Record<PhysicalLevel, string>,
};

export type ExcursionTexts = typeof en;
