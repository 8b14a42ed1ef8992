import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import sharp from "sharp";
import { afterEach, describe, expect, it } from "vitest";
import { COMMENTS_TOPIC } from "../../app/comments/live.server.ts";
import { createCommentsService, type CommentsService } from "../../app/comments/service.server.ts";
import { guardFields } from "../../app/forms/fields.ts";
import { idempotencyKey } from "../../app/forms/idempotency.server.ts";
import { createFormSigner } from "../../app/forms/signing.server.ts";
import { createChangeTracker, type ChangeTracker } from "../../app/runtime/changes.server.ts";
import { createEventBus, type EventBus } from "../../app/runtime/events.server.ts";
import { migrate, type DatabaseConfig } from "../../db/database.ts";
import { createTestDatabase, testEngines, type TestDatabase } from "../../db/testing.ts";

const root = path.resolve(import.meta.dirname, "../..");

function scriptEnv(config: DatabaseConfig): NodeJS.ProcessEnv {
  return config.engine === "sqlite"
    ? { ...process.env, DATA_DIR: path.dirname(config.file), DATABASE_URL: "" }
    : { ...process.env, DATABASE_URL: config.url, DATABASE_SCHEMA: config.schema ?? "" };
}

async function moderate(config: DatabaseConfig, ...args: string[]) {
  try {
    const { stdout } = await promisify(execFile)(process.execPath, ["scripts/owner/comments.ts", ...args], {
      cwd: root,
      env: scriptEnv(config),
    });
    return { code: 0, output: stdout };
  } catch (error) {
    const failure = error as { code: number; stdout: string; stderr: string };
    return { code: failure.code, output: failure.stdout + failure.stderr };
  }
}

describe.each(testEngines)("npm run comments on $engine", ({ engine, skip }) => {
  let test: TestDatabase | undefined;
  let service: CommentsService | undefined;
  let bus: EventBus | undefined;
  let changes: ChangeTracker | undefined;
  afterEach(async () => {
    service?.close();
    changes?.close();
    await bus?.close();
    await test?.cleanup();
  });

  it.skipIf(skip)(
    "lists recent comments, hides one (open pages drop it) and deletes one with its photo",
    async () => {
      test = await createTestDatabase(engine);
      const database = test.connect();
      await migrate(database);
      bus = await createEventBus(database);
      changes = createChangeTracker({ bus, database, topics: [COMMENTS_TOPIC] });
      let clock = Date.now();
      service = await createCommentsService({
        database,
        bus,
        changes,
        signer: createFormSigner("a test secret of at least thirty-two characters"),
        settings: { rateLimit: { count: 100, windowMs: 60_000 }, minFillMs: 0 },
        now: () => clock++,
      });
      const form = new FormData();
      form.set(guardFields.formKey, "moderation-test-token-1");
      const photo = await sharp({ create: { width: 300, height: 200, channels: 3, background: "#a33" } })
        .jpeg()
        .toBuffer();
      const saved = await service.submit({
        excursionId: "ventana",
        name: "Spammer",
        comment: "Buy things\nat spam.example",
        photo,
        photoDropped: false,
        key: idempotencyKey(form, "/en/test"),
        visitor: "192.0.2.1",
      });
      if (!saved.ok || !saved.comment.photo) throw new Error("not saved");
      const { id } = saved.comment;

      const list = await moderate(test.config, "list", "--limit", "5");
      expect(list.code).toBe(0);
      expect(list.output).toContain(`#${id}`);
      expect(list.output).toContain("excursion-ventana  [photo]");
      expect(list.output).toContain("Spammer: Buy things ⏎ at spam.example");

      // With PostgreSQL the script reaches the server's open streams; watch one.
      const removed: unknown[] = [];
      bus.subscribe("comments", (message) => removed.push(message));
      const pagesVersion = changes.version();
      expect(await moderate(test.config, "hide", String(id))).toEqual({ code: 0, output: `Comment #${id} hidden.\n` });
      // The running server renders its kept pages again: told on the bus, or seeing the database file change.
      await expect.poll(() => changes!.version()).not.toBe(pagesVersion);
      expect(await service.list("ventana")).toEqual([]);
      expect(await service.photo(saved.comment.photo.id, "avatar")).toBeUndefined();
      expect((await service.recent(1))[0]).toMatchObject({ id, status: "hidden" });
      if (engine === "postgres") {
        await expect.poll(() => removed).toContainEqual({ type: "removed", id, excursion: "excursion-ventana" });
      }

      expect((await moderate(test.config, "delete", String(id))).output).toBe(`Comment #${id} deleted, with its photo.\n`);
      expect(await service.recent(10)).toEqual([]);
      const photos = await database.db.selectFrom("comment_photos").select("id").execute();
      expect(photos).toEqual([]);
      expect(await moderate(test.config, "delete", String(id))).toEqual({ code: 1, output: `No comment #${id}\n` });
      // Each command is a process of its own, started one after another: minutes on a busy machine.
    },
    120_000,
  );
});
