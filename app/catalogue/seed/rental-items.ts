/**
 * The rental items a fresh install starts with, by their keys: the seed's texts (./texts/) and
 * prices (./pricing.ts) have one of each. From the first start on, the owner's catalogue says which
 * items there are.
 */
import type { ExcursionId } from "../../site/pages.ts";

export const rentalItemIds = [
  "helmet",
  "rope",
  "cord",
  "carabiner",
  "anchor",
  "harness",
  "quickdraws",
  "belay",
  "shoes",
  "rappel",
  "clipstick",
  "crampons",
  "tent",
  "sleepingbag",
] as const;
export type RentalItemId = (typeof rentalItemIds)[number];

/**
 * The rental items each of the spec's excursions offers on its request form (decision 0091): what a
 * traveller may need for it that its price does not include (the price of each includes the group's
 * ropes and, but for the personal guide's day, helmet and harness; the baptism includes everything;
 * the Lanín's crampons are included). Items one person uses, as the form asks for one each.
 */
export const seedRentableItems = {
  freyclimb: ["shoes", "belay", "carabiner", "rappel", "sleepingbag"],
  multipitch: ["shoes", "belay", "carabiner", "rappel"],
  freyrefuge: ["shoes", "belay", "carabiner", "rappel", "sleepingbag"],
  bautismo: [],
  guiapersonal: ["helmet", "harness", "shoes", "belay", "carabiner", "rappel"],
  piedraparada: ["shoes", "belay", "carabiner", "rappel", "sleepingbag", "tent"],
  ventana: ["shoes", "belay", "carabiner"],
  trekkingLanin: ["sleepingbag", "tent"],
} satisfies Record<ExcursionId, readonly RentalItemId[]>;
