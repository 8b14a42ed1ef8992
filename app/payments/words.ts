/**
 * Amounts in words for the workspace and its history: cents written as the language writes money
 * ("USD 1,234.50", "USD 1.234,50"), and the history's record of an amount ("USD 1234.50", the
 * same in every language, written back in the reader's).
 */
import type { Lang } from "../i18n/languages.ts";
import { formatAmount } from "../catalogue/price.ts";
import { fromCents, isCurrency, type Currency } from "./money.ts";

export function moneyText(cents: number, currency: Currency, lang: Lang): string {
  return formatAmount(fromCents(cents), currency, lang);
}

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** A day (`YYYY-MM-DD`) as the language writes it: "15 Jan 2027", "15 ene 2027"; the text itself when it is not a day. */
export function dayText(day: string, locale: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return day;
  let format = dayFormats.get(locale);
  if (!format) dayFormats.set(locale, (format = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeZone: "UTC" })));
  const time = Date.parse(`${day}T12:00:00Z`);
  return Number.isNaN(time) ? day : format.format(time);
}

/** How the history keeps an amount: its currency and its units with two decimals. */
export function moneyRecord(cents: number, currency: Currency): string {
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(cents);
  return `${currency} ${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}

/** An amount the history kept, in the reader's language; undefined when the text is not one. */
export function moneyRecordText(text: string, lang: Lang): string | undefined {
  const match = /^([A-Z]{3}) (-?)(\d+)\.(\d{2})$/.exec(text);
  if (!match || !isCurrency(match[1])) return undefined;
  const cents = (Number(match[3]) * 100 + Number(match[4])) * (match[2] ? -1 : 1);
  return moneyText(cents, match[1], lang);
}
