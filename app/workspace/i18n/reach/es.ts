import type { ReachTexts } from "./en.ts";

export const es = {
  greeting: "Hola {name}, te escribimos de {site} por tu solicitud {reference}.",
} satisfies ReachTexts;
