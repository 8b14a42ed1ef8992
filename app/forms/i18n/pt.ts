import type { InLanguage } from "../../i18n/plural.ts";
import type { FormsTexts } from "./en.ts";

export const pt = {
  crossSite: "Este formulário foi enviado de outro site e por isso foi recusado. Envie-o a partir da nossa página.",
  upTo: { one: "Até {count} caractere.", many: "Até {count} de caracteres.", other: "Até {count} caracteres." },
} satisfies InLanguage<FormsTexts, "pt">;
