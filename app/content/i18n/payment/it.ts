import type { PaymentTexts } from "./en.ts";

export const it = {
  payPalLabel: "Paga con PayPal",
  mercadoPagoLabel: "Paga con Mercado Pago",
  bankTitle: "Bonifico bancario in Argentina",
  bankHolder: "Intestatario del conto",
  bankAccount: "CBU o alias",
  bankCuit: "CUIT",
  currenciesLabel: "Valute accettate",
} satisfies PaymentTexts;
