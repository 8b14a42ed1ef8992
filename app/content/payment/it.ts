import type { PaymentTexts } from "./en.ts";

export const it = {
  title: "Prenota la tua avventura",
  text: "Una volta confermate le tue date e la disponibilità, puoi pagare online.",
  textTransfer: "Una volta confermate le tue date e la disponibilità, puoi pagare con bonifico bancario.",
  textLater: "Una volta confermate le tue date e la disponibilità, ti diremo come pagare.",
  paypalLabel: "Paga con PayPal",
  mercadoPagoLabel: "Paga con Mercado Pago",
  bankTitle: "Bonifico bancario in Argentina",
  bankHolder: "Intestatario del conto",
  bankCbu: "CBU",
  bankAlias: "Alias",
  bankCuit: "CUIT",
  bankNote: "Copia questi dati nell’app della tua banca.",
  cashNote: "Paghi in contanti? Chiedici degli sconti speciali per chi paga in contanti.",
  currenciesLabel: "Valute accettate",
} satisfies PaymentTexts;
