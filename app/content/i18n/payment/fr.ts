import type { PaymentTexts } from "./en.ts";

export const fr = {
  payPalLabel: "Payer avec PayPal",
  mercadoPagoLabel: "Payer avec Mercado Pago",
  bankTitle: "Virement bancaire en Argentine",
  bankHolder: "Titulaire du compte",
  bankAccount: "CBU ou alias",
  bankCuit: "CUIT",
  currenciesLabel: "Devises acceptées",
} satisfies PaymentTexts;
