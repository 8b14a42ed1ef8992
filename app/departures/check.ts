/** A departure's fields as the owner gives them, checked (in English: the owner's tools show what is wrong). */
import { isLang, type Lang } from "../i18n/languages.ts";
import { departureStatuses, isOfferId, type Departure, type DepartureStatus } from "./model.ts";
import type * as store from "./store.server.ts";

/** What an owner gives to add a departure, or changes of one (only the fields given). */
export type DepartureInput = {
  offer?: string;
  /** `YYYY-MM-DD`, or null: to be confirmed. */
  startDate?: string | null;
  endDate?: string | null;
  seatsTotal?: number;
  seatsTaken?: number;
  status?: string;
  /** A note per language; an empty text removes the language's note. */
  notes?: Partial<Record<string, string>>;
};

/**
 * `problem: "past"`: the dates are over already; `"seats"`: a cancelled departure restored would
 * have fewer seats than its bookings take back (the workspace words each itself).
 */
export type DepartureChange = { ok: true; departure: Departure } | { ok: false; error: string; problem?: "past" | "seats" };

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const isIsoDate = (value: string) => ISO_DATE.test(value) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);
const MAX_SEATS = 500;
const MAX_NOTE = 500;

/** The fields after a change, or what is wrong with them (in English: the owner's tools show it). */
export function checkDeparture(
  current: store.DepartureFields | undefined,
  input: DepartureInput,
): { ok: true; fields: store.DepartureFields } | { ok: false; error: string } {
  const offer = input.offer ?? current?.offer;
  if (!isOfferId(offer)) return { ok: false, error: `Unknown offer: ${String(input.offer)}` };
  const startDate = input.startDate !== undefined ? input.startDate || null : (current?.startDate ?? null);
  let endDate = input.endDate !== undefined ? input.endDate || null : (current?.endDate ?? null);
  if (startDate !== null && !isIsoDate(startDate)) return { ok: false, error: `Not a date (YYYY-MM-DD): ${startDate}` };
  if (endDate !== null && !isIsoDate(endDate)) return { ok: false, error: `Not a date (YYYY-MM-DD): ${endDate}` };
  if (startDate === null) endDate = null;
  if (startDate !== null && endDate !== null && endDate < startDate) return { ok: false, error: "The end date is before the start date" };
  const seatsTotal = input.seatsTotal ?? current?.seatsTotal;
  if (seatsTotal === undefined || !Number.isInteger(seatsTotal) || seatsTotal < 1 || seatsTotal > MAX_SEATS) {
    return { ok: false, error: `Seats must be a whole number from 1 to ${MAX_SEATS}` };
  }
  const seatsTaken = input.seatsTaken ?? current?.seatsTaken ?? 0;
  if (!Number.isInteger(seatsTaken) || seatsTaken < 0 || seatsTaken > seatsTotal) {
    return { ok: false, error: `Seats taken must be from 0 to the ${seatsTotal} seats` };
  }
  const status = input.status ?? current?.status ?? "scheduled";
  if (!(departureStatuses as readonly string[]).includes(status))
    return { ok: false, error: `Unknown status: ${status} (${departureStatuses.join(", ")})` };
  const notes: Departure["notes"] = { ...current?.notes };
  for (const [lang, text] of Object.entries(input.notes ?? {})) {
    if (!isLang(lang)) return { ok: false, error: `Unknown language: ${lang}` };
    const note = (text ?? "").trim();
    if (note.length > MAX_NOTE) return { ok: false, error: `A note can be at most ${MAX_NOTE} characters long` };
    if (note) notes[lang as Lang] = note;
    else delete notes[lang as Lang];
  }
  return { ok: true, fields: { offer, startDate, endDate, seatsTotal, seatsTaken, status: status as DepartureStatus, notes } };
}

export function pastDates(fields: Pick<Departure, "startDate" | "endDate">): DepartureChange {
  return {
    ok: false,
    error: `The dates are over already (${fields.endDate ?? fields.startDate}): a departure is added ahead`,
    problem: "past",
  };
}
