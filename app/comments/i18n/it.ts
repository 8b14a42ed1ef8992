import type { InLanguage } from "../../i18n/plural.ts";
import type { CommentTexts } from "./en.ts";

export const it = {
  title: "Commenti",
  formTitle: "Lascia un commento",
  name: "Nome",
  comment: "Commento",
  photo: "Foto (facoltativa)",
  photoHint: "Un file immagine fino a {megabytes} MB. Comparirà come il tuo avatar.",
  honeypot: "Lascia vuoto questo campo",
  submit: "Pubblica commento",
  submitting: "Pubblicazione in corso…",
  recent: "Commenti recenti",
  none: "Non ci sono ancora commenti in questa sezione.",
  enlargePhoto: "Ingrandisci la foto condivisa da {name}",
  photoAlt: "Foto condivisa da {name}",
  close: "Chiudi",
  newComment: "Nuovo commento di {name}",
  saved: "Grazie! Il tuo commento è stato pubblicato.",
  photoNotUsed: {
    "too-large": "Il tuo commento è stato pubblicato, ma la foto superava i {megabytes} MB e non è stata usata.",
    "not-an-image": "Il tuo commento è stato pubblicato, ma il file non era un’immagine che possiamo mostrare e non è stato usato.",
    "too-many-pixels": "Il tuo commento è stato pubblicato, ma la foto aveva troppi pixel e non è stata usata.",
    unreadable: "Il tuo commento è stato pubblicato, ma non siamo riusciti a leggere la foto, quindi non è stata usata.",
    empty: "Il tuo commento è stato pubblicato, ma il file della foto era vuoto, quindi non c’era nessuna foto da usare.",
  },
  errors: {
    "missing-fields": "Compila tutti i campi.",
    "too-long": {
      one: "Il nome può avere al massimo {count} carattere e il commento al massimo {comment}.",
      many: "Il nome può avere al massimo {count} di caratteri e il commento al massimo {comment}.",
      other: "Il nome può avere al massimo {count} caratteri e il commento al massimo {comment}.",
    },
    "rate-limited": "Hai pubblicato diversi commenti in poco tempo. Aspetta qualche minuto e riprova.",
    "too-fast": "Che velocità! Aspetta qualche secondo e invia di nuovo il tuo commento.",
    automated: "Il tuo commento sembra automatico, quindi non è stato salvato. Se sei una persona, ricarica la pagina e riprova.",
    expired: "Questo modulo è scaduto. Ricarica la pagina e invia di nuovo il tuo commento.",
    "too-large": "Il file è troppo grande: la foto può pesare al massimo {megabytes} MB. Scegline una più leggera o pubblica senza foto.",
    "save-failed": "Non è stato possibile salvare il commento. Riprova tra un momento.",
  },
} satisfies InLanguage<CommentTexts, "it">;
