import { sql } from "kysely";
import { autoIdColumn, type Migration } from "./types.ts";

/**
 * Reminders (issue 30, "Before and after"): one row per booking and kind ("before": two days
 * before the departure; "after": the day after), written in the same transaction as the queued
 * email, so that two instances of the server send one email, even across restarts.
 */
export const remindersReviews: Migration = {
  name: "0016-reminders-reviews",
  async up(db, engine) {
    await db.schema
      .createTable("booking_reminders")
      .addColumn("id", "integer", autoIdColumn(engine))
      .addColumn("request_id", "integer", (c) => c.notNull().references("booking_requests.id"))
      .addColumn("kind", "text", (c) => c.notNull())
      .addColumn("created_at", "bigint", (c) => c.notNull())
      .execute();
    await db.schema
      .createTable("booking_reviews")
      .addColumn("id", "integer", autoIdColumn(engine))
      .addColumn("request_id", "integer", (c) => c.notNull().unique().references("booking_requests.id"))
      .addColumn("offer", "text", (c) => c.notNull())
      .addColumn("lang", "text", (c) => c.notNull())
      // The first name shown with it (from the booking; never the email or the phone).
      .addColumn("author", "text", (c) => c.notNull())
      .addColumn("rating", "integer", (c) => c.notNull().check(sql`rating >= 1 AND rating <= 5`))
      .addColumn("text", "text", (c) => c.notNull())
      // "pending" (waiting for the owner), "shown", "hidden".
      .addColumn("status", "text", (c) => c.notNull().defaultTo("pending"))
      .addColumn("created_at", "bigint", (c) => c.notNull())
      .addColumn("moderated_at", "bigint")
      .execute();
    await db.schema.createIndex("booking_reviews_offer").on("booking_reviews").columns(["offer", "status"]).execute();
    await db.schema.createIndex("booking_reminders_once").on("booking_reminders").columns(["request_id", "kind"]).unique().execute();
  },
};
