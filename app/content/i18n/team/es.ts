import type { AboutTexts } from "./en.ts";

export const es = {
  title: "Quiénes somos",
  description:
    "Somos un equipo chico de guías de escalada y montaña con base en Bariloche. Hace años que escalamos, guiamos y enseñamos en las montañas del norte de la Patagonia, y las compartimos con gente de todo el mundo con el mismo cuidado que tendríamos con nuestra familia: grupos chicos, equipo bien mantenido y decisiones que ponen la seguridad antes que la cumbre.",
  readMore: "Leer más",
  readLess: "Leer menos",
  photoAlt: "Retrato de {name}",
} satisfies AboutTexts;
