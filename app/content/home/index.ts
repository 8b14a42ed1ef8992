import { site } from "../../config/site.ts";
import type { Lang } from "../../i18n/languages.ts";
import { getExcursionContent, physicalLevelName } from "../excursions/index.ts";
import { factValues } from "../facts.ts";
import { activeFixture, applyHomeFixture, type ContentFixture } from "../fixtures.ts";
import { renderDeep } from "../text.ts";
import type { CardId, CarouselCard, Course, CourseId, ExcursionId, ImageName, UpcomingExcursion } from "../types.ts";
import { en, type HomeTexts } from "./en.ts";
import { es } from "./es.ts";
import { fr } from "./fr.ts";
import { it } from "./it.ts";
import { pt } from "./pt.ts";

export type { HomeTexts };

/** Texts per language. A language added here (fr.ts, pt.ts, it.ts) must `satisfies HomeTexts`. */
export const homeTranslations: Record<Lang, HomeTexts> = { en, es, fr, pt, it };

/** The carousel's cards, in the spec's order, with the page each one opens and its images. */
const cardData: Array<{ id: CardId; url: CarouselCard["url"]; excursion?: ExcursionId; images: ImageName[] }> = [
  { id: "equipment", url: "rental", images: ["rental-collage", "rental-rope"] },
  { id: "frey", url: "freyclimb", excursion: "freyclimb", images: ["excursion-freyclimb-hero", "excursion-freyclimb-1"] },
  { id: "multipitch", url: "multipitch", excursion: "multipitch", images: ["excursion-multipitch-hero", "excursion-multipitch-1"] },
  { id: "freyrefuge", url: "freyrefuge", excursion: "freyrefuge", images: ["excursion-freyrefuge-hero", "excursion-freyrefuge-1"] },
  { id: "baptism", url: "bautismo", excursion: "bautismo", images: ["excursion-bautismo-hero", "excursion-bautismo-1"] },
  { id: "personal", url: "guiapersonal", excursion: "guiapersonal", images: ["excursion-guiapersonal-hero", "excursion-guiapersonal-1"] },
  {
    id: "piedraparada",
    url: "piedraparada",
    excursion: "piedraparada",
    images: ["excursion-piedraparada-hero", "excursion-piedraparada-1"],
  },
  { id: "ventana", url: "ventana", excursion: "ventana", images: ["excursion-ventana-hero", "excursion-ventana-1"] },
  {
    id: "trekkingLanin",
    url: "trekkingLanin",
    excursion: "trekkingLanin",
    images: ["excursion-trekkingLanin-hero", "excursion-trekkingLanin-1"],
  },
];

const upcomingData: Array<{ id: keyof HomeTexts["upcoming"]["items"]; backgroundImage: ImageName }> = [
  { id: "lanin", backgroundImage: "upcoming-lanin" },
];

const courseData: Array<{ id: CourseId; backgroundImage: ImageName }> = [
  { id: "trad_course", backgroundImage: "course-trad" },
  { id: "sport_course", backgroundImage: "course-sport" },
  { id: "piedra_transfer", backgroundImage: "course-piedra-transfer" },
  { id: "trekking", backgroundImage: "course-trekking" },
];

export type HomeContent = {
  hero: HomeTexts["hero"];
  carousel: HomeTexts["carousel"];
  cards: CarouselCard[];
  upcoming: { title: string; items: UpcomingExcursion[]; empty: string };
  courses: { title: string; items: Course[]; empty: string };
  columns: HomeTexts["columns"];
  closing: string;
  /** The closing line without contact icons: the words around its link to the contact form. */
  closingForm: { before: string; link: string; after: string };
};

/** A text's words before and after its `{name}` (a link the page draws), and the link's. */
function around(text: string, name: string, link: string): { before: string; link: string; after: string } {
  const [before = "", after = ""] = text.split(`{${name}}`);
  return { before, link, after };
}

/** Everything the home page shows, in `lang` (English where `lang` has no texts yet). */
export function getHomeContent(lang: Lang, fixture: ContentFixture = activeFixture(), siteName: string = site.defaultName): HomeContent {
  const source = homeTranslations[lang];
  const textLang: Lang = source ? lang : "en";
  const t = renderDeep(source ?? en, { ...factValues(textLang), siteName });

  const cards: CarouselCard[] = cardData.map(({ id, url, excursion, images }) => {
    const words = t.cards[id];
    if (excursion) {
      const { excursion: e } = getExcursionContent(excursion, lang, fixture);
      return { id, url, images, perPerson: true, ...words, days: e.days, condition: e.physicalLevel, months: e.months };
    }
    return {
      id,
      url,
      images,
      perPerson: false,
      ...words,
      days: t.equipmentCard.days,
      condition: physicalLevelName("all", lang),
      months: t.equipmentCard.months,
    };
  });

  return applyHomeFixture(fixture, {
    hero: t.hero,
    carousel: t.carousel,
    cards,
    upcoming: {
      title: t.upcoming.title,
      items: upcomingData.map(({ id, backgroundImage }) => ({ id, backgroundImage, ...t.upcoming.items[id] })),
      empty: t.upcoming.empty,
    },
    courses: {
      title: t.courses.title,
      items: courseData.map(({ id, backgroundImage }) => ({ id, backgroundImage, ...t.courses.items[id] })),
      empty: t.courses.empty,
    },
    columns: t.columns,
    closing: t.closing,
    closingForm: around(t.closingForm, "link", t.closingFormLink),
  });
}
