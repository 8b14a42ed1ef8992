import type { FormsTexts } from "./en.ts";

export const es = {
  crossSite: "Este formulario se envió desde otro sitio web y fue rechazado. Mandalo desde nuestra página.",
} satisfies FormsTexts;
