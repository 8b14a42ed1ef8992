import { sql } from "kysely";
import type { Migration } from "./types.ts";

/**
 * When a request was first confirmed (issue 37, decision 0100): what a booking with no date at
 * all, neither its departure's nor its own, counts its personal data's retention from. Requests
 * confirmed before it take the moment their private link was first made (it is made as the
 * confirmation is sent), else their last change.
 */
export const bookingConfirmedAt: Migration = {
  name: "0020-booking-confirmed-at",
  async up(db) {
    await db.schema.alterTable("booking_requests").addColumn("confirmed_at", "bigint").execute();
    await sql`
      update booking_requests
      set confirmed_at = coalesce(
        (select min(l.created_at) from booking_links l where l.request_id = booking_requests.id),
        updated_at
      )
      where status in ('confirmed', 'done') or (status = 'declined' and departure_cancelled_at is not null)
    `.execute(db);
  },
};
