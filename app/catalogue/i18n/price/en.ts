/**
 * The words around a price, per language (English is the type; every other language `satisfies`
 * it, with its own plural categories). `{amount}` is an amount as `Intl.NumberFormat` writes it
 * ("USD 200", "200 USD"); `{price}` an amount with its unit ("USD 175 per day"); `{days}` a number
 * of days ("3 days"); `{currency}` the currency's name. What the units read as:
 * - person: the amount alone (the page's note says "per person");
 * - personDay: "per day";
 * - group: "per group";
 * - groupDay: "per day, per group".
 */
import type { Currency } from "../../model.ts";

export const en = {
  days: { one: "{count} day", other: "{count} days" },
  /** An amount and what it pays for, in an excursion's price. */
  unit: {
    person: "{amount}",
    personDay: "{amount} per day",
    group: "{amount} per group",
    groupDay: "{amount} per day, per group",
  },
  /** The price of a programme of so many days ("USD 200 for 1 day"), per person or per group. */
  forDays: { person: "{amount} for {days}", group: "{amount} for {days}, per group" },
  /** A price that applies from so many days on ("3 days: USD 175 per day"). */
  fromDays: "{days}: {price}",
  /** The lowest price: at the start of a line, and inside one (after its days). */
  from: "From {price}",
  fromInside: "from {price}",
  /** The home card's short form. */
  card: {
    person: "{amount}",
    personDay: "{amount} / day",
    group: "{amount} per group",
    groupDay: "{amount} / day, per group",
  },
  /** What a price pays for, in words (the structured data's unit). */
  per: {
    person: "per person",
    personDay: "per person, per day",
    group: "per group",
    groupDay: "per group, per day",
  },
  /** The line under an excursion's price. */
  note: {
    person: "Prices in {currency}, per person.",
    group: "Prices in {currency}, per group.",
    mixed: "Prices in {currency}, per person unless marked per group.",
  },
  /** Currencies as the note names them. */
  currencies: { USD: "US dollars", ARS: "Argentine pesos" } satisfies Record<Currency, string>,
  /** A rental item's price, per item and per day. */
  rental: "{amount} / day",
  /** The home's equipment card: a full kit for so many people, per day. */
  kit: { one: "Full kit for {count}: {price}", other: "Full kit for {count}: {price}" },
  /** A piece of rental gear in a booking's total: how many, the price per item and day, the days, the line's amount. */
  gearLine: "{count} × {price} × {days} = {amount}",
};

export type PriceTexts = typeof en;
