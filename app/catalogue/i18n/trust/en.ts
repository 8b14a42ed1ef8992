/**
 * The words around the facts that build a traveller's trust (app/catalogue/MeetingPoint.tsx,
 * WhatToBring.tsx, Policies.tsx, GuideFacts.tsx), in the site's five languages: the headings and
 * labels only. The facts themselves are the owner's texts in the catalogue.
 */
export const en = {
  meeting: {
    title: "Meeting point",
    place: "Place",
    time: "Time",
    openMap: "Open the map",
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
    registration: "Licences",
  },
  /** Under an owner's text shown in another language than the page's (that text carries its own `lang`). */
  onlyIn: "Text available only in {language}.",
  /** On a team member the install started with, until the owner replaces them (decision 0122). */
  sample: "Sample profile: the team will replace it with their own.",
  guide: {
    certifications: "Certifications",
    languages: "Languages",
  },
};

export type TrustTexts = typeof en;
