import type { InLanguage } from "../../i18n/plural.ts";
import type { CommentTexts } from "./en.ts";

export const fr = {
  title: "Commentaires",
  formTitle: "Laisser un commentaire",
  name: "Nom",
  comment: "Commentaire",
  photo: "Photo (facultative)",
  photoHint: "Une image de {megabytes} Mo maximum. Elle servira d'avatar.",
  honeypot: "Laissez ce champ vide",
  submit: "Publier le commentaire",
  submitting: "Publication…",
  recent: "Commentaires récents",
  none: "Il n'y a pas encore de commentaires dans cette section.",
  enlargePhoto: "Agrandir la photo partagée par {name}",
  photoAlt: "Photo partagée par {name}",
  close: "Fermer",
  newComment: "Nouveau commentaire de {name}",
  saved: "Merci ! Votre commentaire a été publié.",
  photoNotUsed: {
    "too-large": "Votre commentaire a été publié, mais la photo dépassait {megabytes} Mo : elle n'a pas été utilisée.",
    "not-an-image":
      "Votre commentaire a été publié, mais le fichier n'était pas une image que nous pouvons afficher : il n'a pas été utilisé.",
    "too-many-pixels": "Votre commentaire a été publié, mais la photo comptait trop de pixels : elle n'a pas été utilisée.",
    unreadable: "Votre commentaire a été publié, mais la photo était illisible : elle n'a pas été utilisée.",
    empty: "Votre commentaire a été publié, mais le fichier de la photo était vide : il n'y avait pas de photo à utiliser.",
  },
  errors: {
    "missing-fields": "Veuillez remplir tous les champs.",
    "too-long": {
      one: "Le nom ne doit pas dépasser {count} caractère, ni le commentaire {comment}.",
      many: "Le nom ne doit pas dépasser {count} de caractères, ni le commentaire {comment}.",
      other: "Le nom ne doit pas dépasser {count} caractères, ni le commentaire {comment}.",
    },
    "rate-limited": "Vous avez publié plusieurs commentaires en peu de temps. Patientez quelques minutes avant de réessayer.",
    "too-fast": "C'était très rapide ! Patientez quelques secondes, puis renvoyez votre commentaire.",
    automated:
      "Votre commentaire ressemble à un envoi automatique : il n'a donc pas été enregistré. Si vous n'êtes pas un robot, rechargez la page et réessayez.",
    expired: "Ce formulaire a expiré. Rechargez la page et renvoyez votre commentaire.",
    "too-large":
      "L'envoi est trop volumineux : la photo ne doit pas dépasser {megabytes} Mo. Choisissez-en une plus légère ou publiez sans photo.",
    "save-failed": "Votre commentaire n'a pas pu être enregistré. Réessayez dans un instant.",
  },
} satisfies InLanguage<CommentTexts, "fr">;
