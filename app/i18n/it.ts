import type { Messages } from "./en.ts";

export const it = {
  site: {
    tagline: "Arrampicata guidata e avventure in montagna a Bariloche, in Patagonia",
    keywords:
      "arrampicata Bariloche, arrampicata su roccia Patagonia, arrampicata al Frey, guida alpina Bariloche, salita al vulcano Lanín, corso di arrampicata, noleggio attrezzatura da arrampicata",
    imageAlt: "Illustrazione di torri di granito sopra un lago nelle Ande della Patagonia",
  },
  pages: {
    home: {
      title: "Arrampicata guidata a Bariloche, in Patagonia",
      description:
        "Prenota attività guidate uniche di arrampicata, trekking e alpinismo a Bariloche, in Patagonia: il granito del Frey, le vie a più tiri, il vulcano Lanín, corsi e noleggio di attrezzatura.",
    },
    rental: {
      title: "Noleggio attrezzatura da arrampicata",
      description:
        "Noleggia caschi, corde, imbraghi, rinvii, scarpette, ramponi, tende e sacchi a pelo a Bariloche. Kit completo per 2 persone da 70 USD al giorno.",
    },
    about: {
      title: "Chi siamo: le nostre guide di montagna",
      description: "Conosci il team di guide di arrampicata e alpinismo che guida le nostre attività a Bariloche, in Patagonia.",
    },
    contact: {
      title: "Contattaci",
      description:
        "Scrivici per prenotare un’escursione, un corso o il noleggio di attrezzatura a Bariloche, o per qualsiasi domanda sull’arrampicata in Patagonia.",
    },
    excursion: {
      description: "{name} ({location}): giorni, livello fisico, stagione, cosa comprende il prezzo e l’itinerario.",
    },
    notFound: {
      title: "Pagina non trovata",
      description: "La pagina che cerchi non esiste.",
    },
  },
  nav: {
    skipToContent: "Vai al contenuto",
    openMenu: "Apri il menu",
    closeMenu: "Chiudi il menu",
    menuLabel: "Menu principale",
    home: "Home",
    about: "Chi siamo",
    contact: "Contattaci",
  },
  language: {
    label: "Lingua",
  },
  footer: {
    rights: "Tutti i diritti riservati.",
    slogan: "Arrampica più in alto, lascia meno tracce: le montagne della Patagonia con chi le conosce.",
    followUs: "Seguici",
    instagram: "Instagram",
    facebook: "Facebook",
    homeLink: "{name}, pagina iniziale",
  },
  chat: {
    label: "Scrivici su WhatsApp",
    greeting: "Ciao! Vorrei informazioni sulle vostre attività.",
  },
  common: {
    opensInNewTab: "(si apre in una nuova scheda)",
  },
  errors: {
    notFoundTitle: "Pagina non trovata",
    notFoundText: "Abbiamo cercato ovunque, anche dietro i massi, ma questa pagina non esiste.",
    backHome: "Torna alla pagina iniziale",
    unexpectedTitle: "Qualcosa è andato storto",
    unexpectedText: "Il problema è nostro, non tuo. Riprova tra un momento.",
    onlyInTitle: "Questa pagina non è ancora disponibile in {language}",
    onlyInText: "Leggila in un’altra lingua:",
  },
} satisfies Messages;
