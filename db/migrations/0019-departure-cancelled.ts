import type { Migration } from "./types.ts";

/**
 * A booking follows its departure when the owner cancels it (issue 30): the request stops holding
 * seats and says the departure was cancelled, until the owner restores the departure. The request's
 * state column keeps its check (`declined`); `departure_cancelled_at` says the decline was the
 * departure's cancellation, when, and which bookings a restore gives back (decision 0072).
 */
export const departureCancelled: Migration = {
  name: "0019-departure-cancelled",
  async up(db) {
    await db.schema.alterTable("booking_requests").addColumn("departure_cancelled_at", "bigint").execute();
  },
};
