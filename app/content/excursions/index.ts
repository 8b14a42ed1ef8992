import { languageNames, type Lang } from "../../i18n/languages.ts";
import { fill } from "../../i18n/fill.ts";
import { withDefaults } from "../defaults.ts";
import { factValues } from "../facts.ts";
import { activeFixture, isTextRemoved, type ContentFixture } from "../fixtures.ts";
import { renderDeep } from "../text.ts";
import type { Excursion, ExcursionId, ExcursionImageAlts, ExcursionImages, PhysicalLevel } from "../types.ts";
import { en, type ExcursionTexts, type ExcursionWords } from "./en.ts";
import { es } from "./es.ts";
import { fr } from "./fr.ts";
import { it } from "./it.ts";
import { pt } from "./pt.ts";

export type { ExcursionTexts, ExcursionWords };

/** Texts per language. A language added here (fr.ts, pt.ts, it.ts) must `satisfies ExcursionTexts`. */
export const excursionTranslations: Record<Lang, ExcursionTexts> = { en, es, fr, pt, it };

/** What does not depend on the language: physical level and (optional) date. */
const excursionData: Record<ExcursionId, { level: PhysicalLevel; date?: string }> = {
  freyclimb: { level: "mediumHigh" },
  multipitch: { level: "good" },
  freyrefuge: { level: "good" },
  bautismo: { level: "easy" },
  guiapersonal: { level: "all" },
  piedraparada: { level: "mediumHigh" },
  ventana: { level: "medium" },
  trekkingLanin: { level: "high" },
};

/** The illustration set names each excursion's six images after its id. */
export function excursionImages(id: ExcursionId): ExcursionImages {
  return {
    backgroundImage: `excursion-${id}-hero`,
    imagenFinal: `excursion-${id}-side`,
    imagen1: `excursion-${id}-1`,
    imagen2: `excursion-${id}-2`,
    imagen3: `excursion-${id}-3`,
    imagenHorizontal: `excursion-${id}-wide`,
  };
}

export type ExcursionContent = {
  excursion: Excursion;
  /** The language the excursion's texts are in: `lang`, or "en" when `lang` has no text for it. */
  textLang: Lang;
  /** The spec's message when `lang` has no text for this excursion (in the active language), else null. */
  missingTranslation: string | null;
  labels: ExcursionTexts["labels"];
  /** Alternative texts of the six images, naming the excursion. */
  imageAlts: ExcursionImageAlts;
  booking: {
    title: string;
    text: string;
    whatsappLabel: string;
    /** Pre-filled chat message naming the excursion and the language; pass it to `chatLink()`. */
    whatsappMessage: string;
    contactLabel: string;
    /** Subject to pre-fill in the contact form. */
    contactSubject: string;
  };
};

/** The excursion's words in `lang`, or undefined when that language has none (or the fixture removed them). */
function wordsIn(id: ExcursionId, lang: Lang, fixture: ContentFixture): ExcursionWords | undefined {
  if (isTextRemoved(fixture, id, lang)) return undefined;
  return excursionTranslations[lang]?.excursions[id];
}

/** Everything an excursion page shows, in `lang` (English texts when `lang` has none). */
export function getExcursionContent(id: ExcursionId, lang: Lang, fixture: ContentFixture = activeFixture()): ExcursionContent {
  const ui = excursionTranslations[lang] ?? en;
  const local = wordsIn(id, lang, fixture);
  const textLang: Lang = local ? lang : "en";
  const textSource = local ? ui : en;
  const words = renderDeep(local ?? en.excursions[id], factValues(textLang));
  const data = excursionData[id];
  const text = withDefaults(id, {
    ...words,
    physicalLevel: textSource.levels[data.level],
    date: data.date,
  });
  const values = { name: text.name, excursion: text.name, language: languageNames[lang], excursionId: id, lang };
  return {
    excursion: { id, ...text, ...excursionImages(id) },
    textLang,
    missingTranslation: local ? null : fill(ui.missingTranslation, values),
    labels: renderDeep(ui.labels, values),
    imageAlts: renderDeep(ui.imageAlts, values),
    booking: renderDeep(ui.booking, values),
  };
}

/** Name, location and a one-sentence description, for the page's meta tags. */
export function excursionSummary(
  id: ExcursionId,
  lang: Lang,
  fixture: ContentFixture = activeFixture(),
): { name: string; location: string; description: string } {
  const { excursion } = getExcursionContent(id, lang, fixture);
  const first = excursion.highlights.split(". ")[0] ?? "";
  const description = first && !/[.!?]$/.test(first) ? `${first}.` : first;
  return { name: excursion.name, location: excursion.location, description };
}

/** A physical level's name in `lang` (English when `lang` has no excursion texts yet). */
export function physicalLevelName(level: PhysicalLevel, lang: Lang): string {
  return (excursionTranslations[lang] ?? en).levels[level];
}
