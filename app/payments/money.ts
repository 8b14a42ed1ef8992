/**
 * A booking's money (decision 0063), in whole cents: never a float in a sum, never a fraction of a
 * cent. What the group owes (the catalogue's price for its size and days, or a total the owner set
 * by hand), the deposit the excursion asks for, what was paid, what is due, and the booking's state
 * in four words: no deposit asked, deposit due, deposit paid, paid in full. Pure: the workspace's
 * screens and the tests run it as it is.
 */
import type { BookingPrice } from "../catalogue/total.ts";
import { currencies, type Currency, type Deposit } from "../catalogue/model.ts";

export { currencies, type Currency };

/** How a payment was made: the workspace names each in words. */
export const paymentMethods = ["cash", "transfer", "paypal", "mercadopago", "other"] as const;
export type PaymentMethod = (typeof paymentMethods)[number];

/** The largest amount taken in one payment or total: a hundred million (in cents), far above any group's, and exact as a number. */
export const MAX_CENTS = 100_000_000_00;

/** The state of a booking's money; `totalUnknown` until a total is known (the owner sets it by hand). */
const moneyStates = ["noDeposit", "depositDue", "depositPaid", "paidInFull", "totalUnknown"] as const;
type MoneyState = (typeof moneyStates)[number];

export function isCurrency(value: unknown): value is Currency {
  return typeof value === "string" && (currencies as readonly string[]).includes(value);
}

function isPaymentMethod(value: unknown): value is PaymentMethod {
  return typeof value === "string" && (paymentMethods as readonly string[]).includes(value);
}

/** An amount (units, as the catalogue writes prices) in whole cents. */
function toCents(amount: number): number {
  return Math.round(amount * 100);
}

/** Cents as the amount `formatAmount` writes (units, two decimals at most). */
export function fromCents(cents: number): number {
  return cents / 100;
}

/**
 * An amount as typed on a phone, in whole cents; null when it is not an amount. Both "1500,50" and
 * "1500.50" are a thousand five hundred and fifty cents; a separator followed by exactly three
 * digits groups thousands ("1.500", "1,500", "12.000.000"); with both, the last one is the decimal
 * one ("1.234,56", "1,234.56"). More than two decimals is refused (a payment is in cents). A sign
 * is kept, so zero and negative amounts are refused by their own rule, with their own message.
 */
export function parseAmount(text: string): number | null {
  let value = text.trim().replace(/[\s\u00a0\u202f]/g, "");
  if (!value) return null;
  let sign = 1;
  if (value.startsWith("-") || value.startsWith("−")) {
    sign = -1;
    value = value.slice(1);
  } else if (value.startsWith("+")) value = value.slice(1);
  if (!/^\d[\d.,]*$/.test(value) || /[.,]$/.test(value)) return null;
  const lastDot = value.lastIndexOf(".");
  const lastComma = value.lastIndexOf(",");
  let whole: string;
  let fraction = "";
  if (lastDot >= 0 && lastComma >= 0) {
    const decimal = lastDot > lastComma ? "." : ",";
    const group = decimal === "." ? "," : ".";
    const at = value.lastIndexOf(decimal);
    whole = value.slice(0, at);
    fraction = value.slice(at + 1);
    if (whole.includes(decimal) || !groupedThousands(whole, group)) return null;
    whole = whole.split(group).join("");
  } else if (lastDot >= 0 || lastComma >= 0) {
    const separator = lastDot >= 0 ? "." : ",";
    const parts = value.split(separator);
    if (parts.length === 2 && parts[1]!.length !== 3) {
      whole = parts[0]!;
      fraction = parts[1]!;
    } else {
      if (!groupedThousands(value, separator)) return null;
      whole = parts.join("");
    }
  } else whole = value;
  if (fraction.length > 2 || !/^\d*$/.test(fraction)) return null;
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, "0") || "0");
  if (!Number.isSafeInteger(cents)) return null;
  return sign * cents;
}

