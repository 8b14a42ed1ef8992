import type { SeedTexts } from "./en.ts";

export const fr = {
  excursions: {
    freyclimb: {
      name: "Escalade dans la vallée du Frey",
      location: "Vallée du Frey, Cerro Catedral, Bariloche",
      price:
        "{priceFreyOneDay} USD pour {daysFreyMin} jour\n{daysFreyPackageShort} jours : {priceFreyThreeDaysPerDay} USD par jour\n{daysFreyPackageLong} jours : {priceFreySevenDaysPerDay} USD par jour",
      days: "De {daysFreyMin} à {daysFreyMax} jours",
      months: "Entre {mainSeasonFrom} et {mainSeasonTo}",
      experience:
        "Modules 1 et 2 de notre stage d'escalade, ou expérience équivalente : vous savez assurer votre partenaire de cordée et avez déjà grimpé sur du rocher.",
      climbing: "Des aiguilles de granit au-dessus d'un lac d'altitude",
      leyendPict: "Dans le granit du Frey, au-dessus de la Laguna Toncek",
      highlights:
        "Grimpez sur les aiguilles de granit du Frey, l'un des sites d'escalade les plus réputés d'Amérique du Sud. Le rocher est sain et adhérent, avec des fissures, des dalles et des murs pour tous les niveaux. Vous dormez au refuge Frey, à {freyRefugeM} m, juste au pied des voies. Les programmes durent de {daysFreyMin} à {daysFreyMax} jours et sont construits selon votre niveau et vos objectifs. Nous grimpons en petits groupes, et plus vous restez longtemps, plus le prix journalier baisse.",
      priceIncludes:
        "Guide de montagne pendant tout le programme\nMatériel technique collectif : cordes, dégaines et matériel de relais\nCasque et baudrier\nTransfert aller-retour entre Bariloche et le départ du sentier\nTrousse de premiers secours et communication radio",
      itinerary:
        "Jour 1 : rendez-vous à Bariloche, puis route jusqu'au pied du Cerro Catedral. De là, nous remontons à pied la vallée du Frey, d'abord le long du lac Gutiérrez, puis à travers la forêt de lengas, jusqu'au refuge Frey, à {freyRefugeM} m : une marche d'approche de {freyApproachHoursMin} à {freyApproachHoursMax} heures. L'après-midi, nous grimpons quelques voies courtes près du refuge pour revoir l'assurage, les relais et la communication dans la cordée. Jours suivants : escalade sur les aiguilles qui entourent la Laguna Toncek, avec des voies choisies selon le niveau du groupe et la météo ; les grimpeurs qui ont l'expérience nécessaire peuvent viser la Torre Principal, l'aiguille maîtresse, qui culmine à {freyMainNeedleM} m. Dernier jour : une matinée d'escalade, puis la descente à pied jusqu'au Catedral et le retour en voiture à Bariloche. Pour un programme d'une journée, nous choisissons des secteurs plus proches du sentier afin de passer un maximum de temps sur le rocher.",
    },
    multipitch: {
      name: "Escalade en grande voie",
      location: "Cerro Catedral et le Frey, Bariloche",
      price: "{priceMultipitch} USD\nJournée complète avec votre guide\nPrix par jour et par personne",
      days: "{daysMultipitch} jour",
      months: "Entre {mainSeasonFrom} et {mainSeasonTo}",
      experience:
        "Modules 1 et 2 de notre stage d'escalade, ou expérience équivalente : vous assurez en toute confiance et vous vous sentez à l'aise sur le rocher.",
      climbing: "Plusieurs longueurs de corde dans le granit, de relais en relais",
      leyendPict: "Une grimpeuse arrive au relais, loin au-dessus de la vallée",
      highlights:
        "Quittez le plancher des vaches et gravissez une voie de plusieurs longueurs avec votre guide. Vous apprenez le fonctionnement des relais, la gestion de la corde et la descente en rappel en toute sécurité. À chaque longueur, le gaz augmente et la vue s'élargit. Nous choisissons la voie selon votre niveau, des grandes classiques abordables aux lignes plus exigeantes. C'est l'étape naturelle après l'escalade de voies d'une seule longueur.",
      priceIncludes:
        "Guide de montagne en tête sur chaque longueur\nCordes, dégaines et matériel de relais\nCasque et baudrier\nTransfert aller-retour depuis Bariloche",
      itinerary:
        "Rendez-vous tôt le matin à Bariloche, puis route jusqu'au départ de la marche d'approche, où nous vérifions le matériel et passons en revue le programme de la journée. Une fois au pied de la paroi, votre guide présente la voie, les relais et les signaux que nous utiliserons. Puis nous grimpons longueur après longueur : votre guide part en tête, installe chaque relais et vous assure d'en haut, et à chaque relais vous avez le temps de souffler, de boire et de profiter de la vue. Au sommet, nous faisons une pause avant de redescendre en rappel : votre guide installe chaque rappel et vérifie votre système avant chaque descente. Nous rejoignons le véhicule à pied et rentrons à Bariloche en fin d'après-midi.",
    },
    freyrefuge: {
      name: "Escalade autour du refuge Frey",
      location: "Refuge Frey, parc national Nahuel Huapi",
      price:
        "{priceFreyRefugePerDay} USD par jour\nProgramme de {daysFreyRefuge} jours\nHébergement et repas à régler directement au refuge",
      days: "{daysFreyRefuge} jours",
      months: "Entre {mainSeasonFrom} et {mainSeasonTo}",
      experience:
        "Modules 1 et 2 de notre stage d'escalade, ou expérience équivalente : vous savez assurer votre partenaire de cordée et avez déjà grimpé sur du rocher.",
      climbing: "Trois jours à vivre au milieu des aiguilles",
      leyendPict: "Le refuge Frey au bord de la Laguna Toncek, avec les aiguilles en arrière-plan",
      highlights:
        "Trois jours au refuge Frey, à {freyRefugeM} m, en plein cœur des aiguilles de granit. La marche d'approche dure de {freyApproachHoursMin} à {freyApproachHoursMax} heures, entre forêt et rives du lac. Chaque matin, le rocher n'est qu'à quelques minutes de la porte. Avec une bonne météo et de l'expérience, nous pouvons grimper vers la Torre Principal, l'aiguille maîtresse, qui culmine à {freyMainNeedleM} m. Les soirées au refuge, avec des grimpeurs du monde entier, font partie de l'aventure.",
      priceIncludes:
        "Guide de montagne pendant les {daysFreyRefuge} jours\nMatériel technique collectif : cordes, dégaines et matériel de relais\nCasque et baudrier\nTransfert aller-retour entre Bariloche et le départ du sentier\nTrousse de premiers secours et communication radio",
      itinerary:
        "Jour 1 : départ de Bariloche le matin vers le pied du Cerro Catedral, puis montée à pied jusqu'au refuge Frey, à {freyRefugeM} m, soit une marche d'approche de {freyApproachHoursMin} à {freyApproachHoursMax} heures selon le rythme du groupe. Nous nous installons au refuge et, s'il reste de l'énergie, nous grimpons quelques voies courtes à proximité. Jour 2 : journée complète d'escalade sur les aiguilles qui entourent la Laguna Toncek, dans des voies choisies pour le groupe ; les plus expérimentés peuvent tenter une ligne plus longue vers la Torre Principal, l'aiguille maîtresse, qui culmine à {freyMainNeedleM} m. Jour 3 : escalade le matin, déjeuner au refuge et descente à pied jusqu'au Catedral, pour un retour à Bariloche dans la soirée.",
    },
    bautismo: {
      name: "Baptême d'escalade : votre première grimpe",
      location: "Falaises proches de Bariloche",
      price: "{priceBaptism} USD\nInitiation à l'escalade sur une demi-journée\nAucun matériel personnel nécessaire",
      days: "Une demi-journée",
      months: "Toute l'année",
      experience: "Niveau module 1 : aucune expérience de l'escalade n'est nécessaire, nous vous apprenons tout sur place.",
      climbing: "Vos premiers pas sur du vrai rocher",
      leyendPict: "Une débutante grimpe en moulinette, assurée depuis le sol",
      highlights:
        "Votre première escalade sur du vrai rocher, avec votre guide à vos côtés du début à la fin. Nous choisissons des voies faciles et bien équipées, dans une falaise proche de la ville. Vous apprenez à vous encorder, à faire confiance à la corde et à vous déplacer sur le rocher. L'activité convient aux enfants, aux adolescents et aux adultes sans aucune expérience. La meilleure façon de savoir si l'escalade est faite pour vous.",
      priceIncludes:
        "Guide d'escalade\nChaussons d'escalade, baudrier et casque\nCordes et tout le matériel technique\nInitiation aux règles de sécurité\nPhotos de la journée",
      itinerary:
        "Rendez-vous à Bariloche, puis nous partons ensemble vers une falaise proche de la ville, choisie en fonction de la saison et de la météo. Au pied de la paroi, votre guide ajuste votre baudrier, votre casque et vos chaussons, et vous explique l'essentiel : le nœud en huit, les consignes échangées entre grimpeur et assureur, et la façon dont la corde vous protège. Nous commençons par des voies courtes et faciles en moulinette : votre guide vous assure et vous conseille depuis le bas, puis nous passons à des voies un peu plus longues ou plus raides à mesure que vous prenez confiance. Il reste du temps pour souffler, prendre des photos et, si vous le souhaitez, apprendre à assurer un partenaire sous l'œil de votre guide. Nous terminons par un moment d'échange sur les façons de continuer à grimper, puis nous rentrons à Bariloche.",
    },
    guiapersonal: {
      name: "Escalade avec un guide privé",
      location: "Bariloche et ses environs",
      price:
        "{pricePersonalGuide} USD par jour\nUne journée conçue rien que pour vous ou pour votre groupe\nLocation de matériel possible en supplément",
      days: "{daysPersonalGuide} jour",
      months: "Toute l'année",
      experience: "Aucune : la journée s'adapte à votre expérience, des premiers pas jusqu'aux longues voies.",
      climbing: "Votre journée, vos objectifs",
      leyendPict: "Un guide et une grimpeuse préparent la prochaine voie",
      highlights:
        "Votre propre guide pendant toute la journée, pour grimper où et comme vous le souhaitez. Idéal pour travailler un projet, apprendre à grimper en tête, améliorer votre technique ou simplement grimper avec quelqu'un qui connaît chaque falaise. Nous adaptons le lieu et les voies à la saison, à la météo et à votre niveau. Vous pouvez aussi réserver cette journée pour votre famille ou un groupe d'amis. Parlez-nous de vos objectifs et nous préparerons la journée ensemble.",
      priceIncludes:
        "Guide privé pendant toute la journée\nMatériel technique collectif : cordes, dégaines et matériel de relais\nConseils techniques et de sécurité\nJournée organisée selon vos objectifs",
      itinerary:
        "Avant la journée, nous échangeons avec vous sur votre expérience, vos objectifs et ce que vous aimeriez grimper, puis nous vous proposons un lieu et un programme. Le jour venu, rendez-vous à Bariloche et départ vers la falaise ou la paroi choisie. Votre guide peut grimper en tête, vous assurer pendant que vous grimpez en tête ou se consacrer à l'enseignement : gestuelle sur le rocher, pose de protections, montage de relais, rappel ou bases de l'autosecours. Le rythme et le nombre de voies dépendent de vous, et nous ajustons le programme en cours de journée si la météo ou votre forme changent. À la fin, nous faisons le point sur votre journée et vous suggérons des pistes pour continuer à progresser, puis nous rentrons à Bariloche.",
    },
    piedraparada: {
      name: "Séjour d'escalade à Piedra Parada",
      location: "Piedra Parada et le canyon de La Buitrera, Chubut",
      price:
        "À partir de {pricePiedraParadaFrom} USD\nLe prix final dépend du nombre de jours\nTransfert depuis Bariloche possible en option",
      days: "De {daysPiedraParadaMin} à {daysPiedraParadaMax} jours",
      months: "Entre {mainSeasonFrom} et {mainSeasonTo}",
      experience:
        "Modules 1 et 2 de notre stage d'escalade, ou expérience équivalente : vous grimpez régulièrement en falaise et savez assurer un grimpeur en tête.",
      climbing: "Des parois volcaniques au cœur de la steppe patagonienne",
      leyendPict: "Les parois du canyon de La Buitrera au coucher du soleil",
      highlights:
        "Un séjour d'escalade à Piedra Parada, gigantesque monolithe volcanique dressé dans la steppe du Chubut, et sur les parois du canyon de La Buitrera, juste à côté. Le site compte des centaines de voies sportives sur un rocher volcanique compact, des dalles faciles aux dévers athlétiques. Les paysages de steppe, le fleuve et les nuits étoilées en font un lieu inoubliable. Les séjours durent de {daysPiedraParadaMin} à {daysPiedraParadaMax} jours, en camping près du canyon. C'est une excellente option quand la météo est instable dans les montagnes autour de Bariloche.",
      priceIncludes:
        "Guide de montagne pendant tout le séjour\nMatériel technique collectif : cordes, dégaines et matériel de relais\nCasque et baudrier\nOrganisation du séjour et logistique du camping",
      itinerary:
        "Jour 1 : nous partons de Bariloche vers le sud en passant par Esquel, puis nous parcourons environ {piedraTransferKm} km de pistes à travers la steppe jusqu'à Piedra Parada, au bord du fleuve Chubut. Nous installons le camp près de l'entrée du canyon et, s'il reste du temps, nous grimpons quelques voies dans la lumière du soir. Jours d'escalade : chaque jour, nous entrons à pied dans le canyon de La Buitrera et grimpons dans ses différents secteurs, en choisissant des parois au soleil ou à l'ombre selon la température, avec des voies adaptées au niveau de chacun. Il reste du temps pour aller voir le monolithe de Piedra Parada et se reposer au bord de l'eau. Dernier jour : escalade le matin, puis nous levons le camp et reprenons la route de Bariloche, où nous arrivons dans la nuit.",
    },
    ventana: {
      name: "Journée d'escalade au Cerro Ventana",
      location: "Cerro Ventana, à {ventanaDistanceKm} km de Bariloche",
      price: "{priceVentana} USD\nJournée complète, de {ventanaStart} à {ventanaEnd}\nTransfert depuis Bariloche inclus",
      days: "{daysVentana} jour",
      months: "Toute l'année",
      experience: "Module 1 de notre stage d'escalade, ou expérience équivalente : vous avez déjà grimpé en moulinette.",
      climbing: "De l'escalade face au Nahuel Huapi, tout près de la ville",
      leyendPict: "En pleine escalade au Cerro Ventana, avec le lac Nahuel Huapi en contrebas",
      highlights:
        "Une journée complète d'escalade au Cerro Ventana, à seulement {ventanaDistanceKm} km de la ville. Les parois font face aux lacs et à la cordillère des Andes, avec des voies pour les débutants et les grimpeurs de niveau intermédiaire. Facile à glisser dans vos vacances à Bariloche : départ à {ventanaStart}, retour à {ventanaEnd}. Une bonne option toute l'année, car le rocher sèche vite après la pluie. Idéal pour continuer à grimper après une première expérience.",
      priceIncludes:
        "Guide d'escalade\nCordes, dégaines et tout le matériel technique\nCasque et baudrier\nTransfert aller-retour depuis Bariloche",
      itinerary:
        "Nous venons vous chercher à Bariloche à {ventanaStart} et parcourons {ventanaDistanceKm} km jusqu'au pied du Cerro Ventana. Une courte marche en forêt nous mène à la falaise, où votre guide vérifie le matériel et revoit avec vous les nœuds, l'assurage et la communication. La matinée sert à s'échauffer dans des voies plus faciles ; après le déjeuner au pied de la paroi, face aux lacs, nous passons à des voies plus longues ou plus exigeantes selon le niveau de chacun. Nous rangeons le matériel dans l'après-midi et sommes de retour à Bariloche à {ventanaEnd}, avec du temps pour profiter de la ville.",
    },
    trekkingLanin: {
      name: "Ascension du volcan Lanín",
      location: "Parc national Lanín, Neuquén",
      price:
        "{priceVolcano} USD\nAscension guidée de {daysVolcano} jours\nGroupes de {volcanoMaxGroup} personnes au maximum\nUn guide assistant accompagne les groupes à partir de {volcanoAssistantGuideFrom} personnes",
      days: "{daysVolcano} jours",
      months: "Entre {volcanoSeasonFrom} et {volcanoSeasonTo}",
      experience:
        "Bonne condition physique et expérience des longues randonnées en montagne. Aucune expérience de l'escalade technique n'est requise : nous vous apprenons à utiliser les crampons et le piolet.",
      climbing: "Le volcan solitaire du Neuquén, {volcanoSummitM} m",
      leyendPict: "Le cône enneigé du Lanín au-dessus de la forêt andine",
      highlights:
        "Gravissez le volcan Lanín et ses {volcanoSummitM} m, le grand cône enneigé qui se dresse au-dessus des forêts du nord de la Patagonie. L'ascension se fait en {daysVolcano} jours, comme l'exige le règlement du parc, avec une nuit au camp situé à {volcanoCampM} m. Les groupes restent petits, {volcanoMaxGroup} personnes au maximum par date, et un guide assistant les accompagne à partir de {volcanoAssistantGuideFrom} personnes. La journée du sommet est longue et exigeante, mais la vue sur les lacs, les forêts et les volcans vaut chaque pas. Nous ne montons que si les conditions sont sûres.",
      priceIncludes:
        "Guide de montagne, plus un guide assistant pour les groupes de {volcanoAssistantGuideFrom} personnes ou plus\nMatériel technique collectif et cordes\nCrampons, piolet et casque\nEnregistrement auprès du parc national\nTrousse de premiers secours et communication radio",
      itinerary:
        "L'ascension se fait en {daysVolcano} jours, comme l'exige le règlement du parc national. Jour 1 : nous nous enregistrons au poste des gardes du parc et commençons à marcher depuis le pied du volcan. L'itinéraire monte sur {volcanoDayOneKm} km, d'abord en forêt puis sur le sable volcanique et la roche, jusqu'au camp situé à {volcanoCampM} m, où nous nous installons, dînons, préparons le matériel pour le lendemain et nous couchons tôt. Jour 2 : départ avant l'aube à la lampe frontale ; nous chaussons les crampons là où commence la neige et montons à un rythme régulier vers le sommet, à {volcanoSummitM} m. Nous devons l'atteindre à {volcanoSummitDeadline} au plus tard ; si nous n'y sommes pas à cette heure-là, nous faisons demi-tour, car la sécurité passe avant le sommet. Après le sommet, nous redescendons jusqu'au départ du sentier : cette deuxième journée compte {volcanoDayTwoKm} km et dure environ {volcanoDayTwoHours} heures.",
    },
  },
  home: {
    hero: {
      title: "REPOUSSEZ VOS LIMITES",
      subtitle: "Réservez des activités guidées uniques en Patagonie",
    },
    cards: {
      equipment: {
        title: "Location de matériel d'escalade",
        description:
          "Casques, cordes, baudriers, chaussons, crampons, tentes et bien plus encore, prêts pour votre propre aventure en Patagonie.",
        price: "Kit complet pour {kitPeople} personnes : {kitPerDay} USD / jour",
        difficulty: "Pour tous les grimpeurs",
      },
      frey: {
        title: "Escalade au Frey",
        description: "Les aiguilles de granit de la vallée du Frey, avec des nuits au refuge, au pied des voies.",
        price: "{priceFreyOneDay} USD",
        difficulty: "Intermédiaire",
      },
      multipitch: {
        title: "Escalade en grande voie",
        description: "Une voie de plusieurs longueurs avec votre guide : relais, gaz et descente en rappel.",
        price: "{priceMultipitch} USD",
        difficulty: "Intermédiaire à confirmé",
      },
      freyrefuge: {
        title: "Escalade autour du refuge Frey",
        description: "Trois jours à vivre au refuge Frey et à grimper sur les aiguilles qui entourent la Laguna Toncek.",
        price: "{priceFreyRefugePerDay} USD / jour",
        difficulty: "Intermédiaire",
      },
      baptism: {
        title: "Baptême d'escalade",
        description: "Votre première escalade sur du vrai rocher, près de la ville, avec tout le matériel et votre guide à vos côtés.",
        price: "{priceBaptism} USD",
        difficulty: "Débutant",
      },
      personal: {
        title: "Guide privé",
        description: "Votre propre guide, pour vous ou votre groupe : grimpez où vous voulez et apprenez ce dont vous avez besoin.",
        price: "{pricePersonalGuide} USD",
        difficulty: "Tous niveaux",
      },
      piedraparada: {
        title: "Séjour d'escalade à Piedra Parada",
        description: "Escalade sportive dans le canyon de La Buitrera, en pleine steppe du Chubut, en camping au bord du fleuve.",
        price: "À partir de {pricePiedraParadaFrom} USD",
        difficulty: "Intermédiaire",
      },
      ventana: {
        title: "Cerro Ventana",
        description: "Une journée complète d'escalade à {ventanaDistanceKm} km de la ville, avec vue sur les lacs.",
        price: "{priceVentana} USD",
        difficulty: "Débutant à intermédiaire",
      },
      trekkingLanin: {
        title: "Ascension du volcan Lanín",
        description:
          "Deux jours pour atteindre le sommet du Lanín, à {volcanoSummitM} m, en petits groupes de {volcanoMaxGroup} personnes au maximum.",
        price: "{priceVolcano} USD",
        difficulty: "Peu technique, effort soutenu",
      },
    },
    equipmentCard: {
      days: "À la journée",
      months: "Toute l'année",
    },
    upcoming: {
      lanin: {
        name: "Ascension du volcan Lanín",
        date: "{volcanoUpcomingFrom} et {volcanoUpcomingTo} {volcanoUpcomingMonth}",
        location: "Parc national Lanín, Neuquén",
        description:
          "Ascension guidée de deux jours jusqu'au sommet, à {volcanoSummitM} m, avec une nuit au camp situé à {volcanoCampM} m. Places limitées à {volcanoMaxGroup} personnes : réservez la vôtre sans tarder.",
      },
    },
    courses: {
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
          "Transport partagé pour grimpeurs jusqu'au canyon de Piedra Parada, un trajet d'environ {piedraTransferKm} km. {pricePiedraTransfer} USD par personne.",
      },
      trekking: {
        name: "Trekking dans les montagnes de Bariloche",
        date: "À confirmer",
        location: "Parc national Nahuel Huapi",
        description:
          "Randonnées guidées à la journée et treks de refuge en refuge. Nous ouvrons chaque saison par une excursion de printemps gratuite pour se remettre en jambes : demandez-nous la date.",
      },
    },
    closing:
      "Envie de réserver ou une question à nous poser ? Utilisez les icônes de contact de cette page et nous vous répondrons rapidement.",
    /** The closing line while the page has no contact icon (no channel set): {link} is the contact form. */
    closingForm: "Envie de réserver ou une question à nous poser ? {link} et nous vous répondrons rapidement.",
    closingFormLink: "Écrivez-nous via le formulaire de contact",
  },
  rental: {
    helmet: {
      title: "Casque",
      price: "{rentalHelmet} USD / jour",
      tooltip: "Casque d'escalade et d'alpinisme, réglable pour s'adapter à toutes les têtes.",
    },
    rope: {
      title: "Corde dynamique",
      price: "{rentalRope} USD / jour",
      tooltip: "Corde dynamique à simple, disponible en longueurs de {ropeLengths} m.",
    },
    cord: {
      title: "Cordelette avec mousqueton",
      price: "{rentalCord} USD / jour",
      tooltip:
        "Un anneau de cordelette avec mousqueton, pour un autobloquant de sécurité en rappel (machard ou prusik) ou pour monter des relais.",
    },
    carabiner: {
      title: "Mousqueton à vis",
      price: "{rentalCarabiner} USD / jour",
      tooltip: "Mousqueton de sécurité à virole vissante pour l'assurage, le rappel et les relais.",
    },
    anchor: {
      title: "Kit relais",
      price: "{rentalAnchor} USD / jour",
      tooltip: "Sangles et mousquetons à vis pour monter un relais.",
    },
    harness: {
      title: "Baudrier",
      price: "{rentalHarness} USD / jour",
      tooltip: "Baudrier d'escalade réglable avec porte-matériel, pour les voies sportives, le terrain d'aventure et la montagne.",
    },
    quickdraws: {
      title: "Dégaines",
      price: "{rentalQuickdrawSet} USD / jour le jeu de {quickdrawSetSize}, ou {rentalQuickdrawSingle} USD / jour l'unité",
      tooltip: "Dégaines d'escalade sportive, louées par jeu de {quickdrawSetSize} ou à l'unité.",
    },
    belay: {
      title: "Système d'assurage",
      price: "{rentalBelay} USD / jour",
      tooltip: "Système d'assurage à freinage assisté ou de type tube, avec son mousqueton à vis.",
    },
    shoes: {
      title: "Chaussons d'escalade",
      price: "{rentalShoes} USD / jour",
      tooltip: "Chaussons d'escalade confortables, pointures du {shoeSizeMin} au {shoeSizeMax}.",
    },
    rappel: {
      title: "Descendeur",
      price: "{rentalRappel} USD / jour",
      tooltip: "Descendeur en huit pour le rappel.",
    },
    clipstick: {
      title: "Perche à mousquetonner",
      price: "{rentalClipstick} USD / jour",
      tooltip: "Perche télescopique pour mousquetonner le premier point depuis le sol, en longueurs de {clipStickLengths}.",
    },
    crampons: {
      title: "Crampons",
      price: "{rentalCrampons} USD / jour",
      tooltip: "Crampons en acier pour la neige et la glace, réglables sur chaussures d'alpinisme.",
    },
    tent: {
      title: "Grande tente",
      price: "{rentalTent} USD / jour",
      tooltip: "Grande tente quatre saisons pour camper en montagne.",
    },
    sleepingbag: {
      title: "Sac de couchage",
      price: "{rentalSleepingbag} USD / jour",
      tooltip: "Sac de couchage chaud pour les nuits froides au refuge ou sous la tente.",
    },
  },
  team: {
    roles: {
      leader: "Responsable de l'équipe",
      guide: "Guide d'escalade et de montagne",
    },
    bios: {
      martin:
        "Martín a fondé l'équipe après plus de quinze ans d'escalade au Frey et d'encadrement sur les volcans du nord de la Patagonie. Il dirige l'équipe, conçoit chaque programme et passe encore l'essentiel de la saison sur le rocher. Pour lui, une bonne journée en montagne commence bien avant la marche d'approche, avec une préparation soignée et des conseils honnêtes.",
      lucia:
        "Lucía a découvert l'escalade à l'adolescence, dans les falaises des environs de Bariloche, et ne s'est jamais arrêtée depuis. Elle encadre les grandes voies et les stages d'escalade, et rien ne lui fait plus plaisir que de voir un débutant s'encorder pour la première fois. Entre deux groupes, elle grimpe dans les canyons du Chubut et, l'été, sur le granit du Frey.",
      joaquin:
        "Joaquín est guide de montagne et connaît le Lanín et les volcans du Neuquén en toutes saisons. Calme et patient, c'est lui qu'on veut à ses côtés pendant une longue journée de sommet. Il enseigne aussi la progression sur neige et l'utilisation des crampons.",
      valentina:
        "Valentina encadre l'escalade et le trekking, et coordonne nos séjours à Piedra Parada. Infirmière de formation, elle veille aux premiers secours lors de nos excursions les plus longues et au bien-être du groupe, du bon rythme pendant l'approche jusqu'à la boisson chaude au relais.",
      tomas:
        "Tomás encadre les journées d'escalade et les baptêmes. Il a grandi à Bariloche et connaît chaque falaise des environs de la ville.",
    },
  },
  payment: {
    title: "Réservez votre aventure",
    text: "Une fois vos dates et les disponibilités confirmées, vous pouvez régler avec les options ci-dessous.",
    textLater: "Une fois vos dates et les disponibilités confirmées, nous vous dirons comment régler.",
    cashNote: "Vous payez en espèces ? Demandez-nous nos réductions spéciales.",
  },
} satisfies SeedTexts;
