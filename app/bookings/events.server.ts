/** The bookings' announcements on the event bus, so a screen that lists requests can follow them live. */
import type { BookingsDeps } from "./deps.server.ts";
import type { BookingStatus } from "./model.ts";
import type * as store from "./store.server.ts";

export const BOOKINGS_TOPIC = "bookings";
/** What the bus carries: ids, never content. */
export type BookingEvent = { type: "created" | "changed"; id: number; reference: string; status: BookingStatus };

/** Tells the bus a request arrived or changed (a failure is logged, never the caller's). */
export async function announce(deps: Pick<BookingsDeps, "bus" | "log">, request: store.BookingRequest, type: BookingEvent["type"]) {
  try {
    await deps.bus?.publish(BOOKINGS_TOPIC, {
      type,
      id: request.id,
      reference: request.reference,
      status: request.status,
    } satisfies BookingEvent);
  } catch (error) {
    deps.log.error("Could not announce a booking request:", error);
  }
}
