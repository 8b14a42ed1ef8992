import { site } from "../../config/site.ts";
import type { Lang } from "../../i18n/languages.ts";
import { textLangOf } from "../../catalogue/check.ts";
import { liveExcursions, type Catalogue } from "../../catalogue/model.ts";
import { cardPriceLine, kitPriceLine } from "../../catalogue/price.ts";
import { fill } from "../../i18n/fill.ts";
import { getExcursionContent, physicalLevelName } from "../excursions/index.ts";
import { activeFixture, applyHomeFixture, type ContentFixture } from "../../catalogue/fixtures.ts";
import { renderDeep } from "../../i18n/text.ts";
import type { CarouselCard, Course, CourseId, ImageName, UpcomingExcursion } from "../../components/content-types.ts";
import { en, type HomeTexts } from "../i18n/home/en.ts";
import { es } from "../i18n/home/es.ts";
import { fr } from "../i18n/home/fr.ts";
import { it } from "../i18n/home/it.ts";
import { pt } from "../i18n/home/pt.ts";

export type { HomeTexts };

/** Texts per language. A language added here (fr.ts, pt.ts, it.ts) must `satisfies HomeTexts`. */
export const homeTranslations: Record<Lang, HomeTexts> = { en, es, fr, pt, it };

/** The dated lists' items: their pictures, and their texts' names in the catalogue's home entry. */
const upcomingData: Array<{ id: string; backgroundImage: ImageName; prefix: string }> = [
  { id: "lanin", backgroundImage: "upcoming-lanin", prefix: "upcomingLanin" },
];

const courseData: Array<{ id: CourseId; backgroundImage: ImageName; prefix: string }> = [
  { id: "trad_course", backgroundImage: "course-trad", prefix: "courseTrad" },
  { id: "sport_course", backgroundImage: "course-sport", prefix: "courseSport" },
  { id: "piedra_transfer", backgroundImage: "course-piedra-transfer", prefix: "coursePiedraTransfer" },
  { id: "trekking", backgroundImage: "course-trekking", prefix: "courseTrekking" },
];

/** A course's name in `lang` (or the home's first language), from the catalogue's home entry; its id when it has none. */
export function courseName(catalogue: Catalogue, id: CourseId, lang: Lang): string {
  const home = catalogue.home;
  const prefix = courseData.find((course) => course.id === id)?.prefix;
  return (prefix && home.texts[textLangOf(home, lang)]?.[`${prefix}Name`]?.trim()) || id;
}

export type HomeContent = {
  hero: HomeTexts["hero"] & { title: string; subtitle: string };
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

/** Everything the home page shows, in `lang`: the owner's texts from the catalogue, the page's own words from ./<lang>.ts. */
export function getHomeContent(
  catalogue: Catalogue,
  lang: Lang,
  fixture: ContentFixture = activeFixture(),
  siteName: string = site.defaultName,
): HomeContent {
  const ui = renderDeep(homeTranslations[lang] ?? en, { siteName });
  const home = catalogue.home;
  const homeLang = textLangOf(home, lang);
  const h = home.texts[homeLang] ?? {};
  const text = (name: string) => fill(h[name] ?? "", { siteName });

  const excursionCards = liveExcursions(catalogue).flatMap((entry): Array<CarouselCard & { order: number }> => {
    if (entry.data.homeOrder === null) return [];
    const content = getExcursionContent(entry, lang);
    if (!content) return [];
    const words = entry.texts[content.textLang] ?? {};
    const { excursion } = content;
    const first = entry.data.pricing.tiers[0];
    return [
      {
        order: entry.data.homeOrder,
        id: entry.key,
        url: entry.data.address,
        images: [excursion.backgroundImage, excursion.imagen1],
        perPerson: first?.unit === "person" || first?.unit === "personDay",
        title: words.cardTitle || excursion.name,
        description: words.cardDescription ?? "",
        price: cardPriceLine(entry.data.pricing, lang),
        difficulty: words.difficulty ?? "",
        textLang: content.textLang,
        days: excursion.days,
        condition: excursion.physicalLevel,
        months: excursion.months,
      },
    ];
  });
  const equipmentCard: Array<CarouselCard & { order: number }> =
    home.data.equipmentOrder === null
      ? []
      : [
          {
            order: home.data.equipmentOrder,
            id: "equipment",
            url: "rental",
            images: ["rental-collage", "rental-rope"],
            perPerson: false,
            title: text("equipmentTitle"),
            description: text("equipmentDescription"),
            price: kitPriceLine(home.data.kitPrice, lang),
            difficulty: text("equipmentDifficulty"),
            days: text("equipmentDays"),
            condition: physicalLevelName("all", lang),
            months: text("equipmentMonths"),
          },
        ];
  const cards = [...equipmentCard, ...excursionCards].sort((a, b) => a.order - b.order).map(({ order: _, ...card }) => card);
  const dated = (prefix: string) => ({
    name: text(`${prefix}Name`),
    date: text(`${prefix}Date`),
    location: text(`${prefix}Location`),
    description: text(`${prefix}Description`),
  });

  return applyHomeFixture(fixture, {
    hero: { ...ui.hero, title: text("heroTitle"), subtitle: text("heroSubtitle") },
    carousel: ui.carousel,
    cards,
    upcoming: {
      title: ui.upcoming.title,
      items: upcomingData.map(({ id, backgroundImage, prefix }) => ({ id, backgroundImage, ...dated(prefix) })).filter((item) => item.name),
      empty: ui.upcoming.empty,
    },
    courses: {
      title: ui.courses.title,
      items: courseData.map(({ id, backgroundImage, prefix }) => ({ id, backgroundImage, ...dated(prefix) })).filter((item) => item.name),
      empty: ui.courses.empty,
    },
    columns: ui.columns,
    closing: text("closing"),
    closingForm: around(text("closingForm"), "link", text("closingFormLink")),
  });
}
