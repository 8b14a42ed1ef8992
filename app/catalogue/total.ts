/**
 * What a booking costs by the catalogue's prices (decision 0091): the excursion for the group and
 * the days, and each piece of rental gear asked for as a line of its own, per item, per person and
 * per day of the booking (the request form does not ask how many: one each). The full kit, priced
 * on the home's card for so many people, counts one kit per that many people. The one price
 * function: the booking page, the emails and the workspace's payments all read their total here.
 */
import { fill } from "../i18n/fill.ts";
import type { Lang } from "../i18n/languages.ts";
import { priceTexts } from "./i18n/price/index.ts";
import { formatAmount, groupTotal, rentalPriceLine } from "./price.ts";
import { type Catalogue, type Currency, excursionById, type PriceTier } from "./model.ts";

/** The full kit's key among the gear asked for: priced on the home's card, not a rental item. */
export const KIT = "kit";

type GearLine = {
  /** The rental item's key (or `kit`). */
  key: string;
  /** How many: the group's people, or kits for them. */
  count: number;
  days: number;
  /** Per item and per day. */
  price: { amount: number; currency: Currency };
  amount: number;
};

export type BookingPrice = {
  amount: number;
  currency: Currency;
  /** The excursion's price is a "from" price: the total is the lowest the group would pay. */
  from: boolean;
  excursion: { amount: number; tier: PriceTier };
  /** Each piece of gear asked for, in the order asked; none when no gear was asked for. */
  gear: GearLine[];
};

const cents = (amount: number) => Math.round(amount * 100);

/**
 * The booking's price: null when it cannot be told from the catalogue (no such excursion, a price
 * without a tier for that length, a piece of gear the catalogue no longer has, or gear priced in
 * another currency than the excursion): the owner then sets the total by hand.
 */
export function bookingPrice(
  catalogue: Catalogue,
  booking: { offer: string; people: number; days: number; gear: readonly string[] },
): BookingPrice | null {
  const entry = excursionById(catalogue, booking.offer);
  if (!entry) return null;
  const { people, days } = booking;
  const excursion = groupTotal(entry.data.pricing, { people, days });
  if (!excursion) return null;
  const gear: GearLine[] = [];
  for (const key of new Set(booking.gear)) {
    let price: { amount: number; currency: Currency } | undefined;
    let count = people;
    if (key === KIT) {
      const kit = catalogue.home.data.kitPrice;
      if (kit && kit.people >= 1) {
        price = { amount: kit.amount, currency: kit.currency };
        count = Math.ceil(people / kit.people);
      }
    } else price = catalogue.rental.find((item) => item.key === key)?.data.price;
    if (!price || !Number.isFinite(price.amount) || price.amount < 0) return null;
    if (price.currency !== excursion.currency) return null;
    gear.push({ key, count, days, price, amount: cents(price.amount * count * days) / 100 });
  }
  const total = cents(excursion.amount) + gear.reduce((sum, line) => sum + cents(line.amount), 0);
  return {
    amount: total / 100,
    currency: excursion.currency,
    from: excursion.tier.from === true,
    excursion: { amount: excursion.amount, tier: excursion.tier },
    gear,
  };
}

/** The rental items the request form offers for an excursion: those it lists that the catalogue has, in the catalogue's order. */
export function rentableFor(catalogue: Catalogue, offer: string): string[] {
  const listed = new Set(excursionById(catalogue, offer)?.data.rentalItems ?? []);
  return catalogue.rental.filter((item) => listed.has(item.key)).map((item) => item.key);
}

/**
 * The total's lines, each a label and its value ("Climbing shoes: 2 × USD 10 / day × 3 days = USD 60"):
 * the excursion, then each piece of gear. Names are given by the caller (the catalogue's, the kit's).
 */
export function totalLines(
  price: BookingPrice,
  lang: Lang,
  names: { excursion: string; gear: (key: string) => string },
): [string, string][] {
  const t = priceTexts[lang] ?? priceTexts.en;
  const rows: [string, string][] = [[names.excursion, formatAmount(price.excursion.amount, price.currency, lang)]];
  for (const line of price.gear)
    rows.push([
      names.gear(line.key),
      fill(t.gearLine, {
        count: line.count,
        price: rentalPriceLine(line.price, lang),
        days: fill(t.days, { count: line.days }, lang),
        amount: formatAmount(line.amount, price.currency, lang),
      }),
    ]);
  return rows;
}
