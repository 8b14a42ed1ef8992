import type { Quote } from "../../../components/content-types.ts";

/**
 * English words of the equipment rental page: the source of truth (other languages
 * `satisfies RentalTexts`). The full kit's prices are `{placeholders}` filled from
 * app/catalogue/facts.ts. The items (names, prices, details) are the owner's, in the catalogue
 * (seeded from app/catalogue/seed/texts/); every rental price is per day.
 */
export const en = {
  title: "Climbing equipment rental",
  collageAlt: "Climbing equipment laid out on the rock: ropes, helmets, harnesses, quickdraws and shoes",
  availableTitle: "Available equipment",
  availableText:
    "All our equipment is checked after every use and retired when it is due. Pick it up and return it at our base in Bariloche; prices are per item and per day. Hover over or tap an item to see the details.",
  /** Under the items, once the owner set the street: `{address}` opens it on a map. */
  pickup: "Where to pick up and return the equipment: {address}.",
  special: {
    title: "Full kit for {kitPeople} people",
    text: "Everything a pair needs to climb: rope, quickdraws, {kitPeople} harnesses, {kitPeople} helmets, {kitPeople} belay devices, locking carabiners and an anchor kit.",
    price: "USD {kitPerDay} per day or USD {kitMultiDayPrice} for {kitMultiDays} days",
    contactLabel: "Ask for the kit on WhatsApp",
    contactFormLabel: "Ask for the kit through the contact form",
    contactMessage: "Hi! I'd like to rent the full kit for {kitPeople} people.",
  },
  specialPrices: [
    "Full kit, {kitPeople} people, 1 day: USD {kitPerDay}",
    "Full kit, {kitPeople} people, {kitMultiDays} days: USD {kitMultiDayPrice}",
  ] as [string, string],
  quote: {
    text: "It is not the mountain we conquer, but ourselves.",
    author: "Edmund Hillary",
  } as Quote,
};

export type RentalTexts = typeof en;
