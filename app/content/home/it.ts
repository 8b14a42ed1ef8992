import type { HomeTexts } from "./en.ts";

export const it = {
  hero: {
    title: "SFIDA I TUOI LIMITI",
    subtitle: "Prenota attività guidate uniche in Patagonia",
    logoAlt: "Logo di {siteName}",
  },
  carousel: {
    label: "Le nostre escursioni",
    slideLabel: "{n} di {total}",
    previous: "Escursioni precedenti",
    next: "Escursioni successive",
    learnMore: "Scopri di più",
    perPerson: "a persona",
    noImages: "Nessuna immagine disponibile",
    daysLabel: "Giorni",
    difficultyLabel: "Difficoltà",
    conditionLabel: "Livello fisico",
    monthsLabel: "Stagione",
  },
  cards: {
    equipment: {
      title: "Noleggio attrezzatura da arrampicata",
      description: "Caschi, corde, imbraghi, scarpette, ramponi, tende e molto altro, pronti per la tua avventura in Patagonia.",
      price: "Kit completo per {kitPeople} persone: USD {kitPerDay} / giorno",
      difficulty: "Per tutti gli arrampicatori",
    },
    frey: {
      title: "Arrampicata su roccia al Frey",
      description: "Le guglie di granito della valle del Frey, con le notti in rifugio ai piedi delle vie.",
      price: "USD {priceFreyOneDay}",
      difficulty: "Intermedia",
    },
    multipitch: {
      title: "Arrampicata su vie di più tiri",
      description: "Una via di più tiri di corda con una guida: soste, esposizione e discesa in corda doppia.",
      price: "USD {priceMultipitch}",
      difficulty: "Da intermedia ad avanzata",
    },
    freyrefuge: {
      title: "Arrampicata al rifugio Frey",
      description: "Tre giorni di vita al rifugio Frey, arrampicando sulle guglie intorno alla Laguna Toncek.",
      price: "USD {priceFreyRefugePerDay} / giorno",
      difficulty: "Intermedia",
    },
    baptism: {
      title: "Battesimo della roccia",
      description: "La tua prima arrampicata su roccia vera, vicino alla città, con tutta l’attrezzatura e una guida al tuo fianco.",
      price: "USD {priceBaptism}",
      difficulty: "Principiante",
    },
    personal: {
      title: "Guida privata",
      description: "Una guida per te o per il tuo gruppo, per arrampicare dove vuoi e imparare quello che ti serve.",
      price: "USD {pricePersonalGuide}",
      difficulty: "Qualsiasi livello",
    },
    piedraparada: {
      title: "Viaggio di arrampicata a Piedra Parada",
      description: "Arrampicata sportiva nel canyon di La Buitrera, nella steppa del Chubut, in campeggio lungo il fiume.",
      price: "Da USD {pricePiedraParadaFrom}",
      difficulty: "Intermedia",
    },
    ventana: {
      title: "Cerro Ventana",
      description: "Una giornata intera di arrampicata a {ventanaDistanceKm} km dalla città, con vista sui laghi.",
      price: "USD {priceVentana}",
      difficulty: "Da principiante a intermedia",
    },
    trekkingLanin: {
      title: "Salita al vulcano Lanín",
      description: "Due giorni fino alla vetta del Lanín, a {volcanoSummitM} m, in piccoli gruppi di {volcanoMaxGroup} persone al massimo.",
      price: "USD {priceVolcano}",
      difficulty: "Non tecnica, impegnativa",
    },
  },
  equipmentCard: {
    days: "Al giorno",
    months: "Tutto l’anno",
  },
  upcoming: {
    title: "Prossime escursioni",
    items: {
      lanin: {
        name: "Salita al vulcano Lanín",
        date: "{volcanoUpcomingFrom}–{volcanoUpcomingTo} {volcanoUpcomingMonth}",
        location: "Parco Nazionale Lanín, Neuquén",
        description:
          "Salita guidata di due giorni fino alla vetta, a {volcanoSummitM} m, con una notte al campo a {volcanoCampM} m. Massimo {volcanoMaxGroup} persone: prenota per tempo il tuo posto.",
      },
    },
    empty: "Nessuna escursione in programma. Novità in arrivo!",
  },
  courses: {
    title: "Prossimi corsi e servizi",
    items: {
      trad_course: {
        name: "Corso di arrampicata tradizionale",
        date: "Da confermare",
        location: "Bariloche e il Frey",
        description:
          "Impara ad arrampicare su protezioni mobili, in tre moduli. Modulo I: posizionare nut e friend e costruire le soste. Modulo II: salire da primo vie tradizionali e gestire la corda. Modulo III: vie di più tiri, corde doppie e autosoccorso.",
      },
      sport_course: {
        name: "Corso di arrampicata sportiva",
        date: "Da confermare",
        location: "Falesie vicino a Bariloche",
        description:
          "Dalla tua prima arrampicata fino a salire da primo in autonomia, in tre moduli. Modulo I: nodi, sicura e arrampicata in moulinette. Modulo II: salire da primo, moschettonare e cadere in sicurezza. Modulo III: smontare la sosta, calarsi in doppia e organizzare per conto tuo le giornate in falesia.",
      },
      piedra_transfer: {
        name: "Trasporto a Piedra Parada",
        date: "{piedraTransferFrom}–{piedraTransferTo} {piedraTransferMonth}",
        location: "Piedra Parada, Chubut",
        description:
          "Trasporto condiviso per arrampicatori fino al canyon di Piedra Parada, un viaggio di circa {piedraTransferKm} km. USD {pricePiedraTransfer} a persona.",
      },
      trekking: {
        name: "Trekking sulle montagne di Bariloche",
        date: "Da confermare",
        location: "Parco Nazionale Nahuel Huapi",
        description:
          "Escursioni guidate di un giorno e traversate da rifugio a rifugio. Apriamo ogni stagione con un’uscita primaverile gratuita per rimettersi in moto: chiedici la data.",
      },
    },
    empty: "Al momento non ci sono corsi disponibili.",
  },
  columns: {
    date: "Data",
    location: "Località",
  },
  closing: "Vuoi prenotare o hai una domanda? Usa le icone di contatto in questa pagina e ti risponderemo al più presto.",
  /** The closing line while the page has no contact icon (no channel set): {link} is the contact form. */
  closingForm: "Vuoi prenotare o hai una domanda? {link} e ti risponderemo al più presto.",
  closingFormLink: "Scrivici dal modulo di contatto",
} satisfies HomeTexts;
