/**
 * The departures service: what the pages read (the upcoming ones, by the business's clock) and
 * what the owner's tools call to add, change and cancel departures (the owner's workspace, and
 * `npm run departures`). Every change is announced on the change tracker, so the page
 * cache of every instance drops the pages that showed the departure.
 */
import type { Database } from "./store.server.ts";
import { isLang, type Lang } from "../i18n/languages.ts";
import type { ChangeTracker } from "../runtime/changes.server.ts";
import { businessDate, type Clock } from "../runtime/clock.server.ts";
import { departureStatuses, isOfferId, isUpcoming, type Departure, type DepartureStatus, type OfferId } from "./model.ts";
import * as store from "./store.server.ts";

/** The bus topic that announces a change of departures (or of seats taken on one). */
export const DEPARTURES_TOPIC = "departures";

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
export const MAX_SEATS = 500;
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

function pastDates(fields: Pick<Departure, "startDate" | "endDate">): DepartureChange {
  return {
    ok: false,
    error: `The dates are over already (${fields.endDate ?? fields.startDate}): a departure is added ahead`,
    problem: "past",
  };
}

export function createDeparturesService(options: {
  database: Database;
  changes?: ChangeTracker;
  now?: Clock;
  log?: Pick<Console, "error">;
  /**
   * The offers a new departure (or a departure moved to another offer) can be for: the
   * catalogue's excursions that are not retired, and the courses. Every offer when absent.
   */
  offers?: () => Promise<readonly string[]>;
  /**
   * After a departure was changed (its dates, its status): the travellers booked on it are told
   * (the reminders' service). Its failure is logged, never the change's.
   */
  changed?: (before: Departure, after: Departure, told?: { line?: string }) => Promise<unknown>;
  /**
   * The seats the bookings a departure's cancellation declined take back when it is restored (the
   * reminders' service confirms them again): a restore is refused when they do not fit.
   */
  seatsToRestore?: (departureId: number) => Promise<number>;
}) {
  const { db } = options.database;
  /** An offer the catalogue does not have (any more), or undefined. */
  async function unknownOffer(offer: string | undefined): Promise<DepartureChange | undefined> {
    if (offer === undefined || !options.offers) return undefined;
    return (await options.offers()).includes(offer) ? undefined : { ok: false, error: `Unknown offer: ${offer}` };
  }
  const now = options.now ?? Date.now;
  const log = options.log ?? console;

  /** Tells every instance; a bus that cannot be reached leaves the cache to expire on its own. */
  async function announce(id: number) {
    try {
      await options.changes?.publish(DEPARTURES_TOPIC, { id });
    } catch (error) {
      log.error("Could not announce a change of departures:", error);
    }
  }

  const today = () => businessDate(now());

  return {
    /** Today in Bariloche (`YYYY-MM-DD`), by the business's clock. */
    today,
    /** The current time by the business's clock. */
    now,
    /** What pages show: departures not over yet (and those to be confirmed), cancelled ones too unless left out. */
    async upcoming(filter: { offer?: OfferId; withCancelled?: boolean } = {}): Promise<Departure[]> {
      const rows = await store.listDepartures(db, {
        offer: filter.offer,
        lastDayFrom: today(),
        statuses: filter.withCancelled ? undefined : ["scheduled", "full"],
      });
      return rows.filter((departure) => isUpcoming(departure, today()));
    },
    /** Every departure (past ones too, unless `upcomingOnly`), for the owner. */
    list: (filter: { offer?: OfferId; upcomingOnly?: boolean; statuses?: DepartureStatus[] } = {}) =>
      store.listDepartures(db, { offer: filter.offer, statuses: filter.statuses, lastDayFrom: filter.upcomingOnly ? today() : undefined }),
    get: (id: number) => store.getDeparture(db, id),
    async add(input: DepartureInput & { offer: string; seatsTotal: number }): Promise<DepartureChange> {
      const checked = checkDeparture(undefined, input);
      if (!checked.ok) return checked;
      const unknown = await unknownOffer(checked.fields.offer);
      if (unknown) return unknown;
      if (!isUpcoming(checked.fields, today())) return pastDates(checked.fields);
      const id = await store.insertDeparture(db, checked.fields, now());
      await announce(id);
      return { ok: true, departure: (await store.getDeparture(db, id))! };
    },
    /** `told`: what the travellers are told beyond the facts (cancelled: the owner's line on what happens to what they paid). */
    async change(id: number, input: DepartureInput, told: { line?: string } = {}): Promise<DepartureChange> {
      const current = await store.getDeparture(db, id);
      if (!current) return { ok: false, error: `No departure #${id}` };
      const checked = checkDeparture(current, input);
      if (!checked.ok) return checked;
      const unknown = checked.fields.offer !== current.offer ? await unknownOffer(checked.fields.offer) : undefined;
      if (unknown) return unknown;
      // Restored after a cancellation: scheduled (it is full again once its bookings take their seats back), with room for them.
      if (current.status === "cancelled" && checked.fields.status !== "cancelled") {
        checked.fields.status = "scheduled";
        const back = (await options.seatsToRestore?.(id)) ?? 0;
        if (checked.fields.seatsTaken + back > checked.fields.seatsTotal)
          return {
            ok: false,
            error: `Its bookings take back ${back} seat(s): ${checked.fields.seatsTotal} seats with ${checked.fields.seatsTaken} taken are too few`,
            problem: "seats",
          };
      }
      // New dates are never over already (a departure that is over keeps its own, and can still be changed).
      const newDates = checked.fields.startDate !== current.startDate || checked.fields.endDate !== current.endDate;
      if (newDates && !isUpcoming(checked.fields, today())) return pastDates(checked.fields);
      // Seats taken by confirmed requests move only through them (the bookings service); a change of
      // the total never goes below them (the database checks it too).
      try {
        if (!(await store.updateDeparture(db, id, checked.fields, now()))) return { ok: false, error: `No departure #${id}` };
      } catch {
        // Seats were taken meanwhile, beyond the new total: the database refused it.
        return { ok: false, error: "The seats taken would be more than the seats: nothing was changed" };
      }
      await announce(id);
      const after = (await store.getDeparture(db, id))!;
      try {
        await options.changed?.(current, after, told);
      } catch (error) {
        log.error("Could not tell the travellers of a changed departure:", error);
      }
      return { ok: true, departure: after };
    },
    cancel(id: number, told: { line?: string } = {}): Promise<DepartureChange> {
      return this.change(id, { status: "cancelled" }, told);
    },
    /** A cancelled departure on again: scheduled, with the bookings its cancellation declined confirmed again. */
    restore(id: number): Promise<DepartureChange> {
      return this.change(id, { status: "scheduled" });
    },
    /** For the bookings service: after seats moved inside its transaction. */
    announce,
  };
}

export type DeparturesService = ReturnType<typeof createDeparturesService>;
