import type { HomeTexts } from "./en.ts";

export const pt = {
  hero: {
    logoAlt: "Logotipo de {siteName}",
  },
  carousel: {
    label: "Nossas excursões",
    slideLabel: "{n} de {total}",
    previous: "Excursões anteriores",
    next: "Excursões seguintes",
    learnMore: "Saiba mais",
    perPerson: "por pessoa",
    noImages: "Nenhuma imagem disponível",
    daysLabel: "Dias",
    difficultyLabel: "Dificuldade",
    conditionLabel: "Condicionamento físico",
    monthsLabel: "Temporada",
  },
  upcoming: {
    title: "Próximas excursões",
    empty: "Nenhuma excursão programada. Novidades em breve!",
  },
  courses: {
    title: "Próximos cursos e serviços",
    empty: "Nenhum curso disponível no momento.",
  },
  columns: {
    date: "Data",
    location: "Local",
  },
} satisfies HomeTexts;
