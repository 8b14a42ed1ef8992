/**
 * The page views in the database, written once for both engines: the only module that reads and
 * writes the `page_views` table.
 */
import { sql, type Insertable, type Kysely } from "kysely";
import type { Schema } from "../../db/schema.ts";

export type { Database } from "../../db/database.ts";
type Db = Kysely<Schema>;

export type NewView = Insertable<Schema["page_views"]>;
/** What views are counted by. */
export type ViewColumn = "page" | "lang" | "user_language" | "user_region" | "excursion";
export type Breakdown = { key: string; views: number }[];

export async function insertViews(db: Db, rows: NewView[]): Promise<void> {
  await db.insertInto("page_views").values(rows).execute();
}

/** Views over [since, until) in all. */
export async function totalViews(db: Db, since: number, until: number): Promise<number> {
  const row = await db
    .selectFrom("page_views")
    .select(sql<number>`count(*)`.as("views"))
    .where("created_at", ">=", since)
    .where("created_at", "<", until)
    .executeTakeFirst();
  return Number(row?.views ?? 0);
}

/** Views over [since, until) per value of a column (those without one left out), most viewed first. */
export async function viewsBy(db: Db, column: ViewColumn, since: number, until: number): Promise<Breakdown> {
  const rows = await db
    .selectFrom("page_views")
    .select([column, sql<number>`count(*)`.as("views")])
    .where("created_at", ">=", since)
    .where("created_at", "<", until)
    .where(column, "is not", null)
    .groupBy(column)
    .orderBy("views", "desc")
    .orderBy(column)
    .execute();
  return rows.map((row) => ({ key: String(row[column]), views: Number(row.views) }));
}

/**
 * Views per slot of `slotMs` (a quarter hour for the dashboard), keyed by the slot's number since the
 * epoch: SQLite knows no time zones, so the caller puts each slot on its day.
 */
export async function viewsPerSlot(db: Db, since: number, until: number, slotMs: number): Promise<Map<number, number>> {
  // Integer division on both engines (literals: a bound number may reach SQLite as a real, and the division with it).
  const slot = sql<number>`created_at / ${sql.lit(slotMs)}`;
  const rows = await db
    .selectFrom("page_views")
    .where("created_at", ">=", since)
    .where("created_at", "<", until)
    .select([slot.as("slot"), sql<number>`count(*)`.as("views")])
    .groupBy(sql`1`)
    .execute();
  return new Map(rows.map((row) => [Math.floor(Number(row.slot)), Number(row.views)]));
}
