/**
 * Prices as numbers, written in the page's language: amounts with `Intl.NumberFormat`, the words
 * around them from ./i18n/price/. Pure and small: the workspace editor's live preview runs it in
 * the browser.
 *
 * How a tier reads (the first tier is the headline, each further tier a line of its own):
 * - without days: the amount and its unit ("USD 200 per day", "USD 180");
 * - a programme's whole price for so many days (per person or per group, or per day for one day):
 *   "USD 200 for 1 day", "USD 900 for 3 days, per group";
 * - a price per day from so many days on: "3 days: USD 175 per day";
 * - `from`: "From USD 350", "3 days: from USD 175 per day".
 */
import { fill } from "../i18n/fill.ts";
import type { Lang } from "../i18n/languages.ts";
import { type PriceTexts, priceTexts } from "./i18n/price/index.ts";
import { type Catalogue, type Currency, liveExcursions, type PriceTier, type PriceUnit, type Pricing, priceUnits } from "./model.ts";

/** Spanish amounts are written as in Argentina, where the business is (app/catalogue/facts.ts). */
const numberLocales: Partial<Record<Lang, string>> = { es: "es-AR" };

const formatters = new Map<string, Intl.NumberFormat>();

/** An amount in a currency as the language writes it: "USD 200" (en, es, pt), "200 USD" (fr, it); cents only when there are some. */
export function formatAmount(amount: number, currency: Currency, lang: Lang): string {
  const whole = Number.isInteger(amount);
  const key = `${lang}:${currency}:${whole ? 0 : 2}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    const digits = whole ? 0 : 2;
    const options: Intl.NumberFormatOptions = { minimumFractionDigits: digits, maximumFractionDigits: digits };
    try {
      formatter = new Intl.NumberFormat(numberLocales[lang] ?? lang, { ...options, style: "currency", currency, currencyDisplay: "code" });
    } catch {
      // Not a currency code (an entry not yet checked): the number alone, never the text given.
      formatter = new Intl.NumberFormat(numberLocales[lang] ?? lang, options);
    }
    formatters.set(key, formatter);
  }
  return formatter.format(amount);
}

function texts(lang: Lang): PriceTexts {
  return (priceTexts[lang] ?? priceTexts.en) as PriceTexts;
}

const perDay = (unit: PriceUnit) => unit === "personDay" || unit === "groupDay";
const perGroup = (unit: PriceUnit) => unit === "group" || unit === "groupDay";

/** A unit the model knows; one it does not (a file not yet checked) reads as per person. */
function knownUnit(unit: PriceUnit): PriceUnit {
  return (priceUnits as readonly string[]).includes(unit) ? unit : "person";
}

function daysText(days: number, lang: Lang): string {
  return fill(texts(lang).days, { count: days }, lang);
}

/** One tier as a line of its own. */
function tierLine(tier: PriceTier, currency: Currency, lang: Lang): string {
  const t = texts(lang);
  const amount = formatAmount(tier.amount, currency, lang);
  const unit = knownUnit(tier.unit);
  const days = tier.days;
  if (days !== undefined && (!perDay(unit) || days === 1)) {
    // The whole programme's price: per day for one day is the price of that day.
    const price = fill(perGroup(unit) ? t.forDays.group : t.forDays.person, { amount, days: daysText(days, lang) });
    return tier.from ? fill(t.from, { price }) : price;
  }
  const price = fill(t.unit[unit], { amount });
  if (days === undefined) return tier.from ? fill(t.from, { price }) : price;
  return fill(t.fromDays, { days: daysText(days, lang), price: tier.from ? fill(t.fromInside, { price }) : price });
}

/** An excursion's price as lines: the headline (the first tier), then one line per further tier. */
export function priceLines(pricing: Pricing, lang: Lang): string[] {
  return (pricing.tiers ?? []).map((tier) => tierLine(tier, pricing.currency, lang));
}

/** Whether an excursion's amounts are all per person, all per group, or some of each. */
export function pricedPer(pricing: Pricing): "person" | "group" | "mixed" {
  const tiers = pricing.tiers ?? [];
  const groups = tiers.filter((tier) => perGroup(tier.unit)).length;
  if (groups === 0) return "person";
  return groups === tiers.length ? "group" : "mixed";
}

/** The line under an excursion's price: "Prices in US dollars, per person." ("" without tiers). */
export function pricingNote(pricing: Pricing, lang: Lang): string {
  if (!pricing.tiers?.length) return "";
  const t = texts(lang);
  const currency = Object.hasOwn(t.currencies, pricing.currency) ? t.currencies[pricing.currency] : pricing.currency;
  return fill(t.note[pricedPer(pricing)], { currency });
}

/** The home card's price: the headline amount, "/ day" when it is per day ("USD 200", "USD 200 / day", "From USD 350"). */
export function cardPriceLine(pricing: Pricing, lang: Lang): string {
  const tier = pricing.tiers?.[0];
  if (!tier) return "";
  const t = texts(lang);
  // A per-day price for a one-day programme is that programme's price: the card shows the amount alone.
  const known = knownUnit(tier.unit);
  const unit: PriceUnit = tier.days === 1 && perDay(known) ? (perGroup(known) ? "group" : "person") : known;
  const price = fill(t.card[unit], { amount: formatAmount(tier.amount, pricing.currency, lang) });
  return tier.from ? fill(t.from, { price }) : price;
}

/** A rental item's price, per item and per day: "USD 5 / day". */
export function rentalPriceLine(price: { amount: number; currency: Currency }, lang: Lang): string {
  return fill(texts(lang).rental, { amount: formatAmount(price.amount, price.currency, lang) });
}

/** The home's equipment card: "Full kit for 2: USD 70 / day". */
export function kitPriceLine(kit: { amount: number; currency: Currency; people: number }, lang: Lang): string {
  return fill(texts(lang).kit, { count: kit.people, price: rentalPriceLine(kit, lang) }, lang);
}

export type GroupTotal = { amount: number; currency: Currency; tier: PriceTier };

/**
 * What a group pays: the tier with the most days up to the days asked (a tier without days applies
 * to any length; the first such one when several), times the people and the days its unit counts.
 * A `from` tier's total is the lowest the group would pay. Null when there is no total to tell:
 * people or days not a whole number of at least 1, no tier for that length, or an unknown unit.
 */
export function groupTotal(pricing: Pricing, group: { people: number; days: number }): GroupTotal | null {
  const { people, days } = group;
  if (!Number.isInteger(people) || people < 1 || !Number.isInteger(days) || days < 1) return null;
  let chosen: PriceTier | undefined;
  for (const tier of pricing.tiers ?? []) {
    const from = tier.days ?? 0;
    if (from > days) continue;
    if (!chosen || from > (chosen.days ?? 0)) chosen = tier;
  }
  if (!chosen || !Number.isFinite(chosen.amount)) return null;
  if (!(priceUnits as readonly string[]).includes(chosen.unit)) return null;
  const counts: Record<PriceUnit, number> = { person: people, personDay: people * days, group: 1, groupDay: days };
  const amount = Math.round(chosen.amount * counts[chosen.unit] * 100) / 100;
  return { amount, currency: pricing.currency, tier: chosen };
}

type QuantitativeValue = { "@type": "QuantitativeValue"; minValue: number; unitCode: "DAY" };

/** A schema.org `Offer` for an excursion's JSON-LD: one per tier. */
export type Offer = {
  "@type": "Offer";
  url: string;
  price: number;
  priceCurrency: Currency;
  /** The tier's line in the page's language ("3 days: USD 175 per day"). */
  description: string;
  /** For a tier with days: it applies to that many days or more (as `groupTotal` picks it). */
  eligibleQuantity?: QuantitativeValue;
  priceSpecification: {
    "@type": "UnitPriceSpecification";
    price: number;
    priceCurrency: Currency;
    /** A `from` price: the lowest. */
    minPrice?: number;
    /** What the amount pays for, as a UN/CEFACT code: a day ("DAY") or a person ("IE"); a group has none. */
    unitCode?: "DAY" | "IE";
    /** The same in the page's words: "per person, per day". */
    unitText: string;
  };
};

/**
 * The offers of an excursion for its structured data: one per tier, `price` a number and
 * `priceCurrency` the code; the unit (per day, per person, per group) in `priceSpecification`, the
 * tier's days in `eligibleQuantity`, and the tier's line as `description` in the page's language.
 */
export function offers(pricing: Pricing, url: string, lang: Lang = "en"): Offer[] {
  const t = texts(lang);
  const lines = priceLines(pricing, lang);
  return (pricing.tiers ?? []).map((tier, index) => {
    const unit = knownUnit(tier.unit);
    const day = perDay(unit);
    const group = perGroup(unit);
    const offer: Offer = {
      "@type": "Offer",
      url,
      price: tier.amount,
      priceCurrency: pricing.currency,
      description: lines[index]!,
      priceSpecification: {
        "@type": "UnitPriceSpecification",
        price: tier.amount,
        priceCurrency: pricing.currency,
        ...(tier.from ? { minPrice: tier.amount } : {}),
        ...(day ? { unitCode: "DAY" as const } : group ? {} : { unitCode: "IE" as const }),
        unitText: t.per[unit],
      },
    };
    if (tier.days !== undefined) {
      offer.eligibleQuantity = { "@type": "QuantitativeValue", minValue: tier.days, unitCode: "DAY" };
    }
    return offer;
  });
}

/**
 * From the cheapest rental item to the dearest excursion, as the catalogue prices them today, in
 * the currency most of them are in (the others are left out: a range spans one currency).
 */
export function priceRangeOf(catalogue: Catalogue): string | undefined {
  const amounts = [
    ...liveExcursions(catalogue).flatMap((entry) =>
      entry.data.pricing.tiers.map((tier) => ({ amount: tier.amount, currency: entry.data.pricing.currency })),
    ),
    ...catalogue.rental.map((entry) => entry.data.price),
  ];
  if (!amounts.length) return undefined;
  const count = (currency: string) => amounts.filter((price) => price.currency === currency).length;
  const currency = count("USD") >= count("ARS") ? "USD" : "ARS";
  const values = amounts.filter((price) => price.currency === currency).map((price) => price.amount);
  return `${currency} ${Math.min(...values)} – ${currency} ${Math.max(...values)}`;
}
