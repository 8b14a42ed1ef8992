import type { DeparturesTexts } from "./en.ts";

export const fr = {
  tbc: "À confirmer",
  title: "Prochains départs",
  none: "Aucun départ daté pour le moment : indiquez-nous ci-dessous les dates qui vous conviennent.",
  seatsLeft: "{n} places restantes",
  oneSeatLeft: "1 place restante",
  full: "Complet",
  cancelled: "Annulé",
  seatsLabel: "Places",
  datesLabel: "Dates",
} satisfies DeparturesTexts;
