import type { DeparturesTexts } from "./en.ts";

export const it = {
  tbc: "Da confermare",
  title: "Prossime partenze",
  none: "Nessuna partenza con data al momento: indicaci qui sotto le date che preferisci.",
  seatsLeft: "{n} posti liberi",
  oneSeatLeft: "1 posto libero",
  full: "Completo",
  cancelled: "Annullata",
  seatsLabel: "Posti",
  datesLabel: "Date",
} satisfies DeparturesTexts;
