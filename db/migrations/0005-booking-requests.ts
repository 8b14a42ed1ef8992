import { sql } from "kysely";
import { autoIdColumn, type Migration } from "./types.ts";

/**
 * Requests to book: stored before the visitor is told, with a short reference to quote, and moved
 * by the owner through new → answered → confirmed or declined → done. Their emails go through the
 * site's one mail outbox, which now says which request (or contact message) an email belongs to.
 */
export const bookingRequests: Migration = {
  name: "0005-booking-requests",
  async up(db, engine) {
    await db.schema
      .createTable("booking_requests")
      .addColumn("id", "integer", autoIdColumn(engine))
      .addColumn("reference", "text", (c) => c.notNull().unique())
      .addColumn("created_at", "bigint", (c) => c.notNull())
      .addColumn("updated_at", "bigint", (c) => c.notNull())
      .addColumn("lang", "text", (c) => c.notNull())
      .addColumn("offer", "text", (c) => c.notNull())
      .addColumn("departure_id", "integer", (c) => c.references("departures.id"))
      .addColumn("date_from", "text")
      .addColumn("date_to", "text")
      .addColumn("group_size", "integer", (c) => c.notNull().check(sql`group_size > 0`))
      .addColumn("experience", "text", (c) => c.notNull())
      .addColumn("gear", "text", (c) => c.notNull().defaultTo("[]"))
      .addColumn("group_lang", "text", (c) => c.notNull())
      .addColumn("name", "text", (c) => c.notNull())
      .addColumn("email", "text", (c) => c.notNull())
      .addColumn("phone", "text", (c) => c.notNull().defaultTo(""))
      .addColumn("message", "text", (c) => c.notNull().defaultTo(""))
      .addColumn("status", "text", (c) =>
        c.notNull().defaultTo("new").check(sql`status in ('new', 'answered', 'confirmed', 'declined', 'done')`),
      )
      // Seats this request holds on its departure (taken when confirmed onto it, given back when declined).
      .addColumn("seats_held", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("client_hash", "text", (c) => c.notNull())
      .addColumn("client_token", "text", (c) => c.unique())
      .addColumn("confirmation", "text", (c) => c.notNull().check(sql`confirmation in ('queued', 'suppressed')`))
      .execute();
    await db.schema.createIndex("booking_requests_client_time").on("booking_requests").columns(["client_hash", "created_at"]).execute();
    await db.schema.createIndex("booking_requests_status").on("booking_requests").columns(["status", "created_at"]).execute();
    await db.schema
      .alterTable("mail_outbox")
      .addColumn("booking_id", "integer", (c) => c.references("booking_requests.id"))
      .execute();
  },
};
