import type { RentalTexts } from "./en.ts";

export const it = {
  title: "Noleggio attrezzatura da arrampicata",
  collageAlt: "Attrezzatura da arrampicata disposta sulla roccia: corde, caschi, imbraghi, rinvii e scarpette",
  availableTitle: "Attrezzatura disponibile",
  availableText:
    "Controlliamo tutta la nostra attrezzatura dopo ogni uso e la sostituiamo per tempo. La ritiri e la riconsegni nella nostra base di Bariloche; i prezzi sono per articolo e al giorno. Passa il mouse o tocca un articolo per vederne i dettagli.",
  items: {
    helmet: {
      title: "Casco",
      price: "USD {rentalHelmet} / giorno",
      tooltip: "Casco da arrampicata e alpinismo, regolabile per adattarsi a ogni testa.",
    },
    rope: {
      title: "Corda dinamica",
      price: "USD {rentalRope} / giorno",
      tooltip: "Corda dinamica singola, disponibile nelle lunghezze {ropeLengths} m.",
    },
    cord: {
      title: "Cordino con moschettone",
      price: "USD {rentalCord} / giorno",
      tooltip: "Uno spezzone di cordino con moschettone, per l’autobloccante di sicurezza in corda doppia o per costruire le soste.",
    },
    carabiner: {
      title: "Moschettone a ghiera",
      price: "USD {rentalCarabiner} / giorno",
      tooltip: "Moschettone con ghiera a vite per fare sicura, scendere in doppia e costruire le soste.",
    },
    anchor: {
      title: "Kit da sosta",
      price: "USD {rentalAnchor} / giorno",
      tooltip: "Fettucce e moschettoni a ghiera per allestire una sosta.",
    },
    harness: {
      title: "Imbrago",
      price: "USD {rentalHarness} / giorno",
      tooltip: "Imbrago da arrampicata regolabile con porta materiali, per l’arrampicata sportiva, tradizionale e in montagna.",
    },
    quickdraws: {
      title: "Rinvii",
      price: "USD {rentalQuickdrawSet} / giorno il set da {quickdrawSetSize}, oppure USD {rentalQuickdrawSingle} / giorno l’uno",
      tooltip: "Rinvii da arrampicata sportiva, a noleggio in set da {quickdrawSetSize} o singolarmente.",
    },
    belay: {
      title: "Assicuratore",
      price: "USD {rentalBelay} / giorno",
      tooltip: "Assicuratore a bloccaggio assistito o tubolare, con il suo moschettone a ghiera.",
    },
    shoes: {
      title: "Scarpette d’arrampicata",
      price: "USD {rentalShoes} / giorno",
      tooltip: "Scarpette comode, dal numero {shoeSizeMin} al {shoeSizeMax}.",
    },
    rappel: {
      title: "Discensore",
      price: "USD {rentalRappel} / giorno",
      tooltip: "Discensore a otto per la corda doppia.",
    },
    clipstick: {
      title: "Asta per rinvii",
      price: "USD {rentalClipstick} / giorno",
      tooltip: "Asta telescopica per moschettonare il primo rinvio da terra, nelle lunghezze di {clipStickLengths}.",
    },
    crampons: {
      title: "Ramponi",
      price: "USD {rentalCrampons} / giorno",
      tooltip: "Ramponi in acciaio per neve e ghiaccio, regolabili sugli scarponi da montagna.",
    },
    tent: {
      title: "Tenda grande",
      price: "USD {rentalTent} / giorno",
      tooltip: "Tenda grande quattro stagioni per campeggiare in montagna.",
    },
    sleepingbag: {
      title: "Sacco a pelo",
      price: "USD {rentalSleepingbag} / giorno",
      tooltip: "Sacco a pelo caldo per le notti fredde in rifugio o in tenda.",
    },
  },
  pickup: "Dove ritirare e restituire l’attrezzatura: {address}.",
  special: {
    title: "Kit completo per {kitPeople} persone",
    text: "Tutto quello che serve a una cordata per arrampicare: corda, rinvii, {kitPeople} imbraghi, {kitPeople} caschi, {kitPeople} assicuratori, moschettoni a ghiera e un kit da sosta.",
    price: "USD {kitPerDay} al giorno oppure USD {kitMultiDayPrice} per {kitMultiDays} giorni",
    contactLabel: "Chiedi il kit su WhatsApp",
    contactFormLabel: "Chiedi l’attrezzatura dal modulo di contatto",
    contactMessage: "Ciao! Vorrei noleggiare il kit completo per {kitPeople} persone.",
  },
  specialPrices: [
    "Kit completo, {kitPeople} persone, 1 giorno: USD {kitPerDay}",
    "Kit completo, {kitPeople} persone, {kitMultiDays} giorni: USD {kitMultiDayPrice}",
  ],
  quote: {
    text: "Non è la montagna che conquistiamo, ma noi stessi.",
    author: "Edmund Hillary",
  },
} satisfies RentalTexts;
