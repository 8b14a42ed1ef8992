/**
 * Every dictionary of the site and the workspace, found by its place (decision 0090): the shell's
 * at `app/i18n/<lang>.ts`, a feature's at `app/<feature>/i18n/<lang>.ts`, a part of a feature that
 * a page, an email or a browser chunk loads on its own at `app/<feature>/i18n/<part>/<lang>.ts`.
 * For the tests over all of them (./dictionaries.test.ts, ./plural.test.ts): a dictionary added in
 * its place is checked without being listed anywhere.
 */
import { languages, type Lang } from "./languages.ts";

/** The workspace's dictionaries, in the business's two languages (es, en), besides every part named `workspace`: every other has all five. */
const workspaceDictionaries = ["workspace", "bookings/guide-list", "catalogue/editor"] as const;

export type Dictionary = {
  /** Where its files are: `shell`, `bookings`, `bookings/page`. */
  name: string;
  /** The languages it is written in. */
  langs: readonly Lang[];
  /** Each language's texts: the file's export named after its language. */
  texts: Partial<Record<Lang, unknown>>;
  /** Each language's file, from the repository's root. */
  files: Partial<Record<Lang, string>>;
};

/** Every `<lang>.ts` under a folder named `i18n`, as its path from the repository's root. */
export const languageFiles = import.meta.glob<Record<string, unknown>>(["/app/**/i18n/**/{en,es,fr,pt,it}.ts"], { eager: true });

/** `app/bookings/i18n/page/fr.ts` → `bookings/page`; the shell's `app/i18n/fr.ts` → `shell`. */
export function dictionaryName(path: string): string | undefined {
  if (/^\/app\/i18n\/\w+\.ts$/.test(path)) return "shell";
  const match = /^\/app\/([^/]+)\/i18n\/(?:([^/]+)\/)?\w+\.ts$/.exec(path);
  if (!match) return undefined;
  return match[2] ? `${match[1]}/${match[2]}` : match[1];
}

export function dictionaries(): Dictionary[] {
  const byName = new Map<string, Dictionary>();
  for (const [path, exports] of Object.entries(languageFiles)) {
    const name = dictionaryName(path);
    if (!name) continue;
    const lang = /(\w+)\.ts$/.exec(path)![1] as Lang;
    const workspace = (workspaceDictionaries as readonly string[]).includes(name) || name.endsWith("/workspace");
    const dictionary = byName.get(name) ?? { name, langs: workspace ? ["es", "en"] : languages, texts: {}, files: {} };
    dictionary.texts[lang] = exports[lang];
    dictionary.files[lang] = path;
    byName.set(name, dictionary);
  }
  return [...byName.values()].sort((a, b) => a.name.localeCompare(b.name));
}
