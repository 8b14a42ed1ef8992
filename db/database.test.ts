import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { databaseConfig, migrate, SQLITE_FILE_NAME, type DatabaseConfig } from "./database.ts";
import { migrations } from "./migrations/index.ts";
import { createTestDatabase, testEngines, type TestDatabase } from "./testing.ts";

const root = path.resolve(import.meta.dirname, "..");

function migrateEnv(config: DatabaseConfig): Record<string, string> {
  return config.engine === "sqlite"
    ? { DATA_DIR: path.dirname(config.file), DATABASE_URL: "" }
    : { DATABASE_URL: config.url, DATABASE_SCHEMA: config.schema ?? "" };
}

/** `npm run migrate` as a separate process, like one more instance starting. */
async function runMigrateScript(env: NodeJS.ProcessEnv): Promise<string> {
  const { stdout } = await promisify(execFile)(process.execPath, ["scripts/owner/migrate.ts"], { cwd: root, env });
  return stdout;
}

describe("databaseConfig", () => {
  it("uses the SQLite file in the data folder unless a PostgreSQL URL is given", () => {
    const sqlite = databaseConfig({ dataDir: "./data" });
    expect(sqlite.engine).toBe("sqlite");
    expect(sqlite.engine === "sqlite" && sqlite.file.endsWith(`data/${SQLITE_FILE_NAME}`)).toBe(true);
    const postgres = databaseConfig({ dataDir: "./data", databaseUrl: "postgres://u@h:5432/site" });
    expect(postgres).toEqual({ engine: "postgres", url: "postgres://u@h:5432/site", schema: undefined });
  });
});

describe.each(testEngines)("database on $engine", ({ engine, skip }) => {
  let test: TestDatabase | undefined;
  afterEach(async () => {
    await test?.cleanup();
    test = undefined;
  });

  it.skipIf(skip)("creates the schema on first start and applies nothing the second time", async () => {
    test = await createTestDatabase(engine);
    const first = test.connect();
    expect(await migrate(first)).toEqual(migrations.map((migration) => migration.name));
    await first.close();
    const second = test.connect();
    expect(await migrate(second)).toEqual([]);
    const count = await second.db
      .selectFrom("comments")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(0);
  });

  it.skipIf(skip)("applies each migration exactly once when several instances start at once", async () => {
    test = await createTestDatabase(engine);
    const env = { ...process.env, ...migrateEnv(test.config) };
    const outputs = await Promise.all([1, 2, 3].map(() => runMigrateScript(env)));
    expect(outputs.filter((output) => output.includes("applied 0001-comments"))).toHaveLength(1);
    expect(outputs.filter((output) => output.includes("up to date"))).toHaveLength(2);
    const database = test.connect();
    const rows = await database.db.selectFrom("schema_migrations").select("name").execute();
    expect(rows.map((row) => row.name)).toEqual(migrations.map((migration) => migration.name));
  });

  it.skipIf(skip)("stores text, epoch milliseconds and bytes the same way on both engines", async () => {
    test = await createTestDatabase(engine);
    const database = test.connect();
    await migrate(database);
    const bytes = Buffer.from([0, 1, 2, 250, 255]);
    const now = Date.UTC(2031, 0, 2, 3, 4, 5, 678);
    await database.db
      .insertInto("comment_photos")
      .values({ id: "p1", avatar: bytes, large: bytes, large_width: 640, large_height: 480, created_at: now })
      .execute();
    const inserted = await database.db
      .insertInto("comments")
      .values({
        excursion: "excursion-freyclimb",
        name: "Zoë Ñandú",
        comment: "Granito 🧗 <b>not bold</b>",
        photo_id: "p1",
        created_at: now,
        client_hash: "h",
        client_token: null,
      })
      .returning(["id", "created_at", "status"])
      .executeTakeFirstOrThrow();
    expect(typeof inserted.id).toBe("number");
    expect(inserted.created_at).toBe(now);
    expect(inserted.status).toBe("visible");
    const photo = await database.db.selectFrom("comment_photos").selectAll().executeTakeFirstOrThrow();
    expect(Buffer.from(photo.avatar).equals(bytes)).toBe(true);
    expect(photo.created_at).toBe(now);
    const comment = await database.db.selectFrom("comments").select(["name", "comment"]).executeTakeFirstOrThrow();
    expect(comment).toEqual({ name: "Zoë Ñandú", comment: "Granito 🧗 <b>not bold</b>" });
  });

  it.skipIf(skip)("rolls back a failed transaction and keeps working", async () => {
    test = await createTestDatabase(engine);
    const database = test.connect();
    await migrate(database);
    await expect(
      database.db.transaction().execute(async (trx) => {
        await trx.insertInto("settings").values({ key: "a", value: "1" }).execute();
        await trx.insertInto("settings").values({ key: "a", value: "2" }).execute();
      }),
    ).rejects.toThrow();
    expect(await database.db.selectFrom("settings").selectAll().execute()).toEqual([]);
    await database.db.insertInto("settings").values({ key: "a", value: "3" }).execute();
    expect(await database.db.selectFrom("settings").selectAll().execute()).toEqual([{ key: "a", value: "3" }]);
  });

  it.skipIf(skip || engine !== "sqlite")("opens SQLite in WAL mode with full sync", async () => {
    test = await createTestDatabase(engine);
    const database = test.connect();
    const journal = await sql<{ journal_mode: string }>`pragma journal_mode`.execute(database.db);
    const synchronous = await sql<{ synchronous: number }>`pragma synchronous`.execute(database.db);
    expect(journal.rows[0]?.journal_mode).toBe("wal");
    expect(synchronous.rows[0]?.synchronous).toBe(2);
  });
});

describe("SQLite's count of changes made by other processes", () => {
  let test: TestDatabase | undefined;
  afterEach(async () => {
    await test?.cleanup();
    test = undefined;
  });

  it("moves when another connection commits, not for this connection's own writes", async () => {
    test = await createTestDatabase("sqlite");
    const server = test.connect();
    await migrate(server);
    const script = test.connect();
    const comment = (name: string) => ({
      excursion: "excursion-freyclimb",
      name,
      comment: "Granito",
      created_at: Date.UTC(2031, 0, 2),
      client_hash: "h",
      client_token: `token-${name}`,
      status: "visible" as const,
    });

    const start = server.externalChanges!();
    await server.db.insertInto("comments").values(comment("own")).execute();
    expect(server.externalChanges!()).toBe(start);

    await script.db.updateTable("comments").set({ status: "hidden" }).execute();
    const afterScript = server.externalChanges!();
    expect(afterScript).not.toBe(start);
    // Reading does not move it.
    await script.db.selectFrom("comments").selectAll().execute();
    expect(server.externalChanges!()).toBe(afterScript);
  });
});
