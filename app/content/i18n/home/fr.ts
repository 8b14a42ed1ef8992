import type { HomeTexts } from "./en.ts";

export const fr = {
  hero: {
    logoAlt: "Logo {siteName}",
  },
  carousel: {
    label: "Nos sorties",
    slideLabel: "{n} sur {total}",
    previous: "Sorties précédentes",
    next: "Sorties suivantes",
    learnMore: "En savoir plus",
    perPerson: "par personne",
    noImages: "Aucune image disponible",
    daysLabel: "Durée",
    difficultyLabel: "Difficulté",
    conditionLabel: "Niveau physique",
    monthsLabel: "Saison",
  },
  upcoming: {
    title: "Prochaines sorties",
    empty: "Aucune sortie programmée pour le moment. Des nouveautés très bientôt !",
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
