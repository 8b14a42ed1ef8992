import type { Messages } from "./en.ts";

export const es = {
  site: {
    tagline: "Escalada guiada y aventuras de montaña en Bariloche, Patagonia",
    keywords:
      "escalada Bariloche, escalada en roca Patagonia, escalada en el Frey, guía de montaña Bariloche, ascenso al volcán Lanín, curso de escalada, alquiler de equipo de escalada",
    imageAlt: "Ilustración de torres de granito sobre un lago en los Andes patagónicos",
  },
  pages: {
    home: {
      title: "Escalada guiada en Bariloche, Patagonia",
      description:
        "Reservá actividades guiadas únicas de escalada, trekking y montañismo en Bariloche, Patagonia: el granito del Frey, vías de varios largos, el volcán Lanín, cursos y alquiler de equipo.",
    },
    rental: {
      title: "Alquiler de equipo de escalada",
      description:
        "Alquilá cascos, cuerdas, arneses, cintas exprés, pies de gato, grampones, carpas y bolsas de dormir en Bariloche. Equipo completo para 2 personas desde USD 70 por día.",
    },
    about: {
      title: "Quiénes somos: el equipo de guías de montaña",
      description: "Conocé al equipo de guías de escalada y montaña detrás de nuestras actividades en Bariloche, Patagonia.",
    },
    contact: {
      title: "Contacto",
      description:
        "Escribinos para reservar una excursión, un curso o alquiler de equipo en Bariloche, o para consultar lo que quieras sobre escalar en la Patagonia.",
    },
    excursion: {
      description: "{name} en {location}: días, nivel físico, temporada, qué incluye el precio e itinerario.",
    },
    notFound: {
      title: "Página no encontrada",
      description: "La página que buscás no existe.",
    },
  },
  nav: {
    skipToContent: "Saltar al contenido",
    openMenu: "Abrir menú",
    closeMenu: "Cerrar menú",
    menuLabel: "Menú principal",
    home: "Inicio",
    about: "Quiénes somos",
    contact: "Contacto",
  },
  language: {
    label: "Idioma",
  },
  footer: {
    rights: "Todos los derechos reservados.",
    slogan: "Escalá más alto, pisá más liviano: las montañas de la Patagonia con quienes las conocen.",
    followUs: "Seguinos",
    instagram: "Instagram",
    facebook: "Facebook",
    homeLink: "{name}, página de inicio",
  },
  chat: {
    label: "Escribinos por WhatsApp",
    greeting: "¡Hola! Quisiera información sobre sus actividades.",
  },
  common: {
    opensInNewTab: "(se abre en una pestaña nueva)",
  },
  errors: {
    notFoundTitle: "Página no encontrada",
    notFoundText: "Buscamos por todos lados, hasta detrás de los bloques, pero esta página no existe.",
    backHome: "Volver al inicio",
    unexpectedTitle: "Algo salió mal",
    unexpectedText: "El problema es nuestro, no tuyo. Probá de nuevo en un momento.",
    onlyInTitle: "Todavía no tenemos esta página en {language}",
    onlyInText: "Leela en otro idioma:",
  },
} satisfies Messages;
