/**
 * The guide's list's words, in the workspace's languages (the Spanish `satisfies` the English).
 */
export const en = {
  title: "List for the mountain",
  print: "Print",
  back: "Back to departures",
  empty: "No confirmed participants yet.",
  gearTitle: "Rental gear to bring",
  noGear: "No rental gear.",
  columns: {
    name: "Participant",
    phone: "Phone",
    emergency: "Emergency contact",
    health: "Health notes",
    experience: "Experience",
    conditions: "Conditions",
    money: "Paid or due",
    checkIn: "Check-in",
  },
  experience: { meets: "Has the experience asked", partly: "Some experience", none: "No experience", unknown: "Not said" },
  conditions: { yes: "Accepted", no: "Not accepted" },
  money: { paid: "Paid in full", due: "Due: {amount}", unknown: "Total not set" },
  form: { missing: "Form not filled yet" },
  noHealth: "None",
  /** A phone link's name: its number as shown (the name spoken for it holds what is seen), and whom it calls. */
  call: "{phone}, call {name}",
  gearLine: "{item}: {count}",
  sizes: "sizes {sizes}",
  kit: "Full kit for two",
  checkIn: {
    take: "Check in {name}",
    undo: "Undo check-in of {name}",
    at: "Here at {time}",
    notOnList: "This person is not on this departure's list.",
    queued: "Saved on this phone; it will be sent when there is signal.",
  },
  offline: "No signal: this is the list as saved on this phone.",
};

export type GuideListTexts = typeof en;

export const es = {
  title: "Lista para la montaña",
  print: "Imprimir",
  back: "Volver a las salidas",
  empty: "Todavía no hay participantes confirmados.",
  gearTitle: "Equipo de alquiler a llevar",
  noGear: "Sin equipo de alquiler.",
  columns: {
    name: "Participante",
    phone: "Teléfono",
    emergency: "Contacto de emergencia",
    health: "Salud",
    experience: "Experiencia",
    conditions: "Condiciones",
    money: "Pagado o debe",
    checkIn: "Presente",
  },
  experience: { meets: "Tiene la experiencia pedida", partly: "Algo de experiencia", none: "Sin experiencia", unknown: "No lo dijo" },
  conditions: { yes: "Aceptadas", no: "No aceptadas" },
  money: { paid: "Pagado", due: "Debe: {amount}", unknown: "Total sin cargar" },
  form: { missing: "Todavía no completó el formulario" },
  noHealth: "Nada",
  call: "{phone}, llamar a {name}",
  gearLine: "{item}: {count}",
  sizes: "talles {sizes}",
  kit: "Kit completo para dos",
  checkIn: {
    take: "Marcar presente a {name}",
    undo: "Deshacer el presente de {name}",
    at: "Llegó a las {time}",
    notOnList: "Esta persona no está en la lista de esta salida.",
    queued: "Guardado en este teléfono; se envía cuando haya señal.",
  },
  offline: "Sin señal: esta es la lista guardada en este teléfono.",
} satisfies GuideListTexts;

export const guideListTexts = { en, es } as const;
