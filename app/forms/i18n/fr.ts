import type { FormsTexts } from "./en.ts";

export const fr = {
  crossSite: "Ce formulaire a été envoyé depuis un autre site : il a donc été refusé. Envoyez-le depuis notre propre page.",
} satisfies FormsTexts;
