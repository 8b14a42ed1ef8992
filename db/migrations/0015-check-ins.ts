import { autoIdColumn, type Migration } from "./types.ts";

/**
 * The guide's check-ins at the meeting point (issue 30): one row per participant's seat (a booking
 * and its slot) that was checked in, with the time by the business clock and who took it; undoing
 * deletes it. Every check-in or undo sent by a phone carries a key made on the phone: a key already
 * applied is not applied again, so a retry after a lost answer is never a double check-in.
 */
export const checkIns: Migration = {
  name: "0015-check-ins",
  async up(db, engine) {
    await db.schema
      .createTable("departure_check_ins")
      .addColumn("request_id", "integer", (c) => c.notNull().references("booking_requests.id"))
      .addColumn("slot", "integer", (c) => c.notNull())
      .addColumn("checked_at", "bigint", (c) => c.notNull())
      .addColumn("checked_by", "text", (c) => c.notNull())
      .addPrimaryKeyConstraint("departure_check_ins_pk", ["request_id", "slot"])
      .execute();
    await db.schema
      .createTable("departure_check_in_keys")
      .addColumn("id", "integer", autoIdColumn(engine))
      .addColumn("key", "text", (c) => c.notNull().unique())
      .addColumn("applied_at", "bigint", (c) => c.notNull())
      .execute();
  },
};
