/**
 * `db/schema.ts` says what the migrations make: every table they create is in `Schema`, with the
 * same columns, each nullable exactly when the database lets it be null. Checked on SQLite and on
 * PostgreSQL, by reading the database the migrations built and the type file TypeScript reads.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { sql } from "kysely";
import ts from "typescript";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMigratedTestDatabase, testEngines } from "./testing.ts";

type Shape = Record<string, Record<string, { nullable: boolean }>>;

/** The tables and columns `Schema` declares, read from the file as TypeScript parses it. */
function declaredShape(): Shape {
  const file = path.join(import.meta.dirname, "schema.ts");
  const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true);
  const interfaces = new Map<string, ts.InterfaceDeclaration>();
  source.forEachChild((node) => {
    if (ts.isInterfaceDeclaration(node)) interfaces.set(node.name.text, node);
  });
  const schema = interfaces.get("Schema");
  if (!schema) throw new Error("db/schema.ts declares no Schema");
  const shape: Shape = {};
  for (const member of schema.members) {
    if (!ts.isPropertySignature(member) || !member.type || !ts.isTypeReferenceNode(member.type)) continue;
    const table = member.name.getText(source);
    const declaration = interfaces.get(member.type.typeName.getText(source));
    if (!declaration) throw new Error(`${table}: its interface is not in db/schema.ts`);
    shape[table] = {};
    for (const column of declaration.members) {
      if (!ts.isPropertySignature(column) || !column.type) continue;
      const type = column.type.getText(source);
      shape[table][column.name.getText(source)] = { nullable: /\bnull\b/.test(type) };
    }
  }
  return shape;
}

describe.each(testEngines)("db/schema.ts against the migrated database on $engine", ({ engine, skip }) => {
  let actual: Shape = {};
  let cleanup: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    if (skip) return;
    const test = await createMigratedTestDatabase(engine);
    cleanup = test.cleanup;
    const { db } = test.database;
    const schemaName = test.config.engine === "postgres" ? test.config.schema : undefined;
    const tables = (await db.introspection.getTables()).filter((table) => !table.isView && (!schemaName || table.schema === schemaName));
    // SQLite reports a primary key's column as nullable unless it says NOT NULL; the key itself is never null.
    const keys = new Set<string>();
    if (engine === "sqlite") {
      for (const table of tables) {
        const columns = await sql<{ name: string; pk: number }>`select name, pk from pragma_table_info(${table.name})`.execute(db);
        for (const column of columns.rows) if (column.pk > 0) keys.add(`${table.name}.${column.name}`);
      }
    }
    actual = Object.fromEntries(
      tables.map((table) => [
        table.name,
        Object.fromEntries(
          table.columns.map((column) => [column.name, { nullable: column.isNullable && !keys.has(`${table.name}.${column.name}`) }]),
        ),
      ]),
    );
  });
  afterAll(async () => {
    await cleanup?.();
  });

  it.skipIf(skip)("every table the migrations create is in Schema, and nothing else", () => {
    expect(Object.keys(declaredShape()).sort()).toEqual(Object.keys(actual).sort());
  });

  it.skipIf(skip)("every table has the same columns, nullable the same way", () => {
    const declared = declaredShape();
    for (const table of Object.keys(actual)) {
      expect({ table, columns: declared[table] }).toEqual({ table, columns: actual[table] });
    }
  });
});
