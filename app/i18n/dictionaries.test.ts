/**
 * One shape for every text of the code (decision 0090): each dictionary in its place, English the
 * shape every other language has, and no words kept anywhere else.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { dictionaries, dictionaryName, languageFiles } from "./dictionaries.testing.ts";
import type { Lang } from "./languages.ts";

const root = path.resolve(import.meta.dirname, "../..");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [`/${path.relative(root, full)}`] : [];
  });
}

const appFiles = sourceFiles(path.join(root, "app"));

/** A file in an i18n folder that is not a language's dictionary: the folder's index, or one of these. */
const toolsInI18n: Record<string, string> = {
  "/app/i18n/languages.ts": "the languages themselves",
  "/app/i18n/messages.ts": "the shell dictionary's index",
  "/app/i18n/fill.ts": "fills a text's placeholders",
  "/app/i18n/text.ts": "a text's placeholders, and filling them inside a whole object",
  "/app/i18n/plural.ts": "the plural forms' types",
  "/app/i18n/dictionaries.testing.ts": "finds every dictionary for the tests",
  "/app/workspace/i18n/fallback.ts":
    "the workspace frame's English words for when its layout has no data, a few lines the browser keeps instead of both dictionaries (fallback.test.ts keeps them equal to the dictionary's)",
};

/** Where the catalogue's own texts start from: its seed, one file per language (not words of the code). */
const seedTexts = /^\/app\/catalogue\/seed\/texts\/(en|es|fr|pt|it|index)\.ts$/;

/**
 * Words kept outside a dictionary, until they move to their feature's (each line removed as it
 * moves; nothing is added here).
 */
const notMovedYet: string[] = [];

/**
 * Whether a source file holds words of its own in several languages: a dictionary named after a
 * language (`const en = {`, `const workspaceEs = {`), or an object with texts under two languages'
 * keys (`en: "Hello", es: "Hola"`).
 */
function holdsWords(source: string): boolean {
  if (/^\s*(?:export\s+)?const\s+(?:en|es|fr|pt|it|\w+(?:En|Es|Fr|Pt|It))\s*(?::[^=]+)?=\s*\{/m.test(source)) return true;
  const keyed = new Set([...source.matchAll(/^\s*(en|es|fr|pt|it):\s*["'`{]/gm)].map((match) => match[1]));
  return keyed.size >= 2;
}

describe("the dictionaries' places", () => {
  it("finds the dictionaries where decision 0090 puts them", () => {
    const names = dictionaries().map((dictionary) => dictionary.name);
    expect(names).toContain("shell");
    expect(names).toContain("workspace");
    expect(names).toContain("bookings/page");
    expect(dictionaryName("/app/catalogue/i18n/trust/fr.ts")).toBe("catalogue/trust");
    expect(dictionaryName("/app/catalogue/trust/i18n/fr.ts")).toBeUndefined();
    expect(dictionaryName("/app/bookings/i18n/a/b/fr.ts")).toBeUndefined();
  });

  it("every language file under an i18n folder is in a dictionary's place", () => {
    expect(Object.keys(languageFiles).filter((file) => dictionaryName(file) === undefined)).toEqual([]);
  });

  it("an i18n folder holds dictionaries and their index, nothing else", () => {
    const others = appFiles.filter(
      (file) =>
        file.includes("/i18n/") &&
        !/\/(en|es|fr|pt|it|index)\.ts$/.test(file) &&
        !Object.hasOwn(toolsInI18n, file) &&
        !notMovedYet.includes(file),
    );
    expect(others).toEqual([]);
  });

  it("no words are kept outside a dictionary (and the catalogue's seed)", () => {
    const stray = appFiles.filter(
      (file) =>
        !(dictionaryName(file) !== undefined && /\/(en|es|fr|pt|it)\.ts$/.test(file)) &&
        !seedTexts.test(file) &&
        !Object.hasOwn(toolsInI18n, file) &&
        holdsWords(readFileSync(path.join(root, file), "utf8")),
    );
    expect(stray.sort()).toEqual([...notMovedYet].sort());
  });

  it("recognises words kept in a module", () => {
    expect(holdsWords('const en = {\n  title: "Hi",\n};')).toBe(true);
    expect(holdsWords('export const workspaceEs = {\n  title: "Hola",\n};')).toBe(true);
    expect(holdsWords('const greeting = {\n  en: "Hello",\n  es: "Hola",\n};')).toBe(true);
    expect(holdsWords('const locales = { en: "en-US" };\nconst title = "Hi";')).toBe(false);
  });
});

const pluralCategories = new Set(["zero", "one", "two", "few", "many", "other"]);
const isPlural = (value: object) => Object.keys(value).length > 0 && Object.keys(value).every((key) => pluralCategories.has(key));

/** A dictionary's shape: its keys down to its texts (a text's plural forms are one text). */
function shape(value: unknown): unknown {
  if (typeof value === "string") return "text";
  if (Array.isArray(value)) return value.map(shape);
  if (value && typeof value === "object") {
    if (isPlural(value)) return "text";
    return Object.fromEntries(
      Object.entries(value)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([key, item]) => [key, shape(item)]),
    );
  }
  return typeof value;
}

describe.each(dictionaries().map((dictionary) => [dictionary.name, dictionary] as const))("the %s dictionary", (_, dictionary) => {
  it("has a file for each of its languages, English first, and no other", () => {
    expect(Object.keys(dictionary.files).sort()).toEqual([...dictionary.langs].sort());
  });

  it.each(dictionary.langs.map((lang) => [lang] as const))("%s.ts exports its texts under the language's name", (lang: Lang) => {
    expect(typeof dictionary.texts[lang], `${dictionary.files[lang]} exports \`${lang}\``).toBe("object");
  });

  it.each(dictionary.langs.filter((lang) => lang !== "en").map((lang) => [lang] as const))(
    "%s.ts has English's keys, every text where English has one",
    (lang: Lang) => {
      expect(shape(dictionary.texts[lang])).toEqual(shape(dictionary.texts.en));
    },
  );
});
