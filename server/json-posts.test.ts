import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import { createAnalyticsService } from "../app/analytics/service.server.ts";
import { commentTexts } from "../app/comments/i18n/index.ts";
import { BODY_MAX_BYTES, COMMENT_INTENT, COMMENT_MAX_LENGTH, fields, type CommentActionData } from "../app/comments/model.ts";
import { createCommentsService, type CommentsService } from "../app/comments/service.server.ts";
import { randomToken } from "../app/comments/signing.server.ts";
import { migrate, type Database } from "../db/database.ts";
import { createTestDatabase, type TestDatabase } from "../db/testing.ts";
import { createEventBus } from "./events.ts";
import { jsonPosts, VIEWS_PATH } from "./json-posts.ts";

describe("the posts answered before React Router", () => {
  let test: TestDatabase | undefined;
  let server: Server | undefined;
  const closing: (() => Promise<unknown>)[] = [];
  afterEach(async () => {
    if (server) await new Promise((resolve) => server!.close(resolve));
    server = undefined;
    for (const close of closing.splice(0).reverse()) await close();
    await test?.cleanup();
    test = undefined;
  });

  async function start(attemptLimit?: { count: number; windowMs: number }) {
    test = await createTestDatabase("sqlite");
    const database = test.connect();
    await migrate(database);
    const bus = await createEventBus(database);
    const comments = await createCommentsService({
      database,
      bus,
      secret: "a secret for the tests",
      settings: { rateLimit: { count: 1000, windowMs: 600_000 }, minFillMs: 0, attemptLimit },
    });
    closing.push(() => bus.close(), async () => comments.close());
    const app = express();
    app.set("trust proxy", "loopback");
    app.use(jsonPosts({ comments, analytics: createAnalyticsService(database) }, "https://bariloche.example"));
    // What React Router would answer, for what is not one of these posts.
    app.use((_req, res) => void res.type("text/plain").send("React Router"));
    server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server!.once("listening", resolve));
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    return { origin, comments, database };
  }

  function commentForm(comments: CommentsService, values: { name?: string; comment?: string; clientToken?: string } = {}) {
    const form = new FormData();
    form.set(fields.intent, COMMENT_INTENT);
    form.set(fields.name, values.name ?? "Ana");
    form.set(fields.comment, values.comment ?? "Granite all day");
    form.set(fields.honeypot, "");
    form.set(fields.formToken, comments.formToken());
    form.set(fields.clientToken, values.clientToken ?? randomToken());
    return form;
  }

  const storedComments = async (database: Database) => (await database.db.selectFrom("comments").select("id").execute()).length;
  const storedViews = async (database: Database) => (await database.db.selectFrom("page_views").select("id").execute()).length;

  it("saves a posted comment, answers it in JSON, and gives the same comment for the same form sent again", async () => {
    const { origin, comments, database } = await start();
    const form = commentForm(comments);
    const response = await fetch(`${origin}/comments/freyclimb/post`, { method: "POST", body: form, headers: { Origin: origin } });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/json");
    expect(response.headers.get("cache-control")).toBe("no-store");
    const body = (await response.json()) as CommentActionData;
    if (!body.ok) throw new Error(`refused: ${body.error}`);
    expect(body.comment).toMatchObject({ name: "Ana", comment: "Granite all day" });
    expect(body.clientToken).not.toBe(form.get(fields.clientToken));
    expect(await comments.list("freyclimb")).toEqual([body.comment]);

    const again = await fetch(`${origin}/comments/freyclimb/post`, { method: "POST", body: form, headers: { Origin: origin } });
    expect(((await again.json()) as CommentActionData & { ok: true }).comment.id).toBe(body.comment.id);
    expect(await storedComments(database)).toBe(1);
  });

  it("answers each of many comments posted at once with its own stored comment", async () => {
    const { origin, comments, database } = await start();
    const answers = await Promise.all(
      Array.from({ length: 60 }, async (_, i) => {
        const response = await fetch(`${origin}/comments/bautismo/post`, {
          method: "POST",
          body: commentForm(comments, { name: `Visitor ${i}` }),
          headers: { Origin: origin },
        });
        return (await response.json()) as CommentActionData;
      }),
    );
    const saved = answers.map((answer) => (answer.ok ? answer.comment : undefined));
    expect(saved.map((comment) => comment?.name)).toEqual(Array.from({ length: 60 }, (_, i) => `Visitor ${i}`));
    expect(new Set(saved.map((comment) => comment?.id)).size).toBe(60);
    expect(await storedComments(database)).toBe(60);
  });

  it("refuses comments from other sites, to unknown excursions and over the size limit, saving nothing", async () => {
    const { origin, comments, database } = await start();
    const post = (path: string, body: BodyInit, headers: Record<string, string> = { Origin: origin }) =>
      fetch(`${origin}${path}`, { method: "POST", body, headers });
    const crossSite = await post("/comments/freyclimb/post", commentForm(comments), { Origin: "https://evil.example" });
    expect(crossSite.status).toBe(403);
    expect(await crossSite.json()).toMatchObject({ ok: false, error: "cross-site" });
    expect((await post("/comments/nowhere/post", commentForm(comments))).status).toBe(404);
    const tooLarge = new FormData();
    tooLarge.set(fields.intent, COMMENT_INTENT);
    tooLarge.set(fields.photo, new Blob([new Uint8Array(BODY_MAX_BYTES + 1)]), "huge.jpg");
    const refused = await post("/comments/freyclimb/post", tooLarge);
    expect(refused.status).toBe(413);
    expect(await refused.json()).toMatchObject({ ok: false, error: "body-too-large" });
    expect(await storedComments(database)).toBe(0);
  });

  it("answers a post that is not a comment form as one with nothing filled in, translated, and echoes only so much text", async () => {
    const { origin, comments, database } = await start();
    const post = (body: BodyInit, headers: Record<string, string> = {}) =>
      fetch(`${origin}/comments/freyclimb/post?lang=es`, { method: "POST", body, headers: { Origin: origin, ...headers } });
    for (const response of [
      await post("{}", { "Content-Type": "application/json" }),
      await post("--x\r\n", { "Content-Type": "multipart/form-data" }),
      await post(new URLSearchParams({ name: "Ana", comment: "no intent" })),
    ]) {
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ ok: false, error: "missing-fields", message: commentTexts.es.errors["missing-fields"] });
    }
    const huge = await post(commentForm(comments, { comment: "c".repeat(1_000_000) }));
    expect(huge.status).toBe(400);
    const answer = (await huge.json()) as CommentActionData;
    expect(answer).toMatchObject({ ok: false, error: "too-long" });
    expect(!answer.ok && answer.values.comment.length).toBe(COMMENT_MAX_LENGTH * 4);
    expect(await storedComments(database)).toBe(0);
  });

  it("gives a visitor over its share of attempts what was typed back, with the translated refusal", async () => {
    const { origin, comments, database } = await start({ count: 2, windowMs: 600_000 });
    const post = () =>
      fetch(`${origin}/comments/freyclimb/post?lang=pt`, {
        method: "POST",
        body: commentForm(comments, { name: "Rita", comment: "Voltarei!" }),
        headers: { Origin: origin, "X-Forwarded-For": "2001:db8::77" },
      });
    expect((await post()).status).toBe(200);
    expect((await post()).status).toBe(200);
    const refused = await post();
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({
      ok: false,
      error: "rate-limited",
      values: { name: "Rita", comment: "Voltarei!" },
      message: commentTexts.pt.errors["rate-limited"],
    });
    expect(await storedComments(database)).toBe(2);
  });

  it("answers in the language the page names, else the visitor's", async () => {
    const { origin, comments } = await start();
    const answer = async (query: string, acceptLanguage: string) => {
      const response = await fetch(`${origin}/comments/freyclimb/post${query}`, {
        method: "POST",
        body: commentForm(comments, { name: "   " }),
        headers: { Origin: origin, "Accept-Language": acceptLanguage },
      });
      return (await response.json()) as CommentActionData;
    };
    expect(await answer("?lang=fr", "en-US")).toMatchObject({ ok: false, error: "missing-fields", message: commentTexts.fr.errors["missing-fields"] });
    expect(await answer("", "pt-BR")).toMatchObject({ message: commentTexts.pt.errors["missing-fields"] });
    expect(await answer("?lang=xx", "it-IT")).toMatchObject({ message: commentTexts.it.errors["missing-fields"] });
    const saved = await fetch(`${origin}/comments/freyclimb/post?lang=es`, { method: "POST", body: commentForm(comments), headers: { Origin: origin } });
    expect(await saved.json()).toMatchObject({ ok: true, message: commentTexts.es.saved });
  });

  it("stores page views, and refuses other sites, bad bodies and views of visitors who opt out", async () => {
    const { origin, database } = await start();
    const view = JSON.stringify({ path: "/es/escaladarocafrey", lang: "es", userLanguage: "es-AR", navigation: "load" });
    const post = (body: string, headers: Record<string, string> = {}) =>
      fetch(`${origin}${VIEWS_PATH}`, { method: "POST", body, headers: { Origin: origin, "Content-Type": "application/json", ...headers } });
    const stored = await post(view);
    expect(stored.status).toBe(204);
    expect(stored.headers.get("cache-control")).toBe("no-store");
    expect(await storedViews(database)).toBe(1);
    expect((await post(view, { DNT: "1" })).status).toBe(204);
    expect((await post(view, { Origin: "https://evil.example" })).status).toBe(403);
    expect((await post("{not json")).status).toBe(400);
    expect((await post(JSON.stringify({ path: "/en", lang: "de" }))).status).toBe(400);
    expect((await post(" ".repeat(4096))).status).toBe(413);
    expect(await storedViews(database)).toBe(1);
  });

  it("answers other methods on these paths 405, and leaves every other request to React Router", async () => {
    const { origin } = await start();
    for (const path of [VIEWS_PATH, "/comments/freyclimb/post"]) {
      const response = await fetch(`${origin}${path}`);
      expect(response.status).toBe(405);
      expect(response.headers.get("allow")).toBe("POST");
    }
    for (const path of ["/comments/freyclimb/events", "/en/escaladarocafrey", "/analytics/views/more"]) {
      expect(await (await fetch(`${origin}${path}`, { method: "POST" })).text()).toBe("React Router");
    }
  });
});
