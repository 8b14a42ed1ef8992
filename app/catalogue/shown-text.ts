/**
 * Which of an entry's texts a page shows, and in which language: the page's own when the owner
 * wrote it there, else English (the site's source language), else the first language that has it.
 * A text shown in another language than the page's carries that language (`lang` on its element),
 * so a page never mixes languages without saying so, and a line in the page's language says so in
 * words (`onlyInNote`): the same on the excursion's page, the booking page and every email.
 */
import { languages, type Lang } from "../i18n/languages.ts";
import { fill } from "../i18n/fill.ts";
import { trustTexts } from "./i18n/trust/index.ts";
import type { Entry } from "./model.ts";

export type ShownText = { text: string; lang: Lang };

export function shownText(entry: Pick<Entry, "texts">, field: string, lang: Lang): ShownText | undefined {
  for (const candidate of [lang, "en" as const, ...languages]) {
    const text = entry.texts[candidate]?.[field];
    if (typeof text === "string" && text.trim() !== "") return { text: text.trim(), lang: candidate };
  }
  return undefined;
}

/** Whether a text is written in any language (a fact the owner set). */
export function hasText(entry: Pick<Entry, "texts">, field: string): boolean {
  return languages.some((lang) => (entry.texts[lang]?.[field] ?? "").trim() !== "");
}

/** The `lang` attribute a text's element takes on a page in `pageLang`: none when they are the same. */
export function langAttribute(shown: ShownText, pageLang: Lang): Lang | undefined {
  return shown.lang === pageLang ? undefined : shown.lang;
}

/**
 * The line under an owner's text shown in another language than the page's ("Text available only
 * in Spanish."), in the page's language; undefined when the text is the page's own language.
 */
export function onlyInNote(shown: ShownText | undefined, pageLang: Lang): string | undefined {
  if (!shown || shown.lang === pageLang) return undefined;
  const language = new Intl.DisplayNames(pageLang, { type: "language" }).of(shown.lang) ?? shown.lang;
  return fill(trustTexts[pageLang].onlyIn, { language });
}
