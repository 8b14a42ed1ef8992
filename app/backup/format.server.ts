/**
 * The one snapshot format, whatever the engine (decision 0060): a SQLite file holding the site's
 * own tables as the migrations define them, and a marker table (`snapshot`) naming the site, the
 * format, the engine it came from, when it was taken and the migrations it is at. Either engine
 * restores it; `sqlite3` opens it.
 */
import { closeSync, openSync, readSync } from "node:fs";
import { DatabaseSync } from "node:sqlite";
import { sql } from "kysely";
import { createDatabase, migrate } from "../../db/database.ts";
import { migrations as knownMigrations } from "../../db/migrations/index.ts";

/** What the marker names: a snapshot of this site and no other. */
const SNAPSHOT_SITE = "bariloche-vertical";
const SNAPSHOT_FORMAT = "1";
export const MARKER_TABLE = "snapshot";

export type SnapshotMarker = {
  site: string;
  format: string;
  engine: "sqlite" | "postgres";
  takenAt: number;
  /** The migrations applied in the database it was taken from. */
  migrations: string[];
  /** The PUBLIC_URL of the server or command that took it: passkeys belong to its domain. */
  publicUrl: string;
};

/** A snapshot refused, with the sentence that says why. */
export class SnapshotError extends Error {}

/** Writes the marker into a snapshot file being made (its connection open). */
const MARKER_SQL = `CREATE TABLE ${MARKER_TABLE} (key text primary key, value text not null)`;

export function writeMarker(file: DatabaseSync, marker: Omit<SnapshotMarker, "site" | "format">) {
  file.exec(MARKER_SQL);
  const insert = file.prepare(`insert into ${MARKER_TABLE} (key, value) values (?, ?)`);
  const values: Record<string, string> = {
    site: SNAPSHOT_SITE,
    format: SNAPSHOT_FORMAT,
    engine: marker.engine,
    taken_at: new Date(marker.takenAt).toISOString(),
    migrations: JSON.stringify(marker.migrations),
    public_url: marker.publicUrl,
  };
  for (const [key, value] of Object.entries(values)) insert.run(key, value);
}

const SQLITE_HEADER = Buffer.from("SQLite format 3\0", "latin1");

/**
 * Checks that a file is a whole snapshot of this site that this version can restore, and reads its
 * marker. Every refusal says what the file is not.
 */
export function readSnapshot(path: string): SnapshotMarker {
  let header = Buffer.alloc(SQLITE_HEADER.length);
  try {
    const fd = openSync(path, "r");
    try {
      header = header.subarray(0, readSync(fd, header, 0, header.length, 0));
    } finally {
      closeSync(fd);
    }
  } catch (error) {
    throw new SnapshotError(
      `Cannot read ${path}: ${(error as NodeJS.ErrnoException).code === "ENOENT" ? "no such file" : (error as Error).message}`,
    );
  }
  if (!header.equals(SQLITE_HEADER)) throw new SnapshotError(`${path} is not a snapshot of this site (it is not a SQLite file).`);
  const file = new DatabaseSync(path, { readOnly: true });
  try {
    const marker = file.prepare("select name from sqlite_master where type = 'table' and name = ?").get(MARKER_TABLE);
    if (!marker) throw new SnapshotError(`${path} is a SQLite database but not a snapshot of this site (it has no snapshot marker).`);
    const rows = file.prepare(`select key, value from ${MARKER_TABLE}`).all() as { key: string; value: string }[];
    const values = Object.fromEntries(rows.map((row) => [row.key, row.value]));
    if (values.site !== SNAPSHOT_SITE)
      throw new SnapshotError(`${path} is a snapshot of another site (${values.site ?? "unnamed"}), not of this one.`);
    if (values.format !== SNAPSHOT_FORMAT)
      throw new SnapshotError(
        `${path} is a snapshot in format ${values.format}, which this version does not read (it reads format ${SNAPSHOT_FORMAT}).`,
      );
    const migrations = JSON.parse(values.migrations ?? "[]") as string[];
    const known = new Set(knownMigrations.map((migration) => migration.name));
    const newer = migrations.filter((name) => !known.has(name));
    if (newer.length > 0) {
      throw new SnapshotError(
        `${path} was taken by a newer version of the site (migrations ${newer.join(", ")}): restore it with that version or a later one.`,
      );
    }
    const check = file.prepare("pragma quick_check").all() as { quick_check: string }[];
    if (check.length !== 1 || check[0]!.quick_check !== "ok")
      throw new SnapshotError(
        `${path} is damaged: ${check
          .map((row) => row.quick_check)
          .slice(0, 3)
          .join("; ")}`,
      );
    return {
      site: values.site,
      format: values.format,
      engine: values.engine === "postgres" ? "postgres" : "sqlite",
      takenAt: Date.parse(values.taken_at ?? ""),
      migrations,
      publicUrl: values.public_url ?? "",
    };
  } finally {
    file.close();
  }
}

/** A schema object as SQLite's catalogue lists it. */
type SchemaObject = { type: string; name: string; tbl_name: string; sql: string | null };

