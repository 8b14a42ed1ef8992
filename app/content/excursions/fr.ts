import type { ExcursionTexts } from "./en.ts";

export const fr = {
  missingTranslation: "Aucun contenu pour « {excursionId} » dans la langue active : {lang}",
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
    imagenFinal: "{name} : un grimpeur dans la voie",
    imagen1: "{name} : la marche d'approche",
    imagen2: "{name} : sur le rocher",
    imagen3: "{name} : la vue d'en haut",
    imagenHorizontal: "{name} : vue panoramique des environs",
  },
  booking: {
    title: "Réservez cette sortie",
    text: "Écrivez-nous en indiquant vos dates et le nombre de personnes : nous vous confirmerons les disponibilités.",
    whatsappLabel: "Réserver sur WhatsApp",
    whatsappMessage: "Bonjour ! Je souhaite réserver la sortie « {excursion} ». (Langue : {language})",
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
  excursions: {
    freyclimb: {
      name: "Escalade dans la vallée du Frey",
      location: "Vallée du Frey, Cerro Catedral, Bariloche",
      price:
        "USD {priceFreyOneDay} pour {daysFreyMin} jour\n{daysFreyPackageShort} jours : USD {priceFreyThreeDaysPerDay} par jour\n{daysFreyPackageLong} jours : USD {priceFreySevenDaysPerDay} par jour",
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
        "Jour 1 : rendez-vous à Bariloche, puis route jusqu'au pied du Cerro Catedral. De là, nous remontons à pied la vallée du Frey, d'abord le long du lac Gutiérrez, puis à travers la forêt de lengas, jusqu'au refuge Frey, à {freyRefugeM} m : une marche d'approche de {freyApproachHoursMin} à {freyApproachHoursMax} heures. L'après-midi, nous grimpons quelques voies courtes près du refuge pour revoir l'assurage, les relais et la communication dans la cordée. Jours suivants : escalade sur les aiguilles qui entourent la Laguna Toncek, avec des voies choisies selon le niveau du groupe et la météo ; les grimpeurs qui ont l'expérience nécessaire peuvent viser la Torre Principal, l'aiguille maîtresse, qui culmine à {freyMainNeedleM} m. Dernier jour : une matinée d'escalade, puis la descente à pied jusqu'au Catedral et le retour en voiture à Bariloche. Pour un programme d'une journée, nous choisissons des secteurs plus proches du sentier afin de passer un maximum de temps sur le rocher.",
    },
    multipitch: {
      name: "Escalade en grande voie",
      location: "Cerro Catedral et le Frey, Bariloche",
      price: "USD {priceMultipitch}\nJournée complète avec un guide\nPrix par jour et par personne",
      days: "{daysMultipitch} jour",
      months: "Entre {mainSeasonFrom} et {mainSeasonTo}",
      experience:
        "Modules 1 et 2 de notre stage d'escalade, ou expérience équivalente : vous assurez en toute confiance et vous vous sentez à l'aise sur le rocher.",
      climbing: "Plusieurs longueurs de corde dans le granit, de relais en relais",
      leyendPict: "Une grimpeuse arrive au relais, loin au-dessus de la vallée",
      highlights:
        "Quittez le plancher des vaches et gravissez une voie de plusieurs longueurs avec un guide. Vous apprenez le fonctionnement des relais, la gestion de la corde et la descente en rappel en toute sécurité. À chaque longueur, le gaz augmente et la vue s'élargit. Nous choisissons la voie selon votre niveau, des grandes classiques abordables aux lignes plus exigeantes. C'est l'étape naturelle après l'escalade de voies d'une seule longueur.",
      priceIncludes:
        "Guide de montagne en tête sur chaque longueur\nCordes, dégaines et matériel de relais\nCasque et baudrier\nTransfert aller-retour depuis Bariloche",
      itinerary:
        "Rendez-vous tôt le matin à Bariloche, puis route jusqu'au départ de la marche d'approche, où nous vérifions le matériel et passons en revue le programme de la journée. Une fois au pied de la paroi, le guide présente la voie, les relais et les signaux que nous utiliserons. Puis nous grimpons longueur après longueur : le guide part en tête, installe chaque relais et vous assure d'en haut, et à chaque relais vous avez le temps de souffler, de boire et de profiter de la vue. Au sommet, nous faisons une pause avant de redescendre en rappel : le guide installe chaque rappel et vérifie votre système avant chaque descente. Nous rejoignons le véhicule à pied et rentrons à Bariloche en fin d'après-midi.",
    },
    freyrefuge: {
      name: "Escalade autour du refuge Frey",
      location: "Refuge Frey, parc national Nahuel Huapi",
      price:
        "USD {priceFreyRefugePerDay} par jour\nProgramme de {daysFreyRefuge} jours\nHébergement et repas à régler directement au refuge",
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
        "Jour 1 : départ de Bariloche le matin vers le pied du Cerro Catedral, puis montée à pied jusqu'au refuge Frey, à {freyRefugeM} m, soit une marche d'approche de {freyApproachHoursMin} à {freyApproachHoursMax} heures selon le rythme du groupe. Nous nous installons au refuge et, s'il reste de l'énergie, nous grimpons quelques voies courtes à proximité. Jour 2 : journée complète d'escalade sur les aiguilles qui entourent la Laguna Toncek, dans des voies choisies pour le groupe ; les plus expérimentés peuvent tenter une ligne plus longue vers la Torre Principal, l'aiguille maîtresse, qui culmine à {freyMainNeedleM} m. Jour 3 : escalade le matin, déjeuner au refuge et descente à pied jusqu'au Catedral, pour un retour à Bariloche dans la soirée.",
    },
    bautismo: {
      name: "Baptême d'escalade : votre première grimpe",
      location: "Falaises proches de Bariloche",
      price: "USD {priceBaptism}\nInitiation à l'escalade sur une demi-journée\nAucun matériel personnel nécessaire",
      days: "{daysBaptism} jour",
      months: "Toute l'année",
      experience: "Niveau module 1 : aucune expérience de l'escalade n'est nécessaire, nous vous apprenons tout sur place.",
      climbing: "Vos premiers pas sur du vrai rocher",
      leyendPict: "Une débutante grimpe en moulinette, assurée par le guide",
      highlights:
        "Votre première escalade sur du vrai rocher, avec un guide à vos côtés du début à la fin. Nous choisissons des voies faciles et bien équipées, dans une falaise proche de la ville. Vous apprenez à vous encorder, à faire confiance à la corde et à vous déplacer sur le rocher. L'activité convient aux enfants, aux adolescents et aux adultes sans aucune expérience. La meilleure façon de savoir si l'escalade est faite pour vous.",
      priceIncludes:
        "Guide d'escalade\nChaussons d'escalade, baudrier et casque\nCordes et tout le matériel technique\nInitiation aux règles de sécurité\nPhotos de la journée",
      itinerary:
        "Rendez-vous à Bariloche, puis nous partons ensemble vers une falaise proche de la ville, choisie en fonction de la saison et de la météo. Au pied de la paroi, le guide ajuste votre baudrier, votre casque et vos chaussons, et vous explique l'essentiel : le nœud en huit, les consignes échangées entre grimpeur et assureur, et la façon dont la corde vous protège. Nous commençons par des voies courtes et faciles en moulinette, le guide vous assurant et vous conseillant depuis le bas, puis nous passons à des voies un peu plus longues ou plus raides à mesure que vous prenez confiance. Il reste du temps pour souffler, prendre des photos et, si vous le souhaitez, apprendre à assurer un partenaire sous l'œil du guide. Nous terminons par un moment d'échange sur les façons de continuer à grimper, puis nous rentrons à Bariloche.",
    },
    guiapersonal: {
      name: "Escalade avec un guide privé",
      location: "Bariloche et ses environs",
      price:
        "USD {pricePersonalGuide} par jour\nUne journée conçue pour vous seul ou pour votre groupe\nLocation de matériel possible en supplément",
      days: "{daysPersonalGuide} jour",
      months: "Toute l'année",
      experience: "Aucune : la journée s'adapte à votre expérience, des premiers pas jusqu'aux longues voies.",
      climbing: "Votre journée, vos objectifs",
      leyendPict: "Un guide et une grimpeuse préparent la prochaine voie",
      highlights:
        "Un guide rien que pour vous pendant toute la journée, pour grimper où et comme vous le souhaitez. Idéal pour travailler un projet, apprendre à grimper en tête, améliorer votre technique ou simplement grimper avec quelqu'un qui connaît chaque falaise. Nous adaptons le lieu et les voies à la saison, à la météo et à votre niveau. Vous pouvez aussi le réserver pour votre famille ou un groupe d'amis. Parlez-nous de vos objectifs et nous préparerons la journée ensemble.",
      priceIncludes:
        "Guide privé pendant toute la journée\nMatériel technique collectif : cordes, dégaines et matériel de relais\nConseils techniques et de sécurité\nJournée organisée selon vos objectifs",
      itinerary:
        "Avant la sortie, nous échangeons avec vous sur votre expérience, vos objectifs et ce que vous aimeriez grimper, puis nous vous proposons un lieu et un programme. Le jour venu, rendez-vous à Bariloche et départ vers la falaise ou la paroi choisie. Le guide peut grimper en tête, vous assurer pendant que vous grimpez en tête ou se consacrer à l'enseignement : gestuelle sur le rocher, pose de protections, montage de relais, rappel ou bases de l'autosecours. Le rythme et le nombre de voies dépendent de vous, et nous ajustons le programme en cours de journée si la météo ou votre forme changent. À la fin, nous faisons le point sur votre journée et vous suggérons des pistes pour continuer à progresser, puis nous rentrons à Bariloche.",
    },
    piedraparada: {
      name: "Séjour d'escalade à Piedra Parada",
      location: "Piedra Parada et le canyon de La Buitrera, Chubut",
      price:
        "À partir de USD {pricePiedraParadaFrom}\nLe prix final dépend du nombre de jours\nTransfert depuis Bariloche possible en option",
      days: "De {daysPiedraParadaMin} à {daysPiedraParadaMax} jours",
      months: "Entre {mainSeasonFrom} et {mainSeasonTo}",
      experience:
        "Modules 1 et 2 de notre stage d'escalade, ou expérience équivalente : vous grimpez régulièrement en falaise et savez assurer un grimpeur en tête.",
      climbing: "Des parois volcaniques au cœur de la steppe patagonienne",
      leyendPict: "Les parois du canyon de La Buitrera au coucher du soleil",
      highlights:
        "Un séjour d'escalade à Piedra Parada, gigantesque monolithe volcanique dressé dans la steppe du Chubut, et dans les parois du canyon de La Buitrera, juste à côté. Le site compte des centaines de voies sportives sur un rocher volcanique compact, des dalles faciles aux dévers athlétiques. Les paysages de steppe, le fleuve et les nuits étoilées en font un lieu inoubliable. Les séjours durent de {daysPiedraParadaMin} à {daysPiedraParadaMax} jours, en camping près du canyon. C'est une excellente option quand la météo est instable dans les montagnes autour de Bariloche.",
      priceIncludes:
        "Guide de montagne pendant tout le séjour\nMatériel technique collectif : cordes, dégaines et matériel de relais\nCasque et baudrier\nOrganisation du séjour et logistique du camping",
      itinerary:
        "Jour 1 : nous partons de Bariloche vers le sud en passant par Esquel, puis nous parcourons environ {piedraTransferKm} km de pistes à travers la steppe jusqu'à Piedra Parada, au bord du fleuve Chubut. Nous installons le camp près de l'entrée du canyon et, s'il reste du temps, nous grimpons quelques voies dans la lumière du soir. Jours d'escalade : chaque jour, nous entrons à pied dans le canyon de La Buitrera et grimpons dans ses différents secteurs, en choisissant des parois au soleil ou à l'ombre selon la température, avec des voies adaptées au niveau de chacun. Il reste du temps pour aller voir le monolithe de Piedra Parada et se reposer au bord de l'eau. Dernier jour : escalade le matin, puis nous levons le camp et reprenons la route de Bariloche, où nous arrivons dans la nuit.",
    },
    ventana: {
      name: "Journée d'escalade au Cerro Ventana",
      location: "Cerro Ventana, à {ventanaDistanceKm} km de Bariloche",
      price: "USD {priceVentana}\nJournée complète, de {ventanaStart} à {ventanaEnd}\nTransfert depuis Bariloche inclus",
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
        "Nous venons vous chercher à Bariloche à {ventanaStart} et parcourons {ventanaDistanceKm} km jusqu'au pied du Cerro Ventana. Une courte marche en forêt nous mène à la falaise, où le guide vérifie le matériel et revoit avec vous les nœuds, l'assurage et la communication. La matinée sert à s'échauffer dans des voies plus faciles ; après le déjeuner au pied de la paroi, face aux lacs, nous passons à des voies plus longues ou plus exigeantes selon le niveau de chacun. Nous rangeons le matériel dans l'après-midi et sommes de retour à Bariloche à {ventanaEnd}, avec du temps pour profiter de la ville.",
    },
    trekkingLanin: {
      name: "Ascension du volcan Lanín",
      location: "Parc national Lanín, Neuquén",
      price:
        "USD {priceVolcano}\nAscension guidée de {daysVolcano} jours\nGroupes de {volcanoMaxGroup} personnes au maximum\nUn guide assistant accompagne les groupes à partir de {volcanoAssistantGuideFrom} personnes",
      days: "{daysVolcano} jours",
      months: "Entre {volcanoSeasonFrom} et {volcanoSeasonTo}",
      experience:
        "Bonne condition physique et expérience des longues randonnées en montagne. Aucune expérience de l'escalade technique n'est requise : nous vous apprenons à utiliser les crampons et le piolet.",
      climbing: "Le sommet du nord de la Patagonie, à {volcanoSummitM} m",
      leyendPict: "Le cône enneigé du Lanín au-dessus de la forêt andine",
      highlights:
        "Gravissez le volcan Lanín et ses {volcanoSummitM} m, le grand cône enneigé qui domine le nord de la Patagonie. L'ascension se fait en {daysVolcano} jours, comme l'exige le règlement du parc, avec une nuit au camp situé à {volcanoCampM} m. Les groupes restent petits, {volcanoMaxGroup} personnes au maximum par date, et un guide assistant les accompagne à partir de {volcanoAssistantGuideFrom} personnes. La journée du sommet est longue et exigeante, mais la vue sur les lacs, les forêts et les volcans vaut chaque pas. Nous ne montons que si les conditions sont sûres.",
      priceIncludes:
        "Guide de montagne, plus un guide assistant pour les groupes de {volcanoAssistantGuideFrom} personnes ou plus\nMatériel technique collectif et cordes\nCrampons, piolet et casque\nEnregistrement auprès du parc national\nTrousse de premiers secours et communication radio",
      itinerary:
        "L'ascension se fait en {daysVolcano} jours, comme l'exige le règlement du parc national. Jour 1 : nous nous enregistrons au poste des gardes du parc et commençons à marcher depuis le pied du volcan. L'itinéraire monte sur {volcanoDayOneKm} km, d'abord en forêt puis sur le sable volcanique et la roche, jusqu'au camp situé à {volcanoCampM} m, où nous nous installons, dînons, préparons le matériel pour le lendemain et nous couchons tôt. Jour 2 : départ avant l'aube à la lampe frontale ; nous chaussons les crampons là où commence la neige et montons à un rythme régulier vers le sommet, à {volcanoSummitM} m. Nous devons l'atteindre à {volcanoSummitDeadline} au plus tard ; si nous n'y sommes pas à cette heure-là, nous faisons demi-tour, car la sécurité passe avant le sommet. Après le sommet, nous redescendons jusqu'au départ du sentier : cette deuxième journée compte {volcanoDayTwoKm} km et dure environ {volcanoDayTwoHours} heures.",
    },
  },
} satisfies ExcursionTexts;
