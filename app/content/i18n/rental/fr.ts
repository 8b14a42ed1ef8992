import type { RentalTexts } from "./en.ts";

export const fr = {
  title: "Location de matériel d'escalade",
  collageAlt: "Matériel d'escalade disposé sur le rocher : cordes, casques, baudriers, dégaines et chaussons",
  availableTitle: "Matériel disponible",
  availableText:
    "Tout notre matériel est contrôlé après chaque utilisation et réformé dès que nécessaire. Vous le retirez et le rapportez à notre local de Bariloche ; les prix s'entendent par article et par jour. Survolez ou touchez un article pour en voir le détail.",
  pickup: "Où retirer et rendre le matériel : {address}.",
  special: {
    title: "Kit complet pour {kitPeople} personnes",
    text: "Tout ce qu'il faut à une cordée pour grimper : corde, dégaines, {kitPeople} baudriers, {kitPeople} casques, {kitPeople} systèmes d'assurage, des mousquetons à vis et un kit relais.",
    price: "{kitPerDay} USD par jour ou {kitMultiDayPrice} USD pour {kitMultiDays} jours",
    contactLabel: "Demander le kit sur WhatsApp",
    contactFormLabel: "Demander le kit via le formulaire de contact",
    contactMessage: "Bonjour ! Je souhaite louer le kit complet pour {kitPeople} personnes.",
  },
  specialPrices: [
    "Kit complet, {kitPeople} personnes, 1 jour : {kitPerDay} USD",
    "Kit complet, {kitPeople} personnes, {kitMultiDays} jours : {kitMultiDayPrice} USD",
  ],
  quote: {
    text: "Ce n'est pas la montagne que nous conquérons, mais nous-mêmes.",
    author: "Edmund Hillary",
  },
} satisfies RentalTexts;
