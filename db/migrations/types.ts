import type { ColumnDefinitionBuilder, Kysely } from "kysely";

export type Engine = "sqlite" | "postgres";

/**
 * One migration for both engines. `up` runs inside the migration transaction; the few column
 * types that differ between engines come from the helpers below, everything else is shared.
 */
export type Migration = {
  /** Unique and sortable: `0001-comments`. Never rename one that has shipped. */
  name: string;
  up(db: Kysely<any>, engine: Engine): Promise<void>;
};

/** An auto-incrementing integer key whose values are never reused (even after deletes). */
export function autoIdColumn(engine: Engine) {
  return (column: ColumnDefinitionBuilder) =>
    engine === "sqlite" ? column.primaryKey().autoIncrement() : column.primaryKey().generatedAlwaysAsIdentity();
}

/** Bytes: `blob` in SQLite, `bytea` in PostgreSQL. */
export function bytesType(engine: Engine) {
  return engine === "sqlite" ? "blob" : "bytea";
}
