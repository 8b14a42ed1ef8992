/**
 * The trip's days as the booking page counts them: its first and last day, the end of its data's
 * retention (decision 0100) and whether it has started, by the business clock.
 */
import { lastDay, type Departure } from "../../departures/model.ts";
import { businessDate } from "../../runtime/clock.server.ts";
import type * as requests from "../store.server.ts";
import type { BookingPageDeps } from "./deps.server.ts";

export const DAY_MS = 86_400_000;

export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/**
 * How long after its confirmation a booking with no date at all (a departure still to be confirmed,
 * and no dates of its own) is taken to happen: its data's retention counts from that day, and its
 * forms close on it (decision 0100). A date set later counts instead.
 */
const UNDATED_TRIP_DAYS = 365;

type TripRequest = Pick<requests.BookingRequest, "dateFrom" | "dateTo" | "confirmedAt">;

/** The day an undated trip is taken to happen: its confirmation's plus the bound; null before it is confirmed. */
function undatedTripDay(request: TripRequest): string | null {
  return request.confirmedAt === null ? null : addDays(businessDate(request.confirmedAt), UNDATED_TRIP_DAYS);
}

/**
 * The trip's last day: its departure's; without one (to be confirmed), the last of the dates asked
 * for; with neither, the bound after its confirmation. Null only for a request never confirmed.
 */
export function tripLastDay(request: TripRequest, departure: Pick<Departure, "startDate" | "endDate"> | null): string | null {
  return (departure ? lastDay(departure) : null) ?? request.dateTo ?? request.dateFrom ?? undatedTripDay(request);
}

/** The trip's first day: its departure's, else the first date asked for, else the bound after its confirmation. */
function tripFirstDay(request: TripRequest, departure: Pick<Departure, "startDate"> | null): string | null {
  return departure?.startDate ?? request.dateFrom ?? undatedTripDay(request);
}

/** The first day the link no longer opens and the personal data is gone; null while the trip's dates are unknown. */
export function retentionEnd(
  deps: Pick<BookingPageDeps, "settings">,
  request: requests.BookingRequest,
  departure: Departure | null,
): string | null {
  const last = tripLastDay(request, departure);
  return last === null ? null : addDays(last, deps.settings.participantDataDays);
}

/** Whether the booking's retention is over: its links no longer open. */
export function linksExpired(
  deps: Pick<BookingPageDeps, "settings" | "today">,
  request: requests.BookingRequest,
  departure: Departure | null,
): boolean {
  const end = retentionEnd(deps, request, departure);
  return end !== null && deps.today() >= end;
}

/** Whether the trip has started by the business clock: every form is then closed, filled or not. */
export function tripStarted(deps: Pick<BookingPageDeps, "today">, request: requests.BookingRequest, departure: Departure | null): boolean {
  const first = tripFirstDay(request, departure);
  return first !== null && deps.today() >= first;
}
