import type { SeedTexts } from "./en.ts";

export const es = {
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
        "Escalá las agujas de granito del Frey, una de las zonas de escalada en roca más conocidas de Sudamérica. La roca es sólida y adherente, con fisuras, placas y paredes para todos los niveles. Dormís en el refugio Frey, a {freyRefugeM} m, al pie de las vías. Los programas van de {daysFreyMin} a {daysFreyMax} días y los armamos según tu nivel y tus objetivos. Escalamos en grupos chicos y, cuantos más días te quedes, más baja el precio diario.",
      priceIncludes:
        "Guía de montaña durante todo el programa\nEquipo técnico grupal: cuerdas, cintas exprés y material de reunión\nCasco y arnés\nTraslado desde Bariloche hasta el inicio del sendero, ida y vuelta\nBotiquín y comunicación por radio",
      itinerary:
        "Día 1: nos encontramos en Bariloche y vamos en auto hasta la base del cerro Catedral. Desde ahí subimos por el valle del Frey, primero por la orilla del lago Gutiérrez y después por el bosque de lengas, hasta el refugio Frey, a {freyRefugeM} m: una aproximación de {freyApproachHoursMin} a {freyApproachHoursMax} horas. A la tarde escalamos vías cortas cerca del refugio para repasar aseguramiento, reuniones y comunicación. Días intermedios: escalada en las agujas que rodean la laguna Toncek, eligiendo las vías según el nivel del grupo y el clima; quienes tengan la experiencia pueden apuntar a la Torre Principal, la aguja principal, de {freyMainNeedleM} m. Último día: escalamos a la mañana, bajamos caminando hasta el Catedral y volvemos a Bariloche. En el programa de un día elegimos paredes más cercanas al sendero, para tener tiempo de sobra en la roca.",
    },
    multipitch: {
      name: "Escalada en multilargos",
      location: "Cerro Catedral y el Frey, Bariloche",
      price: "USD {priceMultipitch}\nDía completo con guía\nPrecio diario por persona",
      days: "{daysMultipitch} día",
      months: "De {mainSeasonFrom} a {mainSeasonTo}",
      experience:
        "Módulos 1 y 2 de nuestro curso de escalada, o experiencia equivalente: asegurás con soltura y te movés con comodidad en la roca.",
      climbing: "Varios largos de cuerda por el granito, de reunión en reunión",
      leyendPict: "Llegando a la reunión, muy por encima del valle",
      highlights:
        "Dejá el suelo atrás y escalá una vía de varios largos con guía. Aprendés cómo funcionan las reuniones, cómo manejar la cuerda y cómo rapelar con seguridad. El vacío y la vista crecen con cada largo. Elegimos la vía según tu nivel, desde clásicas moderadas hasta líneas más exigentes. Es el paso natural después de escalar vías de un solo largo.",
      priceIncludes:
        "Guía de montaña que va de primero en cada largo\nCuerdas, cintas exprés y material de reunión\nCasco y arnés\nTraslado desde Bariloche, ida y vuelta",
      itinerary:
        "Nos encontramos temprano en Bariloche y vamos hasta el inicio de la aproximación, donde revisamos el equipo y repasamos el plan del día. Después de caminar hasta el pie de la pared, tu guía explica la vía, las reuniones y las señales que vamos a usar. Escalamos largo por largo: tu guía va de primero, arma cada reunión y te asegura desde arriba, y en cada reunión hay tiempo para descansar, tomar agua y disfrutar la vista. Arriba hacemos una pausa y bajamos rapelando: tu guía arma cada rapel y revisa tu sistema antes de cada uno. Volvemos caminando al vehículo y llegamos a Bariloche al final de la tarde.",
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
        "Tres días con base en el refugio Frey, a {freyRefugeM} m, en medio de las agujas de granito. La caminata de ida lleva de {freyApproachHoursMin} a {freyApproachHoursMax} horas, entre el bosque y la costa del lago. Cada mañana la roca está a pocos minutos de la puerta. Con buen tiempo y experiencia, podemos escalar hacia la Torre Principal, la aguja principal, de {freyMainNeedleM} m. Las noches en el refugio, con escaladores de todo el mundo, también son parte de la experiencia.",
      priceIncludes:
        "Guía de montaña durante los {daysFreyRefuge} días\nEquipo técnico grupal: cuerdas, cintas exprés y material de reunión\nCasco y arnés\nTraslado desde Bariloche hasta el inicio del sendero, ida y vuelta\nBotiquín y comunicación por radio",
      itinerary:
        "Día 1: salimos de Bariloche a la mañana hacia la base del cerro Catedral y subimos caminando hasta el refugio Frey, a {freyRefugeM} m, una aproximación de {freyApproachHoursMin} a {freyApproachHoursMax} horas según el ritmo del grupo. Nos instalamos en el refugio y, si quedan energías, escalamos algunas vías cortas de la zona. Día 2: jornada completa de escalada en las agujas que rodean la laguna Toncek, en vías elegidas para el grupo; quienes tengan más experiencia pueden intentar una línea más larga hacia la Torre Principal, la aguja principal, de {freyMainNeedleM} m. Día 3: escalada a la mañana, almuerzo en el refugio y bajada caminando hasta el Catedral para volver a Bariloche a la noche.",
    },
    bautismo: {
      name: "Bautismo de escalada: tu primera escalada",
      location: "Paredes cercanas a Bariloche",
      price: "USD {priceBaptism}\nMedia jornada de iniciación a la escalada\nNo necesitás equipo propio",
      days: "Media jornada",
      months: "Todo el año",
      experience: "Nivel del módulo 1: no hace falta experiencia previa, te enseñamos todo en el día.",
      climbing: "Tus primeros pasos en roca de verdad",
      leyendPict: "Una persona escalando por primera vez con cuerda desde arriba, asegurada por su guía",
      highlights:
        "Tu primera escalada en roca de verdad, con guía al lado de principio a fin. Elegimos vías fáciles y bien protegidas en una pared cerca de la ciudad. Aprendés a encordarte, a confiar en la cuerda y a moverte en la roca. Es apta para chicos, adolescentes y adultos sin experiencia. La mejor manera de descubrir si la escalada es lo tuyo.",
      priceIncludes:
        "Guía de escalada\nPies de gato, arnés y casco\nCuerdas y todo el equipo técnico\nInstrucción básica de seguridad\nFotos de la jornada",
      itinerary:
        "Nos encontramos en Bariloche y vamos juntos a una pared cerca de la ciudad, elegida según la temporada y el clima. Al pie de la pared, tu guía te ajusta el arnés, el casco y los pies de gato, y te explica lo esencial: el nudo ocho, las voces de aseguramiento y cómo te protege la cuerda. Empezamos en vías cortas y fáciles con cuerda desde arriba, con tu guía asegurándote y dándote indicaciones desde abajo, y a medida que ganás confianza pasamos a vías un poco más largas o más verticales. Hay tiempo para descansar, sacar fotos y, si querés, aprender a asegurar a un compañero con la supervisión de tu guía. Cerramos con una charla sobre cómo seguir escalando y volvemos a Bariloche.",
    },
    guiapersonal: {
      name: "Escalada con guía personal",
      location: "Bariloche y alrededores",
      price: "USD {pricePersonalGuide} por día\nUna jornada pensada para vos o tu grupo\nEquipo de alquiler disponible con costo adicional",
      days: "{daysPersonalGuide} día",
      months: "Todo el año",
      experience: "No se requiere: armamos el día según tu experiencia, desde los primeros pasos hasta vías largas.",
      climbing: "Tu día, tus objetivos",
      leyendPict: "Con guía, planeando la próxima vía",
      highlights:
        "Todo el día con guía solo para vos, para escalar donde y como quieras. Ideal para trabajar un proyecto, aprender a escalar de primero, mejorar la técnica o simplemente escalar con alguien que conoce cada pared. Adaptamos el lugar y las vías a la temporada, al clima y a tu nivel. También podés reservarlo para tu familia o un grupo de amigos. Contanos tus objetivos y armamos el día juntos.",
      priceIncludes:
        "Guía personal durante todo el día\nEquipo técnico grupal: cuerdas, cintas exprés y material de reunión\nConsejos de técnica y seguridad\nPlanificación del día según tus objetivos",
      itinerary:
        "Antes de la salida charlamos sobre tu experiencia, tus objetivos y lo que te gustaría escalar, y te proponemos un lugar y un plan. El día de la actividad nos encontramos en Bariloche y vamos a la pared elegida. Tu guía puede ir de primero, asegurarte mientras vos escalás de primero o dedicarse a enseñar: movimiento en la roca, colocación de protecciones, armado de reuniones, rapel o nociones de autorrescate. El ritmo y la cantidad de vías dependen de vos, y ajustamos el plan durante el día si cambian el clima o tus energías. Al final repasamos lo que hiciste, te sugerimos cómo seguir progresando y volvemos a Bariloche.",
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
      climbing: "Paredes volcánicas de cañadón en la estepa patagónica",
      leyendPict: "Las paredes del cañadón de La Buitrera al atardecer",
      highlights:
        "Un viaje de escalada a Piedra Parada, un monolito volcánico gigante en la estepa chubutense, y a las paredes del cañadón de La Buitrera, justo al lado. La zona tiene cientos de vías deportivas en roca volcánica compacta, desde placas fáciles hasta desplomes exigentes. El paisaje de la estepa, el río y las noches estrelladas la hacen inolvidable. Los viajes duran de {daysPiedraParadaMin} a {daysPiedraParadaMax} días, acampando cerca del cañadón. Es una gran opción cuando el tiempo está inestable en las montañas de Bariloche.",
      priceIncludes:
        "Guía de montaña durante todo el viaje\nEquipo técnico grupal: cuerdas, cintas exprés y material de reunión\nCasco y arnés\nPlanificación del viaje y logística del campamento",
      itinerary:
        "Día 1: viajamos hacia el sur desde Bariloche pasando por Esquel y después hacemos unos {piedraTransferKm} km de caminos de estepa hasta Piedra Parada, a orillas del río Chubut. Armamos el campamento cerca de la entrada del cañadón y, si hay tiempo, escalamos algunas vías con la luz de la tarde. Días de escalada: cada día entramos caminando al cañadón de La Buitrera y escalamos en sus distintos sectores, eligiendo paredes al sol o a la sombra según la temperatura, con vías para el nivel de cada persona. Hay tiempo para visitar el monolito de Piedra Parada y descansar a la orilla del río. Último día: escalada a la mañana, levantamos el campamento y volvemos a Bariloche, adonde llegamos a la noche.",
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
        "Te buscamos en Bariloche a las {ventanaStart} y recorremos {ventanaDistanceKm} km hasta el pie del cerro Ventana. Una caminata corta por el bosque nos lleva a la pared, donde tu guía revisa el equipo y repasa nudos, aseguramiento y comunicación. La mañana es para entrar en calor en vías más fáciles; después de almorzar al pie de la pared, con vista a los lagos, pasamos a vías más largas o exigentes según el nivel de cada uno. A la tarde juntamos todo y estamos de vuelta en Bariloche a las {ventanaEnd}, con tiempo para disfrutar la ciudad.",
    },
    trekkingLanin: {
      name: "Ascenso al volcán Lanín",
      location: "Parque Nacional Lanín, Neuquén",
      price:
        "USD {priceVolcano}\nAscenso guiado de {daysVolcano} días\nGrupos de hasta {volcanoMaxGroup} personas\nDesde {volcanoAssistantGuideFrom} personas, con guía asistente",
      days: "{daysVolcano} días",
      months: "De {volcanoSeasonFrom} a {volcanoSeasonTo}",
      experience:
        "Buena condición física y experiencia en caminatas largas de montaña. No hace falta experiencia en escalada técnica: te enseñamos a usar grampones y piolet.",
      climbing: "El volcán solitario de Neuquén, de {volcanoSummitM} m",
      leyendPict: "El cono nevado del Lanín sobre el bosque andino",
      highlights:
        "Subí al volcán Lanín, de {volcanoSummitM} m, el gran cono nevado que domina el norte de la Patagonia. El ascenso se hace en {daysVolcano} días, como exige el reglamento del parque, con una noche en el campamento a {volcanoCampM} m. Los grupos son chicos, de hasta {volcanoMaxGroup} personas por fecha, y desde {volcanoAssistantGuideFrom} personas sumamos guía asistente. El día de cumbre es largo y exigente, y la vista de lagos, bosques y volcanes vale cada paso. Solo subimos cuando las condiciones son seguras.",
      priceIncludes:
        "Guía de montaña, más guía asistente para grupos de {volcanoAssistantGuideFrom} personas o más\nEquipo técnico grupal y cuerdas\nGrampones, piolet y casco\nRegistro en el parque nacional\nBotiquín y comunicación por radio",
      itinerary:
        "El ascenso lleva {daysVolcano} días, como exige el reglamento del parque nacional. Día 1: nos registramos en la seccional de guardaparques y empezamos a caminar desde la base del volcán. La ruta sube {volcanoDayOneKm} km entre el bosque, la arena volcánica y la roca hasta el campamento a {volcanoCampM} m, donde nos instalamos, comemos, preparamos el equipo para el día siguiente y nos acostamos temprano. Día 2: salimos antes del amanecer con linternas frontales, nos ponemos los grampones donde empieza la nieve y subimos a ritmo constante hacia la cumbre, a {volcanoSummitM} m. Tenemos que llegar arriba a las {volcanoSummitDeadline} como máximo; si a esa hora no llegamos, damos la vuelta, porque la seguridad está antes que la cumbre. Después de la cumbre bajamos hasta el inicio del sendero: el segundo día suma {volcanoDayTwoKm} km y lleva unas {volcanoDayTwoHours} horas.",
    },
  },
  home: {
    hero: {
      title: "DESAFIÁ TUS LÍMITES",
      subtitle: "Reservá actividades guiadas únicas en la Patagonia",
    },
    cards: {
      equipment: {
        title: "Alquiler de equipo de escalada",
        description: "Cascos, cuerdas, arneses, pies de gato, grampones, carpas y más, listos para tu propia aventura en la Patagonia.",
        price: "Equipo completo para {kitPeople}: USD {kitPerDay} / día",
        difficulty: "Para todos los niveles",
      },
      frey: {
        title: "Escalada en roca en el Frey",
        description: "Las agujas de granito del valle del Frey, durmiendo en el refugio al pie de las vías.",
        price: "USD {priceFreyOneDay}",
        difficulty: "Intermedia",
      },
      multipitch: {
        title: "Escalada en multilargos",
        description: "Una vía de varios largos con guía: reuniones, vacío y bajada en rapel.",
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
        description: "Tu primera escalada en roca de verdad, cerca de la ciudad, con todo el equipo y guía al lado.",
        price: "USD {priceBaptism}",
        difficulty: "Principiante",
      },
      personal: {
        title: "Guía personal",
        description: "Guía para vos o tu grupo, para escalar donde quieras y aprender lo que necesites.",
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
      lanin: {
        name: "Ascenso al volcán Lanín",
        date: "{volcanoUpcomingFrom} y {volcanoUpcomingTo} de {volcanoUpcomingMonth}",
        location: "Parque Nacional Lanín, Neuquén",
        description:
          "Ascenso guiado de dos días a la cumbre, a {volcanoSummitM} m, con una noche en el campamento a {volcanoCampM} m. Máximo {volcanoMaxGroup} personas: reservá tu lugar con tiempo.",
      },
    },
    courses: {
      trad_course: {
        name: "Curso de escalada tradicional",
        date: "A confirmar",
        location: "Bariloche y el Frey",
        description:
          "Aprendé a escalar con tu propio material, en tres módulos. Módulo I: colocación de empotradores y friends, y armado de reuniones. Módulo II: escalar de primero en vías tradicionales y manejar la cuerda. Módulo III: vías de varios largos, rapeles y autorrescate.",
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
          "Caminatas guiadas de un día y travesías de refugio en refugio. Abrimos cada temporada con una salida gratuita de primavera, para arrancar: preguntanos la fecha.",
      },
    },
    closing: "¿Querés reservar o tenés alguna consulta? Usá los íconos de contacto de esta página y te respondemos.",
    /** The closing line while the page has no contact icon (no channel set): {link} is the contact form. */
    closingForm: "¿Querés reservar o tenés alguna consulta? {link} y te respondemos.",
    closingFormLink: "Escribinos desde el formulario de contacto",
  },
  rental: {
    helmet: {
      title: "Casco",
      price: "USD {rentalHelmet} / día",
      tooltip: "Casco de escalada y montaña, regulable para cualquier cabeza.",
    },
    rope: {
      title: "Cuerda dinámica",
      price: "USD {rentalRope} / día",
      tooltip: "Cuerda dinámica simple, disponible en largos de {ropeLengths} m.",
    },
    cord: {
      title: "Cordín con mosquetón",
      price: "USD {rentalCord} / día",
      tooltip: "Un tramo de cordín con mosquetón, para hacer un prusik de seguro en el rapel o armar reuniones.",
    },
    carabiner: {
      title: "Mosquetón con seguro",
      price: "USD {rentalCarabiner} / día",
      tooltip: "Mosquetón con seguro a rosca para asegurar, rapelar y armar reuniones.",
    },
    anchor: {
      title: "Kit de reunión",
      price: "USD {rentalAnchor} / día",
      tooltip: "Cintas y mosquetones con seguro para armar una reunión.",
    },
    harness: {
      title: "Arnés",
      price: "USD {rentalHarness} / día",
      tooltip: "Arnés de escalada regulable con portamateriales, para deportiva, tradicional y montaña.",
    },
    quickdraws: {
      title: "Cintas exprés",
      price: "USD {rentalQuickdrawSet} / día el juego de {quickdrawSetSize}, o USD {rentalQuickdrawSingle} / día cada una",
      tooltip: "Cintas exprés de deportiva, en juego de {quickdrawSetSize} o sueltas.",
    },
    belay: {
      title: "Asegurador",
      price: "USD {rentalBelay} / día",
      tooltip: "Asegurador asistido o de tipo tubo, con su mosquetón con seguro.",
    },
    shoes: {
      title: "Pies de gato",
      price: "USD {rentalShoes} / día",
      tooltip: "Pies de gato cómodos, en talles del {shoeSizeMin} al {shoeSizeMax}.",
    },
    rappel: {
      title: "Descensor",
      price: "USD {rentalRappel} / día",
      tooltip: "Descensor en ocho para rapelar.",
    },
    clipstick: {
      title: "Clip stick",
      price: "USD {rentalClipstick} / día",
      tooltip: "Pértiga extensible para chapar la primera chapa desde el suelo, en largos de {clipStickLengths}.",
    },
    crampons: {
      title: "Grampones",
      price: "USD {rentalCrampons} / día",
      tooltip: "Grampones de acero para nieve y hielo, regulables para botas de montaña.",
    },
    tent: {
      title: "Carpa grande",
      price: "USD {rentalTent} / día",
      tooltip: "Carpa grande de cuatro estaciones para acampar en la montaña.",
    },
    sleepingbag: {
      title: "Bolsa de dormir",
      price: "USD {rentalSleepingbag} / día",
      tooltip: "Bolsa de dormir abrigada para las noches frías en el refugio o en la carpa.",
    },
  },
  team: {
    roles: {
      leader: "Líder del equipo",
      guide: "Guía de escalada y montaña",
    },
    bios: {
      martin:
        "Martín fundó el equipo después de más de quince años escalando en el Frey y guiando en los volcanes del norte de la Patagonia. Lidera el equipo, diseña cada programa y sigue pasando la mayor parte de la temporada en la roca. Está convencido de que un buen día de montaña empieza mucho antes de la aproximación, con una planificación cuidadosa y consejos honestos.",
      lucia:
        "Lucía descubrió la escalada en las paredes de los alrededores de Bariloche cuando era adolescente y nunca más paró. Guía vías de varios largos y los cursos de escalada, y le encanta ver a alguien que se encorda por primera vez. Entre grupo y grupo escala en los cañadones de Chubut y, en verano, en el granito del Frey.",
      joaquin:
        "Joaquín es guía de montaña y conoce el Lanín y los volcanes de Neuquén en todas las estaciones. Tranquilo y paciente, es a quien querés al lado en un día de cumbre largo. También enseña técnica de nieve y uso de grampones.",
      valentina:
        "Valentina guía escalada en roca y trekking, y coordina nuestros viajes a Piedra Parada. Es enfermera de formación, así que se ocupa de los primeros auxilios en las salidas más largas y del bienestar del grupo, desde el ritmo justo en la aproximación hasta una bebida caliente en la reunión.",
      tomas: "Tomás guía jornadas de escalada y bautismos. Creció en Bariloche y conoce cada pared de los alrededores de la ciudad.",
    },
  },
  payment: {
    title: "Reservá tu aventura",
    text: "Una vez que confirmemos tus fechas y la disponibilidad, podés pagar con las opciones de abajo.",
    textLater: "Una vez que confirmemos tus fechas y la disponibilidad, te contamos cómo pagar.",
    cashNote: "¿Pagás en efectivo? Consultanos por nuestros descuentos especiales por pago en efectivo.",
  },
} satisfies SeedTexts;
