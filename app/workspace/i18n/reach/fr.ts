import type { ReachTexts } from "./en.ts";

export const fr = {
  greeting: "Bonjour {name}, ici {site}, au sujet de votre demande {reference}.",
} satisfies ReachTexts;
