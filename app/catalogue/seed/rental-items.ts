/**
 * The rental items a fresh install starts with, by their keys: the seed's texts (./texts/) and
 * prices (./pricing.ts) have one of each. From the first start on, the owner's catalogue says which
 * items there are.
 */
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
