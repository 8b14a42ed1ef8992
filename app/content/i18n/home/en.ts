/**
 * English words of the home page: the source of truth (other languages `satisfies HomeTexts`).
 * `{n}` and `{total}` in `carousel.slideLabel` are left for the carousel to fill; `{siteName}` is
 * the business name. The hero's title and subtitle, the cards, the dated lists' items and the
 * closing lines are the owner's, in the catalogue (seeded from app/catalogue/seed/texts/).
 */
export const en = {
  hero: {
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
    conditionLabel: "Physical level",
    monthsLabel: "Season",
  },
  upcoming: {
    title: "Upcoming excursions",
    empty: "No excursions scheduled. News coming soon!",
  },
  courses: {
    title: "Upcoming courses and services",
    empty: "No courses available at this time.",
  },
  columns: {
    date: "Date",
    location: "Location",
  },
};

export type HomeTexts = typeof en;
