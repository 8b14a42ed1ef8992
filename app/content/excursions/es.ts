import type { ExcursionTexts } from "./en.ts";

export const es = {
  missingTranslation: 'No hay contenido para "{excursionId}" en el idioma activo: {lang}',
  labels: {
    location: "Ubicación",
    price: "Precio",
    days: "Días",
    physicalLevel: "Condición física",
    months: "Temporada",
    experience: "Experiencia requerida",
    highlightsTitle: "Lo más destacado",
    priceIncludesTitle: "El precio incluye",
    itineraryTitle: "Itinerario",
    showLess: "Ver menos",
    readMore: "Leer más",
    perPerson: "Precios en dólares estadounidenses, por persona.",
  },
  imageAlts: {
    backgroundImage: "{name} — el paisaje de la actividad",
    imagenFinal: "{name} — una escaladora en la vía",
    imagen1: "{name} — la aproximación",
    imagen2: "{name} — en la roca",
    imagen3: "{name} — la vista desde arriba",
    imagenHorizontal: "{name} — vista panorámica de la zona",
  },
  booking: {
    title: "Reservá esta excursión",
    text: "Escribinos con tus fechas y la cantidad de personas, y te confirmamos la disponibilidad.",
    whatsappLabel: "Reservar por WhatsApp",
    whatsappMessage: "¡Hola! Quiero reservar {excursion}. (Idioma: {language})",
    contactLabel: "Envianos un mensaje",
    contactSubject: "Reserva: {excursion}",
  },
  levels: {
    easy: "Fácil",
    medium: "Media",
    mediumHigh: "Media-alta",
    good: "Buena",
    high: "Alta",
    all: "Todas las condiciones",
  },
  excursions: {
    freyclimb: {
      name: "Escalada en roca en el valle del Frey",
      location: "Valle del Frey, cerro Catedral, Bariloche",
      price:
        "USD {priceFreyOneDay} por {daysFreyMin} día\n{daysFreyPackageShort} días: USD {priceFreyThreeDaysPerDay} por día\n{daysFreyPackageLong} días: USD {priceFreySevenDaysPerDay} por día",
      days: "De {daysFreyMin} a {daysFreyMax} días",
      months: "De {mainSeasonFrom} a {mainSeasonTo}",
      experience:
        "Módulos 1 y 2 de nuestro curso de escalada, o experiencia equivalente: sabés asegurar a un compañero y ya escalaste en roca.",
      climbing: "Agujas de granito sobre una laguna de altura",
      leyendPict: "Escalando el granito del Frey sobre la laguna Toncek",
      highlights:
        "Escalá las agujas de granito del Frey, una de las zonas de escalada en roca más conocidas de Sudamérica. La roca es sólida y adherente, con fisuras, placas y paredes para todos los niveles. Dormís en el refugio Frey, a {freyRefugeM} m, al pie de las vías. Los programas van de {daysFreyMin} a {daysFreyMax} días y los armamos según tu nivel y tus objetivos. Escalamos en grupos chicos y, cuantos más días te quedás, más baja el precio diario.",
      priceIncludes:
        "Guía de montaña durante todo el programa\nEquipo técnico grupal: cuerdas, cintas exprés y material de reunión\nCasco y arnés\nTraslado desde Bariloche hasta el inicio del sendero, ida y vuelta\nBotiquín y comunicación por radio",
      itinerary:
        "Día 1: nos encontramos en Bariloche y vamos en auto hasta la base del cerro Catedral. Desde ahí subimos por el valle del Frey, primero por la orilla del lago Gutiérrez y después por el bosque de lengas, hasta el refugio Frey, a {freyRefugeM} m: una aproximación de {freyApproachHoursMin} a {freyApproachHoursMax} horas. A la tarde escalamos vías cortas cerca del refugio para repasar aseguramiento, reuniones y comunicación. Días intermedios: escalada en las agujas que rodean la laguna Toncek, eligiendo las vías según el nivel del grupo y el clima; quienes tengan la experiencia pueden apuntar a la Torre Principal, la aguja más alta, de {freyMainNeedleM} m. Último día: escalamos a la mañana, bajamos caminando hasta el Catedral y volvemos a Bariloche. En el programa de un día elegimos paredes más cercanas al sendero, para tener tiempo de sobra en la roca.",
    },
    multipitch: {
      name: "Escalada en multilargos",
      location: "Cerro Catedral y el Frey, Bariloche",
      price: "USD {priceMultipitch}\nDía completo con guía\nPrecio diario por persona",
      days: "{daysMultipitch} día",
      months: "De {mainSeasonFrom} a {mainSeasonTo}",
      experience:
        "Módulos 1 y 2 de nuestro curso de escalada, o experiencia equivalente: asegurás con soltura y te sentís cómodo escalando en roca.",
      climbing: "Varios largos de cuerda por el granito, de reunión en reunión",
      leyendPict: "Una escaladora llegando a la reunión, muy por encima del valle",
      highlights:
        "Dejá el suelo atrás y escalá una vía de varios largos con un guía. Aprendés cómo funcionan las reuniones, a manejar la cuerda y a rapelar con seguridad. El vacío y la vista crecen con cada largo. Elegimos la vía según tu nivel, desde clásicas moderadas hasta líneas más exigentes. Es el paso natural después de escalar vías de un solo largo.",
      priceIncludes:
        "Guía de montaña que encabeza cada largo\nCuerdas, cintas exprés y material de reunión\nCasco y arnés\nTraslado desde Bariloche, ida y vuelta",
      itinerary:
        "Nos encontramos temprano en Bariloche y vamos hasta el inicio de la aproximación, donde revisamos el equipo y repasamos el plan del día. Después de caminar hasta el pie de la pared, el guía explica la vía, las reuniones y las señales que vamos a usar. Escalamos largo por largo: el guía va de primero, arma cada reunión y te asegura desde arriba, y en cada reunión hay tiempo para descansar, tomar agua y disfrutar la vista. Arriba hacemos una pausa y bajamos rapelando: el guía arma cada rappel y revisa tu sistema antes de cada uno. Volvemos caminando al vehículo y llegamos a Bariloche a media tarde.",
    },
    freyrefuge: {
      name: "Escalada en el refugio Frey",
      location: "Refugio Frey, Parque Nacional Nahuel Huapi",
      price: "USD {priceFreyRefugePerDay} por día\nPrograma de {daysFreyRefuge} días\nEl alojamiento y las comidas se pagan en el refugio",
      days: "{daysFreyRefuge} días",
      months: "De {mainSeasonFrom} a {mainSeasonTo}",
      experience:
        "Módulos 1 y 2 de nuestro curso de escalada, o experiencia equivalente: sabés asegurar a un compañero y ya escalaste en roca.",
      climbing: "Tres días viviendo entre las agujas",
      leyendPict: "El refugio Frey junto a la laguna Toncek, con las agujas detrás",
      highlights:
        "Tres días con base en el refugio Frey, a {freyRefugeM} m, en medio de las agujas de granito. La caminata de ida lleva de {freyApproachHoursMin} a {freyApproachHoursMax} horas, entre el bosque y la costa del lago. Cada mañana la roca está a pocos minutos de la puerta. Con buen tiempo y experiencia, podemos escalar hacia la Torre Principal, la aguja más alta, de {freyMainNeedleM} m. Las noches en el refugio, con escaladores de todo el mundo, también son parte de la experiencia.",
      priceIncludes:
        "Guía de montaña durante los {daysFreyRefuge} días\nEquipo técnico grupal: cuerdas, cintas exprés y material de reunión\nCasco y arnés\nTraslado desde Bariloche hasta el inicio del sendero, ida y vuelta\nBotiquín y comunicación por radio",
      itinerary:
        "Día 1: salimos de Bariloche a la mañana hacia la base del cerro Catedral y subimos caminando hasta el refugio Frey, a {freyRefugeM} m, una aproximación de {freyApproachHoursMin} a {freyApproachHoursMax} horas según el ritmo del grupo. Nos instalamos en el refugio y, si quedan energías, escalamos algunas vías cortas de la zona. Día 2: jornada completa de escalada en las agujas que rodean la laguna Toncek, en vías elegidas para el grupo; quienes tengan más experiencia pueden intentar una línea más larga hacia la Torre Principal, la aguja más alta, de {freyMainNeedleM} m. Día 3: escalada a la mañana, almuerzo en el refugio y bajada caminando hasta el Catedral para volver a Bariloche a la noche.",
    },
    bautismo: {
      name: "Bautismo de escalada: tu primera escalada",
      location: "Paredes cercanas a Bariloche",
      price: "USD {priceBaptism}\nMedia jornada de iniciación a la escalada\nNo necesitás equipo propio",
      days: "{daysBaptism} día",
      months: "Todo el año",
      experience: "Nivel del módulo 1: no hace falta experiencia previa, te enseñamos todo en el día.",
      climbing: "Tus primeros pasos en roca de verdad",
      leyendPict: "Una persona escalando por primera vez con cuerda desde arriba, con el guía asegurando",
      highlights:
        "Tu primera escalada en roca de verdad, con un guía al lado de principio a fin. Elegimos vías fáciles y bien protegidas en una pared cerca de la ciudad. Aprendés a encordarte, a confiar en la cuerda y a moverte en la roca. Es apta para chicos, adolescentes y adultos sin experiencia. La mejor manera de descubrir si la escalada es lo tuyo.",
      priceIncludes:
        "Guía de escalada\nPies de gato, arnés y casco\nCuerdas y todo el equipo técnico\nInstrucción básica de seguridad\nFotos de la jornada",
      itinerary:
        "Nos encontramos en Bariloche y vamos juntos a una pared cerca de la ciudad, elegida según la temporada y el clima. Al pie de la pared, el guía te ajusta el arnés, el casco y los pies de gato, y te explica lo esencial: el nudo ocho, las voces de aseguramiento y cómo te protege la cuerda. Empezamos en vías cortas y fáciles con cuerda desde arriba, con el guía asegurándote y dándote indicaciones desde abajo, y a medida que ganás confianza pasamos a vías un poco más largas o más verticales. Hay tiempo para descansar, sacar fotos y, si querés, aprender a asegurar a un compañero con la supervisión del guía. Cerramos con una charla sobre cómo seguir escalando y volvemos a Bariloche.",
    },
    guiapersonal: {
      name: "Escalada con guía personal",
      location: "Bariloche y alrededores",
      price: "USD {pricePersonalGuide} por día\nUna jornada pensada para vos o tu grupo\nEquipo de alquiler disponible con costo adicional",
      days: "{daysPersonalGuide} día",
      months: "Todo el año",
      experience: "No se requiere: armamos el día según tu experiencia, desde los primeros pasos hasta vías largas.",
      climbing: "Tu día, tus objetivos",
      leyendPict: "Un guía y una escaladora planeando la próxima vía",
      highlights:
        "Un guía dedicado a vos durante todo el día, para escalar donde y como quieras. Ideal para trabajar un proyecto, aprender a escalar de primero, mejorar la técnica o simplemente escalar con alguien que conoce cada pared. Adaptamos el lugar y las vías a la temporada, al clima y a tu nivel. También podés reservarlo para tu familia o un grupo de amigos. Contanos tus objetivos y armamos el día juntos.",
      priceIncludes:
        "Guía personal durante todo el día\nEquipo técnico grupal: cuerdas, cintas exprés y material de reunión\nConsejos de técnica y seguridad\nPlanificación del día según tus objetivos",
      itinerary:
        "Antes de la salida charlamos sobre tu experiencia, tus objetivos y lo que te gustaría escalar, y te proponemos un lugar y un plan. El día de la actividad nos encontramos en Bariloche y vamos a la pared elegida. El guía puede ir de primero, asegurarte mientras vos escalás de primero o enfocarse en enseñar: movimiento en la roca, colocación de protecciones, armado de reuniones, rappel o nociones de autorrescate. El ritmo y la cantidad de vías dependen de vos, y ajustamos el plan durante el día si cambian el clima o tus energías. Al final repasamos lo que hiciste, te sugerimos cómo seguir progresando y volvemos a Bariloche.",
    },
    piedraparada: {
      name: "Viaje de escalada a Piedra Parada",
      location: "Piedra Parada y el cañadón de La Buitrera, Chubut",
      price:
        "Desde USD {pricePiedraParadaFrom}\nEl precio final depende de la cantidad de días\nSe puede sumar el traslado desde Bariloche",
      days: "De {daysPiedraParadaMin} a {daysPiedraParadaMax} días",
      months: "De {mainSeasonFrom} a {mainSeasonTo}",
      experience:
        "Módulos 1 y 2 de nuestro curso de escalada, o experiencia equivalente: escalás en roca con regularidad y sabés asegurar a quien va de primero.",
      climbing: "Paredes volcánicas en la estepa patagónica",
      leyendPict: "Las paredes del cañadón de La Buitrera al atardecer",
      highlights:
        "Un viaje de escalada a Piedra Parada, un monolito volcánico gigante en la estepa chubutense, y a las paredes del cañadón de La Buitrera, justo al lado. La zona tiene cientos de vías deportivas en roca volcánica compacta, desde placas fáciles hasta desplomes exigentes. El paisaje de la estepa, el río y las noches estrelladas la hacen inolvidable. Los viajes duran de {daysPiedraParadaMin} a {daysPiedraParadaMax} días, acampando cerca del cañadón. Es una gran opción cuando el tiempo está inestable en la montaña de Bariloche.",
      priceIncludes:
        "Guía de montaña durante todo el viaje\nEquipo técnico grupal: cuerdas, cintas exprés y material de reunión\nCasco y arnés\nPlanificación del viaje y logística del campamento",
      itinerary:
        "Día 1: viajamos hacia el sur desde Bariloche pasando por Esquel y después hacemos unos {piedraTransferKm} km de caminos de estepa hasta Piedra Parada, a orillas del río Chubut. Armamos el campamento cerca de la entrada del cañadón y, si hay tiempo, escalamos algunas vías con la luz de la tarde. Días de escalada: cada día entramos caminando al cañadón de La Buitrera y escalamos en sus distintos sectores, eligiendo paredes al sol o a la sombra según la temperatura, con vías para el nivel de cada escalador. Hay tiempo para visitar el monolito de Piedra Parada y descansar a la orilla del río. Último día: escalada a la mañana, levantamos el campamento y volvemos a Bariloche, adonde llegamos a la noche.",
    },
    ventana: {
      name: "Día de escalada en el cerro Ventana",
      location: "Cerro Ventana, a {ventanaDistanceKm} km de Bariloche",
      price: "USD {priceVentana}\nDía completo, de {ventanaStart} a {ventanaEnd}\nTraslado desde Bariloche incluido",
      days: "{daysVentana} día",
      months: "Todo el año",
      experience: "Módulo 1 de nuestro curso de escalada, o experiencia equivalente: ya escalaste con cuerda desde arriba.",
      climbing: "Escalada con vista al Nahuel Huapi, cerca de la ciudad",
      leyendPict: "Escalando en el cerro Ventana con el lago Nahuel Huapi abajo",
      highlights:
        "Un día completo de escalada en el cerro Ventana, a solo {ventanaDistanceKm} km de la ciudad. Las paredes miran a los lagos y a la cordillera, con vías para principiantes y escaladores de nivel intermedio. Es fácil de combinar con tus vacaciones en Bariloche: salimos a las {ventanaStart} y volvemos a las {ventanaEnd}. Es una buena opción todo el año, porque la roca se seca rápido después de la lluvia. Ideal para seguir escalando después de tu primera experiencia.",
      priceIncludes:
        "Guía de escalada\nCuerdas, cintas exprés y todo el equipo técnico\nCasco y arnés\nTraslado desde Bariloche, ida y vuelta",
      itinerary:
        "Te buscamos en Bariloche a las {ventanaStart} y recorremos {ventanaDistanceKm} km hasta el pie del cerro Ventana. Una caminata corta por el bosque nos lleva a la pared, donde el guía revisa el equipo y repasa nudos, aseguramiento y comunicación. La mañana es para entrar en calor en vías más fáciles; después de almorzar al pie de la pared, con vista a los lagos, pasamos a vías más largas o exigentes según el nivel de cada uno. A la tarde juntamos todo y estamos de vuelta en Bariloche a las {ventanaEnd}, con tiempo para disfrutar la ciudad.",
    },
    trekkingLanin: {
      name: "Ascenso al volcán Lanín",
      location: "Parque Nacional Lanín, Neuquén",
      price:
        "USD {priceVolcano}\nAscenso guiado de {daysVolcano} días\nGrupos de hasta {volcanoMaxGroup} personas\nDesde {volcanoAssistantGuideFrom} personas se suma un guía asistente",
      days: "{daysVolcano} días",
      months: "De {volcanoSeasonFrom} a {volcanoSeasonTo}",
      experience:
        "Buena condición física y experiencia en caminatas largas de montaña. No hace falta experiencia en escalada técnica: te enseñamos a usar grampones y piolet.",
      climbing: "La cumbre del norte de la Patagonia, a {volcanoSummitM} m",
      leyendPict: "El cono nevado del Lanín sobre el bosque andino",
      highlights:
        "Subí al volcán Lanín, de {volcanoSummitM} m, el gran cono nevado que domina el norte de la Patagonia. El ascenso se hace en {daysVolcano} días, como exige el reglamento del parque, con una noche en el campamento a {volcanoCampM} m. Los grupos son chicos, de hasta {volcanoMaxGroup} personas por fecha, y desde {volcanoAssistantGuideFrom} personas se suma un guía asistente. El día de cumbre es largo y exigente, y la vista de lagos, bosques y volcanes vale cada paso. Solo subimos cuando las condiciones son seguras.",
      priceIncludes:
        "Guía de montaña, más un guía asistente para grupos de {volcanoAssistantGuideFrom} personas o más\nEquipo técnico grupal y cuerdas\nGrampones, piolet y casco\nRegistro en el parque nacional\nBotiquín y comunicación por radio",
      itinerary:
        "El ascenso lleva {daysVolcano} días, como exige el reglamento del parque nacional. Día 1: nos registramos en la seccional de guardaparques y empezamos a caminar desde la base del volcán. La ruta sube {volcanoDayOneKm} km entre el bosque, la arena volcánica y la roca hasta el campamento a {volcanoCampM} m, donde nos instalamos, comemos, preparamos el equipo para el día siguiente y nos acostamos temprano. Día 2: salimos antes del amanecer con linternas frontales, nos ponemos los grampones donde empieza la nieve y subimos a ritmo constante hacia la cumbre, a {volcanoSummitM} m. Tenemos que llegar arriba a las {volcanoSummitDeadline} como máximo; si a esa hora no llegamos, damos la vuelta, porque la seguridad está antes que la cumbre. Después de la cumbre bajamos hasta el inicio del sendero: el segundo día suma {volcanoDayTwoKm} km y lleva unas {volcanoDayTwoHours} horas.",
    },
  },
} satisfies ExcursionTexts;
