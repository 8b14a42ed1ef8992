import type { Lang } from "./languages.ts";
import { en, type Messages } from "./en.ts";
import { es } from "./es.ts";
import { fr } from "./fr.ts";
import { pt } from "./pt.ts";
import { it } from "./it.ts";

/** Shell texts per language. Loaders pick one language, so the browser only receives that one. */
export const messages: Record<Lang, Messages> = { en, es, fr, pt, it };
export type { Messages };

/**
 * The shell's texts as the root loader hands them to every page: without the titles and
 * descriptions of every page (each page's loader sends its own, `pageTexts`), which would otherwise
 * ride along in every page's data.
 */
export type ShellMessages = Omit<Messages, "pages">;

export function shellMessages(lang: Lang): ShellMessages {
  const { pages: _pages, ...shell } = messages[lang];
  return shell;
}

/** A page's own title and description, for its loader to send (see ShellMessages). */
export function pageTexts<Page extends keyof Messages["pages"]>(lang: Lang, page: Page): Messages["pages"][Page] {
  return messages[lang].pages[page];
}
