import type { InLanguage } from "../../../i18n/plural.ts";
import type { TrustTexts } from "./en.ts";

/** Argentine Spanish, in the business's "vos". */
export const es = {
  meeting: {
    title: "Punto de encuentro",
    place: "Lugar",
    time: "Hora",
    openMap: "Abrir en un mapa",
  },
  bring: {
    title: "Qué traer",
    rent: "Alquilalo con nosotros",
    rentLead: "¿Te falta algo? Te lo alquilamos, por día:",
  },
  policies: {
    title: "Para tener en cuenta antes de reservar",
    cancellation: "Cancelación y mal tiempo",
    insurance: "Seguro",
    registration: "Habilitación",
  },
  /** Under an owner's text shown in another language than the page's (that text carries its own `lang`). */
  onlyIn: "Texto disponible solo en {language}.",
  /** On a team member the install started with, until the owner replaces them (decision 0122). */
  sample: "Perfil de ejemplo: el equipo lo va a reemplazar por uno propio.",
  guide: {
    certifications: "Certificaciones",
    languages: "Idiomas",
  },
} satisfies InLanguage<TrustTexts, "es">;
