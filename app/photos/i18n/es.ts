import type { PhotoTexts } from "./en.ts";

export const es = {
  problems: {
    "not-an-image": "Este archivo no es una foto: elegí una imagen JPEG, PNG, WebP o AVIF.",
    "too-large": "La foto es demasiado grande: elegí una de menos de 30 MB.",
    "too-many-pixels": "La foto tiene demasiados píxeles: elegí una de menos de 50 megapíxeles.",
    unreadable: "No se pudo leer la foto: puede estar dañada. Probá con otra.",
    "unknown-place": "No existe ese lugar para una foto.",
    "alt-required": "Describí la foto en {language}: es lo que leen quienes no pueden verla.",
    "alt-too-long": "La descripción en {language} es demasiado larga (200 caracteres como máximo).",
  },
} satisfies PhotoTexts;
