import type { InLanguage } from "../../i18n/plural.ts";
import type { DeparturesTexts } from "./en.ts";

export const pt = {
  tbc: "A confirmar",
  title: "Próximas saídas",
  none: "Nenhuma saída com data no momento: diga-nos abaixo quais datas você prefere.",
  seatsLeft: { one: "Resta {count} vaga", many: "Restam {count} de vagas", other: "Restam {count} vagas" },
  full: "Lotada",
  cancelled: "Cancelada",
  seatsLabel: "Vagas",
  datesLabel: "Datas",
} satisfies InLanguage<DeparturesTexts, "pt">;
