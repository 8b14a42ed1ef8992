import type { InLanguage } from "../../../i18n/plural.ts";
import type { ReviewTexts } from "./en.ts";

export const es = {
  title: "Contanos cómo estuvo: {excursion}",
  intro:
    "Tu opinión ayuda a otros viajeros a elegir. Se muestra en la página de la excursión con tu nombre de pila, después de que la leamos.",
  rating: "Tu calificación",
  stars: ["1 – mala", "2 – regular", "3 – buena", "4 – muy buena", "5 – excelente"],
  text: "Tu opinión",
  textHint: "Hasta 2.000 caracteres.",
  submit: "Enviar mi opinión",
  thanksTitle: "¡Gracias!",
  thanks: "Recibimos tu opinión; va a estar en la página de la excursión después de que la leamos.",
  section: {
    title: "Opiniones",
    average: "{average} de 5",
    count: { one: "{count} opinión", many: "{count} de opiniones", other: "{count} opiniones" },
    rating: "{rating} de 5",
  },
  errors: {
    rating: "Elegí una calificación del 1 al 5.",
    text: "Escribí unas palabras sobre tu día.",
    "too-long": "Tu opinión tiene más de 2.000 caracteres: acortala un poco.",
    "not-yet": "Vas a poder dejar tu opinión cuando termine la excursión.",
    already: "Ya dejaste una opinión para esta reserva. ¡Gracias!",
    unknown: "No se puede dejar una opinión para esta reserva.",
  },
} satisfies InLanguage<ReviewTexts, "es">;
