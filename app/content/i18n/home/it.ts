import type { HomeTexts } from "./en.ts";

export const it = {
  hero: {
    logoAlt: "Logo di {siteName}",
  },
  carousel: {
    label: "Le nostre escursioni",
    slideLabel: "{n} di {total}",
    previous: "Escursioni precedenti",
    next: "Escursioni successive",
    learnMore: "Scopri di più",
    perPerson: "a persona",
    noImages: "Nessuna immagine disponibile",
    daysLabel: "Giorni",
    difficultyLabel: "Difficoltà",
    conditionLabel: "Livello fisico",
    monthsLabel: "Stagione",
  },
  upcoming: {
    title: "Prossime escursioni",
    empty: "Nessuna escursione in programma. Novità in arrivo!",
  },
  courses: {
    title: "Prossimi corsi e servizi",
    empty: "Al momento non ci sono corsi disponibili.",
  },
  columns: {
    date: "Data",
    location: "Località",
  },
} satisfies HomeTexts;
