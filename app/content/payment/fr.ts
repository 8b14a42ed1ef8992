import type { PaymentTexts } from "./en.ts";

export const fr = {
  title: "Réservez votre aventure",
  text: "Une fois vos dates et les disponibilités confirmées, vous pouvez régler avec les options ci-dessous.",
  textLater: "Une fois vos dates et les disponibilités confirmées, nous vous dirons comment régler.",
  payPalLabel: "Payer avec PayPal",
  mercadoPagoLabel: "Payer avec Mercado Pago",
  bankTitle: "Virement bancaire en Argentine",
  bankHolder: "Titulaire du compte",
  bankAccount: "CBU ou alias",
  bankCuit: "CUIT",
  cashNote: "Vous payez en espèces ? Demandez-nous nos réductions spéciales pour tout paiement en liquide.",
  currenciesLabel: "Devises acceptées",
} satisfies PaymentTexts;
