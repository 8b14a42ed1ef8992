import type { FormsTexts } from "./en.ts";

export const it = {
  crossSite: "Questo modulo è stato inviato da un altro sito, quindi è stato rifiutato. Invialo dalla nostra pagina.",
} satisfies FormsTexts;
