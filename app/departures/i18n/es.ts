import type { InLanguage } from "../../i18n/plural.ts";
import type { DeparturesTexts } from "./en.ts";

export const es = {
  tbc: "A confirmar",
  title: "Próximas salidas",
  none: "No hay salidas con fecha por ahora: contanos abajo qué fechas te gustarían.",
  seatsLeft: { one: "Queda {count} lugar", many: "Quedan {count} de lugares", other: "Quedan {count} lugares" },
  full: "Completa",
  cancelled: "Cancelada",
  seatsLabel: "Lugares",
  datesLabel: "Fechas",
} satisfies InLanguage<DeparturesTexts, "es">;
