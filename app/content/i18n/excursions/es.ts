import type { ExcursionTexts } from "./en.ts";

export const es = {
  missingTranslation: "Todavía no hay versión en {language}: los textos de abajo están en {textLanguage}.",
  labels: {
    location: "Ubicación",
    price: "Precio",
    days: "Días",
    physicalLevel: "Condición física",
    months: "Temporada",
    experience: "Experiencia requerida",
    highlightsTitle: "Lo más destacado",
    priceIncludesTitle: "El precio incluye",
    itineraryTitle: "Itinerario",
    showLess: "Ver menos",
    readMore: "Leer más",
    perPerson: "Precios en dólares estadounidenses, por persona.",
  },
  imageAlts: {
    backgroundImage: "{name} — el paisaje de la actividad",
    imagenFinal: "{name} — escalando en la vía",
    imagen1: "{name} — la aproximación",
    imagen2: "{name} — en la roca",
    imagen3: "{name} — la vista desde arriba",
    imagenHorizontal: "{name} — vista panorámica de la zona",
  },
  booking: {
    title: "Reservá esta excursión",
    text: "Escribinos con tus fechas y la cantidad de personas, y te confirmamos la disponibilidad.",
    whatsappLabel: "Reservar por WhatsApp",
    whatsappMessage: "¡Hola! Quiero reservar esta excursión: {excursion}. (Idioma: {language})",
    contactLabel: "Envianos un mensaje",
    contactSubject: "Reserva: {excursion}",
  },
  levels: {
    easy: "Fácil",
    medium: "Media",
    mediumHigh: "Media-alta",
    good: "Buena",
    high: "Alta",
    all: "Para todos los niveles",
  },
} satisfies ExcursionTexts;
