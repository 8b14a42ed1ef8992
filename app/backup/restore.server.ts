/**
 * Restores a snapshot (format.server.ts) into the configured database, then runs the migrations
 * this version adds:
 * - SQLite: the snapshot file becomes `DATA_DIR/site.sqlite` (copied beside it, then renamed);
 * - PostgreSQL: the snapshot's tables are created by the same migrations and filled, all in one
 *   transaction (a restore that fails leaves the database as it was).
 * The target must hold no database of the site unless `replace` is set; then `beforeReplace` runs
 * first (the caller keeps a snapshot of what is about to be replaced).
 */
import { chmodSync, closeSync, copyFileSync, existsSync, fsyncSync, mkdirSync, openSync, renameSync, rmSync } from "node:fs";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { sql, type Kysely } from "kysely";
import { createDatabase, migrate, MIGRATION_LOCK_KEY, type Database, type DatabaseConfig } from "../../db/database.ts";
import { migrations as knownMigrations } from "../../db/migrations/index.ts";
import { holdMail } from "../mail/hold.server.ts";
import { checkSchema, MARKER_TABLE, quote, readSnapshot, SnapshotError, snapshotTables, type SnapshotMarker } from "./format.server.ts";

export type RestoreRequest = {
  snapshot: string;
  config: DatabaseConfig;
  replace?: boolean;
  /** Runs when there is a database to replace, before anything is changed. */
  beforeReplace?: () => Promise<void>;
};

export type RestoreResult = {
  marker: SnapshotMarker;
  /** Migrations run after the snapshot's own (it was taken by an older version). */
  migrated: string[];
  /** Rows restored per table. */
  rows: Record<string, number>;
};

/** Parameters per INSERT statement (PostgreSQL takes 65,535) and bytes per batch. */
const BATCH_PARAMETERS = 20_000;
const BATCH_BYTES = 8 * 1024 * 1024;

export async function restoreSnapshot(request: RestoreRequest): Promise<RestoreResult> {
  const marker = readSnapshot(request.snapshot);
  // Before anything is replaced or migrated: the file holds the site's own schema and nothing else.
  await checkSchema(request.snapshot, marker);
  const rows = countRows(request.snapshot);
  if (request.config.engine === "sqlite") {
    await restoreIntoSqlite(request, request.config.file);
  } else {
    await restoreIntoPostgres(request, marker);
  }
  const database = createDatabase(request.config);
  try {
    const migrated = await migrate(database);
    // Quiet until the owner says this copy is the site: no email, no reminder (decision 0105).
    await holdMail(database.db, { since: Date.now(), snapshotTakenAt: marker.takenAt });
    return { marker, migrated, rows };
  } finally {
    await database.close();
  }
}

function countRows(snapshot: string): Record<string, number> {
  const file = new DatabaseSync(snapshot, { readOnly: true });
  try {
    return Object.fromEntries(
      snapshotTables(file).map((table) => [
        table.name,
        Number((file.prepare(`select count(*) as n from ${quote(table.name)}`).get() as { n: number }).n),
      ]),
    );
  } finally {
    file.close();
  }
}

async function restoreIntoSqlite(request: RestoreRequest, target: string) {
  const present = [target, `${target}-wal`].filter((file) => existsSync(file));
  if (present.length > 0) {
    if (!request.replace) {
      throw new SnapshotError(
        `${path.dirname(target)} already holds a database (${path.basename(target)}). Restore into an empty data folder, or add --replace to replace it (a snapshot of it is kept first).`,
      );
    }
    await request.beforeReplace?.();
  }
  mkdirSync(path.dirname(target), { recursive: true, mode: 0o700 });
  const restoring = `${target}.restoring`;
  rmSync(restoring, { force: true });
  copyFileSync(request.snapshot, restoring);
  chmodSync(restoring, 0o600);
  const file = new DatabaseSync(restoring);
  try {
    file.exec(`drop table ${MARKER_TABLE}`);
    file.exec("pragma journal_mode = wal");
  } finally {
    file.close();
  }
  const fd = openSync(restoring, "r");
  fsyncSync(fd);
  closeSync(fd);
  // The replaced database's log must not be replayed onto the restored file.
  rmSync(`${target}-wal`, { force: true });
  rmSync(`${target}-shm`, { force: true });
  renameSync(restoring, target);
}

