import type { Lang } from "./languages.ts";
import type { PluralForms } from "./plural.ts";

type Values = Readonly<Record<string, string | number>>;

const rules = new Map<string, Intl.PluralRules>();

/** The form of a plural entry (./plural.ts) that `lang`'s rules select for `count`. */
function pluralForm(forms: PluralForms, count: number, lang: Lang): string {
  let rule = rules.get(lang);
  if (!rule) rules.set(lang, (rule = new Intl.PluralRules(lang)));
  return forms[rule.select(count)] ?? forms.other;
}

const numberFormats = new Map<string, Intl.NumberFormat>();

/** A number as `lang` writes it: "5,000" in English, "5 000" in French, "5000" in Spanish (which groups from five digits). */
function numberText(value: number, lang: Lang): string {
  let format = numberFormats.get(lang);
  if (!format) numberFormats.set(lang, (format = new Intl.NumberFormat(lang)));
  return format.format(value);
}

/**
 * Fills a text's `{name}` placeholders; a placeholder without a value stays as it is. A plural
 * entry needs its `count` and the language, whose rules pick the form; with the language given,
 * a number is written as the language writes it (a limit of 5000 characters is "5 000" in French).
 */
export function fill(template: string, values: Values): string;
export function fill(text: string | PluralForms, values: Values & { readonly count: number }, lang: Lang): string;
export function fill(text: string | PluralForms, values: Values, lang?: Lang): string {
  const template = typeof text === "string" ? text : pluralForm(text, Number(values.count), lang ?? "en");
  return template.replace(/\{(\w+)\}/g, (match, key: string) => {
    if (!Object.hasOwn(values, key)) return match;
    const value = values[key];
    return typeof value === "number" && lang ? numberText(value, lang) : String(value);
  });
}
