/**
 * The emails sent once per booking (db/migrations/0016-reminders-reviews.ts): one row per booking
 * and kind, inserted in the same transaction as the email it stands for.
 */
import type { Kysely, Transaction } from "kysely";
import type { Schema } from "../../../db/schema.ts";

export type { Database } from "../../../db/database.ts";
export type Db = Kysely<Schema> | Transaction<Schema>;

/** Marks a booking's email of this kind as sent; false when it was already (nothing written). */
export async function markOnce(db: Db, requestId: number, kind: string, at: number): Promise<boolean> {
  const inserted = await db
    .insertInto("booking_reminders")
    .values({ request_id: requestId, kind, created_at: at })
    .onConflict((conflict) => conflict.columns(["request_id", "kind"]).doNothing())
    .returning("id")
    .executeTakeFirst();
  return inserted !== undefined;
}

/** Every booking's emails sent once, as `request:kind`. */
export async function sentKinds(db: Db): Promise<Set<string>> {
  const rows = await db.selectFrom("booking_reminders").select(["request_id", "kind"]).execute();
  return new Set(rows.map((row) => `${row.request_id}:${row.kind}`));
}

/** The emails sent once for a booking, in order (its history). */
export async function sentFor(db: Db, requestId: number) {
  return db.selectFrom("booking_reminders").select(["kind", "created_at"]).where("request_id", "=", requestId).orderBy("id").execute();
}
