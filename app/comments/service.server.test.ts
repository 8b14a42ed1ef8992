import sharp from "sharp";
import { afterEach, describe, expect, it } from "vitest";
import { migrate } from "../../db/database.ts";
import { createTestDatabase, testEngines, type TestDatabase } from "../../db/testing.ts";
import { guardFields } from "../forms/fields.ts";
import { idempotencyKey } from "../forms/idempotency.server.ts";
import { createFormSigner } from "../forms/signing.server.ts";
import { createChangeTracker, type ChangeTracker } from "../runtime/changes.server.ts";
import { createEventBus, type EventBus } from "../runtime/events.server.ts";
import { COMMENTS_TOPIC } from "./live.server.ts";
import { commentForm } from "./model.ts";
import { createCommentsService, type CommentsService, type SubmitInput } from "./service.server.ts";

/** The forms' key, shared by every instance as FORMS_SECRET is. */
const signer = createFormSigner("a test secret of at least thirty-two characters");

/** Reads Server-Sent Events from a stream until `count` comment events came (or the time is up). */
/** The first `count` comments a stream sends (the test's own time limit ends a wait for more). */
async function readComments(stream: ReadableStream<Uint8Array>, count: number) {
  const reader = stream.getReader();
  const decoder = new TextDecoder();
  const events: { id: string; data: { id: number; name: string } }[] = [];
  let buffer = "";
  while (events.length < count) {
    const chunk = await reader.read();
    if (chunk.done) break;
    buffer += decoder.decode(chunk.value, { stream: true });
    let end;
    while ((end = buffer.indexOf("\n\n")) >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const lines = Object.fromEntries(
        block
          .split("\n")
          .filter((line) => !line.startsWith(":"))
          .map((line) => [line.slice(0, line.indexOf(":")), line.slice(line.indexOf(":") + 2)]),
      );
      if (lines.event === "comment") events.push({ id: lines.id ?? "", data: JSON.parse(lines.data ?? "null") });
    }
  }
  reader.releaseLock();
  return events;
}

