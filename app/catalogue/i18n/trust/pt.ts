import type { InLanguage } from "../../../i18n/plural.ts";
import type { TrustTexts } from "./en.ts";

export const pt = {
  meeting: {
    title: "Ponto de encontro",
    place: "Local",
    time: "Horário",
    openMap: "Abrir no mapa",
  },
  bring: {
    title: "O que levar",
    rent: "Alugue com a gente",
    rentLead: "Falta alguma coisa? A gente aluga para você, por dia:",
  },
  policies: {
    title: "Bom saber antes de reservar",
    cancellation: "Cancelamento e mau tempo",
    insurance: "Seguro",
    registration: "Habilitação",
  },
  /** Under an owner's text shown in another language than the page's (that text carries its own `lang`). */
  onlyIn: "Texto disponível somente em {language}.",
  /** On a team member the install started with, until the owner replaces them (decision 0122). */
  sample: "Perfil de exemplo: a equipe vai substituí-lo por um perfil real.",
  guide: {
    certifications: "Certificações",
    languages: "Idiomas",
  },
} satisfies InLanguage<TrustTexts, "pt">;
