import type { InLanguage } from "../../../i18n/plural.ts";
import type { PriceTexts } from "./en.ts";

export const it = {
  days: { one: "{count} giorno", many: "{count} di giorni", other: "{count} giorni" },
  unit: {
    person: "{amount}",
    personDay: "{amount} al giorno",
    group: "{amount} per gruppo",
    groupDay: "{amount} al giorno, per gruppo",
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
    mixed: "Prezzi in {currency}, a persona, salvo dove è indicato «per gruppo».",
  },
  currencies: { USD: "dollari statunitensi", ARS: "pesos argentini" },
  rental: "{amount} / giorno",
  kit: {
    one: "Kit completo per {count} persona: {price}",
    many: "Kit completo per {count} di persone: {price}",
    other: "Kit completo per {count} persone: {price}",
  },
  gearLine: "{count} × {price} × {days} = {amount}",
} satisfies InLanguage<PriceTexts, "it">;
