import type { RentalTexts } from "./en.ts";

export const it = {
  title: "Noleggio attrezzatura da arrampicata",
  collageAlt: "Attrezzatura da arrampicata disposta sulla roccia: corde, caschi, imbraghi, rinvii e scarpette",
  availableTitle: "Attrezzatura disponibile",
  availableText:
    "Controlliamo tutta la nostra attrezzatura dopo ogni uso e la sostituiamo per tempo. La ritiri e la restituisci nella nostra base di Bariloche; i prezzi sono per articolo e al giorno. Passa il mouse o tocca un articolo per vederne i dettagli.",
  pickup: "Dove ritirare e restituire l’attrezzatura: {address}.",
  special: {
    title: "Kit completo per {kitPeople} persone",
    text: "Tutto quello che serve a una cordata per arrampicare: corda, rinvii, {kitPeople} imbraghi, {kitPeople} caschi, {kitPeople} assicuratori, moschettoni a ghiera e un kit da sosta.",
    price: "{kitPerDay} USD al giorno oppure {kitMultiDayPrice} USD per {kitMultiDays} giorni",
    contactLabel: "Chiedi il kit su WhatsApp",
    contactFormLabel: "Chiedi il kit con il modulo di contatto",
    contactMessage: "Ciao! Vorrei noleggiare il kit completo per {kitPeople} persone.",
  },
  specialPrices: [
    "Kit completo, {kitPeople} persone, 1 giorno: {kitPerDay} USD",
    "Kit completo, {kitPeople} persone, {kitMultiDays} giorni: {kitMultiDayPrice} USD",
  ],
  quote: {
    text: "Non è la montagna che conquistiamo, ma noi stessi.",
    author: "Edmund Hillary",
  },
} satisfies RentalTexts;
