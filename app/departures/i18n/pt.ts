import type { DeparturesTexts } from "./en.ts";

export const pt = {
  tbc: "A confirmar",
  title: "Próximas saídas",
  none: "Nenhuma saída com data no momento: diga-nos abaixo as datas que você gostaria.",
  seatsLeft: "Restam {n} vagas",
  oneSeatLeft: "Resta 1 vaga",
  full: "Lotado",
  cancelled: "Cancelada",
  seatsLabel: "Vagas",
  datesLabel: "Datas",
} satisfies DeparturesTexts;
