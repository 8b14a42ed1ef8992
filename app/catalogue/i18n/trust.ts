/**
 * The words around the facts that build a traveller's trust (./../MeetingPoint.tsx,
 * ./../WhatToBring.tsx, ./../Policies.tsx, ./../GuideFacts.tsx), in the site's five languages: the
 * headings and labels only. The facts themselves are the owner's texts in the catalogue.
 */
import type { Lang } from "../../i18n/languages.ts";
import type { InLanguage } from "../../i18n/plural.ts";

export const en = {
  meeting: {
    title: "Meeting point",
    place: "Place",
    time: "Time",
    openMap: "Open in a map",
  },
  bring: {
    title: "What to bring",
    rent: "Rent it from us",
    rentLead: "Missing something? We rent it to you, per day:",
  },
  policies: {
    title: "Good to know before you book",
    cancellation: "Cancellation and bad weather",
    insurance: "Insurance",
    registration: "Registration",
  },
  guide: {
    certifications: "Certifications",
    languages: "Languages",
  },
};

export type TrustTexts = typeof en;

/** Argentine Spanish, in the business's "vos". */
export const es = {
  meeting: {
    title: "Punto de encuentro",
    place: "Lugar",
    time: "Hora",
    openMap: "Abrir en un mapa",
  },
  bring: {
    title: "Qué traer",
    rent: "Alquilalo con nosotros",
    rentLead: "¿Te falta algo? Te lo alquilamos, por día:",
  },
  policies: {
    title: "Para tener en cuenta antes de reservar",
    cancellation: "Cancelación y mal tiempo",
    insurance: "Seguro",
    registration: "Habilitación",
  },
  guide: {
    certifications: "Certificaciones",
    languages: "Idiomas",
  },
} satisfies InLanguage<TrustTexts, "es">;

export const fr = {
  meeting: {
    title: "Point de rendez-vous",
    place: "Lieu",
    time: "Heure",
    openMap: "Ouvrir dans une carte",
  },
  bring: {
    title: "À emporter",
    rent: "Louez-le chez nous",
    rentLead: "Il vous manque quelque chose\u00a0? Nous vous le louons, à la journée\u00a0:",
  },
  policies: {
    title: "Bon à savoir avant de réserver",
    cancellation: "Annulation et mauvais temps",
    insurance: "Assurance",
    registration: "Agrément",
  },
  guide: {
    certifications: "Diplômes",
    languages: "Langues",
  },
} satisfies InLanguage<TrustTexts, "fr">;

export const pt = {
  meeting: {
    title: "Ponto de encontro",
    place: "Local",
    time: "Horário",
    openMap: "Abrir em um mapa",
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
    registration: "Registro",
  },
  guide: {
    certifications: "Certificações",
    languages: "Idiomas",
  },
} satisfies InLanguage<TrustTexts, "pt">;

export const it = {
  meeting: {
    title: "Punto d'incontro",
    place: "Luogo",
    time: "Ora",
    openMap: "Apri in una mappa",
  },
  bring: {
    title: "Cosa portare",
    rent: "Noleggialo da noi",
    rentLead: "Ti manca qualcosa? Te lo noleggiamo noi, al giorno:",
  },
  policies: {
    title: "Da sapere prima di prenotare",
    cancellation: "Cancellazione e maltempo",
    insurance: "Assicurazione",
    registration: "Abilitazione",
  },
  guide: {
    certifications: "Certificazioni",
    languages: "Lingue",
  },
} satisfies InLanguage<TrustTexts, "it">;

export const trustTexts: Record<Lang, TrustTexts> = { en, es, fr, pt, it };
