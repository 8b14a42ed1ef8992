/**
 * A comment posted through the excursion page's action, as React Router calls it: a multipart
 * Request as the browser sends it (built with FormData), the page's data, status and headers out.
 * Posts from other sites are refused before React Router (app/forms/origin.server.test.ts).
 */
import { RouterContextProvider } from "react-router";
import sharp from "sharp";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createMigratedTestDatabase } from "../../db/testing.ts";
import { guardFields } from "../forms/fields.ts";
import { createFormSigner } from "../forms/signing.server.ts";
import type { Lang } from "../i18n/languages.ts";
import { createChangeTracker } from "../runtime/changes.server.ts";
import { createEventBus } from "../runtime/events.server.ts";
import type { Services } from "../composition/services.server.ts";
import { servicesContext, visitorContext } from "../site/context.ts";
import { commentAction } from "./http.server.ts";
import { COMMENTS_TOPIC } from "./live.server.ts";
import { BODY_MAX_BYTES, COMMENT_MAX_LENGTH, photoFields, type CommentActionData } from "./model.ts";
import { createCommentsService, type CommentsService, type CommentsSettings } from "./service.server.ts";

const origin = "https://bariloche.example";
const MIN_FILL_MS = 3000;

let comments: CommentsService;
let cleanup: () => Promise<void>;
let clock = Date.UTC(2031, 4, 1, 12);

/** A comments service on a fresh SQLite database, set up as the server sets one up. */
async function setup(settings: Partial<CommentsSettings> = {}) {
  const test = await createMigratedTestDatabase("sqlite");
  const bus = await createEventBus(test.database);
  const changes = createChangeTracker({ bus, database: test.database, topics: [COMMENTS_TOPIC] });
  comments = await createCommentsService({
    database: test.database,
    bus,
    changes,
    signer: createFormSigner("a test secret of at least thirty-two characters"),
    settings: { rateLimit: { count: 100, windowMs: 600_000 }, minFillMs: MIN_FILL_MS, ...settings },
    now: () => clock,
  });
  cleanup = async () => {
    comments.close();
    changes.close();
    await bus.close();
    await test.cleanup();
  };
}

beforeEach(() => setup());
afterEach(() => cleanup());

function context(address: string) {
  const provider = new RouterContextProvider();
  provider.set(servicesContext, { comments } as unknown as Services);
  provider.set(visitorContext, { address, secure: true });
  return provider;
}

const typedIn = { name: "Ana", comment: "Great day on the granite" };

/**
 * The excursion page's form as its page rendered it (time token, one-time key, empty honeypot),
 * filled in and posted a few seconds later.
 */
function form(fields: Record<string, string | File> = {}) {
  const body = new FormData();
  const guard = comments.guard();
  body.set(guardFields.timeToken, guard.timeToken);
  body.set(guardFields.formKey, guard.formKey);
  body.set(guardFields.honeypot, "");
  for (const [name, value] of Object.entries({ ...typedIn, ...fields })) body.set(name, value);
  return body;
}

function request(body: FormData | string, contentType?: string) {
  return new Request(`${origin}/es/freyclimb`, {
    method: "POST",
    headers: contentType ? { "Content-Type": contentType } : {},
    body,
  });
}

async function act(body: FormData | Request, options: { lang?: Lang; address?: string; after?: number } = {}) {
  clock += options.after ?? MIN_FILL_MS + 2000;
  const result = (await commentAction(
    { request: body instanceof Request ? body : request(body), context: context(options.address ?? "203.0.113.7") },
    "freyclimb",
    options.lang ?? "es",
  )) as unknown as { data: CommentActionData; init: ResponseInit | null };
  return { status: result.init?.status ?? 200, headers: new Headers(result.init?.headers), body: result.data };
}

const saved = () => comments.list("freyclimb");