/** "1.500.000" grouped by threes after the first group. */
function groupedThousands(text: string, separator: string): boolean {
  const parts = text.split(separator);
  return /^\d{1,3}$/.test(parts[0]!) && parts.slice(1).every((part) => /^\d{3}$/.test(part));
}

/** A group's total from the catalogue: cents, its currency, and whether it is the lowest ("from"). */
export type Total = { cents: number; currency: Currency; from: boolean };

/** The days a departure (or the dates asked for) lasts: its first to its last day, both counted; one without a last day. */
export function daysBetween(first: string | null, last: string | null): number {
  if (!first || !last || last <= first) return 1;
  const days = Math.round((Date.parse(`${last}T00:00:00Z`) - Date.parse(`${first}T00:00:00Z`)) / 86_400_000) + 1;
  return Number.isFinite(days) && days >= 1 ? days : 1;
}

/** What the booking costs by the catalogue's prices (app/catalogue/total.ts, the gear in it), in cents; null when it cannot be told. */
export function catalogueTotal(price: BookingPrice | null): Total | null {
  if (!price || !(price.amount > 0)) return null;
  return { cents: toCents(price.amount), currency: price.currency, from: price.from };
}

/**
 * The deposit asked of a total: a fixed amount (in the total's currency; never more than the total)
 * or a share of it, rounded to the cent. None (0) when the excursion asks none.
 */
export function depositCents(deposit: Deposit | null | undefined, totalCents: number): number {
  if (!deposit || totalCents <= 0) return 0;
  if (deposit.kind === "amount") {
    if (!(deposit.amount > 0)) return 0;
    return Math.min(totalCents, toCents(deposit.amount));
  }
  if (!(deposit.percent > 0)) return 0;
  return Math.min(totalCents, Math.round((totalCents * deposit.percent) / 100));
}

/** Paid, due and the state, from the total, the deposit and the payments not taken back. */
export type Money = { totalCents: number | null; depositCents: number; paidCents: number; dueCents: number | null; state: MoneyState };

export function moneyOf(input: { totalCents: number | null; depositCents: number; paid: readonly number[] }): Money {
  const paidCents = input.paid.reduce((sum, cents) => sum + cents, 0);
  const { totalCents } = input;
  if (totalCents === null) return { totalCents, depositCents: 0, paidCents, dueCents: null, state: "totalUnknown" };
  const deposit = Math.min(input.depositCents, totalCents);
  const dueCents = Math.max(0, totalCents - paidCents);
  const state: MoneyState =
    paidCents >= totalCents ? "paidInFull" : deposit <= 0 ? "noDeposit" : paidCents >= deposit ? "depositPaid" : "depositDue";
  return { totalCents, depositCents: deposit, paidCents, dueCents, state };
}

