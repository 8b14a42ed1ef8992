import type { AboutTexts } from "./en.ts";

export const pt = {
  title: "Quem somos",
  description:
    "Somos uma pequena equipe de guias de escalada e montanha com base em Bariloche. Há anos escalamos, guiamos e ensinamos nas montanhas do norte da Patagônia, e as compartilhamos com gente do mundo inteiro com o mesmo cuidado que temos com a nossa própria família: grupos pequenos, equipamento bem cuidado e decisões que colocam a segurança antes do cume.",
  readMore: "Ler mais",
  readLess: "Ler menos",
  photoAlt: "Retrato de {name}",
} satisfies AboutTexts;
