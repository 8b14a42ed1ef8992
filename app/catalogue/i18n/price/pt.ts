import type { InLanguage } from "../../../i18n/plural.ts";
import type { PriceTexts } from "./en.ts";

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
  gearLine: "{count} × {price} × {days} = {amount}",
} satisfies InLanguage<PriceTexts, "pt">;
