import type { Lang } from "../i18n/languages.ts";
import type { Currency } from "./model.ts";

/** Spanish amounts are written as in Argentina, where the business is ("USD 1.500"). */
const locales: Partial<Record<Lang, string>> = { es: "es-AR" };

const formats = new Map<string, Intl.NumberFormat>();

/**
 * An amount with its currency's code, as the language writes it: "USD 5", "5 USD", "USD 2,50";
 * cents only when there are any.
 */
export function money(lang: Lang, amount: number, currency: Currency): string {
  const cents = !Number.isInteger(amount);
  const key = `${lang}:${currency}:${cents}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locales[lang] ?? lang, {
      style: "currency",
      currency,
      currencyDisplay: "code",
      minimumFractionDigits: cents ? 2 : 0,
      maximumFractionDigits: 2,
    });
    formats.set(key, format);
  }
  return format.format(amount);
}
