/**
 * Kysely on Node's built-in SQLite (`node:sqlite`). Kysely's SqliteDialect expects a
 * better-sqlite3-like database (`prepare(sql)` returning statements that take an array of
 * parameters and say whether they return rows); this file adapts `DatabaseSync` to that shape,
 * so no native module is needed.
 */
import { chmodSync, closeSync, mkdirSync, openSync } from "node:fs";
import path from "node:path";
import { DatabaseSync, type SQLInputValue, type StatementSync } from "node:sqlite";
import {
  CompiledQuery,
  SqliteDialect,
  SqliteDriver,
  type DatabaseConnection,
  type Driver,
  type SqliteDatabase,
  type SqliteStatement,
} from "kysely";

/** SQLite takes numbers, bigints, strings, null and bytes; booleans and dates are mapped here. */
function toSqliteValue(value: unknown): SQLInputValue {
  if (typeof value === "boolean") return value ? 1 : 0;
  if (value instanceof Date) return value.toISOString();
  if (value === undefined) return null;
  return value as SQLInputValue;
}

class NodeSqliteStatement implements SqliteStatement {
  readonly reader: boolean;
  readonly #statement: StatementSync;

  constructor(statement: StatementSync) {
    this.#statement = statement;
    // A statement returns rows when it has result columns (SELECT, or INSERT ... RETURNING).
    this.reader = statement.columns().length > 0;
  }

  all(parameters: ReadonlyArray<unknown>): unknown[] {
    return this.#statement.all(...parameters.map(toSqliteValue));
  }

  run(parameters: ReadonlyArray<unknown>) {
    return this.#statement.run(...parameters.map(toSqliteValue));
  }

  iterate(parameters: ReadonlyArray<unknown>): IterableIterator<unknown> {
    return this.#statement.iterate(...parameters.map(toSqliteValue));
  }
}

/** `DatabaseSync` with the better-sqlite3-like API Kysely calls, and a small prepared-statement cache. */
export class NodeSqliteDatabase implements SqliteDatabase {
  readonly raw: DatabaseSync;
  readonly #cache = new Map<string, NodeSqliteStatement>();

  constructor(raw: DatabaseSync) {
    this.raw = raw;
  }

  prepare(sql: string): SqliteStatement {
    let statement = this.#cache.get(sql);
    if (!statement) {
      statement = new NodeSqliteStatement(this.raw.prepare(sql));
      // Queries come from the query builder, so their texts are few; the bound keeps it so.
      if (this.#cache.size >= 500) this.#cache.delete(this.#cache.keys().next().value!);
      this.#cache.set(sql, statement);
    }
    return statement;
  }

  close(): void {
    this.#cache.clear();
    if (this.raw.isOpen) this.raw.close();
  }
}

/**
 * Write transactions start with BEGIN IMMEDIATE: the write lock is taken up front (waiting up to
 * the busy timeout for another process), instead of failing with SQLITE_BUSY when a read turns
 * into a write. This is what makes migrations safe when several processes start at once.
 */
class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw("begin immediate"));
  }
}

class NodeSqliteDialect extends SqliteDialect {
  readonly #database: NodeSqliteDatabase;

  constructor(database: NodeSqliteDatabase) {
    super({ database });
    this.#database = database;
  }

  override createDriver(): Driver {
    return new ImmediateSqliteDriver({ database: this.#database });
  }
}

/**
 * Opens (creating it and its folder if needed) a database file in WAL mode with full sync:
 * a transaction that has committed survives a killed process and a power cut. Secure delete is on
 * (not FAST): what a statement deletes or overwrites is zeroed in the file, so personal data the
 * site deletes (the booking page's purge) is not left in free space (decision 0104).
 */
export function openSqlite(file: string): { dialect: SqliteDialect; database: NodeSqliteDatabase } {
  if (file !== ":memory:") ownerOnly(file);
  const raw = new DatabaseSync(file, { timeout: 10_000 });
  raw.exec("PRAGMA journal_mode = WAL");
  raw.exec("PRAGMA synchronous = FULL");
  raw.exec("PRAGMA foreign_keys = ON");
  raw.exec("PRAGMA secure_delete = ON");
  const database = new NodeSqliteDatabase(raw);
  return { dialect: new NodeSqliteDialect(database), database };
}

/**
 * The database file and its folder readable by the server's user only, whatever the umask: the
 * folder is made 0700, the file created 0600 before SQLite opens it (SQLite gives its -wal, -shm
 * and -journal files the database file's permissions), and a file an older version left 0644 is
 * set to 0600, with its -wal and -shm. A folder or file the server does not own is left as it is.
 */
function ownerOnly(file: string) {
  const dir = path.dirname(file);
  const made = mkdirSync(dir, { recursive: true, mode: 0o700 });
  if (made) chmodQuietly(dir, 0o700);
  try {
    closeSync(openSync(file, "wx", 0o600));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  }
  for (const suffix of ["", "-wal", "-shm", "-journal"]) chmodQuietly(`${file}${suffix}`, 0o600);
}

function chmodQuietly(target: string, mode: number) {
  try {
    chmodSync(target, mode);
  } catch {
    // Not there (no -wal yet), or not ours (a folder the operator made): left as it is.
  }
}
