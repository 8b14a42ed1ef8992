/**
 * Test helpers: every database test runs against SQLite, and against PostgreSQL too when
 * TEST_DATABASE_URL is set. Each PostgreSQL run works in a schema of its own, dropped afterwards,
 * because other suites share that database.
 */
import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { createDatabase, migrate, type Database, type DatabaseConfig, type Engine } from "./database.ts";

export const testDatabaseUrl = process.env.TEST_DATABASE_URL || undefined;

export type TestDatabase = {
  config: DatabaseConfig;
  /** A fresh connection to the same database (another instance's view). */
  connect(): Database;
  /** Drops everything created for this test. */
  cleanup(): Promise<void>;
};

/** A new, empty, not yet migrated database of the given engine. */
export async function createTestDatabase(engine: Engine): Promise<TestDatabase> {
  const opened: Database[] = [];
  const connect = (config: DatabaseConfig) => () => {
    const database = createDatabase(config);
    opened.push(database);
    return database;
  };
  const closeAll = async () => {
    await Promise.all(opened.map((database) => database.close().catch(() => {})));
  };
  if (engine === "sqlite") {
    const dir = await mkdtemp(path.join(tmpdir(), "site-db-"));
    const config: DatabaseConfig = { engine: "sqlite", file: path.join(dir, "site.sqlite") };
    return {
      config,
      connect: connect(config),
      async cleanup() {
        await closeAll();
        await rm(dir, { recursive: true, force: true });
      },
    };
  }
  if (!testDatabaseUrl) throw new Error("TEST_DATABASE_URL is not set");
  const schema = `test_${process.pid}_${randomBytes(4).toString("hex")}`;
  const config: DatabaseConfig = { engine: "postgres", url: testDatabaseUrl, schema, poolSize: 4 };
  return {
    config,
    connect: connect(config),
    async cleanup() {
      await closeAll();
      await dropSchema(testDatabaseUrl, schema);
    },
  };
}

export async function dropSchema(url: string, schema: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`drop schema if exists "${schema}" cascade`);
  } finally {
    await client.end();
  }
}

/** A migrated database, ready for a test. */
export async function createMigratedTestDatabase(engine: Engine) {
  const test = await createTestDatabase(engine);
  const database = test.connect();
  await migrate(database);
  return { ...test, database };
}

/** The engines to test here: SQLite always, PostgreSQL when TEST_DATABASE_URL is set. */
export const testEngines: { engine: Engine; skip: boolean }[] = [
  { engine: "sqlite", skip: false },
  { engine: "postgres", skip: !testDatabaseUrl },
];
