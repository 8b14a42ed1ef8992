import type { PaymentTexts } from "./en.ts";

export const es = {
  title: "Reservá tu aventura",
  text: "Una vez que confirmemos tus fechas y la disponibilidad, podés pagar con las opciones de abajo.",
  textLater: "Una vez que confirmemos tus fechas y la disponibilidad, te contamos cómo pagar.",
  payPalLabel: "Pagar con PayPal",
  mercadoPagoLabel: "Pagar con Mercado Pago",
  bankTitle: "Transferencia bancaria",
  bankHolder: "Titular",
  bankAccount: "CBU o alias",
  bankCuit: "CUIT",
  cashNote: "¿Pagás en efectivo? Consultanos por nuestros descuentos especiales por pago en efectivo.",
  currenciesLabel: "Monedas aceptadas",
} satisfies PaymentTexts;
