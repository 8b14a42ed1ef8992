import type { RemindersTexts } from "./en.ts";

export const es = {
  before: {
    subject: "{excursion}: en dos días – {site}",
    greeting: "Hola {name}:",
    lead: "Tu reserva: {excursion}, {dates}. Esto es lo que necesitás para el día.",
    meetingTitle: "Dónde y cuándo nos encontramos",
    place: "Lugar",
    time: "Hora",
    map: "Mapa",
    meetingLater: "Te escribimos con el punto y la hora de encuentro.",
    bringTitle: "Qué llevar",
    weatherTitle: "Si el tiempo es malo",
    missingTitle: "Todavía falta",
    missingForms: "Fichas de participantes sin completar: {count}",
    missingConditions: "Participantes que todavía no aceptaron las condiciones: {count}",
    dueTitle: "Pago",
    due: "Falta pagar: {amount}",
    page: "Tu página de reserva (fichas de participantes, condiciones, tus datos): {link}",
    reply: "Cualquier pregunta: respondé este email.",
  },
  after: {
    subject: "Gracias por escalar con nosotros – {site}",
    greeting: "Hola {name}:",
    lead: "Gracias por el día con nosotros: {excursion}. Esperamos que lo hayas disfrutado.",
    review: "¿Nos contás cómo fue, para otros viajeros? Dejá una opinión (una nota y unas palabras): {link}",
    reply: "Fotos, preguntas, otro plan: respondé este email.",
  },
  cancelled: {
    subject: "Salida cancelada: {excursion}, {dates} – {site}",
    lead: "Lo sentimos: tuvimos que cancelar la salida de tu reserva ({excursion}, {dates}).",
    next: "Cómo sigue: te proponemos otra fecha; si ninguna te sirve, te devolvemos el dinero según nuestra política de cancelación.",
  },
  moved: {
    subject: "{excursion}: nuevas fechas – {site}",
    lead: "Tu reserva cambió de fecha. {excursion}: era {before}, ahora es {dates}.",
    next: "Cómo sigue: si las nuevas fechas te sirven, no tenés que hacer nada; si no, respondé este email y te devolvemos el dinero según nuestra política de cancelación.",
  },
  restored: {
    subject: "La salida vuelve a estar confirmada: {excursion}, {dates} – {site}",
    lead: "Buenas noticias: la salida que habíamos cancelado vuelve a estar confirmada ({excursion}, {dates}).",
    next: "Cómo sigue: no tenés que hacer nada, tu reserva sigue como estaba (fichas de participantes, condiciones, pagos). Si mientras tanto hiciste otros planes, respondé este email.",
  },
  policyTitle: "Nuestra política de cancelación",
  signature: "¡Nos vemos en la montaña!",
} satisfies RemindersTexts;
