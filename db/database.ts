/**
 * The shared database: SQLite in a file under DATA_DIR by default, PostgreSQL when DATABASE_URL
 * is set. Both sit behind the same `Database` (a Kysely instance typed by `Schema`), so every
 * query is written once.
 */
import path from "node:path";
import { Kysely, PostgresDialect, sql } from "kysely";
import pg from "pg";
import { migrations as allMigrations, type Engine, type Migration } from "./migrations/index.ts";
import type { Schema } from "./schema.ts";
import { openSqlite } from "./sqlite.ts";

export type { Engine } from "./migrations/index.ts";
export type * from "./schema.ts";

export type DatabaseConfig =
  | { engine: "sqlite"; file: string }
  | {
      engine: "postgres";
      url: string;
      /** A schema of its own (created by the migrations), e.g. to share one database between test runs. */
      schema?: string;
      poolSize?: number;
    };

export type Database = {
  engine: Engine;
  db: Kysely<Schema>;
  /** PostgreSQL only: what a dedicated connection (LISTEN) needs, and the schema in use. */
  postgres?: { clientConfig: pg.ClientConfig; schema?: string };
  /**
   * SQLite only: a number that changes whenever another process (an operations script) commits
   * to the file, and not for this process's own writes. Cheap enough to ask per request. PostgreSQL's writers announce their changes on the event bus instead.
   */
  externalChanges?: () => number;
  /**
   * After personal data was deleted: SQLite writes its log back into the file and empties it
   * (a checkpoint with truncation), so the deleted values are in neither; whether it could (another
   * process reading holds the log). PostgreSQL: nothing to do here (decision 0104 says what it keeps).
   */
  forgetDeleted(): Promise<boolean>;
  close(): Promise<void>;
};

export const SQLITE_FILE_NAME = "site.sqlite";

/** PostgreSQL when a URL is given, else the SQLite file in the data folder. */
export function databaseConfig(options: { dataDir: string; databaseUrl?: string; databaseSchema?: string }): DatabaseConfig {
  if (options.databaseUrl) {
    return { engine: "postgres", url: options.databaseUrl, schema: options.databaseSchema || undefined };
  }
  return { engine: "sqlite", file: path.resolve(options.dataDir, SQLITE_FILE_NAME) };
}

const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

/** `bigint` columns (epoch milliseconds, counts) come back as numbers, as they do from SQLite. */
function parseInt8(value: string): number {
  const number = Number(value);
  if (!Number.isSafeInteger(number)) throw new RangeError(`integer out of range: ${value}`);
  return number;
}
const INT8_OID = 20;
const postgresTypes = {
  getTypeParser: ((oid: number, format?: "text" | "binary") =>
    oid === INT8_OID && format !== "binary" ? parseInt8 : pg.types.getTypeParser(oid, format ?? "text")) as typeof pg.types.getTypeParser,
};

export function createDatabase(config: DatabaseConfig): Database {
  if (config.engine === "sqlite") {
    const { dialect, database } = openSqlite(config.file);
    const db = new Kysely<Schema>({ dialect });
    // The one connection every query of this process goes through (see sqlite.ts).
    const dataVersion = database.raw.prepare("PRAGMA data_version");
    return {
      engine: "sqlite",
      db,
      externalChanges: () => Number((dataVersion.get() as { data_version: number | bigint }).data_version),
      forgetDeleted: async () => {
        if (config.file === ":memory:") return true;
        // A reader in another process (a snapshot being taken) holds the log a moment: try a few times.
        for (let attempt = 1; ; attempt++) {
          const row = database.raw.prepare("PRAGMA wal_checkpoint(TRUNCATE)").get() as { busy: number } | undefined;
          if (row?.busy === 0) return true;
          if (attempt >= 5) return false;
          await new Promise((resolve) => setTimeout(resolve, 200 * attempt));
        }
      },
      close: () => db.destroy(),
    };
  }
  if (config.schema !== undefined && !SCHEMA_NAME.test(config.schema)) {
    throw new Error(`Invalid PostgreSQL schema name: ${config.schema}`);
  }
  const clientConfig: pg.ClientConfig = {
    connectionString: config.url,
    types: postgresTypes,
    ...(config.schema ? { options: `-c search_path=${config.schema}` } : {}),
  };
  const pool = new pg.Pool({ ...clientConfig, max: config.poolSize ?? 10, idleTimeoutMillis: 30_000 });
  // An idle connection that drops (server restart) must not take the process down; the pool replaces it.
  pool.on("error", (error) => console.error("PostgreSQL pool error:", error.message));
  const db = new Kysely<Schema>({ dialect: new PostgresDialect({ pool }) });
  return {
    engine: "postgres",
    db,
    postgres: { clientConfig, schema: config.schema },
    forgetDeleted: async () => true,
    close: () => db.destroy(),
  };
}

/** Any fixed number: the key of the advisory lock that serialises migrations across instances. */
export const MIGRATION_LOCK_KEY = 7_274_301;

/**
 * Applies the migrations not applied yet, all in one transaction that holds a lock, so several
 * instances starting at once apply each migration exactly once (the others wait, then find
 * nothing to do). Returns the names it applied.
 */
export async function migrate(database: Database, migrations: Migration[] = allMigrations): Promise<string[]> {
  const { engine } = database;
  const db = database.db as Kysely<any>;
  return db.transaction().execute(async (trx) => {
    if (engine === "postgres") {
      // SQLite's BEGIN IMMEDIATE already holds the only write lock.
      await sql`select pg_advisory_xact_lock(${MIGRATION_LOCK_KEY})`.execute(trx);
      const schema = database.postgres?.schema;
      if (schema) await sql`create schema if not exists ${sql.id(schema)}`.execute(trx);
    }
    await trx.schema
      .createTable("schema_migrations")
      .ifNotExists()
      .addColumn("name", "text", (c) => c.primaryKey())
      .addColumn("applied_at", "bigint", (c) => c.notNull())
      .execute();
    const rows: { name: string }[] = await trx.selectFrom("schema_migrations").select("name").execute();
    const applied = new Set(rows.map((row) => row.name));
    const known = new Set(migrations.map((migration) => migration.name));
    const unknown = [...applied].filter((name) => !known.has(name));
    if (unknown.length > 0) {
      console.warn(`The database has migrations this version does not know (a newer version ran): ${unknown.join(", ")}`);
    }
    const done: string[] = [];
    for (const migration of migrations) {
      if (applied.has(migration.name)) continue;
      await migration.up(trx, engine);
      await trx.insertInto("schema_migrations").values({ name: migration.name, applied_at: Date.now() }).execute();
      done.push(migration.name);
    }
    return done;
  });
}

/** Opens the database and brings its schema up to date. */
export async function openDatabase(config: DatabaseConfig): Promise<Database> {
  const database = createDatabase(config);
  try {
    await migrate(database);
  } catch (error) {
    await database.close().catch(() => {});
    throw error;
  }
  return database;
}

/** Where a database lives, for logs (no password). */
export function describeDatabase(config: DatabaseConfig): string {
  if (config.engine === "sqlite") return `SQLite ${config.file}`;
  const url = new URL(config.url);
  return `PostgreSQL ${url.hostname}:${url.port || 5432}${url.pathname}${config.schema ? ` (schema ${config.schema})` : ""}`;
}
