import type { InLanguage } from "../../i18n/plural.ts";
import type { ContactTexts } from "./en.ts";

export const it = {
  title: "Contattaci",
  intro:
    "Dicci quale escursione, corso o noleggio ti interessa, le tue date e quante persone siete. Rispondiamo a ogni messaggio per email.",
  details: {
    title: "Dove trovarci",
    address: "Indirizzo",
    openMap: "apri sulla mappa",
    email: "Email",
    hours: "Orari",
    everyDay: "Tutti i giorni, {hours}",
  },
  fields: {
    user_name: { label: "Nome", placeholder: "Il tuo nome" },
    user_email: { label: "Email", placeholder: "tu@esempio.com" },
    subject: { label: "Oggetto", placeholder: "Di cosa vuoi parlarci?" },
    message: { label: "Messaggio", placeholder: "Le tue date, quante persone siete, la tua esperienza e le tue domande" },
  },
  honeypot: "Lascia vuoto questo campo",
  submit: "Invia messaggio",
  sending: "Invio in corso…",
  success: "Il tuo messaggio è stato inviato!",
  errors: {
    name_required: "Il nome è obbligatorio.",
    email_required: "L’email è obbligatoria.",
    email_invalid: "Formato email non valido.",
    subject_required: "L’oggetto è obbligatorio.",
    message_required: "Il messaggio è obbligatorio.",
    name_too_long: {
      one: "Il nome può avere al massimo {count} carattere.",
      many: "Il nome può avere al massimo {count} di caratteri.",
      other: "Il nome può avere al massimo {count} caratteri.",
    },
    email_too_long: {
      one: "L’email può avere al massimo {count} carattere.",
      many: "L’email può avere al massimo {count} di caratteri.",
      other: "L’email può avere al massimo {count} caratteri.",
    },
    subject_too_long: {
      one: "L’oggetto può avere al massimo {count} carattere.",
      many: "L’oggetto può avere al massimo {count} di caratteri.",
      other: "L’oggetto può avere al massimo {count} caratteri.",
    },
    message_too_long: {
      one: "Il messaggio può avere al massimo {count} carattere.",
      many: "Il messaggio può avere al massimo {count} di caratteri.",
      other: "Il messaggio può avere al massimo {count} caratteri.",
    },
    line_break: "Scrivilo su una sola riga.",
    encoded_word: "Scrivilo senza la sequenza “=?”.",
  },
  formErrors: {
    "rate-limited": "Hai inviato diversi messaggi in poco tempo. Aspetta un po’ e riprova, oppure scrivici su WhatsApp.",
    "rate-limited-no-chat": "Hai inviato diversi messaggi in poco tempo. Aspetta un po’ e riprova.",
    automated: "Il tuo messaggio sembra automatico, quindi non è stato inviato. Se sei una persona, ricarica la pagina e riprova.",
    "too-fast": "Che velocità! Aspetta qualche secondo e invia di nuovo il messaggio: quello che hai scritto è ancora qui.",
    expired: "Questo modulo è scaduto. Ricarica la pagina e invia di nuovo il messaggio.",
    "too-large": "Il tuo messaggio è troppo lungo per essere inviato. Accorcialo e riprova.",
    "save-failed":
      "Non è stato possibile salvare il tuo messaggio, quindi non è stato inviato. Riprova tra un momento: quello che hai scritto è ancora qui.",
    network:
      "Non è stato possibile inviare il tuo messaggio: la connessione non è riuscita. Controllala e riprova: quello che hai scritto è ancora qui.",
  },
  mail: {
    confirmation: {
      subject: "Abbiamo ricevuto il tuo messaggio – {site}",
      greeting: "Ciao,",
      received:
        "Grazie per aver scritto a {site}. Abbiamo ricevuto il tuo messaggio e ti risponderemo a questo indirizzo il prima possibile.",
      aboutExcursion: "Il tuo messaggio riguarda: {excursion}.",
      replyHint: "Per aggiungere qualcosa, rispondi semplicemente a questa email. Puoi anche scriverci su WhatsApp: {chat}",
      signature: "Ci vediamo in montagna,",
      notYou:
        "Ricevi questa email perché questo indirizzo è stato inserito nel modulo di contatto di {host}. Se non hai scritto tu, ignorala.",
    },
    admin: {
      subject: "Modulo di contatto: {subject}",
      intro: "Nuovo messaggio dal modulo di contatto di {host}. Rispondi a questa email per scrivere direttamente a {name}.",
      name: "Nome",
      email: "Email",
      subject_: "Oggetto",
      language: "Lingua",
      excursion: "Escursione",
      received: "Ricevuto il",
      message: "Messaggio",
      confirmationSuppressed:
        "Non è stata inviata nessuna conferma a questo indirizzo: l’indirizzo, o la connessione di chi ha scritto, ne ha ricevute troppe di recente (possibile abuso).",
      open: "Apri questo messaggio nello spazio di lavoro",
    },
  },
} satisfies InLanguage<ContactTexts, "it">;
