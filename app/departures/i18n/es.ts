import type { DeparturesTexts } from "./en.ts";

export const es = {
  tbc: "A confirmar",
  title: "Próximas salidas",
  none: "No hay salidas con fecha por ahora: contanos abajo qué fechas te gustarían.",
  seatsLeft: "Quedan {n} lugares",
  oneSeatLeft: "Queda 1 lugar",
  full: "Completo",
  cancelled: "Cancelada",
  seatsLabel: "Lugares",
  datesLabel: "Fechas",
} satisfies DeparturesTexts;
