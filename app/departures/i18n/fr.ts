import type { InLanguage } from "../../i18n/plural.ts";
import type { DeparturesTexts } from "./en.ts";

export const fr = {
  tbc: "À confirmer",
  title: "Prochains départs",
  none: "Aucun départ daté pour le moment : indiquez-nous ci-dessous les dates qui vous conviennent.",
  seatsLeft: { one: "{count} place restante", many: "{count} de places restantes", other: "{count} places restantes" },
  full: "Complet",
  cancelled: "Annulé",
  seatsLabel: "Places",
  datesLabel: "Dates",
} satisfies InLanguage<DeparturesTexts, "fr">;
