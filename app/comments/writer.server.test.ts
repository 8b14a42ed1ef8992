import { afterEach, describe, expect, it } from "vitest";
import { createMigratedTestDatabase, testEngines } from "../../db/testing.ts";
import type { Database } from "../../db/database.ts";
import type { NewComment } from "./store.server.ts";
import { commentWriter, type WriterSettings } from "./writer.server.ts";

const NOW = Date.UTC(2031, 4, 1, 12);

describe.each(testEngines)("saving comments together on $engine", ({ engine, skip }) => {
  let cleanup: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await cleanup?.();
    cleanup = undefined;
  });

  /** A writer on a fresh database, and a second connection to it (what another instance sees). */
  async function setup(settings: Partial<WriterSettings> = {}) {
    const test = await createMigratedTestDatabase(engine);
    cleanup = test.cleanup;
    const other = test.connect();
    const write = commentWriter(test.database.db, { rateLimit: { count: 1000, windowMs: 600_000 }, now: () => NOW, ...settings });
    return { write, database: test.database, other };
  }

  let tokens = 0;
  const comment = (fields: Partial<NewComment> = {}): NewComment => ({
    excursion: "excursion-freyclimb",
    name: "Ana",
    comment: "Great day on the granite",
    createdAt: NOW,
    clientHash: "client-a",
    clientToken: `token-${++tokens}-abcdefghijklmnop`,
    photo: null,
    ...fields,
  });
  const photo = (id: string) => ({ id, avatar: Buffer.from([1]), large: Buffer.from([2]), width: 10, height: 10 });
  const stored = async (database: Database) =>
    (await database.db.selectFrom("comments").select("client_token").execute()).map((row) => row.client_token);
  const photos = async (database: Database) => (await database.db.selectFrom("comment_photos").select("id").execute()).map((row) => row.id);

  it.skipIf(skip)("stores every one of many comments posted at once, each answered once it is committed", async () => {
    const { write, other } = await setup({ maxBatch: 40 });
    const posted = Array.from({ length: 150 }, (_, i) => comment({ clientHash: `client-${i % 7}` }));
    const answers = await Promise.all(
      posted.map((input) =>
        // Whoever reads the database once the answer came (another connection) finds the comment.
        write(input).then(async (outcome) => ({ outcome, visible: (await stored(other)).includes(input.clientToken) })),
      ),
    );
    expect(answers.every(({ outcome }) => outcome.kind === "saved")).toBe(true);
    expect(answers.every(({ visible }) => visible)).toBe(true);
    const ids = answers.map(({ outcome }) => (outcome.kind === "saved" ? outcome.comment.id : 0));
    expect(new Set(ids).size).toBe(150);
    expect(new Set(await stored(other))).toEqual(new Set(posted.map((input) => input.clientToken)));
  });

  it.skipIf(skip)("answers an error to every comment of a batch whose transaction fails, and stores none of them", async () => {
    const { write, database } = await setup();
    expect(await write(comment({ photo: photo("photo-taken-0123") }))).toMatchObject({ kind: "saved" });
    // The third one's photo id is taken: its insert fails, and with it the whole transaction.
    const batch = [comment(), comment({ clientHash: "client-b" }), comment({ photo: photo("photo-taken-0123") }), comment()];
    const answers = await Promise.allSettled(batch.map((input) => write(input)));
    expect(answers.map((answer) => answer.status)).toEqual(["rejected", "rejected", "rejected", "rejected"]);
    expect(await stored(database)).toHaveLength(1);
    expect(await photos(database)).toEqual(["photo-taken-0123"]);
    // The next batch is not affected.
    expect(await write(comment())).toMatchObject({ kind: "saved" });
  });

  it.skipIf(skip)("counts the comments earlier in the batch towards a client's limit", async () => {
    const { write, database } = await setup({ rateLimit: { count: 3, windowMs: 600_000 } });
    await write(comment({ clientHash: "client-a" }));
    const answers = await Promise.all([
      write(comment({ clientHash: "client-a" })),
      write(comment({ clientHash: "client-b" })),
      write(comment({ clientHash: "client-a" })),
      write(comment({ clientHash: "client-a" })),
      write(comment({ clientHash: "client-a" })),
    ]);
    expect(answers.map((answer) => answer.kind)).toEqual(["saved", "saved", "saved", "rate-limited", "rate-limited"]);
    expect(await stored(database)).toHaveLength(4);
  });

  it.skipIf(skip)("saves a form sent twice in one batch once, and answers both with it", async () => {
    const { write, database } = await setup();
    const form = comment({ photo: photo("photo-of-the-form-01") });
    const [first, second] = await Promise.all([write(form), write({ ...form, photo: photo("photo-of-the-retry-1") })]);
    expect(first.kind).toBe("saved");
    expect(second.kind).toBe("duplicate");
    if (first.kind === "rate-limited" || second.kind === "rate-limited") throw new Error("refused");
    expect(second.comment).toEqual(first.comment);
    expect(await write(form)).toEqual({ kind: "duplicate", comment: first.comment });
    expect(await stored(database)).toEqual([form.clientToken]);
    expect(await photos(database)).toEqual(["photo-of-the-form-01"]);
  });
});
