import type { Kysely } from "kysely";
import type { Schema } from "./schema.ts";

/**
 * A setting's value, created by `create()` the first time it is asked for. When several instances
 * ask at once, the first insert wins and all of them return that value.
 */
export async function settingOrCreate(db: Kysely<Schema>, key: string, create: () => string): Promise<string> {
  await db
    .insertInto("settings")
    .values({ key, value: create() })
    .onConflict((conflict) => conflict.column("key").doNothing())
    .execute();
  const row = await db.selectFrom("settings").select("value").where("key", "=", key).executeTakeFirstOrThrow();
  return row.value;
}

/** A setting's value, if it has one. */
export async function readSetting(db: Kysely<Schema>, key: string): Promise<string | undefined> {
  const row = await db.selectFrom("settings").select("value").where("key", "=", key).executeTakeFirst();
  return row?.value;
}

/** Sets a setting (replacing its value). */
export async function writeSetting(db: Kysely<Schema>, key: string, value: string): Promise<void> {
  await db
    .insertInto("settings")
    .values({ key, value })
    .onConflict((conflict) => conflict.column("key").doUpdateSet({ value }))
    .execute();
}

/** Removes a setting; whether it was there. */
export async function removeSetting(db: Kysely<Schema>, key: string): Promise<boolean> {
  const result = await db.deleteFrom("settings").where("key", "=", key).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
