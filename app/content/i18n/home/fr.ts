import type { HomeTexts } from "./en.ts";

export const fr = {
  hero: {
    logoAlt: "Logo {siteName}",
  },
  carousel: {
    label: "Nos excursions",
    slideLabel: "{n} sur {total}",
    previous: "Excursions précédentes",
    next: "Excursions suivantes",
    learnMore: "En savoir plus",
    perPerson: "par personne",
    noImages: "Aucune image disponible",
    daysLabel: "Durée",
    difficultyLabel: "Difficulté",
    conditionLabel: "Niveau physique",
    monthsLabel: "Saison",
  },
  upcoming: {
    title: "Prochaines excursions",
    empty: "Aucune excursion programmée pour le moment. Des nouveautés très bientôt !",
  },
  courses: {
    title: "Prochains stages et services",
    empty: "Aucun stage disponible pour le moment.",
  },
  columns: {
    date: "Date",
    location: "Lieu",
  },
} satisfies HomeTexts;
