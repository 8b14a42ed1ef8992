import type { OfflineTexts } from "./en.ts";

export const fr = {
  title: "Vous êtes hors ligne",
  unavailable: "Cette page n'a pas encore été enregistrée sur cet appareil.",
  keptPages: "Pages d'excursions enregistrées sur cet appareil, à lire sans réseau :",
  noKeptPages:
    "Les pages d'excursions que vous ouvrez quand vous avez du réseau sont enregistrées sur cet appareil : vous pourrez les lire sans réseau.",
  kept: "Votre message est conservé sur cet appareil et sera envoyé dès qu'il y aura du réseau. Inutile de l'écrire à nouveau.",
  home: "Retour à la page d'accueil",
} satisfies OfflineTexts;
