import type { PaymentTexts } from "./en.ts";

export const es = {
  title: "Reservá tu aventura",
  text: "Una vez que confirmemos tus fechas y la disponibilidad, podés pagar online.",
  cashNote: "¿Pagás en efectivo? Consultanos por nuestros descuentos especiales por pago en efectivo.",
  transferLabel: "Pagar por transferencia de dinero",
  localProviderLabel: "Pagar con Mercado Pago",
  currenciesLabel: "Monedas aceptadas",
} satisfies PaymentTexts;
