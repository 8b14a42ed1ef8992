/**
 * The error page's texts, on their own so the error page can fall back to them (when the root
 * loader itself failed) without putting the whole dictionary into the browser's JavaScript.
 */
export const enErrors = {
  notFoundTitle: "Page not found",
  notFoundText: "We looked everywhere, even behind the boulders, but this page does not exist.",
  backHome: "Back to the home page",
  unexpectedTitle: "Something went wrong",
  unexpectedText: "The fault is ours, not yours. Please try again in a moment.",
  /** An excursion not written in the address's language (decision 0120): where it can be read. */
  onlyInTitle: "This page is not available in {language} yet",
  onlyInText: "Read it in another language:",
};

/**
 * English texts of the site's shell and page metadata. This dictionary is the source of truth:
 * every other language `satisfies Messages`, so a missing or extra key fails the type check.
 */
export const en = {
  site: {
    tagline: "Guided climbing and mountain adventures in Bariloche, Patagonia",
    keywords:
      "Bariloche climbing, Patagonia rock climbing, Frey climbing, mountain guide Bariloche, Lanín volcano ascent, climbing course, climbing equipment rental",
    imageAlt: "Illustration of granite towers above a lake in the Patagonian Andes",
  },
  pages: {
    home: {
      title: "Guided climbing in Bariloche, Patagonia",
      description:
        "Book unique guided climbing, trekking and mountaineering activities in Bariloche, Patagonia: Frey granite, multi-pitch routes, the Lanín volcano, courses and equipment rental.",
    },
    rental: {
      title: "Climbing equipment rental",
      description:
        "Rent helmets, ropes, harnesses, quickdraws, climbing shoes, crampons, tents and sleeping bags in Bariloche. Full kit for 2 people from USD 70 per day.",
    },
    about: {
      title: "About us: our mountain guides",
      description: "Meet the team of climbing and mountaineering guides behind our activities in Bariloche, Patagonia.",
    },
    contact: {
      title: "Contact us",
      description:
        "Write to us to book an excursion, a course or equipment rental in Bariloche, or to ask anything about climbing in Patagonia.",
    },
    excursion: {
      description: "{name} ({location}): days, physical level, season, what the price includes and the itinerary.",
    },
    notFound: {
      title: "Page not found",
      description: "The page you are looking for does not exist.",
    },
  },
  nav: {
    skipToContent: "Skip to content",
    openMenu: "Open menu",
    closeMenu: "Close menu",
    menuLabel: "Main menu",
    home: "Home",
    about: "About us",
    contact: "Contact us",
  },
  language: {
    label: "Language",
  },
  footer: {
    rights: "All rights reserved.",
    slogan: "Climb higher, tread lighter: the mountains of Patagonia with people who know them.",
    followUs: "Follow us",
    instagram: "Instagram",
    facebook: "Facebook",
    homeLink: "{name}, home page",
  },
  chat: {
    label: "Chat with us on WhatsApp",
    greeting: "Hello! I would like some information about your excursions.",
  },
  common: {
    opensInNewTab: "(opens in a new tab)",
  },
  errors: enErrors,
};

export type Messages = typeof en;
