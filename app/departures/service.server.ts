/**
 * The departures service: what the pages read (the upcoming ones, by the business's clock) and
 * what the owner's tools call to add, change and cancel departures (the owner's workspace, and
 * `npm run departures`). Every change is announced on the change tracker, so the page
 * cache of every instance drops the pages that showed the departure.
 */
import type { ChangeTracker } from "../runtime/changes.server.ts";
import { businessDate, type Clock } from "../runtime/clock.server.ts";
import type { DepartureChange, DepartureInput } from "./check.ts";
import { addDeparture, announce, changeDeparture, type DeparturesDeps } from "./changes.server.ts";
import { isUpcoming, type Departure, type DepartureStatus, type OfferId } from "./model.ts";
import type { Database } from "./store.server.ts";
import * as store from "./store.server.ts";

export type { DepartureChange, DepartureInput } from "./check.ts";
export { DEPARTURES_TOPIC } from "./changes.server.ts";

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
  const deps: DeparturesDeps = {
    db: options.database.db,
    changes: options.changes,
    now: options.now ?? Date.now,
    log: options.log ?? console,
    offers: options.offers,
    changed: options.changed,
    seatsToRestore: options.seatsToRestore,
  };
  const { db, now } = deps;
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
    add: (input: DepartureInput & { offer: string; seatsTotal: number }) => addDeparture(deps, input),
    /** `told`: what the travellers are told beyond the facts (cancelled: the owner's line on what happens to what they paid). */
    change: (id: number, input: DepartureInput, told: { line?: string } = {}) => changeDeparture(deps, id, input, told),
    cancel(id: number, told: { line?: string } = {}): Promise<DepartureChange> {
      return this.change(id, { status: "cancelled" }, told);
    },
    /** A cancelled departure on again: scheduled, with the bookings its cancellation declined confirmed again. */
    restore(id: number): Promise<DepartureChange> {
      return this.change(id, { status: "scheduled" });
    },
    /** For the bookings service: after seats moved inside its transaction. */
    announce: (id: number) => announce(deps, id),
  };
}

export type DeparturesService = ReturnType<typeof createDeparturesService>;
