/**
 * Departures as pages show them, worked out by the loaders (so the browser gets words, not rules):
 * the dates written for the language, the seats left and the status.
 */
import { fill } from "../i18n/fill.ts";
import type { Lang } from "../i18n/languages.ts";
import { departuresTexts } from "./i18n/index.ts";
import { departureDates, seatsLeft, type Departure, type DepartureDates } from "./model.ts";

export type DepartureView = {
  id: number;
  dates: DepartureDates;
  /** "To be confirmed", "3 seats left", "Full", "Cancelled". */
  availability: string;
  status: Departure["status"];
  seatsLeft: number;
  note: string | null;
};

export function departureView(departure: Departure, lang: Lang, today: string): DepartureView {
  const t = departuresTexts[lang];
  const left = seatsLeft(departure);
  const availability = departure.status === "cancelled" ? t.cancelled : left === 0 ? t.full : fill(t.seatsLeft, { count: left }, lang);
  return {
    id: departure.id,
    dates: departureDates(departure, lang, Number(today.slice(0, 4))),
    availability,
    status: departure.status,
    seatsLeft: left,
    note: departure.notes[lang] ?? null,
  };
}

/** A departure's dates as one line of text ("October 19 – 20, 2027", "To be confirmed"). */
export function datesText(dates: DepartureDates, lang: Lang): string {
  return dates.kind === "tbc" ? departuresTexts[lang].tbc : dates.text;
}
