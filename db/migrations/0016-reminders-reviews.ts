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
    await db.schema.createIndex("booking_reminders_once").on("booking_reminders").columns(["request_id", "kind"]).unique().execute();
  },
};
