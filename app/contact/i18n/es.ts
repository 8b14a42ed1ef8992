import type { InLanguage } from "../../i18n/plural.ts";
import type { ContactTexts } from "./en.ts";

export const es = {
  title: "Contactanos",
  intro:
    "Contanos qué excursión, curso o alquiler te interesa, tus fechas y cuántas personas son. Respondemos todos los mensajes por email.",
  details: {
    title: "Dónde encontrarnos",
    address: "Dirección",
    openMap: "abrir en un mapa",
    email: "Email",
    hours: "Horario",
    everyDay: "Todos los días, {hours}",
  },
  fields: {
    user_name: { label: "Nombre", placeholder: "Tu nombre" },
    user_email: { label: "Email", placeholder: "vos@ejemplo.com" },
    subject: { label: "Asunto", placeholder: "¿Sobre qué nos escribís?" },
    message: { label: "Mensaje", placeholder: "Tus fechas, cuántas personas son, su experiencia y tus preguntas" },
  },
  honeypot: "Dejá este campo vacío",
  submit: "Enviar mensaje",
  sending: "Enviando…",
  success: "¡Tu mensaje se envió!",
  errors: {
    name_required: "El nombre es obligatorio.",
    email_required: "El email es obligatorio.",
    email_invalid: "El formato del email no es válido.",
    subject_required: "El asunto es obligatorio.",
    message_required: "El mensaje es obligatorio.",
    name_too_long: {
      one: "El nombre puede tener hasta {count} carácter.",
      many: "El nombre puede tener hasta {count} de caracteres.",
      other: "El nombre puede tener hasta {count} caracteres.",
    },
    email_too_long: {
      one: "El email puede tener hasta {count} carácter.",
      many: "El email puede tener hasta {count} de caracteres.",
      other: "El email puede tener hasta {count} caracteres.",
    },
    subject_too_long: {
      one: "El asunto puede tener hasta {count} carácter.",
      many: "El asunto puede tener hasta {count} de caracteres.",
      other: "El asunto puede tener hasta {count} caracteres.",
    },
    message_too_long: {
      one: "El mensaje puede tener hasta {count} carácter.",
      many: "El mensaje puede tener hasta {count} de caracteres.",
      other: "El mensaje puede tener hasta {count} caracteres.",
    },
    line_break: "Escribilo en una sola línea.",
    encoded_word: "Escribilo sin la secuencia “=?”.",
  },
  formErrors: {
    "rate-limited": "Enviaste varios mensajes en poco tiempo. Esperá un rato y volvé a intentarlo, o escribinos por WhatsApp.",
    "rate-limited-no-chat": "Enviaste varios mensajes en poco tiempo. Esperá un rato y volvé a intentarlo.",
    automated: "Tu mensaje parece automático, así que no se envió. Si sos una persona, recargá la página y probá de nuevo.",
    "too-fast": "¡Qué rápido! Esperá unos segundos y volvé a enviar tu mensaje: lo que escribiste sigue acá.",
    expired: "Este formulario venció. Recargá la página y volvé a enviar tu mensaje.",
    "too-large": "Tu mensaje es demasiado largo para enviarlo. Acortalo y probá de nuevo.",
    "save-failed": "No pudimos guardar tu mensaje, así que no se envió. Probá de nuevo en un momento: lo que escribiste sigue acá.",
    network: "No se pudo enviar tu mensaje porque falló la conexión. Revisala y probá de nuevo: lo que escribiste sigue acá.",
  },
  mail: {
    confirmation: {
      subject: "Recibimos tu mensaje – {site}",
      greeting: "¡Hola!",
      received: "Gracias por escribirle a {site}. Recibimos tu mensaje y te vamos a responder a esta dirección lo antes posible.",
      aboutExcursion: "Excursión sobre la que escribiste: {excursion}.",
      replyHint: "Si querés agregar algo, respondé a este email. También podés escribirnos por WhatsApp: {chat}",
      signature: "¡Nos vemos en la montaña!",
      notYou: "Recibiste este email porque esta dirección se ingresó en el formulario de contacto de {host}. Si no fuiste vos, ignoralo.",
    },
    admin: {
      subject: "Formulario de contacto: {subject}",
      intro: "Nuevo mensaje desde el formulario de contacto de {host}. Respondé a este email para contestarle directamente a {name}.",
      name: "Nombre",
      email: "Email",
      subject_: "Asunto",
      language: "Idioma",
      excursion: "Excursión",
      received: "Recibido",
      message: "Mensaje",
      confirmationSuppressed:
        "No se le mandó el email de confirmación: a esta dirección, o desde esta conexión, llegaron demasiados en poco tiempo (posible abuso).",
      open: "Abrir este mensaje en el espacio de trabajo",
    },
  },
} satisfies InLanguage<ContactTexts, "es">;
