import { sql } from "kysely";
import type { Migration } from "./types.ts";

/**
 * The booking page's links become random (issue 37, decision 0102): a token is made once, shown or
 * emailed, and only its SHA-256 is kept, so nothing in the database (no key) makes a link again.
 * A request's slot may now have several links: each email carries a new one, and a participant
 * gets a link of their own on their first save. `role` says which: "booking" (slot 0, the
 * booker's), "forwarded" (the link the booker's page shows for a participant to fill in their
 * form; it closes once they save) and "own" (the participant's, shown to them on that save).
 *
 * Every link made before this migration already has its row and its hash (each was stored when
 * it was first made, and no generation was ever raised), so every link already emailed or
 * forwarded keeps opening its page; from here on the forms' key derives none.
 */
export const randomBookingLinks: Migration = {
  name: "0022-random-booking-links",
  async up(db) {
    await db.schema.dropIndex("booking_links_request").execute();
    await db.schema.createIndex("booking_links_request").on("booking_links").columns(["request_id", "slot"]).execute();
    await db.schema
      .alterTable("booking_links")
      .addColumn("role", "text", (c) => c.notNull().defaultTo("forwarded"))
      .execute();
    await sql`update booking_links set role = 'booking' where slot = 0`.execute(db);
  },
};
