import { randomBytes } from "node:crypto";
import { mkdtemp, rm, stat, writeFile, readdir } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { afterEach, describe, expect, it } from "vitest";
import { createDatabase, migrate, type Database, type DatabaseConfig } from "../../db/database.ts";
import { createMigratedTestDatabase, createTestDatabase, testEngines } from "../../db/testing.ts";
import { mailHold, releaseMail } from "../mail/hold.server.ts";
import { SnapshotError } from "./format.server.ts";
import { restoreSnapshot } from "./restore.server.ts";
import { createBackupService, RUN_LEASE_MS, type BackupSettings } from "./service.server.ts";

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function tempDir() {
  const dir = await mkdtemp(path.join(tmpdir(), "site-backup-"));
  cleanups.push(() => rm(dir, { recursive: true, force: true }));
  return dir;
}

async function migratedDatabase(engine: "sqlite" | "postgres") {
  const test = await createMigratedTestDatabase(engine);
  cleanups.push(() => test.cleanup());
  return test;
}

async function emptyDatabase(engine: "sqlite" | "postgres") {
  const test = await createTestDatabase(engine);
  cleanups.push(() => test.cleanup());
  return test;
}

function settings(dir: string, everyMs: number | null = 3_600_000): BackupSettings {
  return { dir, everyMs, keep: { latest: 48, daily: 30 }, forgetAfterDays: 7 };
}

function service(database: Database, config: DatabaseConfig, dir: string, extra: Partial<Parameters<typeof createBackupService>[0]> = {}) {
  const backups = createBackupService({
    database,
    config,
    settings: settings(dir),
    publicUrl: "https://bariloche.example",
    log: () => {},
    ...extra,
  });
  cleanups.push(() => backups.stop());
  return backups;
}

/** What visitors and the team leave in the database: a comment with a photo, a message, a request, a member with a passkey, an owner's photo. */
async function writeRecords(database: Database, tag: string) {
  const { db } = database;
  const now = Date.now();
  const photoId = `photo-${tag}`;
  const large = randomBytes(50_000);
  await db
    .insertInto("comment_photos")
    .values({ id: photoId, avatar: randomBytes(2_000), large, large_width: 640, large_height: 480, created_at: now })
    .execute();
  await db
    .insertInto("comments")
    .values({
      excursion: "excursion-freyclimb",
      name: `Ana ${tag}`,
      comment: `Great day ${tag}`,
      photo_id: photoId,
      created_at: now,
      client_hash: "h",
      client_token: `c-${tag}`,
    })
    .execute();
  await db
    .insertInto("contact_messages")
    .values({
      created_at: now,
      lang: "es",
      name: `Juan ${tag}`,
      email: "juan@example.com",
      subject: "Hola",
      message: `Mensaje ${tag}`,
      excursion: null,
      client_hash: "h",
      client_token: `m-${tag}`,
      confirmation: "queued",
    })
    .execute();
  await db
    .insertInto("booking_requests")
    .values({
      reference: `BV-${tag}`,
      created_at: now,
      updated_at: now,
      lang: "en",
      offer: "freyclimb",
      departure_id: null,
      date_from: "2027-03-10",
      date_to: null,
      group_size: 2,
      experience: "meets",
      group_lang: "en",
      name: `Eva ${tag}`,
      email: "eva@example.com",
      client_hash: "h",
      client_token: `b-${tag}`,
      confirmation: "queued",
    })
    .execute();
  const member = await db
    .insertInto("workspace_members")
    .values({ email: `owner-${tag}@example.com`, role: "owner", created_at: now, seen_at: now, removed_at: null })
    .returning("id")
    .executeTakeFirstOrThrow();
  await db
    .insertInto("workspace_passkeys")
    .values({
      id: `cred-${tag}`,
      member_id: member.id,
      public_key: randomBytes(77),
      counter: 3,
      transports: "[]",
      label: "Phone",
      created_at: now,
      last_used_at: null,
    })
    .execute();
  await db
    .insertInto("photo_files")
    .values({ photo_id: `place-${tag}`, file: "640.avif", content_type: "image/avif", bytes: randomBytes(30_000) })
    .execute();
  return { photoId, large };
}

