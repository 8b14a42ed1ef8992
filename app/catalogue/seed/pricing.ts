/**
 * Today's prices as numbers, for the catalogue's first start: read from app/catalogue/facts.ts (the
 * numbers today's sentences are written with), with the units and tiers those sentences say.
 */
import { facts } from "../facts.ts";
import type { RentalItemId } from "./rental-items.ts";
import type { ExcursionId } from "../../site/pages.ts";
import type { Currency, Pricing } from "../model.ts";

const currency: Currency = facts.currency;
const prices = facts.prices;

/** Each excursion's price, by its key. */
export const seedPricing: Record<string, Pricing> = {
  // "USD 200 for 1 day / 3 days: USD 175 per day / 7 days: USD 150 per day"
  freyclimb: {
    currency,
    tiers: [
      { amount: prices.freyOneDay, unit: "personDay", days: facts.days.frey.min },
      { amount: prices.freyThreeDaysPerDay, unit: "personDay", days: facts.days.freyPackageShort },
      { amount: prices.freySevenDaysPerDay, unit: "personDay", days: facts.days.freyPackageLong },
    ],
  },
  // "USD 180", a full day (per person)
  multipitch: { currency, tiers: [{ amount: prices.multipitch, unit: "person" }] },
  // "USD 200 per day", a 3-day programme
  freyrefuge: { currency, tiers: [{ amount: prices.freyRefugePerDay, unit: "personDay" }] },
  // "USD 50", a half day
  bautismo: { currency, tiers: [{ amount: prices.baptism, unit: "person" }] },
  // "USD 75 per day"
  guiapersonal: { currency, tiers: [{ amount: prices.personalGuide, unit: "personDay" }] },
  // "From USD 350": the final price depends on the number of days (3 to 7)
  piedraparada: { currency, tiers: [{ amount: prices.piedraParadaFrom, unit: "person", from: true }] },
  // "USD 100", a full day
  ventana: { currency, tiers: [{ amount: prices.ventana, unit: "person" }] },
  // "USD 520", the 2-day ascent
  trekkingLanin: { currency, tiers: [{ amount: prices.volcano, unit: "person" }] },
} satisfies Record<ExcursionId, Pricing>;

const rental = facts.rental;

/**
 * Each rental item's price per day, by its key. Quickdraws are priced as today's first words say, per
 * set; the price of a single quickdraw has no place in the model yet.
 */
export const seedRentalPrices: Record<string, { amount: number; currency: Currency }> = {
  helmet: { amount: rental.helmet, currency },
  rope: { amount: rental.rope, currency },
  cord: { amount: rental.cord, currency },
  carabiner: { amount: rental.carabiner, currency },
  anchor: { amount: rental.anchor, currency },
  harness: { amount: rental.harness, currency },
  quickdraws: { amount: rental.quickdrawSet, currency },
  belay: { amount: rental.belay, currency },
  shoes: { amount: rental.shoes, currency },
  rappel: { amount: rental.rappel, currency },
  clipstick: { amount: rental.clipstick, currency },
  crampons: { amount: rental.crampons, currency },
  tent: { amount: rental.tent, currency },
  sleepingbag: { amount: rental.sleepingbag, currency },
} satisfies Record<RentalItemId, { amount: number; currency: Currency }>;

/** The home's equipment card: a full kit for two, per day. */
export const seedKitPrice: { amount: number; currency: Currency; people: number } = {
  amount: facts.kit.perDay,
  currency,
  people: facts.kit.people,
};
