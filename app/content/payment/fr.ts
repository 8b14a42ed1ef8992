import type { PaymentTexts } from "./en.ts";

export const fr = {
  title: "Réservez votre aventure",
  text: "Une fois vos dates et les disponibilités confirmées, vous pouvez régler en ligne.",
  textTransfer: "Une fois vos dates et les disponibilités confirmées, vous pouvez régler par virement bancaire.",
  textLater: "Une fois vos dates et les disponibilités confirmées, nous vous dirons comment régler.",
  paypalLabel: "Payer avec PayPal",
  mercadoPagoLabel: "Payer avec Mercado Pago",
  bankTitle: "Virement bancaire en Argentine",
  bankHolder: "Titulaire du compte",
  bankCbu: "CBU",
  bankAlias: "Alias",
  bankCuit: "CUIT",
  bankNote: "Copiez ces coordonnées dans l’application de votre banque.",
  cashNote: "Vous payez en espèces ? Demandez-nous nos réductions spéciales pour tout paiement en liquide.",
  currenciesLabel: "Devises acceptées",
} satisfies PaymentTexts;
