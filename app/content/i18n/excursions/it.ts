import type { ExcursionTexts } from "./en.ts";

export const it = {
  missingTranslation: "Non c’è ancora una versione in {language}: i testi qui sotto sono in {textLanguage}.",
  labels: {
    location: "Località",
    price: "Prezzo",
    days: "Giorni",
    physicalLevel: "Livello fisico",
    months: "Stagione",
    experience: "Esperienza richiesta",
    highlightsTitle: "Punti salienti",
    priceIncludesTitle: "Il prezzo comprende",
    itineraryTitle: "Itinerario",
    showLess: "Mostra meno",
    readMore: "Leggi tutto",
    perPerson: "Prezzi in dollari statunitensi, a persona.",
  },
  imageAlts: {
    backgroundImage: "{name} — il paesaggio dell’attività",
    imagenFinal: "{name} — in arrampicata sulla via",
    imagen1: "{name} — l’avvicinamento",
    imagen2: "{name} — sulla roccia",
    imagen3: "{name} — il panorama dall’alto",
    imagenHorizontal: "{name} — vista panoramica della zona",
  },
  booking: {
    title: "Prenota questa escursione",
    text: "Scrivici le tue date e quante persone siete: ti confermiamo la disponibilità.",
    whatsappLabel: "Prenota su WhatsApp",
    whatsappMessage: "Ciao! Vorrei prenotare questa escursione: {excursion}. (Lingua: {language})",
    contactLabel: "Mandaci un messaggio",
    contactSubject: "Prenotazione: {excursion}",
  },
  levels: {
    easy: "Facile",
    medium: "Medio",
    mediumHigh: "Medio-alto",
    good: "Buono",
    high: "Alto",
    all: "Adatto a tutti",
  },
} satisfies ExcursionTexts;