describe("posting a comment", () => {
  it("saves it and answers with the comment, dated and thanked for in the page's language", async () => {
    const { status, body } = await act(form({ name: "  Ana  ", comment: "\n Gran día!  \n" }));
    expect(status).toBe(200);
    expect(body).toMatchObject({
      kind: "comment",
      ok: true,
      comment: { name: "Ana", comment: "Gran día!", photo: null, dateText: expect.stringContaining("2031") },
      photoProblem: null,
      message: "¡Gracias! Tu comentario ya está publicado.",
    });
    expect((await saved()).map((comment) => comment.name)).toEqual(["Ana"]);
  });

  it("keeps a photo sent with it", async () => {
    const jpeg = await sharp({ create: { width: 300, height: 200, channels: 3, background: "#3a6" } })
      .jpeg()
      .toBuffer();
    const { status, body } = await act(form({ photo: new File([jpeg], "cumbre.jpg", { type: "image/jpeg" }) }));
    expect(status).toBe(200);
    expect(body).toMatchObject({ ok: true, photoProblem: null, comment: { photo: { width: 300, height: 200 } } });
  });

  it("saves the comment when its photo file is empty, and tells the visitor so in the page's language", async () => {
    // A file chosen but with no bytes (a photo still syncing from the phone's cloud, a broken export).
    const { status, body } = await act(form({ photo: new File([], "cumbre.jpg", { type: "image/jpeg" }) }));
    expect(status).toBe(200);
    expect(body).toMatchObject({
      ok: true,
      photoProblem: "empty",
      comment: { name: "Ana", photo: null },
      message: "Tu comentario se publicó, pero el archivo de la foto estaba vacío: no había foto para usar.",
    });
    expect(await saved()).toHaveLength(1);
    const english = await act(form({ photo: new File([], "summit.jpg") }), { lang: "en" });
    expect(english.body.message).toBe("Your comment was posted, but the photo file was empty, so there was no photo to use.");
  });

  it("takes a file input left empty for no photo at all", async () => {
    // As browsers send it: a part with an empty file name and no bytes.
    const boundary = "----bariloche";
    const fields = form();
    const parts = [...fields].map(
      ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value as string}\r\n`,
    );
    const photo = `--${boundary}\r\nContent-Disposition: form-data; name="${photoFields.photo}"; filename=""\r\nContent-Type: application/octet-stream\r\n\r\n\r\n`;
    const body = `${parts.join("")}${photo}--${boundary}--\r\n`;
    const { status, body: answer } = await act(request(body, `multipart/form-data; boundary=${boundary}`));
    expect(status).toBe(200);
    expect(answer).toMatchObject({ ok: true, photoProblem: null, message: "¡Gracias! Tu comentario ya está publicado." });
  });

  it("saves the comment when the browser left out a photo over the size limit, and says why", async () => {
    const { body } = await act(form({ [photoFields.dropped]: "too-large" }));
    expect(body).toMatchObject({
      ok: true,
      photoProblem: "too-large",
      message: "Tu comentario se publicó, pero la foto pesaba más de 10 MB y no se usó.",
    });
  });

  it("refuses empty fields and fields of invisible characters, giving back what was typed and saving nothing", async () => {
    // Line breaks as browsers send them in a form: CRLF.
    const blanks: Record<string, string>[] = [
      { name: "   " },
      { comment: " \r\n\t " },
      { name: "\u200b", comment: "\u2800\u200b\u2060" },
      { comment: "\u3164\u00ad" },
    ];
    for (const fields of blanks) {
      const { status, body } = await act(form(fields));
      expect(status, JSON.stringify(fields)).toBe(400);
      expect(body).toEqual({
        kind: "comment",
        ok: false,
        error: "missing-fields",
        values: { ...typedIn, ...fields },
        message: "Por favor, completá todos los campos.",
      });
    }
    expect(await saved()).toEqual([]);
  });

  it("refuses text over the limits, however much of it cleaning would remove, giving back at most four times the limit", async () => {
    const { status, body } = await act(form({ comment: "c\u0000".repeat(5_000) }));
    expect(status).toBe(400);
    expect(body).toMatchObject({
      ok: false,
      error: "too-long",
      message: "El nombre puede tener hasta 80 caracteres y el comentario hasta 2000.",
    });
    expect(body.ok === false && body.values.comment.length).toBe(COMMENT_MAX_LENGTH * 4);
    expect(await act(form({ name: `${" ".repeat(400)}Ana` }))).toMatchObject({ status: 400, body: { error: "too-long" } });
    expect(await act(form({ name: "x".repeat(81) }))).toMatchObject({ status: 400, body: { error: "too-long" } });
    expect(await saved()).toEqual([]);
  });

  it("refuses a filled honeypot, a form sent within seconds of its page and a form a day old, keeping what was typed", async () => {
    expect(await act(form({ [guardFields.honeypot]: "http://spam.example" }))).toMatchObject({
      status: 400,
      body: { ok: false, error: "automated", values: typedIn },
    });
    expect(await act(form(), { after: 1000 })).toMatchObject({
      status: 400,
      body: { error: "too-fast", values: typedIn, message: "¡Qué rápido! Esperá unos segundos y volvé a enviar tu comentario." },
    });
    expect(await act(form(), { after: 24 * 60 * 60 * 1000 + 1000 })).toMatchObject({
      status: 400,
      body: { error: "expired", values: typedIn, message: "Este formulario venció. Recargá la página y volvé a enviar tu comentario." },
    });
    expect(await saved()).toEqual([]);
  });

  it("refuses an upload over the limit, saving nothing", async () => {
    const huge = new File([new Uint8Array(BODY_MAX_BYTES)], "huge.jpg", { type: "image/jpeg" });
    const { status, body } = await act(form({ photo: huge }));
    expect(status).toBe(413);
    expect(body).toMatchObject({ ok: false, error: "too-large", message: expect.stringContaining("10 MB") });
    expect(await saved()).toEqual([]);
  });

  it("refuses a post with more files or fields than the form has, in the page's language, saving nothing", async () => {
    const photo = () => new File([new Uint8Array([1, 2, 3])], "cumbre.jpg", { type: "image/jpeg" });
    const twoPhotos = form({ photo: photo() });
    twoPhotos.append("photo", photo());
    const manyFields = form();
    for (let i = 0; i < 200; i++) manyFields.append(`extra${i}`, "x");
    for (const body of [twoPhotos, manyFields]) {
      const { status, body: answer } = await act(body, { lang: "en" });
      expect(status).toBe(413);
      expect(answer).toMatchObject({ ok: false, error: "too-large", message: expect.stringContaining("10 MB") });
    }
    expect(await saved()).toEqual([]);
  });

  it("answers 429 with Retry-After once a visitor has posted their share, keeping what was typed", async () => {
    await cleanup();
    await setup({ rateLimit: { count: 2, windowMs: 600_000 } });
    for (let i = 0; i < 2; i++) expect((await act(form({ comment: `Comment ${i}` }))).status).toBe(200);
    const { status, headers, body } = await act(form());
    expect(status).toBe(429);
    // The whole window: the visitor is told when the next comment will surely be taken.
    expect(headers.get("Retry-After")).toBe("600");
    expect(body).toMatchObject({
      ok: false,
      error: "rate-limited",
      values: typedIn,
      message: expect.stringContaining("Esperá unos minutos"),
    });
    // Another visitor is not held back.
    expect((await act(form(), { address: "198.51.100.1" })).status).toBe(200);
  });

  it("answers 429 with Retry-After to a visitor over their share of attempts, before reading the post", async () => {
    await cleanup();
    await setup({ attemptLimit: { count: 3, windowMs: 60_000 } });
    // Three refused attempts, 5 seconds apart, count as much as three comments would.
    for (let i = 0; i < 3; i++) await act(form({ name: "" }), { after: 5000 });
    const { status, headers, body } = await act(form(), { after: 5000 });
    expect(status).toBe(429);
    // The first attempt leaves the window a minute after it was made, 15 seconds ago.
    expect(headers.get("Retry-After")).toBe("45");
    expect(body).toMatchObject({ ok: false, error: "rate-limited", values: typedIn });
  });
});
