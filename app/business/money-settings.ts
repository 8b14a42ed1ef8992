/**
 * Pesos and dollars, honestly (decision 0131): the rate of the day (pesos per dollar) the owner
 * sets, when it was set (by the business's clock), how many days it stays usable, how long a
 * payment attempt at a rate stays valid, and the cash discount. Pure: the service keeps them
 * (./service.server.ts), the screens, the command line and the tests read them through this.
 */
import { MAX_CASH_DISCOUNT, parseRate } from "../payments/money.ts";

export const moneySettingFields = ["arsPerUsd", "rateDays", "rateAttemptMinutes", "cashDiscountPercent"] as const;
export type MoneySettingField = (typeof moneySettingFields)[number];

/** Why a setting is refused: each has its message in the workspace's language. */
export type MoneySettingError = "rate" | "days" | "minutes" | "percent";

export type MoneySettings = {
  /** The rate of the day, in centavos per dollar (145050 is ARS 1.450,50 to the dollar); null until set. */
  arsPerUsdCents: number | null;
  /** When it was last set (epoch milliseconds, the business's clock); setting the same rate again counts. */
  rateSetAt: number | null;
  /** How many days a rate stays usable: past them, pesos are not offered online. */
  rateDays: number;
  /** How long a payment attempt at a rate stays valid, in minutes: an old rate is never charged. */
  rateAttemptMinutes: number;
  /** The cash discount, a whole percentage (0: none). */
  cashDiscountPercent: number;
};

export const defaultMoneySettings: MoneySettings = {
  arsPerUsdCents: null,
  rateSetAt: null,
  rateDays: 3,
  rateAttemptMinutes: 30,
  cashDiscountPercent: 0,
};

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

/** The ranges the owner can set: a day to a month, five minutes to a day, no discount to half. */
const limits = {
  rateDays: { min: 1, max: 30, error: "days" },
  rateAttemptMinutes: { min: 5, max: 1440, error: "minutes" },
  cashDiscountPercent: { min: 0, max: MAX_CASH_DISCOUNT, error: "percent" },
} as const;

/** A whole number as typed, within its range; null when not. */
function wholeIn(text: string, min: number, max: number): number | null {
  const trimmed = text.trim().replace(/\s*%$/, "");
  if (!/^\d{1,5}$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return value >= min && value <= max ? value : null;
}

/**
 * The settings as typed (the workspace's form, the command line): each one given read and checked,
 * the rate as pesos per dollar ("1450", "1.450,50"). The values are what is stored: the rate in
 * centavos, the others as whole numbers.
 */
export function readMoneySettings(
  typed: Partial<Record<MoneySettingField, string>>,
):
  | { ok: true; values: Partial<Record<MoneySettingField, number>> }
  | { ok: false; errors: Partial<Record<MoneySettingField, MoneySettingError>> } {
  const values: Partial<Record<MoneySettingField, number>> = {};
  const errors: Partial<Record<MoneySettingField, MoneySettingError>> = {};
  if (typed.arsPerUsd !== undefined) {
    const rate = parseRate(typed.arsPerUsd);
    if (rate === null) errors.arsPerUsd = "rate";
    else values.arsPerUsd = rate;
  }
  for (const field of ["rateDays", "rateAttemptMinutes", "cashDiscountPercent"] as const) {
    const text = typed[field];
    if (text === undefined) continue;
    const { min, max, error } = limits[field];
    const value = wholeIn(text, min, max);
    if (value === null) errors[field] = error;
    else values[field] = value;
  }
  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, values };
}

/**
 * What the pay flow reads before it offers pesos: the rate, when it was set, until when it is
 * usable, and how long an attempt started now at it stays valid; or why pesos are not offered
 * (no rate yet, or one set `rateDays` days ago or more).
 */
export type RateForPayments =
  | {
      usable: true;
      /** Pesos per dollar (1450.5), to show; `arsPerUsdCents` for the arithmetic. */
      arsPerUsd: number;
      arsPerUsdCents: number;
      setAt: number;
      /** The first moment it is no longer usable. */
      usableUntil: number;
      attemptMinutes: number;
      /** When an attempt started at `now` at this rate expires. */
      attemptExpiresAt: number;
    }
  | { usable: false; reason: "missing" }
  | { usable: false; reason: "stale"; arsPerUsd: number; arsPerUsdCents: number; setAt: number; usableUntil: number };

/** The rate as the pay flow may use it at `now` (the business's clock): usable for `rateDays` × 24 hours from when it was set. */
export function rateForPayments(settings: MoneySettings, now: number): RateForPayments {
  const { arsPerUsdCents, rateSetAt } = settings;
  if (arsPerUsdCents === null || rateSetAt === null) return { usable: false, reason: "missing" };
  const usableUntil = rateSetAt + settings.rateDays * DAY_MS;
  const rate = { arsPerUsd: arsPerUsdCents / 100, arsPerUsdCents, setAt: rateSetAt, usableUntil };
  if (now >= usableUntil) return { usable: false, reason: "stale", ...rate };
  const attemptMinutes = settings.rateAttemptMinutes;
  return { usable: true, ...rate, attemptMinutes, attemptExpiresAt: now + attemptMinutes * MINUTE_MS };
}
