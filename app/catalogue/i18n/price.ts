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
import type { Lang } from "../../i18n/languages.ts";
import type { InLanguage } from "../../i18n/plural.ts";
import type { Currency } from "../model.ts";

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
};

export type PriceTexts = typeof en;

export const es = {
  days: { one: "{count} día", many: "{count} de días", other: "{count} días" },
  unit: {
    person: "{amount}",
    personDay: "{amount} por día",
    group: "{amount} por grupo",
    groupDay: "{amount} por día, por grupo",
  },
  forDays: { person: "{amount} por {days}", group: "{amount} por {days}, por grupo" },
  fromDays: "{days}: {price}",
  from: "Desde {price}",
  fromInside: "desde {price}",
  card: {
    person: "{amount}",
    personDay: "{amount} / día",
    group: "{amount} por grupo",
    groupDay: "{amount} / día, por grupo",
  },
  per: {
    person: "por persona",
    personDay: "por persona, por día",
    group: "por grupo",
    groupDay: "por grupo, por día",
  },
  note: {
    person: "Precios en {currency}, por persona.",
    group: "Precios en {currency}, por grupo.",
    mixed: "Precios en {currency}, por persona salvo donde dice por grupo.",
  },
  currencies: { USD: "dólares estadounidenses", ARS: "pesos argentinos" },
  rental: "{amount} / día",
  kit: {
    one: "Equipo completo para {count}: {price}",
    many: "Equipo completo para {count}: {price}",
    other: "Equipo completo para {count}: {price}",
  },
} satisfies InLanguage<PriceTexts, "es">;

export const fr = {
  days: { one: "{count} jour", many: "{count} de jours", other: "{count} jours" },
  unit: {
    person: "{amount}",
    personDay: "{amount} par jour",
    group: "{amount} par groupe",
    groupDay: "{amount} par jour et par groupe",
  },
  forDays: { person: "{amount} pour {days}", group: "{amount} pour {days}, par groupe" },
  fromDays: "{days}\u00a0: {price}",
  from: "À partir de {price}",
  fromInside: "à partir de {price}",
  card: {
    person: "{amount}",
    personDay: "{amount} / jour",
    group: "{amount} par groupe",
    groupDay: "{amount} / jour, par groupe",
  },
  per: {
    person: "par personne",
    personDay: "par personne et par jour",
    group: "par groupe",
    groupDay: "par groupe et par jour",
  },
  note: {
    person: "Prix en {currency}, par personne.",
    group: "Prix en {currency}, par groupe.",
    mixed: "Prix en {currency}, par personne sauf mention «\u00a0par groupe\u00a0».",
  },
  currencies: { USD: "dollars américains", ARS: "pesos argentins" },
  rental: "{amount} / jour",
  kit: {
    one: "Kit complet pour {count} personne\u00a0: {price}",
    many: "Kit complet pour {count} de personnes\u00a0: {price}",
    other: "Kit complet pour {count} personnes\u00a0: {price}",
  },
} satisfies InLanguage<PriceTexts, "fr">;

export const pt = {
  days: { one: "{count} dia", many: "{count} de dias", other: "{count} dias" },
  unit: {
    person: "{amount}",
    personDay: "{amount} por dia",
    group: "{amount} por grupo",
    groupDay: "{amount} por dia, por grupo",
  },
  forDays: { person: "{amount} por {days}", group: "{amount} por {days}, por grupo" },
  fromDays: "{days}: {price}",
  from: "A partir de {price}",
  fromInside: "a partir de {price}",
  card: {
    person: "{amount}",
    personDay: "{amount} / dia",
    group: "{amount} por grupo",
    groupDay: "{amount} / dia, por grupo",
  },
  per: {
    person: "por pessoa",
    personDay: "por pessoa, por dia",
    group: "por grupo",
    groupDay: "por grupo, por dia",
  },
  note: {
    person: "Preços em {currency}, por pessoa.",
    group: "Preços em {currency}, por grupo.",
    mixed: "Preços em {currency}, por pessoa, salvo quando indicado por grupo.",
  },
  currencies: { USD: "dólares americanos", ARS: "pesos argentinos" },
  rental: "{amount} / dia",
  kit: {
    one: "Kit completo para {count} pessoa: {price}",
    many: "Kit completo para {count} de pessoas: {price}",
    other: "Kit completo para {count} pessoas: {price}",
  },
} satisfies InLanguage<PriceTexts, "pt">;

export const it = {
  days: { one: "{count} giorno", many: "{count} di giorni", other: "{count} giorni" },
  unit: {
    person: "{amount}",
    personDay: "{amount} al giorno",
    group: "{amount} per gruppo",
    groupDay: "{amount} al giorno per gruppo",
  },
  forDays: { person: "{amount} per {days}", group: "{amount} per {days}, per gruppo" },
  fromDays: "{days}: {price}",
  from: "Da {price}",
  fromInside: "da {price}",
  card: {
    person: "{amount}",
    personDay: "{amount} / giorno",
    group: "{amount} per gruppo",
    groupDay: "{amount} / giorno, per gruppo",
  },
  per: {
    person: "a persona",
    personDay: "a persona, al giorno",
    group: "per gruppo",
    groupDay: "per gruppo, al giorno",
  },
  note: {
    person: "Prezzi in {currency}, a persona.",
    group: "Prezzi in {currency}, per gruppo.",
    mixed: "Prezzi in {currency}, a persona salvo dove indicato per gruppo.",
  },
  currencies: { USD: "dollari statunitensi", ARS: "pesos argentini" },
  rental: "{amount} / giorno",
  kit: {
    one: "Kit completo per {count} persona: {price}",
    many: "Kit completo per {count} di persone: {price}",
    other: "Kit completo per {count} persone: {price}",
  },
} satisfies InLanguage<PriceTexts, "it">;

export const priceTexts = { en, es, fr, pt, it } satisfies Record<Lang, unknown>;