/** A calendar day that exists, as `YYYY-MM-DD` (not 2027-02-30). */
function isDay(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const time = Date.parse(`${text}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === text;
}

/** The same day a year earlier (`YYYY-MM-DD`; from 29 February, the 28th). */
function aYearBefore(day: string): string {
  const monthDay = day.slice(4) === "-02-29" ? "-02-28" : day.slice(4);
  return `${String(Number(day.slice(0, 4)) - 1).padStart(4, "0")}${monthDay}`;
}

/** The highest rate taken (pesos per dollar, in centavos): a million pesos to the dollar, far above any day's. */
const MAX_RATE_CENTS = 1_000_000_00;

/**
 * A rate of pesos per dollar as typed ("1450", "1.450,50", "1450.5"), in centavos per dollar; null
 * when it is not one (not an amount, not positive, above a million pesos to the dollar).
 */
export function parseRate(text: string): number | null {
  const cents = parseAmount(text);
  return cents === null || cents <= 0 || cents > MAX_RATE_CENTS ? null : cents;
}

/** `a × b / c` for non-negative whole numbers, rounded to the nearest whole number, halves up: in exact integers (BigInt), no float rounded. */
function roundedQuotient(a: number, b: number, c: number): number {
  const numerator = BigInt(a) * BigInt(b);
  const denominator = BigInt(c);
  return Number((2n * numerator + denominator) / (2n * denominator));
}

/**
 * An amount in cents in the other currency at a rate (centavos per dollar), rounded to the cent,
 * halves up: ARS 145.000 at 1.450 is USD 100; USD 100 at 1.450,50 is ARS 145.050. The same
 * currency is itself.
 */
export function convertCents(cents: number, from: Currency, to: Currency, rateCents: number): number {
  if (from === to) return cents;
  if (!Number.isSafeInteger(rateCents) || rateCents <= 0 || !Number.isSafeInteger(cents) || cents <= 0) return 0;
  return from === "ARS" ? roundedQuotient(cents, 100, rateCents) : roundedQuotient(cents, rateCents, 100);
}

/** The highest cash discount the owner can set (a percentage, whole). */
export const MAX_CASH_DISCOUNT = 50;

/**
 * The discount a cash payment earns, in cents of the total's currency: with `percent` off for cash,
 * paying P in cash settles what P is the discounted price of, P × 100 / (100 − percent); the
 * discount is the difference, P × percent / (100 − percent), rounded to the cent (halves up), and
 * never more than what is still due after P (`roomCents`): USD 90 at 10 % settles USD 100.
 */
export function cashDiscountCents(paidCents: number, percent: number, roomCents: number): number {
  if (!Number.isSafeInteger(paidCents) || paidCents <= 0 || !Number.isInteger(percent) || percent <= 0 || percent > MAX_CASH_DISCOUNT)
    return 0;
  return Math.max(0, Math.min(roomCents, roundedQuotient(paidCents, percent, 100 - percent)));
}

/** Why a payment is refused: each has its message in the workspace's language. */
export type PaymentProblem =
  | "rate_invalid"
  | "amount_invalid"
  | "amount_not_positive"
  | "over_due"
  | "currency_other"
  | "date_future"
  | "date_too_old"
  | "date_invalid"
  | "method_invalid"
  | "total_unknown"
  | "nothing_due"
  | "unknown_payable";

/**
 * Checks a payment against the booking's money before anything is saved: a positive amount, no
 * more than what is due (`countedCents`: the amount in the total's currency, at its rate when it
 * was paid in the other), in the total's currency or in the other with a rate, paid on a day that has come (by the business's
 * clock, `today`) and no more than a year before the booking was made (`madeOn`, its business day:
 * a deposit may come before the request is written down, not a year earlier; 1900-01-01 is a typo).
 */
export function checkPayment(
  payment: { cents: number; currency: string; method: string; paidOn: string; rateCents?: number | null; countedCents?: number },
  booking: { money: Money; currency: Currency | null; today: string; madeOn: string },
): PaymentProblem | null {
  if (!Number.isSafeInteger(payment.cents) || payment.cents > MAX_CENTS) return "amount_invalid";
  if (payment.cents <= 0) return "amount_not_positive";
  if (!isPaymentMethod(payment.method)) return "method_invalid";
  if (!isDay(payment.paidOn)) return "date_invalid";
  if (payment.paidOn > booking.today) return "date_future";
  if (payment.paidOn < aYearBefore(booking.madeOn)) return "date_too_old";
  const { money } = booking;
  if (money.dueCents === null || booking.currency === null) return "total_unknown";
  if (payment.currency !== booking.currency) {
    if (!isCurrency(payment.currency)) return "currency_other";
    if (payment.rateCents === undefined || payment.rateCents === null) return "currency_other";
    if (!Number.isSafeInteger(payment.rateCents) || payment.rateCents <= 0 || payment.rateCents > MAX_RATE_CENTS) return "rate_invalid";
  }
  if (money.dueCents <= 0) return "nothing_due";
  const counted = payment.countedCents ?? payment.cents;
  if (counted <= 0) return "amount_not_positive";
  if (counted > money.dueCents) return "over_due";
  return null;
}
