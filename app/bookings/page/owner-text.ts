/** The owner's texts of an excursion as the booking page shows them (decision 0120). */
import type { ExcursionEntry } from "../../catalogue/model.ts";
import { onlyInNote, shownText } from "../../catalogue/shown-text.ts";
import type { Lang } from "../../i18n/languages.ts";

/** An owner's text as the pages show it: in `lang`, else in the language it was written in (decision 0120). */
export function textOf(entry: { texts: Partial<Record<Lang, Record<string, string>>> } | undefined, lang: Lang, field: string): string {
  return entry ? (shownText(entry, field, lang)?.text ?? "") : "";
}

/** A text shown in another language than the page's: that language (its `lang`) and the line that says so. */
export function otherLanguage(entry: ExcursionEntry | undefined, lang: Lang, field: string): { lang: Lang; note: string } | undefined {
  const shown = entry ? shownText(entry, field, lang) : undefined;
  const note = onlyInNote(shown, lang);
  return shown && note ? { lang: shown.lang, note } : undefined;
}
