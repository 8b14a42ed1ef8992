import type { PaymentTexts } from "./en.ts";

export const es = {
  title: "Reservá tu aventura",
  text: "Una vez que confirmemos tus fechas y la disponibilidad, podés pagar online.",
  textTransfer: "Una vez que confirmemos tus fechas y la disponibilidad, podés pagar por transferencia bancaria.",
  textLater: "Una vez que confirmemos tus fechas y la disponibilidad, te contamos cómo pagar.",
  paypalLabel: "Pagar con PayPal",
  mercadoPagoLabel: "Pagar con Mercado Pago",
  bankTitle: "Transferencia bancaria",
  bankHolder: "Titular",
  bankCbu: "CBU",
  bankAlias: "Alias",
  bankCuit: "CUIT",
  bankNote: "Copiá estos datos en la app de tu banco.",
  cashNote: "¿Pagás en efectivo? Consultanos por nuestros descuentos especiales por pago en efectivo.",
  currenciesLabel: "Monedas aceptadas",
} satisfies PaymentTexts;
