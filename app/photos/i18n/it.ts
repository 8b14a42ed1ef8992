import type { PhotoTexts } from "./en.ts";

export const it = {
  problems: {
    "not-an-image": "Questo file non è una foto: scegli un’immagine JPEG, PNG, WebP o AVIF.",
    "too-large": "La foto è troppo grande: scegline una sotto i 30 MB.",
    "too-many-pixels": "La foto ha troppi pixel: scegline una sotto i 50 megapixel.",
    unreadable: "Non è stato possibile leggere la foto: potrebbe essere danneggiata. Provane un’altra.",
    "unknown-place": "Questo posto per una foto non esiste.",
    "alt-required": "Descrivi la foto in {language}: è ciò che legge chi non può vederla.",
    "alt-too-long": "La descrizione in {language} è troppo lunga (al massimo 200 caratteri).",
  },
} satisfies PhotoTexts;
