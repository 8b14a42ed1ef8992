import type { InLanguage } from "../../../i18n/plural.ts";
import type { TrustTexts } from "./en.ts";

export const fr = {
  meeting: {
    title: "Point de rendez-vous",
    place: "Lieu",
    time: "Heure",
    openMap: "Ouvrir dans une carte",
  },
  bring: {
    title: "À prévoir",
    rent: "Louez-le chez nous",
    rentLead: "Il vous manque quelque chose ? Nous vous le louons, à la journée :",
  },
  policies: {
    title: "Bon à savoir avant de réserver",
    cancellation: "Annulation et mauvais temps",
    insurance: "Assurance",
    registration: "Agrément",
  },
  /** Under an owner's text shown in another language than the page's (that text carries its own `lang`). */
  onlyIn: "Texte disponible uniquement en {language}.",
  /** On a team member the install started with, until the owner replaces them (decision 0122). */
  sample: "Profil d'exemple : l'équipe le remplacera par un profil réel.",
  guide: {
    certifications: "Diplômes",
    languages: "Langues",
  },
} satisfies InLanguage<TrustTexts, "fr">;
