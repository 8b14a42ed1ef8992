/**
 * The business's details in the database, written once for both engines: the only module that
 * reads and writes the `business_details` table (a field not stored, or stored empty, is its default).
 */
import type { Kysely, Transaction } from "kysely";
import type { Schema } from "../../db/schema.ts";

export type { Database } from "../../db/database.ts";
type Db = Kysely<Schema>;
/** The transaction a change is written in: the caller writes its history entry in the same one. */
export type Trx = Transaction<Schema>;

/** Stored fields with when they were set (the rate of the day is usable for some days from then). */
export async function storedWithTimes(db: Db, fields: readonly string[]): Promise<{ field: string; value: string; updatedAt: number }[]> {
  const rows = await db
    .selectFrom("business_details")
    .select(["field", "value", "updated_at"])
    .where("field", "in", [...fields])
    .execute();
  return rows.map((row) => ({ field: row.field, value: row.value, updatedAt: Number(row.updated_at) }));
}

/** Every stored field and its value. */
export async function storedDetails(db: Db): Promise<{ field: string; value: string }[]> {
  return db.selectFrom("business_details").select(["field", "value"]).execute();
}

/** Stores the given fields' values in one transaction ("" for a field back to its default). */
export async function storeDetails(
  db: Db,
  values: { field: string; value: string }[],
  at: number,
  by: string | null,
  within?: (trx: Trx) => Promise<void>,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const { field, value } of values) {
      await trx
        .insertInto("business_details")
        .values({ field, value, updated_at: at, updated_by: by })
        .onConflict((conflict) => conflict.column("field").doUpdateSet({ value, updated_at: at, updated_by: by }))
        .execute();
    }
    await within?.(trx);
  });
}
