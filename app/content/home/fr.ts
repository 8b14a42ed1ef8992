import type { HomeTexts } from "./en.ts";

export const fr = {
  hero: {
    title: "REPOUSSEZ VOS LIMITES",
    subtitle: "Réservez des activités guidées uniques en Patagonie",
    logoAlt: "Logo {siteName}",
  },
  carousel: {
    label: "Nos sorties",
    slideLabel: "{n} sur {total}",
    previous: "Sorties précédentes",
    next: "Sorties suivantes",
    learnMore: "En savoir plus",
    perPerson: "par personne",
    noImages: "Aucune image disponible",
    daysLabel: "Durée",
    difficultyLabel: "Difficulté",
    conditionLabel: "Niveau physique",
    monthsLabel: "Saison",
  },
  cards: {
    equipment: {
      title: "Location de matériel d'escalade",
      description:
        "Casques, cordes, baudriers, chaussons, crampons, tentes et bien plus encore, prêts pour votre propre aventure en Patagonie.",
      price: "Kit complet pour {kitPeople} personnes : USD {kitPerDay} / jour",
      difficulty: "Pour tous les grimpeurs",
    },
    frey: {
      title: "Escalade au Frey",
      description: "Les aiguilles de granit de la vallée du Frey, avec des nuits au refuge, au pied des voies.",
      price: "USD {priceFreyOneDay}",
      difficulty: "Intermédiaire",
    },
    multipitch: {
      title: "Escalade en grande voie",
      description: "Une voie de plusieurs longueurs avec un guide : relais, gaz et descente en rappel.",
      price: "USD {priceMultipitch}",
      difficulty: "Intermédiaire à confirmé",
    },
    freyrefuge: {
      title: "Escalade autour du refuge Frey",
      description: "Trois jours à vivre au refuge Frey et à grimper sur les aiguilles qui entourent la Laguna Toncek.",
      price: "USD {priceFreyRefugePerDay} / jour",
      difficulty: "Intermédiaire",
    },
    baptism: {
      title: "Baptême d'escalade",
      description: "Votre première escalade sur du vrai rocher, près de la ville, avec tout le matériel et un guide à vos côtés.",
      price: "USD {priceBaptism}",
      difficulty: "Débutant",
    },
    personal: {
      title: "Guide privé",
      description: "Un guide pour vous ou votre groupe, pour grimper où vous voulez et apprendre ce dont vous avez besoin.",
      price: "USD {pricePersonalGuide}",
      difficulty: "Tous niveaux",
    },
    piedraparada: {
      title: "Séjour d'escalade à Piedra Parada",
      description: "Escalade sportive dans le canyon de La Buitrera, en pleine steppe du Chubut, en camping au bord du fleuve.",
      price: "À partir de USD {pricePiedraParadaFrom}",
      difficulty: "Intermédiaire",
    },
    ventana: {
      title: "Cerro Ventana",
      description: "Une journée complète d'escalade à {ventanaDistanceKm} km de la ville, avec vue sur les lacs.",
      price: "USD {priceVentana}",
      difficulty: "Débutant à intermédiaire",
    },
    trekkingLanin: {
      title: "Ascension du volcan Lanín",
      description:
        "Deux jours pour atteindre le sommet du Lanín, à {volcanoSummitM} m, en petits groupes de {volcanoMaxGroup} personnes au maximum.",
      price: "USD {priceVolcano}",
      difficulty: "Non technique mais exigeante",
    },
  },
  equipmentCard: {
    days: "À la journée",
    months: "Toute l'année",
  },
  upcoming: {
    title: "Prochaines sorties",
    items: {
      lanin: {
        name: "Ascension du volcan Lanín",
        date: "{volcanoUpcomingFrom} et {volcanoUpcomingTo} {volcanoUpcomingMonth}",
        location: "Parc national Lanín, Neuquén",
        description:
          "Ascension guidée de deux jours jusqu'au sommet, à {volcanoSummitM} m, avec une nuit au camp situé à {volcanoCampM} m. Places limitées à {volcanoMaxGroup} personnes : réservez la vôtre sans tarder.",
      },
    },
    empty: "Aucune sortie programmée pour le moment. Des nouveautés très bientôt !",
  },
  courses: {
    title: "Prochains stages et services",
    items: {
      trad_course: {
        name: "Stage d'escalade en terrain d'aventure",
        date: "À confirmer",
        location: "Bariloche et le Frey",
        description:
          "Apprenez à grimper en posant vos propres protections, en trois modules. Module I : pose de coinceurs et de friends, et montage de relais. Module II : grimper en tête en terrain d'aventure et gérer la corde. Module III : grandes voies, rappels et autosecours.",
      },
      sport_course: {
        name: "Stage d'escalade sportive",
        date: "À confirmer",
        location: "Falaises proches de Bariloche",
        description:
          "De votre première voie jusqu'à l'autonomie en tête, en trois modules. Module I : nœuds, assurage et escalade en moulinette. Module II : grimper en tête, mousquetonner et apprendre à chuter en sécurité. Module III : manœuvre de corde au relais, descente en rappel et organisation de vos propres journées en falaise.",
      },
      piedra_transfer: {
        name: "Transfert à Piedra Parada",
        date: "Du {piedraTransferFrom} au {piedraTransferTo} {piedraTransferMonth}",
        location: "Piedra Parada, Chubut",
        description:
          "Transport partagé pour grimpeurs jusqu'au canyon de Piedra Parada, un trajet d'environ {piedraTransferKm} km. USD {pricePiedraTransfer} par personne.",
      },
      trekking: {
        name: "Trekking dans les montagnes de Bariloche",
        date: "À confirmer",
        location: "Parc national Nahuel Huapi",
        description:
          "Randonnées guidées à la journée et treks de refuge en refuge. Nous ouvrons chaque saison par une sortie de printemps gratuite pour se remettre en jambes : demandez-nous la date.",
      },
    },
    empty: "Aucun stage disponible pour le moment.",
  },
  columns: {
    date: "Date",
    location: "Lieu",
  },
  closing:
    "Envie de réserver ou une question à nous poser ? Utilisez les icônes de contact de cette page et nous vous répondrons rapidement.",
  /** The closing line while the page has no contact icon (no channel set): {link} is the contact form. */
  closingForm: "Envie de réserver ou une question à nous poser ? {link} et nous vous répondrons rapidement.",
  closingFormLink: "Écrivez-nous via le formulaire de contact",
} satisfies HomeTexts;
