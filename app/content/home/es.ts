import type { HomeTexts } from "./en.ts";

export const es = {
  hero: {
    title: "DESAFIÁ TUS LÍMITES",
    subtitle: "Reservá actividades guiadas únicas en la Patagonia",
    logoAlt: "Logo de {siteName}",
  },
  carousel: {
    label: "Nuestras excursiones",
    slideLabel: "{n} de {total}",
    previous: "Excursiones anteriores",
    next: "Excursiones siguientes",
    learnMore: "Más información",
    perPerson: "por persona",
    noImages: "No hay imágenes disponibles",
    daysLabel: "Días",
    difficultyLabel: "Dificultad",
    conditionLabel: "Condición física",
    monthsLabel: "Temporada",
  },
  cards: {
    equipment: {
      title: "Alquiler de equipo de escalada",
      description: "Cascos, cuerdas, arneses, pies de gato, grampones, carpas y más, listos para tu propia aventura en la Patagonia.",
      price: "Equipo completo para {kitPeople}: USD {kitPerDay} / día",
      difficulty: "Para todo escalador",
    },
    frey: {
      title: "Escalada en roca en el Frey",
      description: "Las agujas de granito del valle del Frey, durmiendo en el refugio al pie de las vías.",
      price: "USD {priceFreyOneDay}",
      difficulty: "Intermedia",
    },
    multipitch: {
      title: "Escalada en multilargos",
      description: "Una vía de varios largos con guía: reuniones, vacío y bajada en rappel.",
      price: "USD {priceMultipitch}",
      difficulty: "Intermedia a avanzada",
    },
    freyrefuge: {
      title: "Escalada en el refugio Frey",
      description: "Tres días viviendo en el refugio Frey y escalando las agujas que rodean la laguna Toncek.",
      price: "USD {priceFreyRefugePerDay} / día",
      difficulty: "Intermedia",
    },
    baptism: {
      title: "Bautismo de escalada",
      description: "Tu primera escalada en roca de verdad, cerca de la ciudad, con todo el equipo y un guía al lado.",
      price: "USD {priceBaptism}",
      difficulty: "Principiante",
    },
    personal: {
      title: "Guía personal",
      description: "Un guía para vos o tu grupo, para escalar donde quieras y aprender lo que necesites.",
      price: "USD {pricePersonalGuide}",
      difficulty: "Cualquier nivel",
    },
    piedraparada: {
      title: "Viaje de escalada a Piedra Parada",
      description: "Escalada deportiva en el cañadón de La Buitrera, en la estepa de Chubut, acampando junto al río.",
      price: "Desde USD {pricePiedraParadaFrom}",
      difficulty: "Intermedia",
    },
    ventana: {
      title: "Cerro Ventana",
      description: "Un día completo de escalada a {ventanaDistanceKm} km de la ciudad, con vista a los lagos.",
      price: "USD {priceVentana}",
      difficulty: "Principiante a intermedia",
    },
    trekkingLanin: {
      title: "Ascenso al volcán Lanín",
      description: "Dos días hasta la cumbre del Lanín, a {volcanoSummitM} m, en grupos chicos de hasta {volcanoMaxGroup} personas.",
      price: "USD {priceVolcano}",
      difficulty: "No técnica, exigente",
    },
  },
  equipmentCard: {
    days: "Por día",
    months: "Todo el año",
  },
  upcoming: {
    title: "Próximas excursiones",
    items: {
      lanin: {
        name: "Ascenso al volcán Lanín",
        date: "{volcanoUpcomingFrom} y {volcanoUpcomingTo} de {volcanoUpcomingMonth}",
        location: "Parque Nacional Lanín, Neuquén",
        description:
          "Ascenso guiado de dos días a la cumbre, a {volcanoSummitM} m, con una noche en el campamento a {volcanoCampM} m. Máximo {volcanoMaxGroup} personas: reservá tu lugar con tiempo.",
      },
    },
    empty: "No hay excursiones programadas. ¡Pronto habrá novedades!",
  },
  courses: {
    title: "Próximos cursos y servicios",
    items: {
      trad_course: {
        name: "Curso de escalada tradicional",
        date: "A confirmar",
        location: "Bariloche y el Frey",
        description:
          "Aprendé a escalar con tu propio material, en tres módulos. Módulo I: colocación de empotradores y friends, y armado de reuniones. Módulo II: escalar de primero en vías tradicionales y manejar la cuerda. Módulo III: vías de varios largos, rappeles y autorrescate.",
      },
      sport_course: {
        name: "Curso de escalada deportiva",
        date: "A confirmar",
        location: "Paredes cercanas a Bariloche",
        description:
          "De tu primera escalada a escalar de primero por tu cuenta, en tres módulos. Módulo I: nudos, aseguramiento y escalada con cuerda desde arriba. Módulo II: escalar de primero, chapar y caer con seguridad. Módulo III: desmontar reuniones, rapelar y planificar tus propios días de escalada.",
      },
      piedra_transfer: {
        name: "Traslado a Piedra Parada",
        date: "Del {piedraTransferFrom} al {piedraTransferTo} de {piedraTransferMonth}",
        location: "Piedra Parada, Chubut",
        description:
          "Traslado compartido para escaladores hasta el cañadón de Piedra Parada, un viaje de unos {piedraTransferKm} km. USD {pricePiedraTransfer} por persona.",
      },
      trekking: {
        name: "Trekking en las montañas de Bariloche",
        date: "A confirmar",
        location: "Parque Nacional Nahuel Huapi",
        description:
          "Caminatas guiadas de un día y travesías de refugio en refugio. Arrancamos cada temporada con una salida gratuita de primavera para ponerse en marcha: preguntanos la fecha.",
      },
    },
    empty: "No hay cursos disponibles en este momento.",
  },
  columns: {
    date: "Fecha",
    location: "Ubicación",
  },
  closing: "¿Querés reservar o tenés alguna consulta? Usá los íconos de contacto de esta página y te respondemos.",
  /** The closing line while the page has no contact icon (no channel set): {link} is the contact form. */
  closingForm: "¿Querés reservar o tenés alguna consulta? {link} y te respondemos.",
  closingFormLink: "Escribinos desde el formulario de contacto",
} satisfies HomeTexts;
