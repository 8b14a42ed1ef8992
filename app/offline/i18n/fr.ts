import type { OfflineTexts } from "./en.ts";

export const fr = {
  title: "Vous êtes hors ligne",
  unavailable:
    "Cette page n’a pas encore été enregistrée sur cet appareil. Les pages d’excursions ouvertes quand vous aviez du réseau se lisent sans lui : ouvrez-les depuis la page d’accueil ou le menu.",
  kept: "Votre message est gardé sur cet appareil et sera envoyé dès qu’il y aura du réseau. Inutile de l’écrire à nouveau.",
  home: "Retour à la page d’accueil",
} satisfies OfflineTexts;
