import type { InLanguage } from "../../i18n/plural.ts";
import type { FormsTexts } from "./en.ts";

export const it = {
  crossSite: "Questo modulo è stato inviato da un altro sito, quindi è stato rifiutato. Invialo dalla nostra pagina.",
  upTo: { one: "Fino a {count} carattere.", many: "Fino a {count} di caratteri.", other: "Fino a {count} caratteri." },
} satisfies InLanguage<FormsTexts, "it">;
