import type { InLanguage } from "../../i18n/plural.ts";
import type { DeparturesTexts } from "./en.ts";

export const it = {
  tbc: "Da confermare",
  title: "Prossime partenze",
  none: "Nessuna partenza con data al momento: indicaci qui sotto le date che preferisci.",
  seatsLeft: { one: "{count} posto libero", many: "{count} di posti liberi", other: "{count} posti liberi" },
  full: "Completo",
  cancelled: "Annullata",
  seatsLabel: "Posti",
  datesLabel: "Date",
} satisfies InLanguage<DeparturesTexts, "it">;
