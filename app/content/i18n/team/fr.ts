import type { AboutTexts } from "./en.ts";

export const fr = {
  title: "Qui sommes-nous",
  description:
    "Nous sommes une petite équipe de guides d'escalade et de montagne basée à Bariloche. Depuis des années, nous grimpons, guidons et enseignons dans les montagnes du nord de la Patagonie, et nous les faisons découvrir à des voyageurs du monde entier avec le même soin que pour nos propres familles : petits groupes, matériel bien entretenu et décisions qui placent la sécurité avant le sommet.",
  readMore: "Lire la suite",
  readLess: "Voir moins",
  photoAlt: "Portrait de {name}",
} satisfies AboutTexts;
