/**
 * Dated departures: when an offer (an excursion, a course or a service) leaves, with how many
 * seats. Shared by the pages (no server code here): the types, which departures still show, how
 * many seats are left, and how a date is written in each language.
 */
import type { Lang } from "../i18n/languages.ts";
import type { ExcursionId } from "../site/pages.ts";

/** The spec's courses and services that have departures too. */
export const courseIds = ["trad_course", "sport_course", "piedra_transfer", "trekking"] as const;
export type CourseOfferId = (typeof courseIds)[number];

/** What a departure belongs to: an excursion's key in the catalogue, or a course or service id. */
export type OfferId = ExcursionId | CourseOfferId;

/**
 * Whether a value is shaped like an offer's key. Which excursions exist is the catalogue's to say:
 * the departures service asks it (`offers`) before it keeps a departure.
 */
export function isOfferId(value: unknown): value is OfferId {
  return typeof value === "string" && /^[A-Za-z][A-Za-z0-9_-]{0,79}$/.test(value);
}

export function isCourseOffer(offer: OfferId): offer is CourseOfferId {
  return (courseIds as readonly string[]).includes(offer);
}

export const departureStatuses = ["scheduled", "full", "cancelled"] as const;
export type DepartureStatus = (typeof departureStatuses)[number];

export type Departure = {
  id: number;
  offer: OfferId;
  /** The first day (`YYYY-MM-DD`), or null: "to be confirmed". */
  startDate: string | null;
  /** The last day (`YYYY-MM-DD`); null for a one-day departure or one to be confirmed. */
  endDate: string | null;
  seatsTotal: number;
  seatsTaken: number;
  status: DepartureStatus;
  /** An optional note per language. */
  notes: Partial<Record<Lang, string>>;
};

/** The last day of a departure: its end, else its start; null when to be confirmed. */
export function lastDay(departure: Pick<Departure, "startDate" | "endDate">): string | null {
  return departure.endDate ?? departure.startDate;
}

/**
 * Whether a departure is still ahead on `today` (`YYYY-MM-DD` in Bariloche): it shows until its
 * last day is over, and one to be confirmed always shows.
 */
export function isUpcoming(departure: Pick<Departure, "startDate" | "endDate">, today: string): boolean {
  const last = lastDay(departure);
  return last === null || last >= today;
}

/** Seats a request can still take: none when full or cancelled. */
export function seatsLeft(departure: Pick<Departure, "seatsTotal" | "seatsTaken" | "status">): number {
  if (departure.status !== "scheduled") return 0;
  return Math.max(0, departure.seatsTotal - departure.seatsTaken);
}

/** Whether a request can name this departure: scheduled, ahead, with a seat left, and dated. */
export function isBookable(departure: Departure, today: string): boolean {
  return departure.startDate !== null && departure.startDate >= today && seatsLeft(departure) > 0;
}

/**
 * A departure's dates as a page writes them: pieces of text, those that belong to a day carrying it
 * (`time`: each goes in a `<time datetime>`), and the whole as one string (a chat message, an email).
 */
export type DepartureDates = { kind: "tbc" } | { kind: "dated"; parts: { text: string; time?: string }[]; text: string };

const formats = new Map<string, Intl.DateTimeFormat>();
function format(lang: Lang, withYear: boolean): Intl.DateTimeFormat {
  const key = `${lang}:${withYear}`;
  let formatter = formats.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(lang === "es" ? "es-AR" : lang, {
      day: "numeric",
      month: "long",
      ...(withYear ? { year: "numeric" } : {}),
      timeZone: "UTC",
    });
    formats.set(key, formatter);
  }
  return formatter;
}

const utc = (iso: string) => Date.parse(`${iso}T00:00:00Z`);

/**
 * A departure's dates in the language, as `Intl` writes a range ("19–20 October", "19 – 20 de
 * octubre"), with the year when it is not `currentYear`.
 */
export function departureDates(departure: Pick<Departure, "startDate" | "endDate">, lang: Lang, currentYear: number): DepartureDates {
  const { startDate, endDate } = departure;
  if (!startDate) return { kind: "tbc" };
  const withYear = Number(startDate.slice(0, 4)) !== currentYear || (endDate !== null && Number(endDate.slice(0, 4)) !== currentYear);
  const formatter = format(lang, withYear);
  if (!endDate || endDate === startDate) {
    const text = formatter.format(utc(startDate));
    return { kind: "dated", parts: [{ text, time: startDate }], text };
  }
  const parts: { text: string; time?: string }[] = [];
  for (const part of formatter.formatRangeToParts(utc(startDate), utc(endDate))) {
    const time = part.source === "startRange" ? startDate : part.source === "endRange" ? endDate : undefined;
    // Italian's ranges in CLDR write days with two digits ("03–05 ottobre"); a day alone has one.
    const value = part.type === "day" ? part.value.replace(/^0(?=\d)/, "") : part.value;
    const previous = parts.at(-1);
    if (previous && previous.time === time) previous.text += value;
    else parts.push(time ? { text: value, time } : { text: value });
  }
  return { kind: "dated", parts, text: parts.map((part) => part.text).join("") };
}
