import type { ReachTexts } from "./en.ts";

export const it = {
  greeting: "Ciao {name}, ti scriviamo da {site} per la tua richiesta {reference}.",
} satisfies ReachTexts;
