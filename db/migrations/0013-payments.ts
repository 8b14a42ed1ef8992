import { sql } from "kysely";
import { autoIdColumn, type Migration } from "./types.ts";

/**
 * Payments recorded against a booking (a confirmed request to book; decision 0063): what the owner
 * was paid, in cents, with its currency, method, day and note. A payment taken back keeps its row
 * (when and by whom), so the booking's list and the history show both. A booking's total is the
 * catalogue's for its group and days; where that cannot be told, the owner sets it by hand, kept
 * here, one per booking.
 */
export const payments: Migration = {
  name: "0013-payments",
  async up(db, engine) {
    await db.schema
      .createTable("booking_payments")
      .addColumn("id", "integer", autoIdColumn(engine))
      .addColumn("booking_id", "integer", (c) => c.notNull().references("booking_requests.id"))
      // Whole cents: never a fraction of a cent, never a float.
      .addColumn("amount_cents", "bigint", (c) => c.notNull().check(sql`amount_cents > 0`))
      .addColumn("currency", "text", (c) => c.notNull().check(sql`currency in ('USD', 'ARS')`))
      .addColumn("method", "text", (c) => c.notNull().check(sql`method in ('cash', 'transfer', 'paypal', 'mercadopago', 'other')`))
      // The business's calendar day it was paid on (`YYYY-MM-DD`).
      .addColumn("paid_on", "text", (c) => c.notNull())
      .addColumn("note", "text", (c) => c.notNull().defaultTo(""))
      .addColumn("recorded_at", "bigint", (c) => c.notNull())
      .addColumn("recorded_by", "text", (c) => c.notNull())
      .addColumn("removed_at", "bigint")
      .addColumn("removed_by", "text")
      .execute();
    await db.schema.createIndex("booking_payments_booking").on("booking_payments").columns(["booking_id", "id"]).execute();
    await db.schema
      .createTable("booking_totals")
      .addColumn("booking_id", "integer", (c) => c.primaryKey().references("booking_requests.id"))
      .addColumn("amount_cents", "bigint", (c) => c.notNull().check(sql`amount_cents > 0`))
      .addColumn("currency", "text", (c) => c.notNull().check(sql`currency in ('USD', 'ARS')`))
      .addColumn("set_at", "bigint", (c) => c.notNull())
      .addColumn("set_by", "text", (c) => c.notNull())
      .execute();
  },
};