/** SQLite's own objects a file of ours may hold: its id counters, the planner's statistics, the constraints' indexes. */
function sqlitesOwn(object: SchemaObject): boolean {
  if (object.type === "table") return object.name === "sqlite_sequence" || /^sqlite_stat[1-4]$/.test(object.name);
  return object.type === "index" && object.sql === null && object.name.startsWith("sqlite_autoindex_");
}

function schemaOf(file: DatabaseSync): SchemaObject[] {
  return file.prepare("select type, name, tbl_name, sql from sqlite_master order by type, name").all() as SchemaObject[];
}

const describeObject = (object: SchemaObject) =>
  `${object.type === "index" ? "an" : "a"} ${object.type} ${object.name}${object.type === "table" || object.type === "view" ? "" : ` on ${object.tbl_name}`}`;

/**
 * Checks that a snapshot's tables, indexes, triggers and views are exactly the ones its own
 * recorded migrations make (and its marker), nothing more, nothing less, nothing changed: a file
 * with a trigger of someone else's (one that stops the purge), a table or a view more is refused
 * before anything is restored or migrated (decision 0105). An older snapshot is compared with the
 * older migrations it records.
 */
export async function checkSchema(path: string, marker: Pick<SnapshotMarker, "migrations">): Promise<void> {
  const scratch = createDatabase({ engine: "sqlite", file: ":memory:" });
  let expected: SchemaObject[];
  try {
    await migrate(
      scratch,
      knownMigrations.filter((migration) => marker.migrations.includes(migration.name)),
    );
    const rows = await sql<SchemaObject>`select type, name, tbl_name, sql from sqlite_master`.execute(scratch.db);
    expected = rows.rows;
  } finally {
    await scratch.close();
  }
  const file = new DatabaseSync(path, { readOnly: true });
  let found: SchemaObject[];
  try {
    found = schemaOf(file);
  } finally {
    file.close();
  }
  const key = (object: SchemaObject) => `${object.type}\u0000${object.name}`;
  const wanted = new Map(expected.filter((object) => !sqlitesOwn(object)).map((object) => [key(object), object]));
  const differences: string[] = [];
  for (const object of found) {
    if (object.name === MARKER_TABLE && object.type === "table") {
      if (object.sql !== MARKER_SQL) differences.push(`its marker table is not the one a snapshot has`);
      continue;
    }
    if (object.type === "index" && object.name === `sqlite_autoindex_${MARKER_TABLE}_1`) continue;
    const own = wanted.get(key(object));
    wanted.delete(key(object));
    if (own === undefined) {
      if (!sqlitesOwn(object)) differences.push(`${describeObject(object)} that the site's migrations do not make`);
    } else if (own.sql !== object.sql || own.tbl_name !== object.tbl_name) {
      differences.push(`${describeObject(object)} made otherwise than by the site's migrations`);
    }
  }
  for (const object of wanted.values())
    differences.push(`no ${describeObject(object).replace(/^an? /, "")}, which the site's migrations make`);
  if (differences.length > 0) {
    const shown = differences.slice(0, 5).join("; ");
    const more = differences.length > 5 ? `; and ${differences.length - 5} more` : "";
    throw new SnapshotError(
      `${path} does not hold exactly the site's own tables (its migrations, up to ${marker.migrations.at(-1) ?? "none"}, make others): it has ${shown}${more}. Nothing was restored.`,
    );
  }
}

export type SnapshotTable = {
  name: string;
  columns: string[];
  /** Tables its foreign keys point to. */
  parents: string[];
};

/**
 * The site's tables in a SQLite file (the snapshot, or one made by the migrations), parents before
 * the tables that point to them: the order rows can be inserted in with foreign keys checked.
 */
export function snapshotTables(file: DatabaseSync): SnapshotTable[] {
  const names = (
    file
      .prepare("select name from sqlite_master where type = 'table' and name not like 'sqlite_%' and name <> ? order by name")
      .all(MARKER_TABLE) as { name: string }[]
  ).map((row) => row.name);
  const tables = new Map<string, SnapshotTable>();
  for (const name of names) {
    const columns = (file.prepare(`pragma table_info(${quote(name)})`).all() as { name: string }[]).map((row) => row.name);
    const parents = (file.prepare(`pragma foreign_key_list(${quote(name)})`).all() as { table: string }[])
      .map((row) => row.table)
      .filter((parent) => parent !== name);
    tables.set(name, { name, columns, parents: [...new Set(parents)] });
  }
  const ordered: SnapshotTable[] = [];
  const placed = new Set<string>();
  const place = (table: SnapshotTable, path: string[]) => {
    if (placed.has(table.name)) return;
    if (path.includes(table.name)) throw new Error(`Foreign keys form a cycle: ${[...path, table.name].join(" -> ")}`);
    for (const parent of table.parents) {
      const found = tables.get(parent);
      if (found) place(found, [...path, table.name]);
    }
    placed.add(table.name);
    ordered.push(table);
  };
  for (const table of tables.values()) place(table, []);
  return ordered;
}

/** An SQL identifier, quoted (names come from the file's own catalogue). */
export function quote(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}
