/** The review page's words, in the five languages of the public site. */
import type { Lang } from "../../i18n/languages.ts";
import type { InLanguage } from "../../i18n/plural.ts";
import type { ReviewProblem } from "./model.ts";

const en = {
  title: "How was your {excursion}?",
  intro: "Your review helps other travellers choose. It is shown on the excursion's page with your first name, once we have read it.",
  rating: "Your rating",
  stars: ["1 – poor", "2 – fair", "3 – good", "4 – very good", "5 – excellent"],
  text: "Your review",
  textHint: "Up to 2,000 characters.",
  submit: "Send my review",
  thanksTitle: "Thank you!",
  thanks: "We have your review; it will be on the excursion's page once we have read it.",
  section: {
    title: "Reviews",
    average: "{average} out of 5",
    count: { one: "{count} review", other: "{count} reviews" },
    rating: "{rating} out of 5",
  },
  errors: {
    rating: "Choose a rating from 1 to 5.",
    text: "Write a few words about your day.",
    "too-long": "Your review is longer than 2,000 characters: shorten it a little.",
    "not-yet": "You can leave a review once your excursion is over.",
    already: "You have already left a review for this booking. Thank you!",
    unknown: "A review cannot be left for this booking.",
  } satisfies Record<ReviewProblem, string>,
};
export type ReviewTexts = typeof en;

const es = {
  title: "¿Cómo estuvo tu {excursion}?",
  intro:
    "Tu opinión ayuda a otros viajeros a elegir. Se muestra en la página de la excursión con tu nombre de pila, después de que la leamos.",
  rating: "Tu nota",
  stars: ["1 – mala", "2 – regular", "3 – buena", "4 – muy buena", "5 – excelente"],
  text: "Tu opinión",
  textHint: "Hasta 2.000 caracteres.",
  submit: "Enviar mi opinión",
  thanksTitle: "¡Gracias!",
  thanks: "Recibimos tu opinión; va a estar en la página de la excursión después de que la leamos.",
  section: {
    title: "Opiniones",
    average: "{average} de 5",
    count: { one: "{count} opinión", many: "{count} de opiniones", other: "{count} opiniones" },
    rating: "{rating} de 5",
  },
  errors: {
    rating: "Elegí una nota del 1 al 5.",
    text: "Escribí unas palabras sobre tu día.",
    "too-long": "Tu opinión tiene más de 2.000 caracteres: acortala un poco.",
    "not-yet": "Vas a poder dejar tu opinión cuando termine la excursión.",
    already: "Ya dejaste una opinión para esta reserva. ¡Gracias!",
    unknown: "No se puede dejar una opinión para esta reserva.",
  },
} satisfies InLanguage<ReviewTexts, "es">;

const fr = {
  title: "Comment s'est passée votre {excursion} ?",
  intro: "Votre avis aide d'autres voyageurs à choisir. Il est publié sur la page de l'excursion avec votre prénom, après lecture.",
  rating: "Votre note",
  stars: ["1 – décevant", "2 – moyen", "3 – bien", "4 – très bien", "5 – excellent"],
  text: "Votre avis",
  textHint: "Jusqu'à 2 000 caractères.",
  submit: "Envoyer mon avis",
  thanksTitle: "Merci !",
  thanks: "Nous avons votre avis ; il sera sur la page de l'excursion après lecture.",
  section: {
    title: "Avis",
    average: "{average} sur 5",
    count: { one: "{count} avis", many: "{count} d'avis", other: "{count} avis" },
    rating: "{rating} sur 5",
  },
  errors: {
    rating: "Choisissez une note de 1 à 5.",
    text: "Écrivez quelques mots sur votre journée.",
    "too-long": "Votre avis dépasse 2 000 caractères : raccourcissez-le un peu.",
    "not-yet": "Vous pourrez laisser un avis une fois l'excursion terminée.",
    already: "Vous avez déjà laissé un avis pour cette réservation. Merci !",
    unknown: "Impossible de laisser un avis pour cette réservation.",
  },
} satisfies InLanguage<ReviewTexts, "fr">;

const pt = {
  title: "Como foi sua {excursion}?",
  intro: "Sua avaliação ajuda outros viajantes a escolher. Ela aparece na página da excursão com seu primeiro nome, depois que a lermos.",
  rating: "Sua nota",
  stars: ["1 – ruim", "2 – regular", "3 – boa", "4 – muito boa", "5 – excelente"],
  text: "Sua avaliação",
  textHint: "Até 2.000 caracteres.",
  submit: "Enviar minha avaliação",
  thanksTitle: "Obrigado!",
  thanks: "Recebemos sua avaliação; ela estará na página da excursão depois que a lermos.",
  section: {
    title: "Avaliações",
    average: "{average} de 5",
    count: { one: "{count} avaliação", many: "{count} de avaliações", other: "{count} avaliações" },
    rating: "{rating} de 5",
  },
  errors: {
    rating: "Escolha uma nota de 1 a 5.",
    text: "Escreva algumas palavras sobre o seu dia.",
    "too-long": "Sua avaliação tem mais de 2.000 caracteres: encurte um pouco.",
    "not-yet": "Você poderá avaliar quando a excursão terminar.",
    already: "Você já avaliou esta reserva. Obrigado!",
    unknown: "Não é possível avaliar esta reserva.",
  },
} satisfies InLanguage<ReviewTexts, "pt">;

const it = {
  title: "Com'è andata la tua {excursion}?",
  intro:
    "La tua recensione aiuta altri viaggiatori a scegliere. Compare sulla pagina dell'escursione con il tuo nome, dopo che l'abbiamo letta.",
  rating: "Il tuo voto",
  stars: ["1 – scarsa", "2 – discreta", "3 – buona", "4 – molto buona", "5 – eccellente"],
  text: "La tua recensione",
  textHint: "Fino a 2.000 caratteri.",
  submit: "Invia la mia recensione",
  thanksTitle: "Grazie!",
  thanks: "Abbiamo la tua recensione; sarà sulla pagina dell'escursione dopo che l'avremo letta.",
  section: {
    title: "Recensioni",
    average: "{average} su 5",
    count: { one: "{count} recensione", many: "{count} di recensioni", other: "{count} recensioni" },
    rating: "{rating} su 5",
  },
  errors: {
    rating: "Scegli un voto da 1 a 5.",
    text: "Scrivi qualche parola sulla tua giornata.",
    "too-long": "La recensione supera i 2.000 caratteri: accorciala un po'.",
    "not-yet": "Potrai lasciare una recensione quando l'escursione sarà finita.",
    already: "Hai già lasciato una recensione per questa prenotazione. Grazie!",
    unknown: "Non è possibile lasciare una recensione per questa prenotazione.",
  },
} satisfies InLanguage<ReviewTexts, "it">;

export const reviewTexts: { [L in Lang]: InLanguage<ReviewTexts, L> } = { en, es, fr, pt, it };
