/**
 * One word per thing (docs/glossary.md): no dictionary of a language uses a variant that language's
 * glossary rejects. The dictionaries are found by their place (./dictionaries.testing.ts).
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { dictionaries } from "./dictionaries.testing.ts";
import { isLang, type Lang } from "./languages.ts";

const glossary = readFileSync(path.resolve(import.meta.dirname, "../../docs/glossary.md"), "utf8");

/** Each language's rejected variants: the backticked words in the last column of its sections' tables. */
function rejectedVariants(markdown: string): Partial<Record<Lang, string[]>> {
  const rejected: Partial<Record<Lang, string[]>> = {};
  let lang: Lang | undefined;
  for (const line of markdown.split("\n")) {
    const heading = /^## .*\((\w+)\)\s*$/.exec(line);
    if (heading) {
      lang = isLang(heading[1]) ? heading[1] : undefined;
      continue;
    }
    if (/^## /.test(line)) lang = undefined;
    if (!lang || !line.startsWith("|")) continue;
    const cells = line.split("|").slice(1, -1);
    const last = cells.at(-1) ?? "";
    const variants = [...last.matchAll(/`([^`]+)`/g)].map((match) => match[1]!);
    if (variants.length) rejected[lang] = [...(rejected[lang] ?? []), ...variants];
  }
  return rejected;
}

/** Every text of a dictionary, placeholders taken out (`{email}` is not a word). */
function texts(value: unknown, at = ""): { at: string; text: string }[] {
  if (typeof value === "string") return [{ at, text: value.replace(/\{\w+\}/g, " ") }];
  if (value && typeof value === "object") return Object.entries(value).flatMap(([key, item]) => texts(item, at ? `${at}.${key}` : key));
  return [];
}

const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** The variant as a whole word (letters of every language count as word letters), whatever its case. */
const wordRule = (variant: string) => new RegExp(`(?<![\\p{L}\\p{N}-])${literal(variant)}(?![\\p{L}\\p{N}-])`, "iu");

const rejected = rejectedVariants(glossary);

describe("the glossary", () => {
  it("has a section with rejected variants for each of the five languages", () => {
    expect(Object.keys(rejected).sort()).toEqual(["en", "es", "fr", "it", "pt"]);
  });

  it("reads the rejected variants of a section's tables, and only those", () => {
    const sample =
      "## English (en)\n\n| Term | Note | Not |\n| --- | --- | --- |\n| email | `x` in a note | `e-mail` |\n\n## Other\n\n| a | `b` |";
    expect(rejectedVariants(sample)).toEqual({ en: ["e-mail"] });
  });

  it("matches a variant as a whole word, not inside another word", () => {
    expect(wordRule("correo").test("Respondé este correo.")).toBe(true);
    expect(wordRule("correo").test("Correo: ana@example.org")).toBe(true);
    expect(wordRule("correo").test("correos")).toBe(false);
    expect(wordRule("mail").test("email")).toBe(false);
    expect(wordRule("e-mail").test("un e-mail")).toBe(true);
  });
});

const byLang = dictionaries().flatMap((dictionary) =>
  dictionary.langs.map((lang) => ({ name: dictionary.name, lang, file: dictionary.files[lang], texts: texts(dictionary.texts[lang]) })),
);

describe.each(byLang.map((entry) => [`${entry.name} (${entry.lang})`, entry] as const))("the %s dictionary", (_, entry) => {
  it("uses none of the variants its language's glossary rejects", () => {
    const found = (rejected[entry.lang] ?? []).flatMap((variant) => {
      const rule = wordRule(variant);
      return entry.texts.filter(({ text }) => rule.test(text)).map(({ at }) => `${entry.file} ${at}: "${variant}"`);
    });
    expect(found).toEqual([]);
  });
});
