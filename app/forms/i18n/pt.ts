import type { FormsTexts } from "./en.ts";

export const pt = {
  crossSite: "Este formulário foi enviado de outro site e por isso foi recusado. Envie-o a partir da nossa página.",
} satisfies FormsTexts;
