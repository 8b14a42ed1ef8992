import type { InLanguage } from "../../../i18n/plural.ts";
import type { TrustTexts } from "./en.ts";

export const it = {
  meeting: {
    title: "Punto di ritrovo",
    place: "Luogo",
    time: "Ora",
    openMap: "Apri sulla mappa",
  },
  bring: {
    title: "Cosa portare",
    rent: "Noleggialo da noi",
    rentLead: "Ti manca qualcosa? Te lo noleggiamo noi, al giorno:",
  },
  policies: {
    title: "Da sapere prima di prenotare",
    cancellation: "Annullamento e maltempo",
    insurance: "Assicurazione",
    registration: "Abilitazione",
  },
  /** Under an owner's text shown in another language than the page's (that text carries its own `lang`). */
  onlyIn: "Testo disponibile solo in {language}.",
  /** On a team member the install started with, until the owner replaces them (decision 0122). */
  sample: "Profilo di esempio: il team lo sostituirà con un profilo reale.",
  guide: {
    certifications: "Certificazioni",
    languages: "Lingue",
  },
} satisfies InLanguage<TrustTexts, "it">;
