import type { PhotoTexts } from "./en.ts";

export const pt = {
  problems: {
    "not-an-image": "Este arquivo não é uma foto: escolha uma imagem JPEG, PNG, WebP ou AVIF.",
    "too-large": "A foto é grande demais: escolha uma com menos de 30 MB.",
    "too-many-pixels": "A foto tem pixels demais: escolha uma com menos de 50 megapixels.",
    unreadable: "Não foi possível ler a foto: ela pode estar danificada. Tente outra.",
    "unknown-place": "Este lugar para fotos não existe.",
    "alt-required": "Descreva a foto em {language}: é o que leem as pessoas que não podem vê-la.",
    "alt-too-long": "A descrição em {language} é longa demais (no máximo 200 caracteres).",
  },
} satisfies PhotoTexts;
