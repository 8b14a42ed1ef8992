/** A departure added or changed by the owner, announced to every instance, and its travellers told. */
import type { ChangeTracker } from "../runtime/changes.server.ts";
import { businessDate } from "../runtime/clock.server.ts";
import { checkDeparture, type DepartureChange, type DepartureInput, pastDates } from "./check.ts";
import { type Departure, isUpcoming } from "./model.ts";
import type { Database } from "./store.server.ts";
import * as store from "./store.server.ts";

/** The bus topic that announces a change of departures (or of seats taken on one). */
export const DEPARTURES_TOPIC = "departures";

export type DeparturesDeps = {
  db: Database["db"];
  changes?: ChangeTracker;
  now: () => number;
  log: Pick<Console, "error">;
  offers?: () => Promise<readonly string[]>;
  changed?: (before: Departure, after: Departure, told?: { line?: string }) => Promise<unknown>;
  seatsToRestore?: (departureId: number) => Promise<number>;
};

/** Tells every instance; a bus that cannot be reached leaves the cache to expire on its own. */
export async function announce(deps: Pick<DeparturesDeps, "changes" | "log">, id: number) {
  try {
    await deps.changes?.publish(DEPARTURES_TOPIC, { id });
  } catch (error) {
    deps.log.error("Could not announce a change of departures:", error);
  }
}

/** An offer the catalogue does not have (any more), or undefined. */
async function unknownOffer(deps: DeparturesDeps, offer: string | undefined): Promise<DepartureChange | undefined> {
  if (offer === undefined || !deps.offers) return undefined;
  return (await deps.offers()).includes(offer) ? undefined : { ok: false, error: `Unknown offer: ${offer}` };
}

/** A new departure, never over already. */
export async function addDeparture(
  deps: DeparturesDeps,
  input: DepartureInput & { offer: string; seatsTotal: number },
): Promise<DepartureChange> {
  const { db, now } = deps;
  const today = () => businessDate(now());
  const checked = checkDeparture(undefined, input);
  if (!checked.ok) return checked;
  const unknown = await unknownOffer(deps, checked.fields.offer);
  if (unknown) return unknown;
  if (!isUpcoming(checked.fields, today())) return pastDates(checked.fields);
  const id = await store.insertDeparture(db, checked.fields, now());
  await announce(deps, id);
  return { ok: true, departure: (await store.getDeparture(db, id))! };
}

/** `told`: what the travellers are told beyond the facts (cancelled: the owner's line on what happens to what they paid). */
export async function changeDeparture(
  deps: DeparturesDeps,
  id: number,
  input: DepartureInput,
  told: { line?: string } = {},
): Promise<DepartureChange> {
  const { db, now, log } = deps;
  const today = () => businessDate(now());
  const current = await store.getDeparture(db, id);
  if (!current) return { ok: false, error: `No departure #${id}` };
  const checked = checkDeparture(current, input);
  if (!checked.ok) return checked;
  const unknown = checked.fields.offer !== current.offer ? await unknownOffer(deps, checked.fields.offer) : undefined;
  if (unknown) return unknown;
  // Restored after a cancellation: scheduled (it is full again once its bookings take their seats back), with room for them.
  if (current.status === "cancelled" && checked.fields.status !== "cancelled") {
    checked.fields.status = "scheduled";
    const back = (await deps.seatsToRestore?.(id)) ?? 0;
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
  await announce(deps, id);
  const after = (await store.getDeparture(db, id))!;
  try {
    await deps.changed?.(current, after, told);
  } catch (error) {
    log.error("Could not tell the travellers of a changed departure:", error);
  }
  return { ok: true, departure: after };
}
