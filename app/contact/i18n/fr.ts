import type { InLanguage } from "../../i18n/plural.ts";
import type { ContactTexts } from "./en.ts";

export const fr = {
  title: "Nous contacter",
  intro:
    "Dites-nous quelle excursion, quel stage ou quelle location vous intéresse, vos dates et la taille de votre groupe. Nous répondons à chaque message par e-mail.",
  details: {
    title: "Où nous trouver",
    address: "Adresse",
    openMap: "ouvrir sur une carte",
    email: "E-mail",
    hours: "Horaires",
    everyDay: "Tous les jours, {hours}",
  },
  fields: {
    user_name: { label: "Nom", placeholder: "Votre nom" },
    user_email: { label: "E-mail", placeholder: "vous@exemple.com" },
    subject: { label: "Objet", placeholder: "Quel est l'objet de votre message ?" },
    message: { label: "Message", placeholder: "Vos dates, la taille du groupe, votre expérience et vos questions" },
  },
  honeypot: "Laissez ce champ vide",
  submit: "Envoyer le message",
  sending: "Envoi en cours…",
  success: "Votre message a été envoyé !",
  errors: {
    name_required: "Le nom est obligatoire.",
    email_required: "L'e-mail est obligatoire.",
    email_invalid: "Format d'e-mail invalide.",
    subject_required: "L'objet est obligatoire.",
    message_required: "Le message est obligatoire.",
    name_too_long: {
      one: "Le nom ne doit pas dépasser {count} caractère.",
      many: "Le nom ne doit pas dépasser {count} de caractères.",
      other: "Le nom ne doit pas dépasser {count} caractères.",
    },
    email_too_long: {
      one: "L'e-mail ne doit pas dépasser {count} caractère.",
      many: "L'e-mail ne doit pas dépasser {count} de caractères.",
      other: "L'e-mail ne doit pas dépasser {count} caractères.",
    },
    subject_too_long: {
      one: "L'objet ne doit pas dépasser {count} caractère.",
      many: "L'objet ne doit pas dépasser {count} de caractères.",
      other: "L'objet ne doit pas dépasser {count} caractères.",
    },
    message_too_long: {
      one: "Le message ne doit pas dépasser {count} caractère.",
      many: "Le message ne doit pas dépasser {count} de caractères.",
      other: "Le message ne doit pas dépasser {count} caractères.",
    },
    line_break: "Veuillez écrire ceci sur une seule ligne.",
    encoded_word: "Écrivez ceci sans la séquence « =? ».",
  },
  formErrors: {
    "rate-limited":
      "Vous avez envoyé plusieurs messages en peu de temps. Patientez un moment avant de réessayer, ou écrivez-nous sur WhatsApp.",
    "rate-limited-no-chat": "Vous avez envoyé plusieurs messages en peu de temps. Patientez un moment avant de réessayer.",
    automated:
      "Votre message ressemble à un envoi automatique : il n'a donc pas été transmis. Si vous n'êtes pas un robot, rechargez la page et réessayez.",
    "too-fast": "C'était très rapide ! Patientez quelques secondes et renvoyez votre message : ce que vous avez écrit est toujours là.",
    expired: "Ce formulaire a expiré. Rechargez la page et renvoyez votre message.",
    "too-large": "Votre message est trop long pour être envoyé. Raccourcissez-le et réessayez.",
    "save-failed":
      "Votre message n'a pas pu être enregistré, il n'a donc pas été envoyé. Réessayez dans un instant : votre texte est toujours là.",
    network: "Votre message n'a pas pu être envoyé : la connexion a échoué. Vérifiez-la et réessayez : votre texte est toujours là.",
  },
  mail: {
    confirmation: {
      subject: "Nous avons bien reçu votre message – {site}",
      greeting: "Bonjour,",
      received: "Merci d'avoir écrit à {site}. Nous avons bien reçu votre message et vous répondrons à cette adresse dès que possible.",
      aboutExcursion: "Votre message concerne : {excursion}.",
      replyHint: "Pour ajouter quelque chose, répondez simplement à cet e-mail. Vous pouvez aussi nous écrire sur WhatsApp : {chat}",
      signature: "À bientôt en montagne,",
      notYou:
        "Vous recevez cet e-mail parce que cette adresse a été saisie dans le formulaire de contact de {host}. Si ce n'était pas vous, ignorez-le.",
    },
    admin: {
      subject: "Formulaire de contact : {subject}",
      intro: "Nouveau message reçu via le formulaire de contact de {host}. Répondez à cet e-mail pour écrire directement à {name}.",
      name: "Nom",
      email: "E-mail",
      subject_: "Objet",
      language: "Langue",
      excursion: "Excursion",
      received: "Reçu",
      message: "Message",
      confirmationSuppressed:
        "Aucune confirmation n'a été envoyée à cette adresse : cette adresse, ou la connexion d'où vient le message, en a déjà reçu trop ces derniers temps (abus possible).",
      open: "Ouvrir ce message dans l'espace de travail",
    },
  },
} satisfies InLanguage<ContactTexts, "fr">;
