import type { Lang } from "../i18n/languages.ts";
import { formsTexts } from "./i18n/index.ts";

const rules = new Map<Lang, Intl.PluralRules>();

/**
 * The words beside a field that takes at most `max` characters ("Up to 500 characters."), in the
 * page's language: a field with a `maxlength` says it, so a text is never cut by the browser
 * without a word (decision 0125). Written without the site's `fill` (app/i18n/fill.ts), which the
 * workspace's screens do not load (decision 0040).
 */
export function lengthHint(lang: Lang, max: number): string {
  let rule = rules.get(lang);
  if (!rule) {
    rule = new Intl.PluralRules(lang);
    rules.set(lang, rule);
  }
  const forms: Readonly<Record<string, string>> = formsTexts[lang].upTo;
  return (forms[rule.select(max)] ?? forms.other!).replace("{count}", String(max));
}
