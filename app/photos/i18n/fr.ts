import type { PhotoTexts } from "./en.ts";

export const fr = {
  problems: {
    "not-an-image": "Ce fichier n'est pas une photo : choisissez une image JPEG, PNG, WebP ou AVIF.",
    "too-large": "Cette photo est trop lourde : choisissez-en une de moins de 30 Mo.",
    "too-many-pixels": "Cette photo a trop de pixels : choisissez-en une de moins de 50 mégapixels.",
    unreadable: "Cette photo n'a pas pu être lue : elle est peut-être abîmée. Essayez-en une autre.",
    "unknown-place": "Cet emplacement de photo n'existe pas.",
    "alt-required": "Décrivez la photo en {language} : c'est ce que lisent ceux qui ne la voient pas.",
    "alt-too-long": "La description en {language} est trop longue (200 caractères au plus).",
  },
} satisfies PhotoTexts;