async function everything(database: Database) {
  const { db } = database;
  return {
    comments: await db.selectFrom("comments").select(["id", "name", "comment", "photo_id"]).orderBy("id").execute(),
    photos: (await db.selectFrom("comment_photos").select(["id", "large", "avatar"]).orderBy("id").execute()).map((row) => ({
      id: row.id,
      large: Buffer.from(row.large).toString("hex"),
      avatar: Buffer.from(row.avatar).toString("hex"),
    })),
    messages: await db.selectFrom("contact_messages").select(["id", "name", "message"]).orderBy("id").execute(),
    requests: await db.selectFrom("booking_requests").select(["id", "reference", "name"]).orderBy("id").execute(),
    departures: await db.selectFrom("departures").select(["id", "offer", "start_date"]).orderBy("id").execute(),
    passkeys: (await db.selectFrom("workspace_passkeys").select(["id", "member_id", "public_key", "counter"]).orderBy("id").execute()).map(
      (row) => ({ ...row, public_key: Buffer.from(row.public_key).toString("hex") }),
    ),
    files: (await db.selectFrom("photo_files").select(["photo_id", "bytes"]).orderBy("photo_id").execute()).map((row) => ({
      id: row.photo_id,
      bytes: Buffer.from(row.bytes).toString("hex"),
    })),
    settings: await db.selectFrom("settings").selectAll().orderBy("key").execute(),
  };
}

describe.each(testEngines)("a snapshot of $engine", ({ engine, skip }) => {
  it.skipIf(skip)(
    "holds everything written before it began, restores into either engine, and ids go on after the restored ones",
    async () => {
      const source = await migratedDatabase(engine);
      const dir = await tempDir();
      await source.database.db.insertInto("settings").values({ key: "comments.secret", value: "s3cret" }).execute();
      await writeRecords(source.database, "before");
      const expected = await everything(source.database);
      const backups = service(source.database, source.config, dir);
      const taken = await backups.take("manual");
      await writeRecords(source.database, "after");

      expect(path.dirname(taken.file)).toBe(dir);
      // Owner-only: it holds the passkeys, the forms' key and travellers' details.
      expect((await stat(taken.file)).mode & 0o777).toBe(0o600);
      expect((await stat(dir)).mode & 0o777).toBe(0o700);
      expect((await backups.status()).state).toBe("ok");

      for (const target of testEngines.filter((candidate) => !candidate.skip)) {
        const restored = await emptyDatabase(target.engine);
        const result = await restoreSnapshot({ snapshot: taken.file, config: restored.config });
        expect(result.marker.engine).toBe(engine);
        expect(result.rows.comments).toBe(1);
        const database = restored.connect();
        // The restored copy holds its emails until the owner releases them (decision 0105); besides that, the same.
        expect(await mailHold(database.db)).toMatchObject({ snapshotTakenAt: expect.any(Number) });
        await releaseMail(database.db);
        expect(await everything(database), `restored into ${target.engine}`).toEqual(expected);
        // The snapshot records itself as taken.
        const runs = await database.db.selectFrom("backup_runs").select(["status", "file"]).execute();
        expect(runs).toEqual([{ status: "done", file: path.basename(taken.file) }]);
        const next = await database.db
          .insertInto("comments")
          .values({
            excursion: "excursion-freyclimb",
            name: "New",
            comment: "After the restore",
            photo_id: null,
            created_at: Date.now(),
            client_hash: "h",
            client_token: null,
          })
          .returning("id")
          .executeTakeFirstOrThrow();
        expect(next.id).toBeGreaterThan(Math.max(...expected.comments.map((comment) => comment.id)));
      }
    },
  );

  it.skipIf(skip)("refuses a database that is there already, and with --replace keeps a snapshot of it first", async () => {
    const source = await migratedDatabase(engine);
    const dir = await tempDir();
    await writeRecords(source.database, "one");
    const taken = await service(source.database, source.config, dir).take("manual");
    const target = await migratedDatabase(engine);
    await writeRecords(target.database, "two");
    await expect(restoreSnapshot({ snapshot: taken.file, config: target.config })).rejects.toThrow(/already holds .*--replace/);
    expect((await everything(target.database)).comments.map((comment) => comment.name)).toEqual(["Ana two"]);

    const keptDir = await tempDir();
    await target.database.close();
    await restoreSnapshot({
      snapshot: taken.file,
      config: target.config,
      replace: true,
      async beforeReplace() {
        const database = createDatabase(target.config);
        await service(database, target.config, keptDir).take("before-restore");
        await database.close();
      },
    });
    const replaced = target.connect();
    expect((await everything(replaced)).comments.map((comment) => comment.name)).toEqual(["Ana one"]);
    const kept = await readdir(keptDir);
    expect(kept).toHaveLength(1);
    expect(kept[0]).toMatch(/^before-restore-.*\.sqlite$/);
    const restoredKept = await emptyDatabase("sqlite");
    await restoreSnapshot({ snapshot: path.join(keptDir, kept[0]!), config: restoredKept.config });
    expect((await everything(restoredKept.connect())).comments.map((comment) => comment.name)).toEqual(["Ana two"]);
  });
});

