import type { PaymentTexts } from "./en.ts";

export const pt = {
  payPalLabel: "Pagar com PayPal",
  mercadoPagoLabel: "Pagar com Mercado Pago",
  bankTitle: "Transferência bancária na Argentina",
  bankHolder: "Titular da conta",
  bankAccount: "CBU ou alias",
  bankCuit: "CUIT",
  currenciesLabel: "Moedas aceitas",
} satisfies PaymentTexts;
