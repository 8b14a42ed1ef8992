/** The booking page's part of the workspace's request screen, in the business's two languages. */
export const workspaceEn = {
  title: "Traveller's booking page",
  hint: "A private link: the traveller opens their booking, fills in each participant's details and accepts the conditions. It stops working {days} days after the departure.",
  showLink: "Show the link to send",
  linkLabel: "Link to the booking page (copy it and send it)",
  linkNone: "A link exists only for a confirmed request whose trip is not long over.",
  participants: "Participants",
  participantFilled: "{name}: conditions accepted ({version}) on {date}",
  participantDeleted: "personal data deleted",
  participantNone: "No participant has filled in the form yet.",
  cancelTitle: "Request to cancel",
  cancelAsked: "Asked on {date}: {reason}",
  cancelAccepted: "Accepted on {date}: the request was declined and its seats freed.",
  cancelRefused: "Refused on {date}: {answer}",
  accept: "Accept: decline the request and free its seats",
  refuse: "Refuse",
  refuseLine: "Why not (the traveller reads it on their page)",
  errors: {
    "answer-required": "Write a line for the traveller.",
    "not-asked": "There is no request to cancel waiting for an answer.",
    "state-refused": "The request could not be declined: look at it again.",
    "no-link": "This request has no booking page: it is not confirmed, or its trip is long over.",
    unexpected: "Something went wrong. Try again.",
  } as Record<string, string>,
  done: { accepted: "Cancellation accepted.", refused: "Cancellation refused." },
};

export type BookingPageWorkspaceTexts = typeof workspaceEn;

export const workspaceEs = {
  title: "Página de reserva del viajero",
  hint: "Un enlace privado: el viajero abre su reserva, completa los datos de cada participante y acepta las condiciones. Deja de funcionar {days} días después de la salida.",
  showLink: "Mostrar el enlace para enviar",
  linkLabel: "Enlace a la página de reserva (copialo y mandalo)",
  linkNone: "Solo hay enlace para una solicitud confirmada cuyo viaje no terminó hace mucho.",
  participants: "Participantes",
  participantFilled: "{name}: condiciones aceptadas ({version}) el {date}",
  participantDeleted: "datos personales borrados",
  participantNone: "Ningún participante completó el formulario todavía.",
  cancelTitle: "Pedido de cancelación",
  cancelAsked: "Pedido el {date}: {reason}",
  cancelAccepted: "Aceptado el {date}: la solicitud fue rechazada y sus lugares liberados.",
  cancelRefused: "Rechazado el {date}: {answer}",
  accept: "Aceptar: rechazar la solicitud y liberar sus lugares",
  refuse: "Rechazar",
  refuseLine: "Por qué no (el viajero lo lee en su página)",
  errors: {
    "answer-required": "Escribí una línea para el viajero.",
    "not-asked": "No hay ningún pedido de cancelación esperando respuesta.",
    "state-refused": "No se pudo rechazar la solicitud: mirala de nuevo.",
    "no-link": "Esta solicitud no tiene página de reserva: no está confirmada, o su viaje terminó hace mucho.",
    unexpected: "Algo salió mal. Probá de nuevo.",
  },
  done: { accepted: "Cancelación aceptada.", refused: "Cancelación rechazada." },
} satisfies BookingPageWorkspaceTexts;

export const bookingPageWorkspaceTexts = { en: workspaceEn, es: workspaceEs };