describe("restore", () => {
  it("refuses what is not a snapshot of this site, saying what it is", async () => {
    const dir = await tempDir();
    const target = { engine: "sqlite", file: path.join(dir, "data", "site.sqlite") } as const;
    const text = path.join(dir, "notes.txt");
    await writeFile(text, "not a database");
    await expect(restoreSnapshot({ snapshot: text, config: target })).rejects.toThrow(
      new SnapshotError(`${text} is not a snapshot of this site (it is not a SQLite file).`),
    );
    await expect(restoreSnapshot({ snapshot: path.join(dir, "missing.sqlite"), config: target })).rejects.toThrow(/no such file/);

    // The live database itself (no marker).
    const live = await migratedDatabase("sqlite");
    const liveFile = (live.config as { file: string }).file;
    await expect(restoreSnapshot({ snapshot: liveFile, config: target })).rejects.toThrow(
      /not a snapshot of this site \(it has no snapshot marker\)/,
    );

    const taken = await service(live.database, live.config, dir).take("manual");
    const other = path.join(dir, "other.sqlite");
    const newer = path.join(dir, "newer.sqlite");
    for (const [file, change] of [
      [other, "update snapshot set value = 'another-shop' where key = 'site'"],
      [newer, `update snapshot set value = '["0001-comments","0099-tomorrow"]' where key = 'migrations'`],
    ] as const) {
      await writeFile(file, await import("node:fs/promises").then((fs) => fs.readFile(taken.file)));
      const edit = new DatabaseSync(file);
      edit.exec(change);
      edit.close();
    }
    await expect(restoreSnapshot({ snapshot: other, config: target })).rejects.toThrow(/a snapshot of another site \(another-shop\)/);
    await expect(restoreSnapshot({ snapshot: newer, config: target })).rejects.toThrow(
      /taken by a newer version of the site \(migrations 0099-tomorrow\)/,
    );
    // Nothing was made in the data folder by a refused restore.
    await expect(stat(target.file)).rejects.toThrow();
  });

  it("refuses a snapshot whose schema is not exactly the one its own migrations make, before anything is replaced or migrated", async () => {
    const dir = await tempDir();
    const live = await migratedDatabase("sqlite");
    const taken = await service(live.database, live.config, path.join(dir, "backups")).take("manual");
    const crafted = {
      // The campaign's: a trigger that silently stops the purge of personal data.
      trigger: [
        "create trigger keep_personal before update of health on booking_participants begin select raise(ignore); end",
        /it has a trigger keep_personal on booking_participants that the site's migrations do not make/,
      ],
      table: ["create table loot (id integer primary key, health text)", /it has a table loot that the site's migrations do not make/],
      view: [
        "create view everything_personal as select document, health from booking_participants",
        /it has a view everything_personal that the site's migrations do not make/,
      ],
      index: ["create index comments_by_name on comments (name)", /it has an index comments_by_name on comments that/],
      missing: ["drop table booking_cancellations", /no table booking_cancellations, which the site's migrations make/],
      marker: [
        "create trigger marker_kept after delete on snapshot begin select 1; end",
        /a trigger marker_kept on snapshot that the site's migrations do not make/,
      ],
    } as const;
    const target = await emptyDatabase("sqlite");
    const replaced = await migratedDatabase("sqlite");
    for (const [name, [change, message]] of Object.entries(crafted)) {
      const file = path.join(dir, `${name}.sqlite`);
      await writeFile(file, await import("node:fs/promises").then((fs) => fs.readFile(taken.file)));
      const edit = new DatabaseSync(file);
      edit.exec(change);
      edit.close();
      await expect(restoreSnapshot({ snapshot: file, config: target.config }), name).rejects.toThrow(SnapshotError);
      await expect(restoreSnapshot({ snapshot: file, config: target.config }), name).rejects.toThrow(message);
      await expect(restoreSnapshot({ snapshot: file, config: target.config }), name).rejects.toThrow(
        /does not hold exactly the site's own tables .*Nothing was restored\.$/,
      );
      // Nothing made, and a database that would be replaced is not even snapshotted first.
      await expect(stat((target.config as { file: string }).file)).rejects.toThrow();
      let kept = false;
      await expect(
        restoreSnapshot({
          snapshot: file,
          config: replaced.config,
          replace: true,
          beforeReplace: async () => {
            kept = true;
          },
        }),
      ).rejects.toThrow(SnapshotError);
      expect(kept).toBe(false);
    }
    // The snapshot as taken restores, its emails held until the owner releases them.
    await restoreSnapshot({ snapshot: taken.file, config: target.config });
    expect(await mailHold(target.connect().db)).toMatchObject({ snapshotTakenAt: expect.any(Number) });
  });

  it("runs the migrations a newer version adds", async () => {
    const dir = await tempDir();
    const file = path.join(dir, "old", "site.sqlite");
    const old = createDatabase({ engine: "sqlite", file });
    const { migrations } = await import("../../db/migrations/index.ts");
    // A database of the version before backups existed.
    await migrate(
      old,
      migrations.filter((migration) => migration.name < "0009"),
    );
    await old.db
      .insertInto("comments")
      .values({
        excursion: "excursion-freyclimb",
        name: "Old",
        comment: "From before",
        photo_id: null,
        created_at: 1,
        client_hash: "h",
        client_token: null,
      })
      .execute();
    const taken = await service(old, { engine: "sqlite", file }, path.join(dir, "backups")).take("manual");
    await old.close();
    const result = await restoreSnapshot({
      snapshot: taken.file,
      config: { engine: "sqlite", file: path.join(dir, "new", "site.sqlite") },
    });
    // Every migration since: 0009-backups and the ones after it.
    expect(result.migrated).toEqual(migrations.filter((migration) => migration.name >= "0009").map((migration) => migration.name));
    expect(result.migrated[0]).toBe("0009-backups");
    const restored = createDatabase({ engine: "sqlite", file: path.join(dir, "new", "site.sqlite") });
    cleanups.push(() => restored.close());
    expect(await restored.db.selectFrom("comments").select("name").execute()).toEqual([{ name: "Old" }]);
  });
});

describe.each(testEngines)("the schedule on $engine", ({ engine, skip }) => {
  it.skipIf(skip)("takes the period's snapshot once between instances, and says when it is late or failed", async () => {
    const test = await migratedDatabase(engine);
    const one = service(test.database, test.config, await tempDir(), { host: "one" });
    // PostgreSQL: another instance's connection. SQLite has one server process: its one connection.
    const other = engine === "postgres" ? test.connect() : test.database;
    const two = service(other, test.config, await tempDir(), { host: "two" });
    expect((await one.status()).state).toBe("never");

    const results = await Promise.all([one.takeIfDue(), two.takeIfDue(), one.takeIfDue(), two.takeIfDue()]);
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await test.database.db.selectFrom("backup_runs").select(["kind", "status"]).execute()).toEqual([
      { kind: "scheduled", status: "done" },
    ]);
    const status = await two.status();
    expect(status.state).toBe("ok");
    expect(["one", "two"]).toContain(status.last?.host);

    // Three hours on, with an hourly period: late.
    const later = service(test.database, test.config, await tempDir(), { now: () => Date.now() + 3 * 3_600_000 });
    expect((await later.status()).state).toBe("stale");

    // A snapshot that cannot be written (its folder is a file) fails, and says so.
    const blocked = path.join(await tempDir(), "not-a-folder");
    await writeFile(blocked, "");
    const failing = service(test.database, test.config, blocked, { now: () => Date.now() + 2 * 3_600_000 });
    await expect(failing.takeIfDue()).rejects.toThrow();
    const failed = await failing.status();
    expect(failed.state).toBe("failed");
    expect(failed.failure?.error).toMatch(/EEXIST|ENOTDIR/);
    expect(failed.last).not.toBeNull();

    // A run whose process died is cut short once its lease is over.
    await test.database.db
      .insertInto("backup_runs")
      .values({
        kind: "scheduled",
        status: "running",
        started_at: Date.now() + 3 * 3_600_000,
        lease_until: Date.now() + 3 * 3_600_000 + RUN_LEASE_MS,
        finished_at: null,
        file: null,
        bytes: null,
        host: "gone",
        error: null,
      })
      .execute();
    const afterLease = service(test.database, test.config, await tempDir(), { now: () => Date.now() + 3 * 3_600_000 + RUN_LEASE_MS + 1 });
    expect((await afterLease.status()).failure?.error).toBe("interrupted");
  });

  it.skipIf(skip)("runs on its own once started, and stops cleanly", async () => {
    const test = await migratedDatabase(engine);
    const dir = await tempDir();
    let taken!: (line: string) => void;
    const logged = new Promise<string>((resolve) => (taken = resolve));
    const backups = createBackupService({
      database: test.database,
      config: test.config,
      settings: settings(dir, 60_000),
      publicUrl: "https://bariloche.example",
      firstLookMs: 0,
      log: (line) => taken(line),
    });
    backups.start();
    expect(JSON.parse(await logged)).toMatchObject({ level: "info", msg: "snapshot taken" });
    await backups.stop();
    expect((await readdir(dir)).filter((name) => name.endsWith(".sqlite"))).toHaveLength(1);
  });
});
