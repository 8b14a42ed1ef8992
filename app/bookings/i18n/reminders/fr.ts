import type { RemindersTexts } from "./en.ts";

export const fr = {
  before: {
    subject: "{excursion} : c’est dans deux jours – {site}",
    greeting: "Bonjour {name},",
    lead: "Plus que deux jours avant votre départ : {excursion}, {dates}. Voici l’essentiel pour bien vous préparer.",
    tomorrowSubject: "{excursion} : c’est demain – {site}",
    tomorrowLead: "Votre départ, c’est demain : {excursion}, {dates}. Voici l’essentiel pour bien vous préparer.",
    meetingTitle: "Lieu et heure de rendez-vous",
    place: "Lieu",
    time: "Heure",
    map: "Carte",
    meetingLater: "Nous vous écrirons pour vous indiquer le lieu et l’heure du rendez-vous.",
    bringTitle: "À emporter",
    weatherTitle: "En cas de mauvais temps",
    missingTitle: "Encore à faire",
    missingForms: "Fiches de participants à remplir : {count}",
    missingConditions: "Participants qui n’ont pas encore accepté les conditions : {count}",
    dueTitle: "Paiement",
    due: "Reste à régler : {amount}",
    page: "Votre page de réservation (fiches des participants, conditions, vos coordonnées) : {link}",
    reply: "Une question ? Répondez simplement à cet e-mail.",
  },
  after: {
    subject: "Merci pour cette sortie en montagne avec nous – {site}",
    greeting: "Bonjour {name},",
    lead: "Merci d’avoir choisi {site} pour « {excursion} ». Nous espérons que vous en gardez un beau souvenir.",
    review: "Voulez-vous raconter votre expérience aux autres voyageurs ? Laissez un avis (une note et quelques mots) : {link}",
    reply: "Des photos, une question, un autre projet ? Répondez simplement à cet e-mail.",
  },
  cancelled: {
    subject: "Départ annulé : {excursion}, {dates} – {site}",
    lead: "Nous sommes désolés : nous avons dû annuler le départ « {excursion} » prévu aux dates suivantes : {dates}.",
    next: "Et maintenant ? Nous allons vous proposer une autre date ; si aucune ne vous convient, nous vous rembourserons selon nos conditions d’annulation.",
  },
  moved: {
    subject: "{excursion} : nouvelles dates – {site}",
    lead: "Les dates de votre départ « {excursion} » changent. Anciennes dates : {before}. Nouvelles dates : {dates}.",
    next: "Et maintenant ? Rien à faire si les nouvelles dates vous conviennent ; sinon, répondez à cet e-mail et nous vous rembourserons selon nos conditions d’annulation.",
  },
  restored: {
    subject: "Départ maintenu : {excursion}, {dates} – {site}",
    lead: "Bonne nouvelle : le départ « {excursion} » ({dates}), que nous avions annulé, est finalement maintenu.",
    next: "Et maintenant ? Vous n’avez rien à faire : votre réservation reste telle quelle (fiches des participants, conditions, paiements). Si vous avez prévu autre chose entre-temps, répondez à cet e-mail.",
  },
  policyTitle: "Nos conditions d’annulation",
  signature: "À bientôt en montagne,",
} satisfies RemindersTexts;
