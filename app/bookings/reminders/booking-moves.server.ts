/** A booking moved with its departure: cancelled with it (its seats given back), or confirmed again when it is restored. */
import type { Departure } from "../../departures/model.ts";
import { releaseSeats, takeSeats } from "../../departures/store.server.ts";
import { type BookingRequest, cancelWithDeparture, restoreWithDeparture } from "../store.server.ts";
import type { RemindersDeps } from "./deps.server.ts";
import { departureNotice } from "./notice.server.ts";
import { queueIn } from "./once.server.ts";

/** A confirmed booking on a cancelled departure: "cancelled", its seats given back, its traveller told. */
export async function cancelOne(deps: RemindersDeps, request: BookingRequest, departure: Departure, line?: string): Promise<boolean> {
  const { db, now } = deps;
  const email = await departureNotice(deps, request, "cancelled", departure, undefined, line);
  const time = now();
  const done = await db.transaction().execute(async (trx) => {
    const seats = await cancelWithDeparture(trx, request.id, departure.id, time);
    if (seats === null) return false;
    if (request.seatsHeld > 0) await releaseSeats(trx, departure.id, request.seatsHeld, time);
    await queueIn(deps, trx, request.id, `cancelled:${time}`, email, time);
    return true;
  });
  if (done) await deps.seatsMoved?.(departure.id);
  return done;
}

/** A booking its departure's cancellation declined, on the departure restored: confirmed again, seats taken, traveller told. */
export async function restoreOne(deps: RemindersDeps, request: BookingRequest, departure: Departure): Promise<boolean> {
  const { db, now } = deps;
  const email = await departureNotice(deps, request, "restored", departure);
  const time = now();
  const done = await db.transaction().execute(async (trx) => {
    if (!(await restoreWithDeparture(trx, request.id, departure.id, request.groupSize, time))) return false;
    // The departure's total was checked against these seats when it was restored; a change since refuses.
    if (!(await takeSeats(trx, departure.id, request.groupSize, time)))
      throw new Error(`Departure #${departure.id} has not the seats to restore ${request.reference}`);
    await queueIn(deps, trx, request.id, `restored:${request.departureCancelledAt ?? time}`, email, time);
    return true;
  });
  if (done) await deps.seatsMoved?.(departure.id);
  return done;
}
