import type { InLanguage } from "../../i18n/plural.ts";
import type { FormsTexts } from "./en.ts";

export const fr = {
  crossSite: "Ce formulaire a été envoyé depuis un autre site : il a donc été refusé. Envoyez-le depuis notre propre page.",
  upTo: { one: "Jusqu'à {count} caractère.", many: "Jusqu'à {count} de caractères.", other: "Jusqu'à {count} caractères." },
} satisfies InLanguage<FormsTexts, "fr">;
