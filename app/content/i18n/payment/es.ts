import type { PaymentTexts } from "./en.ts";

export const es = {
  payPalLabel: "Pagar con PayPal",
  mercadoPagoLabel: "Pagar con Mercado Pago",
  bankTitle: "Transferencia bancaria en Argentina",
  bankHolder: "Titular",
  bankAccount: "CBU o alias",
  bankCuit: "CUIT",
  currenciesLabel: "Monedas aceptadas",
} satisfies PaymentTexts;
