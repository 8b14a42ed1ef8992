import type { ExcursionTexts } from "./en.ts";

export const fr = {
  missingTranslation: "Pas encore de version en {language} : les textes ci-dessous sont en {textLanguage}.",
  labels: {
    location: "Lieu",
    price: "Prix",
    days: "Durée",
    physicalLevel: "Niveau physique",
    months: "Saison",
    experience: "Expérience requise",
    highlightsTitle: "Points forts",
    priceIncludesTitle: "Le prix comprend",
    itineraryTitle: "Itinéraire",
    showLess: "Voir moins",
    readMore: "Lire la suite",
    perPerson: "Prix en dollars américains, par personne.",
  },
  imageAlts: {
    backgroundImage: "{name} : le paysage de l'activité",
    imagenFinal: "{name} : en pleine escalade dans la voie",
    imagen1: "{name} : la marche d'approche",
    imagen2: "{name} : sur le rocher",
    imagen3: "{name} : la vue d'en haut",
    imagenHorizontal: "{name} : vue panoramique des environs",
  },
  booking: {
    title: "Réservez cette excursion",
    text: "Écrivez-nous en indiquant vos dates et le nombre de personnes : nous vous confirmerons les disponibilités.",
    whatsappLabel: "Réserver sur WhatsApp",
    whatsappMessage: "Bonjour ! Je souhaite réserver l'excursion « {excursion} ». (Langue : {language})",
    contactLabel: "Nous envoyer un message",
    contactSubject: "Réservation : {excursion}",
  },
  levels: {
    easy: "Facile",
    medium: "Moyen",
    mediumHigh: "Moyen à soutenu",
    good: "Bon",
    high: "Élevé",
    all: "Tous niveaux",
  },
} satisfies ExcursionTexts;
