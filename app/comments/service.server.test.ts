import sharp from "sharp";
import { afterEach, describe, expect, it } from "vitest";
import { migrate } from "../../db/database.ts";
import { createTestDatabase, testEngines, type TestDatabase } from "../../db/testing.ts";
import { createEventBus, type EventBus } from "../services/events.server.ts";
import { COMMENTS_TOPIC } from "./live.server.ts";
import { cleanText, createCommentsService, FORM_MAX_AGE_MS, type CommentsService, type SubmitInput } from "./service.server.ts";

const MIN_FILL_MS = 3000;

/** Reads Server-Sent Events from a stream until `count` comment events came (or the time is up). */
async function readComments(stream: ReadableStream<Uint8Array>, count: number, timeoutMs = 3000) {
  const reader = stream.getReader();
  const decoder = new TextDecoder();
  const events: { id: string; data: { id: number; name: string } }[] = [];
  let buffer = "";
  const deadline = Date.now() + timeoutMs;
  while (events.length < count && Date.now() < deadline) {
    const chunk = await Promise.race([
      reader.read(),
      new Promise<undefined>((resolve) => setTimeout(resolve, deadline - Date.now())),
    ]);
    if (!chunk || chunk.done) break;
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
  const opened: { service: CommentsService; bus: EventBus }[] = [];
  let clock = Date.UTC(2031, 4, 1, 12);

  afterEach(async () => {
    for (const { service, bus } of opened.splice(0)) {
      service.close();
      await bus.close();
    }
    await test?.cleanup();
    test = undefined;
  });

  /** One more instance on the same database. */
  async function instance(settings: Partial<Parameters<typeof createCommentsService>[0]["settings"]> = {}) {
    test ??= await createTestDatabase(engine);
    const database = test.connect();
    await migrate(database);
    const bus = await createEventBus(database);
    const service = await createCommentsService({
      database,
      bus,
      settings: { rateLimit: { count: 100, windowMs: 600_000 }, minFillMs: MIN_FILL_MS, ...settings },
      now: () => clock,
    });
    opened.push({ service, bus });
    return service;
  }

  let tokens = 0;
  function post(service: CommentsService, fields: Partial<SubmitInput> = {}): Promise<ReturnType<CommentsService["submit"]> extends Promise<infer R> ? R : never> {
    const formToken = service.formToken();
    clock += MIN_FILL_MS + 1000;
    return service.submit({
      excursionId: "freyclimb",
      name: "Ana",
      comment: "Great day on the granite",
      photo: null,
      photoDropped: false,
      honeypot: "",
      formToken,
      clientToken: `token-${engine}-${++tokens}-abcdefghijkl`,
      clientAddress: "203.0.113.7",
      ...fields,
    });
  }

  it.skipIf(skip)("saves trimmed comments and lists a page's comments newest first", async () => {
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

  it.skipIf(skip)("refuses empty fields, filled honeypots, forged or too-quick forms, and saves nothing", async () => {
    const service = await instance();
    expect(await post(service, { name: "   ", comment: "text" })).toEqual({ ok: false, error: "missing-fields" });
    expect(await post(service, { name: "Ana", comment: " \n\t " })).toEqual({ ok: false, error: "missing-fields" });
    expect(await post(service, { name: "x".repeat(81) })).toEqual({ ok: false, error: "too-long" });
    expect(await post(service, { honeypot: "http://spam.example" })).toEqual({ ok: false, error: "automated" });
    expect(await post(service, { formToken: "lq2h4x.forgedforgedforgedforgedforgedfo" })).toEqual({ ok: false, error: "form-expired" });
    const quick = service.formToken();
    clock += 1000;
    expect(await service.submit({ ...(await validInput(service)), formToken: quick })).toEqual({ ok: false, error: "too-fast" });
    expect(await service.list("freyclimb")).toEqual([]);
  });

  async function validInput(service: CommentsService): Promise<SubmitInput> {
    return {
      excursionId: "freyclimb",
      name: "Ana",
      comment: "Hi",
      photo: null,
      photoDropped: false,
      honeypot: "",
      formToken: service.formToken(),
      clientToken: `quick-${++tokens}-abcdefghijklmnop`,
      clientAddress: "203.0.113.7",
    };
  }

  it.skipIf(skip)("saves a form posted twice only once, and answers both with the saved comment", async () => {
    const service = await instance();
    const clientToken = "same-form-key-0123456789";
    const [one, two] = await Promise.all([post(service, { clientToken }), post(service, { clientToken })]);
    const again = await post(service, { clientToken });
    expect(one.ok && two.ok && again.ok).toBe(true);
    const ids = [one, two, again].map((result) => (result.ok ? result.comment.id : 0));
    expect(new Set(ids).size).toBe(1);
    expect(again).toMatchObject({ duplicate: true });
    expect(await service.list("freyclimb")).toHaveLength(1);
  });

  it.skipIf(skip)("saves another comment sent with a form key already used (the Back button without JavaScript)", async () => {
    const service = await instance();
    const clientToken = "reused-form-key-0123456789";
    const first = await post(service, { clientToken, name: "Alice", comment: "Alice's review" });
    const second = await post(service, { clientToken, name: "Bob", comment: "Bob's different review" });
    const elsewhere = await post(service, { clientToken, name: "Alice", comment: "Alice's review", excursionId: "bautismo" });
    expect([first, second, elsewhere]).toMatchObject([{ ok: true, duplicate: false }, { ok: true, duplicate: false }, { ok: true, duplicate: false }]);
    expect((await service.list("freyclimb")).map((comment) => comment.name)).toEqual(["Bob", "Alice"]);
    expect(await service.list("bautismo")).toHaveLength(1);
  });

  it.skipIf(skip)("takes names and comments of invisible characters for empty, and refuses forms older than a day", async () => {
    const service = await instance();
    expect(await post(service, { name: "\u200b", comment: "\u2800\u200b\u2060" })).toEqual({ ok: false, error: "missing-fields" });
    expect(await post(service, { name: "Ana", comment: "\u3164\u00ad" })).toEqual({ ok: false, error: "missing-fields" });
    const formToken = service.formToken();
    clock += FORM_MAX_AGE_MS + 1000;
    expect(await post(service, { formToken })).toEqual({ ok: false, error: "form-expired" });
    clock -= FORM_MAX_AGE_MS;
    expect(await service.list("freyclimb")).toEqual([]);
  });

  it.skipIf(skip)("refuses text far over the limits, however much of it cleaning would remove", async () => {
    const service = await instance();
    expect(await post(service, { comment: "c\u0000".repeat(5_000) })).toEqual({ ok: false, error: "too-long" });
    expect(await post(service, { name: " ".repeat(400) + "Ana" })).toEqual({ ok: false, error: "too-long" });
    expect(await service.list("freyclimb")).toEqual([]);
  });

  it.skipIf(skip)("limits comments per client across instances", async () => {
    const settings = { rateLimit: { count: 2, windowMs: 600_000 } };
    const one = await instance(settings);
    const two = await instance(settings);
    expect((await post(one)).ok).toBe(true);
    expect((await post(two)).ok).toBe(true);
    expect(await post(one)).toEqual({ ok: false, error: "rate-limited" });
    expect((await post(two, { clientAddress: "198.51.100.1" })).ok).toBe(true);
    clock += 600_000;
    expect((await post(one)).ok).toBe(true);
  });

  it.skipIf(skip)("keeps a usable photo, and saves the comment without an unusable one", async () => {
    const service = await instance();
    const jpeg = await sharp({ create: { width: 900, height: 600, channels: 3, background: "#3a6" } }).jpeg().toBuffer();
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
    expect(await service.list("freyclimb")).toHaveLength(3);
  });

  it.skipIf(skip)("hides, shows and deletes comments, and stops serving a hidden comment's photo", async () => {
    const service = await instance();
    const png = await sharp({ create: { width: 64, height: 64, channels: 4, background: "#fff" } }).png().toBuffer();
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
    const reading = readComments(stream, 1);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const started = performance.now();
    // The form key and rate limit come from one, the signing secret is shared through the database.
    const result = await post(one, { name: "From instance one" });
    const events = await reading;
    const latency = performance.now() - started;
    expect(result.ok).toBe(true);
    expect(events.map((event) => event.data.name)).toEqual(["From instance one"]);
    expect(latency).toBeLessThan(1000);
    controller.abort();
  });

  it.skipIf(skip)("moves an excursion's comments version when they change here, before the call returns", async () => {
    const service = await instance();
    const start = service.version("freyclimb");
    expect(start).toBeDefined();
    expect(await post(service, { name: "   " })).toMatchObject({ ok: false });
    expect(service.version("freyclimb")).toBe(start);

    const saved = await post(service);
    if (!saved.ok) throw new Error("not saved");
    const afterPost = service.version("freyclimb");
    expect(afterPost).not.toBe(start);
    expect(service.version("ventana")).toBe(service.version("bautismo"));

    await service.hide(saved.comment.id);
    const afterHide = service.version("freyclimb");
    expect(afterHide).not.toBe(afterPost);
    await service.show(saved.comment.id);
    expect(service.version("freyclimb")).not.toBe(afterHide);
  });

  // With SQLite, another process's changes are seen through the database (see page-cache.test.ts).
  it.skipIf(skip || engine === "sqlite")("moves it on another instance when the change is announced, and gives none while the bus is down", async () => {
    const one = await instance();
    const two = await instance();
    const twoBus = opened.at(-1)!.bus;
    const before = two.version("freyclimb");
    // Subscribed after the instance's own listener, so this runs once the instance has heard.
    const heard = new Promise((resolve) => twoBus.subscribe(COMMENTS_TOPIC, resolve));
    const saved = await post(one);
    expect(saved.ok).toBe(true);
    await heard;
    expect(two.version("freyclimb")).not.toBe(before);

    await twoBus.close();
    expect(two.version("freyclimb")).toBeUndefined();
  });
});

describe("cleanText", () => {
  it("trims, drops control and direction-override characters, and keeps a comment's line breaks", () => {
    expect(cleanText("  Ana\u0000 María\t ", false)).toBe("Ana María");
    expect(cleanText("Evil\u202Egnp.exe", false)).toBe("Evilgnp.exe");
    expect(cleanText("\r\n First line\r\nSecond\n\n\n\nThird  \n", true)).toBe("First line\nSecond\n\nThird");
    expect(cleanText(" \n\t ", true)).toBe("");
  });
});
