import type { Lang } from "../i18n/languages.ts";
import { onlyInNote, type ShownText } from "./shown-text.ts";

/**
 * The line under an owner's text written in another language than the page's: says which, in the
 * page's language (the text itself carries its own `lang`). Nothing when the text is the page's.
 */
export function OnlyIn({ shown, lang }: { shown: ShownText; lang: Lang }) {
  const note = onlyInNote(shown, lang);
  return note ? (
    <span className="trust-only-in" data-only-in={shown.lang}>
      {note}
    </span>
  ) : null;
}
