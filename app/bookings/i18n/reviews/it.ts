import type { InLanguage } from "../../../i18n/plural.ts";
import type { ReviewTexts } from "./en.ts";

export const it = {
  title: "Raccontaci com’è andata: {excursion}",
  intro:
    "La tua recensione aiuta altri viaggiatori a scegliere. Compare sulla pagina dell’escursione con il tuo nome, dopo che l’abbiamo letta.",
  rating: "Il tuo voto",
  stars: ["1 – scarso", "2 – discreto", "3 – buono", "4 – molto buono", "5 – eccellente"],
  text: "La tua recensione",
  textHint: "Fino a 2000 caratteri.",
  submit: "Invia la mia recensione",
  thanksTitle: "Grazie!",
  thanks: "Abbiamo ricevuto la tua recensione; comparirà sulla pagina dell’escursione dopo che l’avremo letta.",
  section: {
    title: "Recensioni",
    average: "{average} su 5",
    count: { one: "{count} recensione", many: "{count} di recensioni", other: "{count} recensioni" },
    rating: "{rating} su 5",
  },
  errors: {
    rating: "Scegli un voto da 1 a 5.",
    text: "Scrivi qualche parola sulla tua giornata.",
    "too-long": "La recensione supera i 2000 caratteri: accorciala un po’.",
    "not-yet": "Potrai lasciare una recensione quando l’escursione sarà finita.",
    already: "Hai già lasciato una recensione per questa prenotazione. Grazie!",
    unknown: "Non è possibile lasciare una recensione per questa prenotazione.",
  },
} satisfies InLanguage<ReviewTexts, "it">;
