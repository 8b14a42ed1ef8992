import type { ExcursionTexts } from "./en.ts";

export const pt = {
  missingTranslation: "Ainda não há versão em {language}: os textos abaixo estão em {textLanguage}.",
  labels: {
    location: "Local",
    price: "Preço",
    days: "Dias",
    physicalLevel: "Nível físico",
    months: "Temporada",
    experience: "Experiência necessária",
    highlightsTitle: "Destaques",
    priceIncludesTitle: "O preço inclui",
    itineraryTitle: "Roteiro",
    showLess: "Ler menos",
    readMore: "Ler mais",
    perPerson: "Preços em dólares americanos, por pessoa.",
  },
  imageAlts: {
    backgroundImage: "{name} — a paisagem da atividade",
    imagenFinal: "{name} — escalada na via",
    imagen1: "{name} — a aproximação",
    imagen2: "{name} — na rocha",
    imagen3: "{name} — a vista lá de cima",
    imagenHorizontal: "{name} — vista panorâmica da região",
  },
  booking: {
    title: "Reserve esta excursão",
    text: "Escreva para nós com as suas datas e o número de pessoas do grupo, e confirmamos a disponibilidade.",
    whatsappLabel: "Reservar pelo WhatsApp",
    whatsappMessage: "Olá! Gostaria de reservar {excursion}. (Idioma: {language})",
    contactLabel: "Envie uma mensagem",
    contactSubject: "Reserva: {excursion}",
  },
  levels: {
    easy: "Fácil",
    medium: "Médio",
    mediumHigh: "Médio-alto",
    good: "Bom",
    high: "Alto",
    all: "Todos os níveis",
  },
} satisfies ExcursionTexts;
