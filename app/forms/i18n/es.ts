import type { InLanguage } from "../../i18n/plural.ts";
import type { FormsTexts } from "./en.ts";

export const es = {
  crossSite: "Este formulario se envió desde otro sitio web y fue rechazado. Mandalo desde nuestra página.",
  upTo: { one: "Hasta {count} carácter.", many: "Hasta {count} de caracteres.", other: "Hasta {count} caracteres." },
} satisfies InLanguage<FormsTexts, "es">;
