/**
 * Today's prices as numbers, for the seed (replaced by the prices module's own seed data).
 */
import { facts } from "../../content/facts.ts";
import type { Currency, Pricing } from "../model.ts";

const usd = (tiers: Pricing["tiers"]): Pricing => ({ currency: "USD", tiers });
const p = facts.prices;

export const seedPricing: Record<string, Pricing> = {
  freyclimb: usd([
    { amount: p.freyOneDay, unit: "personDay", days: facts.days.frey.min },
    { amount: p.freyThreeDaysPerDay, unit: "personDay", days: facts.days.freyPackageShort },
    { amount: p.freySevenDaysPerDay, unit: "personDay", days: facts.days.freyPackageLong },
  ]),
  multipitch: usd([{ amount: p.multipitch, unit: "person" }]),
  freyrefuge: usd([{ amount: p.freyRefugePerDay, unit: "personDay" }]),
  bautismo: usd([{ amount: p.baptism, unit: "person" }]),
  guiapersonal: usd([{ amount: p.personalGuide, unit: "personDay" }]),
  piedraparada: usd([{ amount: p.piedraParadaFrom, unit: "person", from: true }]),
  ventana: usd([{ amount: p.ventana, unit: "person" }]),
  trekkingLanin: usd([{ amount: p.volcano, unit: "person" }]),
};

const r = facts.rental;
export const seedRentalPrices: Record<string, { amount: number; currency: Currency }> = Object.fromEntries(
  Object.entries({
    helmet: r.helmet,
    rope: r.rope,
    cord: r.cord,
    carabiner: r.carabiner,
    anchor: r.anchor,
    harness: r.harness,
    quickdraws: r.quickdrawSet,
    belay: r.belay,
    shoes: r.shoes,
    rappel: r.rappel,
    clipstick: r.clipstick,
    crampons: r.crampons,
    tent: r.tent,
    sleepingbag: r.sleepingbag,
  }).map(([key, amount]) => [key, { amount, currency: "USD" as const }]),
);

export const seedKitPrice = { amount: facts.kit.perDay, currency: "USD" as const, people: facts.kit.people };
