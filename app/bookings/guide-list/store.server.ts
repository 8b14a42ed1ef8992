/**
 * The guide's check-ins (db/migrations/0015-check-ins.ts), written once for both engines: one row
 * per participant's seat checked in, and the keys the phones sent, each applied once.
 */
import type { Kysely, Transaction } from "kysely";
import type { Schema } from "../../../db/schema.ts";

export type { Database } from "../../../db/database.ts";
type Db = Kysely<Schema> | Transaction<Schema>;

/** The seats of these bookings checked in, and when. */
export async function checkInsOf(db: Db, requestIds: number[]) {
  if (!requestIds.length) return [];
  const rows = await db
    .selectFrom("departure_check_ins")
    .select(["request_id", "slot", "checked_at"])
    .where("request_id", "in", requestIds)
    .execute();
  return rows.map((row) => ({ requestId: row.request_id, slot: row.slot, at: Number(row.checked_at) }));
}

/** When a seat was checked in; null when it is not. */
export async function checkedInAt(db: Db, requestId: number, slot: number): Promise<number | null> {
  const row = await db
    .selectFrom("departure_check_ins")
    .select("checked_at")
    .where("request_id", "=", requestId)
    .where("slot", "=", slot)
    .executeTakeFirst();
  return row ? Number(row.checked_at) : null;
}

/** Whether a phone's key was applied already. */
export async function keyApplied(db: Db, key: string): Promise<boolean> {
  return (await db.selectFrom("departure_check_in_keys").select("id").where("key", "=", key).executeTakeFirst()) !== undefined;
}

/** Checks a seat in (at `at`), or undoes it (`at` null), and keeps the phone's key as applied. */
export async function applyCheckIn(
  db: Db,
  input: { key: string; requestId: number; slot: number; at: number | null; by: string; now: number },
) {
  await db.insertInto("departure_check_in_keys").values({ key: input.key, applied_at: input.now }).execute();
  await db.deleteFrom("departure_check_ins").where("request_id", "=", input.requestId).where("slot", "=", input.slot).execute();
  if (input.at === null) return;
  await db
    .insertInto("departure_check_ins")
    .values({ request_id: input.requestId, slot: input.slot, checked_at: input.at, checked_by: input.by })
    .execute();
}
