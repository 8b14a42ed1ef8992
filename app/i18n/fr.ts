import type { Messages } from "./en.ts";

export const fr = {
  site: {
    tagline: "Escalade guidée et aventures en montagne à Bariloche, en Patagonie",
    keywords:
      "escalade Bariloche, escalade Patagonie, escalade au Frey, guide de montagne Bariloche, ascension du volcan Lanín, stage d'escalade, location de matériel d'escalade",
    imageAlt: "Illustration de tours de granit au-dessus d'un lac dans les Andes de Patagonie",
  },
  pages: {
    home: {
      title: "Escalade guidée à Bariloche, en Patagonie",
      description:
        "Réservez des activités guidées uniques d'escalade, de trekking et d'alpinisme à Bariloche, en Patagonie : le granit du Frey, les grandes voies, le volcan Lanín, des stages et la location de matériel.",
    },
    rental: {
      title: "Location de matériel d'escalade",
      description:
        "Louez casques, cordes, baudriers, dégaines, chaussons, crampons, tentes et sacs de couchage à Bariloche. Kit complet pour 2 personnes à partir de 70 USD par jour.",
    },
    about: {
      title: "Qui sommes-nous : nos guides de montagne",
      description: "Découvrez l'équipe de guides d'escalade et de haute montagne qui encadre nos activités à Bariloche, en Patagonie.",
    },
    contact: {
      title: "Nous contacter",
      description:
        "Écrivez-nous pour réserver une excursion, un stage ou du matériel de location à Bariloche, ou pour toute question sur l'escalade en Patagonie.",
    },
    excursion: {
      description: "{name} ({location}) : durée, niveau physique, saison, ce que comprend le prix et l'itinéraire.",
    },
    notFound: {
      title: "Page introuvable",
      description: "La page que vous cherchez n'existe pas.",
    },
  },
  nav: {
    skipToContent: "Aller au contenu",
    openMenu: "Ouvrir le menu",
    closeMenu: "Fermer le menu",
    menuLabel: "Menu principal",
    home: "Accueil",
    about: "Qui sommes-nous",
    contact: "Nous contacter",
  },
  language: {
    label: "Langue",
  },
  footer: {
    rights: "Tous droits réservés.",
    slogan: "Grimper plus haut, laisser moins de traces : les montagnes de Patagonie avec ceux qui les connaissent.",
    followUs: "Suivez-nous",
    instagram: "Instagram",
    facebook: "Facebook",
    homeLink: "{name}, page d'accueil",
  },
  chat: {
    label: "Écrivez-nous sur WhatsApp",
    greeting: "Bonjour ! J'aimerais avoir des informations sur vos activités.",
  },
  common: {
    opensInNewTab: "(s'ouvre dans un nouvel onglet)",
  },
  errors: {
    notFoundTitle: "Page introuvable",
    notFoundText: "Nous avons cherché partout, même derrière les blocs, mais cette page n'existe pas.",
    backHome: "Retour à l'accueil",
    unexpectedTitle: "Un problème est survenu",
    unexpectedText: "Le problème vient de nous, pas de vous. Veuillez réessayer dans un instant.",
    onlyInTitle: "Cette page n'est pas encore disponible en {language}",
    onlyInText: "Lisez-la dans une autre langue :",
  },
} satisfies Messages;
