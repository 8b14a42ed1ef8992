import type { AboutTexts } from "./en.ts";

export const it = {
  title: "Chi siamo",
  description:
    "Siamo un piccolo team di guide di arrampicata e di montagna con base a Bariloche. Da anni arrampichiamo, accompagniamo e insegniamo sulle montagne della Patagonia settentrionale, e le condividiamo con persone da tutto il mondo con la stessa cura che avremmo per la nostra famiglia: gruppi piccoli, attrezzatura ben tenuta e decisioni che mettono la sicurezza prima della vetta.",
  readMore: "Leggi tutto",
  readLess: "Mostra meno",
  photoAlt: "Ritratto di {name}",
} satisfies AboutTexts;
