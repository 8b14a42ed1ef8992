import type { CardId, CourseId } from "../types.ts";

type CardWords = { title: string; description: string; price: string; difficulty: string };
type DatedWords = { name: string; date: string; location: string; description: string };

/**
 * English texts of the home page: the source of truth (other languages `satisfies HomeTexts`).
 * Numbers are `{placeholders}` filled from app/content/facts.ts. `{n}` and `{total}` in
 * `carousel.slideLabel` are left for the carousel to fill; `{siteName}` is the business name.
 *
 * The cards' days, physical condition and months come from the excursion texts (one source);
 * the equipment card, which is not an excursion, has its own below.
 */
export const en = {
  hero: {
    title: "CHALLENGE YOUR LIMITS",
    subtitle: "Book unique guided activities in Patagonia",
    logoAlt: "{siteName} logo",
  },
  carousel: {
    label: "Our excursions",
    slideLabel: "{n} of {total}",
    previous: "Previous excursions",
    next: "Next excursions",
    learnMore: "Learn more",
    perPerson: "per person",
    noImages: "No images available",
    daysLabel: "Days",
    difficultyLabel: "Difficulty",
    conditionLabel: "Physical condition",
    monthsLabel: "Season",
  },
  cards: {
    equipment: {
      title: "Climbing equipment rental",
      description: "Helmets, ropes, harnesses, climbing shoes, crampons, tents and more, ready for your own adventure in Patagonia.",
      price: "Full kit for {kitPeople}: USD {kitPerDay} / day",
      difficulty: "For every climber",
    },
    frey: {
      title: "Rock climbing in the Frey",
      description: "The granite needles of the Frey valley, with nights at the refuge below the routes.",
      price: "USD {priceFreyOneDay}",
      difficulty: "Intermediate",
    },
    multipitch: {
      title: "Multi-pitch climbing",
      description: "A route of several rope lengths with a guide: belay stances, exposure and a rappel descent.",
      price: "USD {priceMultipitch}",
      difficulty: "Intermediate to advanced",
    },
    freyrefuge: {
      title: "Climbing around the Frey refuge",
      description: "Three days living at the Frey refuge and climbing the needles around Laguna Toncek.",
      price: "USD {priceFreyRefugePerDay} / day",
      difficulty: "Intermediate",
    },
    baptism: {
      title: "Climbing baptism",
      description: "Your first climb on real rock, close to the city, with all the equipment and a guide at your side.",
      price: "USD {priceBaptism}",
      difficulty: "Beginner",
    },
    personal: {
      title: "Personal guide",
      description: "A guide for you or your group, to climb where you want and learn what you need.",
      price: "USD {pricePersonalGuide}",
      difficulty: "Any level",
    },
    piedraparada: {
      title: "Piedra Parada climbing trip",
      description: "Sport climbing in La Buitrera canyon, in the steppe of Chubut, camping beside the river.",
      price: "From USD {pricePiedraParadaFrom}",
      difficulty: "Intermediate",
    },
    ventana: {
      title: "Cerro Ventana",
      description: "A full day of climbing {ventanaDistanceKm} km from the city, with views of the lakes.",
      price: "USD {priceVentana}",
      difficulty: "Beginner to intermediate",
    },
    trekkingLanin: {
      title: "Lanín volcano ascent",
      description: "Two days to the {volcanoSummitM} m summit of the Lanín, in small groups of up to {volcanoMaxGroup}.",
      price: "USD {priceVolcano}",
      difficulty: "Non-technical, demanding",
    },
  } satisfies Record<CardId, CardWords>,
  equipmentCard: {
    days: "Per day",
    months: "All year",
  },
  upcoming: {
    title: "Upcoming excursions",
    items: {
      lanin: {
        name: "Lanín volcano ascent",
        date: "{volcanoUpcomingFrom}-{volcanoUpcomingTo} {volcanoUpcomingMonth}",
        location: "Lanín National Park, Neuquén",
        description:
          "Two-day guided ascent to the {volcanoSummitM} m summit, with a night at the camp at {volcanoCampM} m. Maximum {volcanoMaxGroup} people: book your place early.",
      },
    } satisfies Record<string, DatedWords>,
    empty: "No excursions scheduled. News coming soon!",
  },
  courses: {
    title: "Upcoming courses and services",
    items: {
      trad_course: {
        name: "Traditional climbing course",
        date: "To be confirmed",
        location: "Bariloche and the Frey",
        description:
          "Learn to climb on your own gear, in three modules. Module I: placing nuts and cams, and building anchors. Module II: leading traditional routes and managing the rope. Module III: multi-pitch routes, rappels and self-rescue.",
      },
      sport_course: {
        name: "Sport climbing course",
        date: "To be confirmed",
        location: "Crags near Bariloche",
        description:
          "From your first climb to leading on your own, in three modules. Module I: knots, belaying and climbing on top rope. Module II: leading, clipping and falling safely. Module III: cleaning anchors, rappelling and planning your own days at the crag.",
      },
      piedra_transfer: {
        name: "Transfer to Piedra Parada",
        date: "{piedraTransferFrom}-{piedraTransferTo} {piedraTransferMonth}",
        location: "Piedra Parada, Chubut",
        description:
          "Shared transport for climbers to the Piedra Parada canyon, a trip of about {piedraTransferKm} km. USD {pricePiedraTransfer} per person.",
      },
      trekking: {
        name: "Trekking in the mountains of Bariloche",
        date: "To be confirmed",
        location: "Nahuel Huapi National Park",
        description:
          "Guided day hikes and refuge-to-refuge treks. We open each season with a free spring kickstart outing: ask us for the date.",
      },
    } satisfies Record<CourseId, DatedWords>,
    empty: "No courses available at this time.",
  },
  columns: {
    date: "Date",
    location: "Location",
  },
  closing: "Want to book or have a question? Use the contact icons on this page and we will get back to you.",
  /** The closing line while the page has no contact icon (no channel set): {link} is the contact form. */
  closingForm: "Want to book or have a question? {link} and we will get back to you.",
  closingFormLink: "Write to us through the contact form",
};

export type HomeTexts = typeof en;
