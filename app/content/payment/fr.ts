import type { PaymentTexts } from "./en.ts";

export const fr = {
  title: "Réservez votre aventure",
  text: "Une fois vos dates et les disponibilités confirmées, vous pouvez régler en ligne.",
  cashNote: "Vous payez en espèces ? Demandez-nous nos réductions spéciales pour tout paiement en liquide.",
  transferLabel: "Payer par transfert d'argent",
  localProviderLabel: "Payer avec Mercado Pago",
  currenciesLabel: "Devises acceptées",
} satisfies PaymentTexts;
