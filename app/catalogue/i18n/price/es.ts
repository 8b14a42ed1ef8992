import type { InLanguage } from "../../../i18n/plural.ts";
import type { PriceTexts } from "./en.ts";

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
  gearLine: "{count} × {price} × {days} = {amount}",
} satisfies InLanguage<PriceTexts, "es">;
