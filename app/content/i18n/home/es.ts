import type { HomeTexts } from "./en.ts";

export const es = {
  hero: {
    logoAlt: "Logo de {siteName}",
  },
  carousel: {
    label: "Nuestras excursiones",
    slideLabel: "{n} de {total}",
    previous: "Excursiones anteriores",
    next: "Excursiones siguientes",
    learnMore: "Más información",
    perPerson: "por persona",
    noImages: "No hay imágenes disponibles",
    daysLabel: "Días",
    difficultyLabel: "Dificultad",
    conditionLabel: "Condición física",
    monthsLabel: "Temporada",
  },
  upcoming: {
    title: "Próximas excursiones",
    empty: "No hay excursiones programadas. ¡Pronto habrá novedades!",
  },
  courses: {
    title: "Próximos cursos y servicios",
    empty: "No hay cursos disponibles en este momento.",
  },
  columns: {
    date: "Fecha",
    location: "Ubicación",
  },
} satisfies HomeTexts;
