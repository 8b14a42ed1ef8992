/**
 * The snapshots' runs (db/migrations/0009-backups.ts), written once for both engines: which
 * instance took or is taking one, when, into which file, or why it failed.
 */
import { sql, type Kysely, type Transaction } from "kysely";
import type { BackupKind, Schema } from "../../db/schema.ts";

export type { Database, DatabaseConfig } from "../../db/database.ts";
export type { BackupKind } from "../../db/schema.ts";
type Db = Kysely<Schema> | Transaction<Schema>;

/** Whether this database records runs (a database not yet migrated to 0009 does not). */
export async function recordsRuns(db: Db): Promise<boolean> {
  try {
    await db.selectFrom("backup_runs").select("id").limit(1).execute();
    return true;
  } catch {
    return false;
  }
}

export async function insertRun(db: Db, run: { kind: BackupKind; startedAt: number; leaseUntil: number; host: string }): Promise<number> {
  const row = await db
    .insertInto("backup_runs")
    .values({
      kind: run.kind,
      status: "running",
      started_at: run.startedAt,
      lease_until: run.leaseUntil,
      finished_at: null,
      file: null,
      bytes: null,
      host: run.host,
      error: null,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function runDone(db: Db, id: number, done: { at: number; file: string; bytes: number }): Promise<void> {
  await db
    .updateTable("backup_runs")
    .set({ status: "done", finished_at: done.at, file: done.file, bytes: done.bytes })
    .where("id", "=", id)
    .execute();
}

export async function runFailed(db: Db, id: number, failed: { at: number; error: string }): Promise<void> {
  await db.updateTable("backup_runs").set({ status: "failed", finished_at: failed.at, error: failed.error }).where("id", "=", id).execute();
}

/**
 * Holds, until the transaction ends, the lock that lets one instance at a time decide whether
 * the scheduled snapshot is due (PostgreSQL; SQLite's one writer is that lock already).
 */
export async function lockClaims(trx: Transaction<Schema>, engine: "sqlite" | "postgres", key: number): Promise<void> {
  if (engine === "postgres") await sql`select pg_advisory_xact_lock(${key})`.execute(trx);
}

/** A run started since `since` that is over or still held by a live instance. */
export async function liveRunSince(db: Db, since: number, at: number) {
  return db
    .selectFrom("backup_runs")
    .select("id")
    .where("started_at", ">", since)
    .where((eb) => eb.or([eb("status", "<>", "running"), eb("lease_until", ">", at)]))
    .executeTakeFirst();
}

/** When the latest run started that is over or still held by a live instance. */
export async function latestLiveStart(db: Db, at: number): Promise<number | undefined> {
  const latest = await db
    .selectFrom("backup_runs")
    .select((eb) => eb.fn.max("started_at").as("started"))
    .where((eb) => eb.or([eb("status", "<>", "running"), eb("lease_until", ">", at)]))
    .executeTakeFirst();
  return latest?.started === null || latest?.started === undefined ? undefined : Number(latest.started);
}

/** The latest snapshot taken. */
export async function lastDoneRun(db: Db) {
  return db
    .selectFrom("backup_runs")
    .select(["started_at", "file", "host"])
    .where("status", "=", "done")
    .orderBy("started_at", "desc")
    .orderBy("id", "desc")
    .executeTakeFirst();
}

/** The latest run after `after` that failed, or whose instance died while taking it. */
export async function lastFailedRunAfter(db: Db, after: number, at: number) {
  return db
    .selectFrom("backup_runs")
    .select(["started_at", "error", "status"])
    .where((eb) => eb.or([eb("status", "=", "failed"), eb.and([eb("status", "=", "running"), eb("lease_until", "<=", at)])]))
    .where("started_at", ">", after)
    .orderBy("started_at", "desc")
    .executeTakeFirst();
}