async function restoreIntoPostgres(request: RestoreRequest, marker: SnapshotMarker) {
  const database = createDatabase(request.config);
  try {
    const db = database.db as Kysely<any>;
    const existing = await siteTablesIn(database);
    if (existing.length > 0) {
      const migrated =
        existing.includes("schema_migrations") &&
        Number((await sql<{ n: string }>`select count(*) as n from schema_migrations`.execute(db)).rows[0]?.n) > 0;
      if (migrated && !request.replace) {
        throw new SnapshotError(
          `The PostgreSQL database${database.postgres?.schema ? ` (schema ${database.postgres.schema})` : ""} already holds the site's tables. Restore into an empty one, or add --replace to replace them (a snapshot of them is kept first).`,
        );
      }
      if (migrated) await request.beforeReplace?.();
    }
    const snapshot = new DatabaseSync(request.snapshot, { readOnly: true });
    try {
      const tables = snapshotTables(snapshot);
      await db.transaction().execute(async (trx) => {
        // Instances starting now wait for the restore instead of migrating a half-made schema.
        await sql`select pg_advisory_xact_lock(${MIGRATION_LOCK_KEY})`.execute(trx);
        const schema = database.postgres?.schema;
        if (schema) await sql`create schema if not exists ${sql.id(schema)}`.execute(trx);
        for (const name of await siteTablesIn(database, trx)) await sql`drop table if exists ${sql.id(name)} cascade`.execute(trx);
        await trx.schema
          .createTable("schema_migrations")
          .addColumn("name", "text", (c) => c.primaryKey())
          .addColumn("applied_at", "bigint", (c) => c.notNull())
          .execute();
        for (const migration of knownMigrations) {
          if (marker.migrations.includes(migration.name)) await migration.up(trx, "postgres");
        }
        // The migrations' own rows (the seeded departures) give way to the snapshot's.
        for (const table of [...tables].reverse()) await sql`delete from ${sql.id(table.name)}`.execute(trx);
        for (const table of tables) await copyTable(snapshot, trx, table.name, table.columns);
        // Identity columns continue after the highest id restored.
        const identities = await sql<{ table_name: string; column_name: string }>`
          select table_name, column_name from information_schema.columns
          where table_schema = current_schema() and is_identity = 'YES'`.execute(trx);
        for (const { table_name, column_name } of identities.rows) {
          await sql`select setval(pg_get_serial_sequence(${quote(table_name)}, ${column_name}), coalesce((select max(${sql.id(column_name)}) from ${sql.id(table_name)}), 0) + 1, false)`.execute(
            trx,
          );
        }
      });
    } finally {
      snapshot.close();
    }
  } finally {
    await database.close();
  }
}

/** The tables of the site (as this version's migrations make them, and the migrations' own) present in the database's schema. */
async function siteTablesIn(database: Database, db: Kysely<any> = database.db as Kysely<any>): Promise<string[]> {
  const names = new Set([...(await allSiteTables()), "schema_migrations"]);
  const present = await sql<{ table_name: string }>`
    select table_name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE'`.execute(db);
  return present.rows.map((row) => row.table_name).filter((name) => names.has(name));
}

let siteTables: Promise<string[]> | undefined;
/** Every table this version's migrations create (made once, in memory). */
function allSiteTables(): Promise<string[]> {
  siteTables ??= (async () => {
    const scratch = createDatabase({ engine: "sqlite", file: ":memory:" });
    try {
      await migrate(scratch);
      const rows = await sql<{ name: string }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%'`.execute(
        scratch.db,
      );
      return rows.rows.map((row) => row.name);
    } finally {
      await scratch.close();
    }
  })();
  return siteTables;
}

async function copyTable(snapshot: DatabaseSync, trx: Kysely<any>, table: string, columns: string[]) {
  const select = snapshot.prepare(`select ${columns.map(quote).join(", ")} from ${quote(table)}`);
  select.setReturnArrays(true);
  const rowsPerBatch = Math.max(1, Math.floor(BATCH_PARAMETERS / columns.length));
  let batch: unknown[][] = [];
  let bytes = 0;
  const flush = async () => {
    if (batch.length === 0) return;
    const values = batch.map((row) => sql`(${sql.join(row.map((value) => sql`${value}`))})`);
    await sql`insert into ${sql.id(table)} (${sql.join(columns.map((column) => sql.id(column)))}) overriding system value values ${sql.join(values)}`.execute(
      trx,
    );
    batch = [];
    bytes = 0;
  };
  for (const row of select.iterate() as Iterable<unknown[]>) {
    const values = row.map((value) =>
      value instanceof Uint8Array ? Buffer.from(value.buffer, value.byteOffset, value.byteLength) : value,
    );
    for (const value of values) bytes += value instanceof Buffer ? value.length : typeof value === "string" ? value.length : 8;
    batch.push(values);
    if (batch.length >= rowsPerBatch || bytes >= BATCH_BYTES) await flush();
  }
  await flush();
}
