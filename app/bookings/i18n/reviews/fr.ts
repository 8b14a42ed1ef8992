import type { InLanguage } from "../../../i18n/plural.ts";
import type { ReviewTexts } from "./en.ts";

export const fr = {
  title: "Dites-nous comment c'était : {excursion}",
  intro: "Votre avis aide d'autres voyageurs à choisir. Il est publié sur la page de l'excursion avec votre prénom, après lecture.",
  rating: "Votre note",
  stars: ["1 – décevant", "2 – moyen", "3 – bien", "4 – très bien", "5 – excellent"],
  text: "Votre avis",
  textHint: "Jusqu'à 2 000 caractères.",
  submit: "Envoyer mon avis",
  thanksTitle: "Merci !",
  thanks: "Nous avons bien reçu votre avis ; il paraîtra sur la page de l'excursion après lecture.",
  section: {
    title: "Avis",
    average: "{average} sur 5",
    count: { one: "{count} avis", many: "{count} d'avis", other: "{count} avis" },
    rating: "{rating} sur 5",
  },
  errors: {
    rating: "Choisissez une note de 1 à 5.",
    text: "Écrivez quelques mots sur votre journée.",
    "too-long": "Votre avis dépasse 2 000 caractères : raccourcissez-le un peu.",
    "not-yet": "Vous pourrez laisser un avis une fois l'excursion terminée.",
    already: "Vous avez déjà laissé un avis pour cette réservation. Merci !",
    unknown: "Impossible de laisser un avis pour cette réservation.",
  },
} satisfies InLanguage<ReviewTexts, "fr">;