describe.each(testEngines)("comments service on $engine", ({ engine, skip }) => {
  let test: TestDatabase | undefined;
  const opened: { service: CommentsService; bus: EventBus; changes: ChangeTracker }[] = [];
  let clock = Date.UTC(2031, 4, 1, 12);

  afterEach(async () => {
    for (const { service, bus, changes } of opened.splice(0)) {
      service.close();
      changes.close();
      await bus.close();
    }
    await test?.cleanup();
    test = undefined;
  });

  /** One more instance on the same database, set up as the server sets one up. */
  async function instance(settings: Partial<Parameters<typeof createCommentsService>[0]["settings"]> = {}) {
    test ??= await createTestDatabase(engine);
    const database = test.connect();
    await migrate(database);
    const bus = await createEventBus(database);
    const changes = createChangeTracker({ bus, database, topics: [COMMENTS_TOPIC] });
    const service = await createCommentsService({
      database,
      bus,
      changes,
      signer,
      settings: { rateLimit: { count: 100, windowMs: 600_000 }, minFillMs: 3000, ...settings },
      now: () => clock,
    });
    opened.push({ service, bus, changes });
    return service;
  }

  let keys = 0;
  /**
   * A comment as the action hands it over: its name and comment checked by the form's schema (so
   * cleaned), and the posted form with its one-time key (a new one unless `formKey` is given).
   */
  function post(
    service: CommentsService,
    fields: Partial<Omit<SubmitInput, "key">> & { formKey?: string } = {},
  ): ReturnType<CommentsService["submit"]> {
    const { formKey = `key-${engine}-${++keys}-abcdefghijkl`, name = "Ana", comment = "Great day on the granite", ...rest } = fields;
    const validation = commentForm.validate({ name, comment });
    if (!validation.ok) throw new Error(`Not a valid comment: ${JSON.stringify(validation.errors)}`);
    const form = new FormData();
    form.set(guardFields.formKey, formKey);
    form.set("name", name);
    form.set("comment", comment);
    clock += 1000;
    return service.submit({
      excursionId: "freyclimb",
      ...validation.values,
      photo: null,
      photoDropped: false,
      key: idempotencyKey(form, `/en/${rest.excursionId ?? "freyclimb"}`),
      visitor: "203.0.113.7",
      ...rest,
    });
  }

  it.skipIf(skip)("saves comments as the form cleaned them and lists a page's comments newest first", async () => {
    const service = await instance();
    const first = await post(service, { name: "  Ana  ", comment: "\n First climb!  \n" });
    expect(first).toMatchObject({ ok: true, photoProblem: null, duplicate: false });
    await post(service, { name: "Bruno", comment: "Second" });
    await post(service, { excursionId: "ventana", name: "Other page", comment: "Elsewhere" });
    const list = await service.list("freyclimb");
    expect(list.map((comment) => [comment.name, comment.comment])).toEqual([
      ["Bruno", "Second"],
      ["Ana", "First climb!"],
    ]);
    expect(list[0]!.createdAt).toBeGreaterThan(list[1]!.createdAt);
  });

  it.skipIf(skip)("gives each form it renders a fresh one-time key and a time token signed with the forms' key", async () => {
    const service = await instance();
    const one = service.guard();
    const two = service.guard();
    expect(one.formKey).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
    expect(two.formKey).not.toBe(one.formKey);
    expect(signer.issuedAt(one.timeToken)).toBe(clock);
    // The checks every post goes through before its fields are read (app/forms/receive.server.test.ts).
    expect(service.policy).toMatchObject({ minFillMs: 3000, maxAgeMs: 24 * 60 * 60 * 1000, signer });
  });

  it.skipIf(skip)("saves a form posted twice only once, and answers both with the saved comment", async () => {
    const service = await instance();
    const formKey = "same-form-key-0123456789";
    const [one, two] = await Promise.all([post(service, { formKey }), post(service, { formKey })]);
    const again = await post(service, { formKey });
    expect(one.ok && two.ok && again.ok).toBe(true);
    const ids = [one, two, again].map((result) => (result.ok ? result.comment.id : 0));
    expect(new Set(ids).size).toBe(1);
    expect(again).toMatchObject({ duplicate: true });
    expect(await service.list("freyclimb")).toHaveLength(1);
  });

  it.skipIf(skip)("saves another comment sent with a form key already used (the Back button without JavaScript)", async () => {
    const service = await instance();
    const formKey = "reused-form-key-0123456789";
    const first = await post(service, { formKey, name: "Alice", comment: "Alice's review" });
    const second = await post(service, { formKey, name: "Bob", comment: "Bob's different review" });
    const elsewhere = await post(service, { formKey, name: "Alice", comment: "Alice's review", excursionId: "bautismo" });
    expect([first, second, elsewhere]).toMatchObject([
      { ok: true, duplicate: false },
      { ok: true, duplicate: false },
      { ok: true, duplicate: false },
    ]);
    expect((await service.list("freyclimb")).map((comment) => comment.name)).toEqual(["Bob", "Alice"]);
    expect(await service.list("bautismo")).toHaveLength(1);
  });

  it.skipIf(skip)("limits comments per client across instances, and says when to try again", async () => {
    const settings = { rateLimit: { count: 2, windowMs: 600_000 } };
    const one = await instance(settings);
    const two = await instance(settings);
    expect((await post(one)).ok).toBe(true);
    expect((await post(two)).ok).toBe(true);
    expect(await post(one)).toEqual({ ok: false, error: "rate-limited", retryAfterSeconds: 600 });
    expect((await post(two, { visitor: "198.51.100.1" })).ok).toBe(true);
    clock += 600_000;
    expect((await post(one)).ok).toBe(true);
  });

  it.skipIf(skip)("keeps a usable photo, and saves the comment without an unusable one", async () => {
    const service = await instance();
    const jpeg = await sharp({ create: { width: 900, height: 600, channels: 3, background: "#3a6" } })
      .jpeg()
      .toBuffer();
    const withPhoto = await post(service, { photo: jpeg });
    if (!withPhoto.ok || !withPhoto.comment.photo) throw new Error("photo not kept");
    expect(withPhoto.comment.photo).toMatchObject({ width: 900, height: 600 });
    const avatar = await service.photo(withPhoto.comment.photo.id, "avatar");
    expect(await sharp(avatar!).metadata()).toMatchObject({ format: "webp", width: 128, height: 128 });
    expect(await sharp((await service.photo(withPhoto.comment.photo.id, "large"))!).metadata()).toMatchObject({ width: 900 });

    const notImage = await post(service, { photo: Buffer.from("MZ\x90\x00 an executable renamed to photo.jpg") });
    expect(notImage).toMatchObject({ ok: true, photoProblem: "not-an-image", comment: { photo: null } });
    const dropped = await post(service, { photoDropped: true });
    expect(dropped).toMatchObject({ ok: true, photoProblem: "too-large", comment: { photo: null } });
    // A file chosen but empty (a photo still downloading, a broken export): the visitor is told.
    const empty = await post(service, { photo: new Uint8Array() });
    expect(empty).toMatchObject({ ok: true, photoProblem: "empty", comment: { photo: null } });
    expect(await service.list("freyclimb")).toHaveLength(4);
  });

  it.skipIf(skip)("hides, shows and deletes comments, and stops serving a hidden comment's photo", async () => {
    const service = await instance();
    const png = await sharp({ create: { width: 64, height: 64, channels: 4, background: "#fff" } })
      .png()
      .toBuffer();
    const saved = await post(service, { photo: png });
    if (!saved.ok || !saved.comment.photo) throw new Error("not saved");
    const { id, photo } = saved.comment;
    expect(await service.hide(id)).toBe(true);
    expect(await service.list("freyclimb")).toEqual([]);
    expect(await service.photo(photo.id, "avatar")).toBeUndefined();
    expect(await service.show(id)).toBe(true);
    expect(await service.photo(photo.id, "avatar")).toBeDefined();
    expect(await service.remove(id)).toBe(true);
    expect(await service.remove(id)).toBe(false);
    expect(await service.recent(10)).toEqual([]);
    expect(await service.photo(photo.id, "large")).toBeUndefined();
  });

  it.skipIf(skip)("streams new comments to open pages, catching up after the last one a page has, without duplicates", async () => {
    const service = await instance();
    const earlier = await post(service, { name: "Earlier" });
    const missed = await post(service, { name: "Missed" });
    if (!earlier.ok || !missed.ok) throw new Error("not saved");
    const controller = new AbortController();
    const stream = service.eventStream({
      excursionId: "freyclimb",
      afterId: earlier.comment.id,
      signal: controller.signal,
      clientAddress: "203.0.113.7",
    })!;
    const reading = readComments(stream, 2);
    await post(service, { name: "Live" });
    await post(service, { excursionId: "ventana", name: "Another page" });
    const events = await reading;
    expect(events.map((event) => event.data.name)).toEqual(["Missed", "Live"]);
    expect(events[0]!.id).toBe(String(missed.comment.id));
    controller.abort();
    expect(service.openStreams).toBe(0);
  });

  // SQLite is the one-process setup: its bus is in memory (the stream test above covers it).
  it.skipIf(skip || engine === "sqlite")("delivers a comment posted on one instance to a stream open on another", async () => {
    const one = await instance();
    const two = await instance();
    const controller = new AbortController();
    const stream = two.eventStream({ excursionId: "freyclimb", afterId: undefined, signal: controller.signal, clientAddress: "x" })!;
    // The stream listens from the moment it is opened: nothing to wait for before posting.
    const reading = readComments(stream, 1);
    // Posted on one: saved there, announced on the bus, read from the database by two.
    const result = await post(one, { name: "From instance one" });
    const events = await reading;
    expect(result.ok).toBe(true);
    expect(events.map((event) => event.data.name)).toEqual(["From instance one"]);
    controller.abort();
  });

  it.skipIf(skip)("moves the pages' version when a comment is saved or moderated here, before the call returns", async () => {
    const service = await instance();
    const { bus, changes } = opened.at(-1)!;
    // The announcement also comes back over the bus (later, with PostgreSQL) and moves the version
    // again: a "nothing changed" check waits for it first.
    const heard: unknown[] = [];
    bus.subscribe(COMMENTS_TOPIC, (message) => heard.push(message));
    const settled = async (announcements: number) => {
      await expect.poll(() => heard.length).toBe(announcements);
      return changes.version();
    };
    const start = changes.version();
    expect(start).toBeDefined();

    const formKey = "version-form-key-0123456789";
    const saved = await post(service, { formKey });
    if (!saved.ok) throw new Error("not saved");
    expect(changes.version()).not.toBe(start);
    const afterPost = await settled(1);
    // The same form again saves nothing: the pages kept meanwhile are still current.
    expect(await post(service, { formKey })).toMatchObject({ ok: true, duplicate: true });
    expect(changes.version()).toBe(afterPost);

    expect(await service.hide(saved.comment.id)).toBe(true);
    expect(changes.version()).not.toBe(afterPost);
    const afterHide = await settled(2);
    expect(await service.show(saved.comment.id)).toBe(true);
    expect(changes.version()).not.toBe(afterHide);
    const afterShow = await settled(3);
    expect(await service.remove(saved.comment.id)).toBe(true);
    expect(changes.version()).not.toBe(afterShow);
    const afterRemove = await settled(4);
    // Nothing to moderate, nothing changed.
    expect(await service.hide(saved.comment.id)).toBe(false);
    expect(changes.version()).toBe(afterRemove);
  });

  // With SQLite, another process's changes are seen through the database (see page-cache.server.test.ts).
  it.skipIf(skip || engine === "sqlite")(
    "moves it on another instance when the change is announced, and gives none while the bus is down",
    async () => {
      const one = await instance();
      await instance();
      const { bus: twoBus, changes: twoChanges } = opened.at(-1)!;
      const before = twoChanges.version();
      // Subscribed after the tracker's own listener, so this runs once the instance has heard.
      const heard = new Promise((resolve) => twoBus.subscribe(COMMENTS_TOPIC, resolve));
      const saved = await post(one);
      expect(saved.ok).toBe(true);
      await heard;
      expect(twoChanges.version()).not.toBe(before);

      await twoBus.close();
      expect(twoChanges.version()).toBeUndefined();
    },
  );
});
