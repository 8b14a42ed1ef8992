/**
 * Takes one snapshot of the site's database while it keeps serving, into a file of the snapshot
 * format (format.server.ts):
 * - SQLite: SQLite's online backup API, from a connection of its own, in one step (one read
 *   transaction: writers go on in the WAL, and the copy is the database as it was when it began);
 * - PostgreSQL: the site's own tables read inside one REPEATABLE READ, READ ONLY transaction (one
 *   consistent view, whatever the other instances write meanwhile) into a SQLite file made by the
 *   same migrations.
 * The file is written beside its final name, made owner-only (it holds the team's passkeys, the
 * forms' key and travellers' details), synced, then renamed: a snapshot that exists is whole.
 */
import { randomBytes } from "node:crypto";
import { closeSync, fsyncSync, mkdirSync, openSync, renameSync, rmSync, statSync } from "node:fs";
import path from "node:path";
import { backup, DatabaseSync, type SQLInputValue } from "node:sqlite";
import pg from "pg";
import { createDatabase, migrate, type Database, type DatabaseConfig } from "../../db/database.ts";
import { migrations as knownMigrations } from "../../db/migrations/index.ts";
import { quote, snapshotTables, writeMarker } from "./format.server.ts";

export type SnapshotRequest = {
  /** The database to copy (already open: its PostgreSQL settings are reused). */
  database: Database;
  config: DatabaseConfig;
  /** The snapshot's full path (its folder is created, owner-only). */
  file: string;
  publicUrl: string;
  /** The backup_runs row of this snapshot: the snapshot records itself as done. */
  runId?: number;
  now?: () => number;
};

/** The most pages SQLite's backup may copy in one step: all of them, so the copy is one read. */
const ALL_PAGES = 2_147_483_647;
/** Rows read from PostgreSQL per round trip (a photo's files are a few hundred kB each). */
const FETCH_ROWS = 200;

export async function takeSnapshot(request: SnapshotRequest): Promise<{ file: string; bytes: number }> {
  const now = request.now ?? Date.now;
  const dir = path.dirname(request.file);
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  // Its own name while being written: two snapshots begun at once never share a file.
  const partial = `${request.file}.${randomBytes(4).toString("hex")}.partial`;
  // Created empty and owner-only before a byte is written into it.
  closeSync(openSync(partial, "wx", 0o600));
  try {
    let migrations: string[];
    if (request.config.engine === "sqlite") {
      migrations = await copySqlite(request.config.file, partial);
    } else {
      migrations = await exportPostgres(request.database, partial);
    }
    const file = new DatabaseSync(partial);
    try {
      // One self-contained file, without a write-ahead log beside it.
      file.exec("pragma journal_mode = delete");
      writeMarker(file, { engine: request.config.engine, takenAt: now(), migrations, publicUrl: request.publicUrl });
      const hasRuns = file.prepare("select 1 from sqlite_master where type = 'table' and name = 'backup_runs'").get();
      if (request.runId !== undefined && hasRuns) {
        file
          .prepare("update backup_runs set status = 'done', finished_at = ?, file = ? where id = ?")
          .run(now(), path.basename(request.file), request.runId);
      }
    } finally {
      file.close();
    }
    syncFile(partial);
    renameSync(partial, request.file);
    syncFile(dir);
    return { file: request.file, bytes: statSync(request.file).size };
  } catch (error) {
    for (const suffix of ["", "-wal", "-shm", "-journal"]) rmSync(`${partial}${suffix}`, { force: true });
    throw error;
  }
}

function syncFile(target: string) {
  const fd = openSync(target, "r");
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

async function copySqlite(source: string, partial: string): Promise<string[]> {
  let connection: DatabaseSync;
  try {
    connection = new DatabaseSync(source, { readOnly: true, timeout: 10_000 });
  } catch (error) {
    throw new Error(`No database to copy at ${source}: ${(error as Error).message}`);
  }
  try {
    await backup(connection, partial, { rate: ALL_PAGES });
    const hasMigrations = connection.prepare("select 1 from sqlite_master where type = 'table' and name = 'schema_migrations'").get();
    if (!hasMigrations) throw new Error(`${source} is not the site's database (it has no migrations)`);
  } finally {
    connection.close();
  }
  const file = new DatabaseSync(partial, { readOnly: true });
  try {
    return (file.prepare("select name from schema_migrations order by name").all() as { name: string }[]).map((row) => row.name);
  } finally {
    file.close();
  }
}

async function exportPostgres(database: Database, partial: string): Promise<string[]> {
  if (!database.postgres) throw new Error("not a PostgreSQL database");
  const client = new pg.Client(database.postgres.clientConfig);
  await client.connect();
  try {
    await client.query("begin isolation level repeatable read read only");
    const applied = (await client.query<{ name: string }>("select name from schema_migrations order by name")).rows.map((row) => row.name);
    const known = new Set(knownMigrations.map((migration) => migration.name));
    const newer = applied.filter((name) => !known.has(name));
    if (newer.length > 0)
      throw new Error(
        `The database was migrated by a newer version of the site (${newer.join(", ")}): take the snapshot with that version.`,
      );
    // The snapshot's tables, made by the very migrations the database is at.
    const target = createDatabase({ engine: "sqlite", file: partial });
    try {
      await migrate(
        target,
        knownMigrations.filter((migration) => applied.includes(migration.name)),
      );
    } finally {
      await target.close();
    }
    const file = new DatabaseSync(partial);
    try {
      file.exec("pragma foreign_keys = off");
      const tables = snapshotTables(file);
      // The migrations' own rows (the seeded departures, their names) give way to the database's.
      file.exec("begin");
      for (const table of tables) file.exec(`delete from ${quote(table.name)}`);
      if (file.prepare("select 1 from sqlite_master where name = 'sqlite_sequence'").get()) file.exec("delete from sqlite_sequence");
      file.exec("commit");
      for (const table of tables) {
        const columns = table.columns.map(quote).join(", ");
        const insert = file.prepare(`insert into ${quote(table.name)} (${columns}) values (${table.columns.map(() => "?").join(", ")})`);
        await client.query(`declare rows_out no scroll cursor for select ${columns} from ${quote(table.name)}`);
        for (;;) {
          const batch = await client.query({ text: `fetch ${FETCH_ROWS} from rows_out`, rowMode: "array" });
          if (batch.rows.length === 0) break;
          file.exec("begin");
          for (const row of batch.rows as unknown[][]) insert.run(...(row as SQLInputValue[]));
          file.exec("commit");
        }
        await client.query("close rows_out");
      }
    } finally {
      file.close();
    }
    await client.query("commit");
    return applied;
  } finally {
    await client.end();
  }
}
