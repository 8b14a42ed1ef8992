import type { PaymentTexts } from "./en.ts";

export const it = {
  title: "Prenota la tua avventura",
  text: "Una volta confermate le tue date e la disponibilità, puoi pagare online.",
  cashNote: "Paghi in contanti? Chiedici degli sconti speciali per chi paga in contanti.",
  transferLabel: "Paga con trasferimento di denaro",
  localProviderLabel: "Paga con Mercado Pago",
  currenciesLabel: "Valute accettate",
} satisfies PaymentTexts;
