import { sql } from "kysely";
import { autoIdColumn, type Migration } from "./types.ts";

/**
 * The traveller's booking page (issue 30): the private links of a confirmed request (only their
 * hashes are kept; the tokens are derived again from the forms' key when a link is sent again),
 * one row per participant with what the national park and the guide need (the personal fields are
 * emptied a set time after the departure, `personal_deleted_at` says when), the exact conditions
 * texts accepted (by their hash), and the traveller's request to cancel with the owner's answer.
 * Every table stays the bookings feature's (decision 0014).
 */
export const bookingPage: Migration = {
  name: "0014-booking-page",
  async up(db, engine) {
    await db.schema
      .createTable("booking_links")
      .addColumn("id", "integer", autoIdColumn(engine))
      .addColumn("request_id", "integer", (c) => c.notNull().references("booking_requests.id"))
      // 0: the whole booking (the person who booked); 1..group size: one participant's form.
      .addColumn("slot", "integer", (c) => c.notNull().check(sql`slot >= 0`))
      // Raised to revoke a link: the token is derived from the key, the request, the slot and this.
      .addColumn("generation", "integer", (c) => c.notNull().defaultTo(1))
      .addColumn("token_hash", "text", (c) => c.notNull().unique())
      .addColumn("created_at", "bigint", (c) => c.notNull())
      // A participant's link is used once their form is saved through it.
      .addColumn("used_at", "bigint")
      .execute();
    await db.schema.createIndex("booking_links_request").on("booking_links").columns(["request_id", "slot"]).unique().execute();
    await db.schema
      .createTable("booking_conditions")
      .addColumn("hash", "text", (c) => c.primaryKey())
      .addColumn("lang", "text", (c) => c.notNull())
      .addColumn("text", "text", (c) => c.notNull())
      .addColumn("first_shown_at", "bigint", (c) => c.notNull())
      .execute();
    await db.schema
      .createTable("booking_participants")
      .addColumn("id", "integer", autoIdColumn(engine))
      .addColumn("request_id", "integer", (c) => c.notNull().references("booking_requests.id"))
      .addColumn("slot", "integer", (c) => c.notNull().check(sql`slot >= 1`))
      .addColumn("full_name", "text", (c) => c.notNull())
      .addColumn("nationality", "text", (c) => c.notNull().defaultTo(""))
      .addColumn("experience", "text", (c) => c.notNull().defaultTo(""))
      .addColumn("shoe_size", "text", (c) => c.notNull().defaultTo(""))
      .addColumn("harness_size", "text", (c) => c.notNull().defaultTo(""))
      // Personal: emptied PARTICIPANT_DATA_DAYS after the departure.
      .addColumn("document", "text")
      .addColumn("birth_date", "text")
      .addColumn("emergency_name", "text")
      .addColumn("emergency_phone", "text")
      .addColumn("health", "text")
      .addColumn("personal_deleted_at", "bigint")
      .addColumn("conditions_hash", "text", (c) => c.references("booking_conditions.hash"))
      .addColumn("conditions_name", "text")
      .addColumn("conditions_at", "bigint")
      // "booker" or "participant": through which link it was last saved.
      .addColumn("filled_by", "text", (c) => c.notNull())
      .addColumn("updated_at", "bigint", (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex("booking_participants_request")
      .on("booking_participants")
      .columns(["request_id", "slot"])
      .unique()
      .execute();
    await db.schema
      .createTable("booking_cancellations")
      .addColumn("request_id", "integer", (c) => c.primaryKey().references("booking_requests.id"))
      .addColumn("reason", "text", (c) => c.notNull())
      .addColumn("asked_at", "bigint", (c) => c.notNull())
      .addColumn("status", "text", (c) => c.notNull().defaultTo("asked").check(sql`status in ('asked', 'accepted', 'refused')`))
      .addColumn("answer", "text", (c) => c.notNull().defaultTo(""))
      .addColumn("answered_at", "bigint")
      .addColumn("answered_by", "text")
      .execute();
  },
};
