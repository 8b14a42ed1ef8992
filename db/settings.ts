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
