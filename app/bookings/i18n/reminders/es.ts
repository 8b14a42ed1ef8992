import type { RemindersTexts } from "./en.ts";

export const es = {
  before: {
    subject: "{excursion}: en dos días – {site}",
    greeting: "Hola {name}:",
    lead: "Tu {excursion} es el {dates}. Esto es lo que necesitás para el día.",
    tomorrowSubject: "{excursion}: mañana – {site}",
    tomorrowLead: "Tu {excursion} es mañana, {dates}. Esto es lo que necesitás para el día.",
    meetingTitle: "Dónde y cuándo nos encontramos",
    place: "Lugar",
    time: "Hora",
    map: "Mapa",
    meetingLater: "Te escribimos con el punto y la hora de encuentro.",
    bringTitle: "Qué traer",
    weatherTitle: "Si el tiempo es malo",
    missingTitle: "Todavía falta",
    missingForms: "Fichas de participantes sin completar: {count}",
    missingConditions: "Participantes que todavía no aceptaron las condiciones: {count}",
    dueTitle: "Pago",
    due: "Falta pagar: {amount}",
    page: "Tu página de reserva (fichas de participantes, condiciones, tus datos): {link}",
    reply: "Cualquier pregunta: respondé este correo.",
  },
  after: {
    subject: "Gracias por escalar con nosotros – {site}",
    greeting: "Hola {name}:",
    lead: "Gracias por tu {excursion} con nosotros. Esperamos que hayas disfrutado el día.",
    review: "¿Nos contás cómo fue, para otros viajeros? Dejá una opinión (una nota y unas palabras): {link}",
    reply: "Fotos, preguntas, otro plan: respondé este correo.",
  },
  cancelled: {
    subject: "{excursion} del {dates}: cancelada – {site}",
    lead: "Lo sentimos: tuvimos que cancelar tu {excursion} del {dates}.",
    next: "Cómo sigue: te proponemos otra fecha; si ninguna te sirve, te devolvemos el dinero según nuestra política de cancelación.",
  },
  moved: {
    subject: "{excursion}: nuevas fechas – {site}",
    lead: "Tu {excursion} cambió de fecha: era {before}, ahora es {dates}.",
    next: "Cómo sigue: si las nuevas fechas te sirven, no tenés que hacer nada; si no, respondé este correo y te devolvemos el dinero según nuestra política de cancelación.",
  },
  restored: {
    subject: "{excursion} del {dates}: vuelve a estar confirmada – {site}",
    lead: "Buenas noticias: tu {excursion} del {dates}, que habíamos cancelado, vuelve a estar confirmada.",
    next: "Cómo sigue: no tenés que hacer nada, tu reserva sigue como estaba (fichas de participantes, condiciones, pagos). Si mientras tanto hiciste otros planes, respondé este correo.",
  },
  policyTitle: "Nuestra política de cancelación",
  signature: "¡Nos vemos en la montaña!",
} satisfies RemindersTexts;
