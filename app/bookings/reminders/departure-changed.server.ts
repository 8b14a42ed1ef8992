/** A departure the owner changed, followed: its bookings moved with it and their travellers told, once each. */
import type { Departure } from "../../departures/model.ts";
import { listRequests } from "../store.server.ts";
import { cancelOne, restoreOne } from "./booking-moves.server.ts";
import type { RemindersDeps } from "./deps.server.ts";
import { departureNotice } from "./notice.server.ts";
import { queueOnce } from "./once.server.ts";

/**
 * Follows a departure the owner changed (the workspace, `npm run departures`), and tells its
 * travellers, once each, in their language:
 * - cancelled: every confirmed booking on it becomes "cancelled" (the departure was cancelled)
 *   and gives its seats back, with its notice, in one transaction per booking;
 * - restored (cancelled, then scheduled again): the bookings its cancellation declined are
 *   confirmed again and take their seats back, with a notice that the departure is on again;
 * - moved: every confirmed traveller is told the new dates (once per new dates).
 * Each move of a booking is a conditional update, so with several instances (or the periodic job
 * finishing what a stopped server left) a booking moves, and its traveller is told, once.
 * How many travellers were told.
 */
export async function departureChanged(
  deps: RemindersDeps,
  before: Departure,
  after: Departure,
  told: { line?: string } = {},
): Promise<number> {
  const { log } = deps;
  const cancelled = after.status === "cancelled" && before.status !== "cancelled";
  const restored = before.status === "cancelled" && after.status !== "cancelled";
  const moved = after.status !== "cancelled" && (after.startDate !== before.startDate || after.endDate !== before.endDate);
  let count = 0;
  if (cancelled) {
    for (const request of await bookingsOn(deps, after.id, "confirmed")) if (await cancelOne(deps, request, after, told.line)) count++;
  } else if (restored) {
    for (const request of await bookingsOn(deps, after.id, "cancelled")) if (await restoreOne(deps, request, after)) count++;
  }
  // Restored on new dates: the notice that it is on again says them (one email, not two).
  if (moved && !restored)
    for (const request of await bookingsOn(deps, after.id, "confirmed"))
      if (
        await queueOnce(
          deps,
          request.id,
          `moved:${after.startDate ?? ""}:${after.endDate ?? ""}`,
          await departureNotice(deps, request, "moved", after, before),
        )
      )
        count++;
  if (count) {
    log.log(`Reminders: ${count} traveller(s) told of a departure ${cancelled ? "cancelled" : restored ? "restored" : "moved"}`);
    deps.queued?.();
  }
  return count;
}

const bookingsOn = async (deps: RemindersDeps, departureId: number, status: "confirmed" | "cancelled") =>
  listRequests(deps.db, { statuses: [status], departureId, limit: 5000 });

/** Seats the bookings declined by a departure's cancellation would take back if it were restored. */
export async function seatsToRestore(deps: RemindersDeps, departureId: number): Promise<number> {
  return (await bookingsOn(deps, departureId, "cancelled")).reduce((sum, request) => sum + request.groupSize, 0);
}
