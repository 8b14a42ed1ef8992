import type { AboutTexts } from "./en.ts";

export const es = {
  title: "Quiénes somos",
  description:
    "Somos un equipo chico de guías de escalada y montaña con base en Bariloche. Hace años que escalamos, guiamos y enseñamos en las montañas del norte de la Patagonia, y las compartimos con gente de todo el mundo con el mismo cuidado que tendríamos con nuestra familia: grupos chicos, equipo bien mantenido y decisiones que ponen la seguridad antes que la cumbre.",
  roles: {
    leader: "Líder del equipo",
    guide: "Guía de escalada y montaña",
  },
  bios: {
    martin:
      "Martín fundó el equipo después de más de quince años escalando en el Frey y guiando en los volcanes del norte de la Patagonia. Lidera el equipo, diseña cada programa y sigue pasando la mayor parte de la temporada en la roca. Está convencido de que un buen día de montaña empieza mucho antes de la aproximación, con una planificación cuidadosa y consejos honestos.",
    lucia:
      "Lucía descubrió la escalada en las paredes de los alrededores de Bariloche cuando era adolescente y nunca más paró. Guía vías de varios largos y los cursos de escalada, y le encanta ver a alguien que se encorda por primera vez. Fuera de temporada escala en los cañadones de Chubut y en el granito del Frey.",
    joaquin:
      "Joaquín es guía de montaña y conoce el Lanín y los volcanes de Neuquén en todas las estaciones. Tranquilo y paciente, es a quien querés al lado en un día de cumbre largo. También enseña técnica de nieve y uso de grampones.",
    valentina:
      "Valentina guía escalada en roca y trekking, y coordina nuestros viajes a Piedra Parada. Es enfermera de formación, así que se ocupa de los primeros auxilios en las salidas más largas y del bienestar del grupo, desde el ritmo justo en la aproximación hasta una bebida caliente en la reunión.",
    tomas: "Tomás guía jornadas de escalada y bautismos. Creció en Bariloche y conoce cada pared de los alrededores de la ciudad.",
  },
  readMore: "Leer más",
  readLess: "Leer menos",
  photoAlt: "Retrato de {name}",
} satisfies AboutTexts;
