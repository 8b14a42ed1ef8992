import type { RentalTexts } from "./en.ts";

export const fr = {
  title: "Location de matériel d'escalade",
  collageAlt: "Matériel d'escalade disposé sur le rocher : cordes, casques, baudriers, dégaines et chaussons",
  availableTitle: "Matériel disponible",
  availableText:
    "Tout notre matériel est contrôlé après chaque utilisation et réformé dès que nécessaire. Vous le retirez et le rapportez à notre local de Bariloche ; les prix s'entendent par article et par jour. Survolez ou touchez un article pour en voir le détail.",
  items: {
    helmet: {
      title: "Casque",
      price: "USD {rentalHelmet} / jour",
      tooltip: "Casque d'escalade et d'alpinisme, réglable pour s'adapter à toutes les têtes.",
    },
    rope: {
      title: "Corde dynamique",
      price: "USD {rentalRope} / jour",
      tooltip: "Corde dynamique à simple, disponible en longueurs de {ropeLengths} m.",
    },
    cord: {
      title: "Cordelette avec mousqueton",
      price: "USD {rentalCord} / jour",
      tooltip:
        "Un anneau de cordelette avec mousqueton, pour un autobloquant de sécurité en rappel (machard ou prusik) ou pour monter des relais.",
    },
    carabiner: {
      title: "Mousqueton à vis",
      price: "USD {rentalCarabiner} / jour",
      tooltip: "Mousqueton de sécurité à virole vissante pour l'assurage, le rappel et les relais.",
    },
    anchor: {
      title: "Kit relais",
      price: "USD {rentalAnchor} / jour",
      tooltip: "Sangles et mousquetons à vis pour monter un relais.",
    },
    harness: {
      title: "Baudrier",
      price: "USD {rentalHarness} / jour",
      tooltip: "Baudrier d'escalade réglable avec porte-matériel, pour les voies sportives, le terrain d'aventure et la montagne.",
    },
    quickdraws: {
      title: "Dégaines",
      price: "USD {rentalQuickdrawSet} / jour le jeu de {quickdrawSetSize}, ou USD {rentalQuickdrawSingle} / jour l'unité",
      tooltip: "Dégaines d'escalade sportive, louées par jeu de {quickdrawSetSize} ou à l'unité.",
    },
    belay: {
      title: "Système d'assurage",
      price: "USD {rentalBelay} / jour",
      tooltip: "Assureur à freinage assisté ou de type tube, avec son mousqueton à vis.",
    },
    shoes: {
      title: "Chaussons d'escalade",
      price: "USD {rentalShoes} / jour",
      tooltip: "Chaussons d'escalade confortables, pointures du {shoeSizeMin} au {shoeSizeMax}.",
    },
    rappel: {
      title: "Descendeur",
      price: "USD {rentalRappel} / jour",
      tooltip: "Descendeur en huit pour le rappel.",
    },
    clipstick: {
      title: "Perche à mousquetonner",
      price: "USD {rentalClipstick} / jour",
      tooltip: "Perche télescopique pour mousquetonner le premier point depuis le sol, en longueurs de {clipStickLengths}.",
    },
    crampons: {
      title: "Crampons",
      price: "USD {rentalCrampons} / jour",
      tooltip: "Crampons en acier pour la neige et la glace, réglables sur chaussures d'alpinisme.",
    },
    tent: {
      title: "Grande tente",
      price: "USD {rentalTent} / jour",
      tooltip: "Grande tente quatre saisons pour camper en montagne.",
    },
    sleepingbag: {
      title: "Sac de couchage",
      price: "USD {rentalSleepingbag} / jour",
      tooltip: "Sac de couchage chaud pour les nuits froides au refuge ou sous la tente.",
    },
  },
  pickup: "Où retirer et rendre le matériel : {address}.",
  special: {
    title: "Kit complet pour {kitPeople} personnes",
    text: "Tout ce qu'il faut à une cordée pour grimper : corde, dégaines, {kitPeople} baudriers, {kitPeople} casques, {kitPeople} systèmes d'assurage, des mousquetons à vis et un kit relais.",
    price: "USD {kitPerDay} par jour ou USD {kitMultiDayPrice} pour {kitMultiDays} jours",
    contactLabel: "Demander le kit sur WhatsApp",
    contactFormLabel: "Demandez l’équipement via le formulaire de contact",
    contactMessage: "Bonjour ! Je souhaite louer le kit complet pour {kitPeople} personnes.",
  },
  specialPrices: [
    "Kit complet, {kitPeople} personnes, 1 jour : USD {kitPerDay}",
    "Kit complet, {kitPeople} personnes, {kitMultiDays} jours : USD {kitMultiDayPrice}",
  ],
  quote: {
    text: "Ce n'est pas la montagne que nous conquérons, mais nous-mêmes.",
    author: "Edmund Hillary",
  },
} satisfies RentalTexts;
