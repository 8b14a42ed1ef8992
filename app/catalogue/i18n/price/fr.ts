import type { InLanguage } from "../../../i18n/plural.ts";
import type { PriceTexts } from "./en.ts";

export const fr = {
  days: { one: "{count} jour", many: "{count} de jours", other: "{count} jours" },
  unit: {
    person: "{amount}",
    personDay: "{amount} par jour",
    group: "{amount} par groupe",
    groupDay: "{amount} par jour et par groupe",
  },
  forDays: { person: "{amount} pour {days}", group: "{amount} pour {days}, par groupe" },
  fromDays: "{days} : {price}",
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
    mixed: "Prix en {currency}, par personne sauf mention « par groupe ».",
  },
  currencies: { USD: "dollars américains", ARS: "pesos argentins" },
  rental: "{amount} / jour",
  kit: {
    one: "Kit complet pour {count} personne : {price}",
    many: "Kit complet pour {count} de personnes : {price}",
    other: "Kit complet pour {count} personnes : {price}",
  },
  gearLine: "{count} × {price} × {days} = {amount}",
} satisfies InLanguage<PriceTexts, "fr">;
