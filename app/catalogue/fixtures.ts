import { getEnv } from "../runtime/env.server.ts";
import type { Lang } from "../i18n/languages.ts";
import type { CardId, ExcursionId } from "../components/content-types.ts";

/**
 * Content fixtures for end-to-end tests, chosen with the CONTENT_FIXTURE environment variable.
 * "sparse" serves no upcoming excursions and no courses (both empty states show), the
 * `multipitch` excursion without its French text (the missing-translation message shows on
 * /fr/multilargos) and the `equipment` card without images ("No images available" shows).
 */
export type ContentFixture = "" | "sparse";

type FixtureRules = {
  noUpcoming: boolean;
  noCourses: boolean;
  cardsWithoutImages: readonly CardId[];
  untranslated: ReadonlyArray<{ excursion: ExcursionId; lang: Lang }>;
};

const none: FixtureRules = { noUpcoming: false, noCourses: false, cardsWithoutImages: [], untranslated: [] };

const fixtureRules: Record<ContentFixture, FixtureRules> = {
  "": none,
  sparse: {
    noUpcoming: true,
    noCourses: true,
    cardsWithoutImages: ["equipment"],
    untranslated: [{ excursion: "multipitch", lang: "fr" }],
  },
};

/** The fixture the server runs with ("" for the real content). */
export function activeFixture(): ContentFixture {
  return getEnv().CONTENT_FIXTURE;
}

/** Whether the fixture removes an excursion's text in a language. */
export function isTextRemoved(fixture: ContentFixture, excursion: ExcursionId, lang: Lang): boolean {
  return fixtureRules[fixture].untranslated.some((rule) => rule.excursion === excursion && rule.lang === lang);
}

/** Applies the fixture to the home page's lists. */
export function applyHomeFixture<
  T extends { cards: Array<{ id: CardId; images: unknown[] }>; upcoming: { items: unknown[] }; courses: { items: unknown[] } },
>(fixture: ContentFixture, content: T): T {
  const rules = fixtureRules[fixture];
  return {
    ...content,
    cards: content.cards.map((card) => (rules.cardsWithoutImages.includes(card.id) ? { ...card, images: [] } : card)),
    upcoming: rules.noUpcoming ? { ...content.upcoming, items: [] } : content.upcoming,
    courses: rules.noCourses ? { ...content.courses, items: [] } : content.courses,
  };
}
