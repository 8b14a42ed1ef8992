import { excursionImages } from "../../catalogue/places.ts";
import { hasTextsIn } from "../../catalogue/check.ts";
import { excursionById, type Catalogue, type ExcursionEntry, type Pricing } from "../../catalogue/model.ts";
import { priceLines, pricingNote } from "../../catalogue/price.ts";
import { isSpecExcursion } from "../../catalogue/seed/spec.ts";
import { languages, type Lang } from "../../i18n/languages.ts";
import { fill } from "../../i18n/fill.ts";
import { withDefaults } from "../defaults.ts";
import { renderDeep } from "../../i18n/text.ts";
import type { Excursion, ExcursionImageAlts, PhysicalLevel } from "../../components/content-types.ts";
import { en, type ExcursionTexts } from "../i18n/excursions/en.ts";
import { es } from "../i18n/excursions/es.ts";
import { fr } from "../i18n/excursions/fr.ts";
import { it } from "../i18n/excursions/it.ts";
import { pt } from "../i18n/excursions/pt.ts";

export type { ExcursionTexts };

/** Texts per language. A language added here (fr.ts, pt.ts, it.ts) must `satisfies ExcursionTexts`. */
export const excursionTranslations: Record<Lang, ExcursionTexts> = { en, es, fr, pt, it };

export type ExcursionContent = {
  excursion: Excursion;
  /** The language the excursion's texts are in: `lang`, or "en" when `lang` has no text for it. */
  textLang: Lang;
  /** The spec's message when `lang` has no text for this excursion (in the active language), else null. */
  missingTranslation: string | null;
  labels: ExcursionTexts["labels"];
  /** Alternative texts of the six images, naming the excursion. */
  imageAlts: ExcursionImageAlts;
  /** The price as numbers (structured data, totals). */
  pricing: Pricing;
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

/**
 * The languages an excursion's page is published in: those with every required text. hreflang and
 * the sitemap list only these.
 */
export function excursionLanguages(entry: ExcursionEntry): Lang[] {
  return languages.filter((lang) => hasTextsIn(entry, lang));
}

/**
 * The language an excursion's page in `lang` shows its texts in, or undefined when that page does
 * not exist. One of the spec's eight excursions without texts in `lang` shows its English texts
 * under the spec's message (in the page's language, the texts marked with their `lang`); an
 * excursion the owner added has no page in a language until its texts exist there, except at its
 * address without a language (`/cerro-otto`, the link the owner shares), which shows it in a
 * language it is written in, under the same message (`anyLanguage`, decision 0120).
 */
function excursionTextLang(entry: ExcursionEntry, lang: Lang, anyLanguage = false): Lang | undefined {
  const published = excursionLanguages(entry);
  if (published.includes(lang)) return lang;
  if (!isSpecExcursion(entry.key) && !anyLanguage) return undefined;
  return published.includes("en") ? "en" : published[0];
}

/** A language's name inside a sentence of `lang` ("espagnol" in French, "Spanish" in English). */
export function languageInSentence(code: Lang, lang: Lang): string {
  return new Intl.DisplayNames(lang, { type: "language" }).of(code) ?? code;
}

/** Everything an excursion page shows, in `lang`; undefined when the excursion has no page in `lang`. */
export function getExcursionContent(entry: ExcursionEntry, lang: Lang, anyLanguage = false): ExcursionContent | undefined {
  const textLang = excursionTextLang(entry, lang, anyLanguage);
  if (!textLang) return undefined;
  const ui = excursionTranslations[lang] ?? en;
  const words = entry.texts[textLang] ?? {};
  const { pricing } = entry.data;
  const text = withDefaults(entry.key, {
    ...words,
    price: [...priceLines(pricing, lang), ...(words.priceNotes ?? "").split("\n")].filter((line) => line.trim()).join("\n"),
    physicalLevel: ui.levels[entry.data.level],
    date: entry.data.date,
  });
  const values = {
    name: text.name,
    excursion: text.name,
    language: languageInSentence(lang, lang),
    textLanguage: languageInSentence(textLang, lang),
  };
  return {
    excursion: { id: entry.key, address: entry.data.address, ...text, ...excursionImages(entry.key) },
    textLang,
    missingTranslation: textLang === lang ? null : fill(ui.missingTranslation, values),
    labels: { ...renderDeep(ui.labels, values), perPerson: pricingNote(pricing, lang) },
    imageAlts: renderDeep(ui.imageAlts, values),
    booking: renderDeep(ui.booking, values),
    pricing,
  };
}

/** Name, location and a one-sentence description, for the page's meta tags and emails. */
export function excursionSummary(entry: ExcursionEntry, lang: Lang): { name: string; location: string; description: string } {
  const textLang = excursionTextLang(entry, lang) ?? excursionLanguages(entry)[0] ?? lang;
  const words = entry.texts[textLang] ?? {};
  const first = (words.highlights ?? "").split(". ")[0] ?? "";
  const description = first && !/[.!?]$/.test(first) ? `${first}.` : first;
  return { name: words.name?.trim() || "Nombre no disponible", location: words.location ?? "", description };
}

/** An excursion's name in `lang` (or its first language), for lists, emails and the workspace. */
export function excursionName(catalogue: Catalogue, key: string, lang: Lang): string {
  const entry = excursionById(catalogue, key);
  return entry ? excursionSummary(entry, lang).name : key;
}

/** A physical level's name in `lang` (English when `lang` has no excursion texts yet). */
export function physicalLevelName(level: PhysicalLevel, lang: Lang): string {
  return (excursionTranslations[lang] ?? en).levels[level];
}
