import type { PaymentTexts } from "./en.ts";

export const it = {
  title: "Prenota la tua avventura",
  text: "Una volta confermate le tue date e la disponibilità, puoi pagare con le opzioni qui sotto.",
  textLater: "Una volta confermate le tue date e la disponibilità, ti diremo come pagare.",
  payPalLabel: "Paga con PayPal",
  mercadoPagoLabel: "Paga con Mercado Pago",
  bankTitle: "Bonifico bancario in Argentina",
  bankHolder: "Intestatario del conto",
  bankAccount: "CBU o alias",
  bankCuit: "CUIT",
  cashNote: "Paghi in contanti? Chiedici degli sconti speciali per chi paga in contanti.",
  currenciesLabel: "Valute accettate",
} satisfies PaymentTexts;
