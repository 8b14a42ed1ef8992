import type { InLanguage } from "../../i18n/plural.ts";
import type { CommentTexts } from "./en.ts";

export const es = {
  title: "Comentarios",
  formTitle: "Dejá tu comentario",
  name: "Nombre",
  comment: "Comentario",
  photo: "Foto (opcional)",
  photoHint: "Un archivo de imagen de hasta {megabytes} MB. Se muestra como tu avatar.",
  honeypot: "Dejá este campo vacío",
  submit: "Publicar comentario",
  submitting: "Publicando…",
  recent: "Comentarios recientes",
  none: "Todavía no hay comentarios en esta sección.",
  enlargePhoto: "Ampliar la foto que compartió {name}",
  photoAlt: "Foto que compartió {name}",
  close: "Cerrar",
  newComment: "Nuevo comentario de {name}",
  saved: "¡Gracias! Tu comentario ya está publicado.",
  photoNotUsed: {
    "too-large": "Tu comentario se publicó, pero la foto pesaba más de {megabytes} MB y no se usó.",
    "not-an-image": "Tu comentario se publicó, pero el archivo no era una imagen que podamos mostrar y no se usó.",
    "too-many-pixels": "Tu comentario se publicó, pero la foto tenía demasiados píxeles y no se usó.",
    unreadable: "Tu comentario se publicó, pero no pudimos leer la foto y no se usó.",
    empty: "Tu comentario se publicó, pero el archivo de la foto estaba vacío: no había foto para usar.",
  },
  errors: {
    "missing-fields": "Por favor, completá todos los campos.",
    "too-long": {
      one: "El nombre puede tener hasta {count} carácter y el comentario hasta {comment}.",
      many: "El nombre puede tener hasta {count} de caracteres y el comentario hasta {comment}.",
      other: "El nombre puede tener hasta {count} caracteres y el comentario hasta {comment}.",
    },
    "rate-limited": "Publicaste varios comentarios en poco tiempo. Esperá unos minutos y volvé a intentarlo.",
    "too-fast": "¡Qué rápido! Esperá unos segundos y volvé a enviar tu comentario.",
    automated: "Tu comentario parece automático, así que no se guardó. Si sos una persona, recargá la página y probá de nuevo.",
    expired: "Este formulario venció. Recargá la página y volvé a enviar tu comentario.",
    "too-large": "El archivo es demasiado grande: la foto puede pesar hasta {megabytes} MB. Elegí una más liviana o publicá sin foto.",
    "save-failed": "No se pudo guardar el comentario. Probá de nuevo en un momento.",
  },
} satisfies InLanguage<CommentTexts, "es">;
