/**
 * Which departure the Request to book form starts with. Shared by the page's loader (the server
 * renders it checked, so it holds without JavaScript) and its tests; no server code here.
 */
import { isBookable, type Departure } from "../departures/model.ts";
import { DEPARTURE_PARAM, REQUEST_ANCHOR } from "./model.ts";

type Choosable = Pick<Departure, "id" | "startDate" | "endDate" | "seatsTotal" | "seatsTaken" | "status">;

/**
 * The departure asked for (a home card's link), if a request can still name it; else the nearest
 * one with a seat left, by the business's day (`today`, `YYYY-MM-DD` in Bariloche); else "" (the
 * form's "other dates").
 */
export function preselectedDeparture(departures: readonly Choosable[], today: string, asked?: string | null): string {
  const bookable = departures.filter((departure) => isBookable(departure as Departure, today));
  const wanted = bookable.find((departure) => String(departure.id) === asked);
  if (wanted) return String(wanted.id);
  const [nearest] = bookable.toSorted((a, b) => a.startDate!.localeCompare(b.startDate!) || a.id - b.id);
  return nearest ? String(nearest.id) : "";
}

/** The link to an excursion's request form with a departure chosen, from `href`, the excursion page's own. */
export function requestHref(href: string, departure: string | number): string {
  return `${href}?${DEPARTURE_PARAM}=${encodeURIComponent(String(departure))}#${REQUEST_ANCHOR}`;
}
