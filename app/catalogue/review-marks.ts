/** The review marks an entry's texts carry: a text changed in one language is "to review" in the others. */
import { languages, type Lang } from "../i18n/languages.ts";
import { textFields } from "./fields.ts";
import type { Entry, ReviewMark } from "./model.ts";

const textOf = (entry: Entry | undefined, lang: Lang, field: string) => entry?.texts[lang]?.[field] ?? "";

/**
 * The review marks of an entry saved over `base`: a text changed in one language marks the same
 * field of every other language that has a text "to review", with the text before and after. A
 * language's own change to a field clears its mark there (it was updated), and creates no marks
 * when it answered one (a translation is not a new source). Marks the editor dropped ("still
 * right") stay dropped; the editor cannot add marks of its own.
 */
export function reviewMarks(entry: Entry, base: Entry | undefined): Entry["review"] {
  const review: Entry["review"] = {};
  for (const lang of languages) {
    const kept: Record<string, ReviewMark> = {};
    for (const [field, mark] of Object.entries(base?.review[lang] ?? {})) {
      if (entry.review?.[lang]?.[field] && textOf(entry, lang, field) === textOf(base, lang, field)) kept[field] = mark;
    }
    if (Object.keys(kept).length) review[lang] = kept;
  }
  if (!base) return review;
  for (const field of textFields[entry.kind]) {
    const changedIn = languages.filter((lang) => textOf(entry, lang, field.name) !== textOf(base, lang, field.name));
    for (const from of changedIn) {
      if (base.review[from]?.[field.name]) continue;
      const after = textOf(entry, from, field.name);
      for (const other of languages) {
        if (changedIn.includes(other) || !textOf(entry, other, field.name).trim()) continue;
        const earlier = review[other]?.[field.name];
        const marks = review[other] ?? {};
        review[other] = marks;
        marks[field.name] = {
          from,
          before: earlier?.from === from ? earlier.before : textOf(base, from, field.name),
          after,
        };
      }
    }
  }
  return review;
}
