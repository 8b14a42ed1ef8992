import type { Lang } from "./languages.ts";
import type { PluralForms } from "./plural.ts";

type Values = Readonly<Record<string, string | number>>;

const rules = new Map<string, Intl.PluralRules>();

/** The form of a plural entry (./plural.ts) that `lang`'s rules select for `count`. */
export function pluralForm(forms: PluralForms, count: number, lang: Lang): string {
  let rule = rules.get(lang);
  if (!rule) rules.set(lang, (rule = new Intl.PluralRules(lang)));
  return forms[rule.select(count)] ?? forms.other;
}

/**
 * Fills a text's `{name}` placeholders; a placeholder without a value stays as it is. A plural
 * entry needs its `count` and the language, whose rules pick the form.
 */
export function fill(template: string, values: Values): string;
export function fill(text: string | PluralForms, values: Values & { readonly count: number }, lang: Lang): string;
export function fill(text: string | PluralForms, values: Values, lang?: Lang): string {
  const template = typeof text === "string" ? text : pluralForm(text, Number(values.count), lang ?? "en");
  return template.replace(/\{(\w+)\}/g, (match, key: string) => (Object.hasOwn(values, key) ? String(values[key]) : match));
}
