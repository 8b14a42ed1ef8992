import { request, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { createHash } from "node:crypto";
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from "node:zlib";
import compression from "compression";
import express from "express";
import { RouterContextProvider } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { createCommentsService, type CommentsService } from "../app/comments/service.server.ts";
import { randomToken } from "../app/comments/signing.server.ts";
import { pageTemplateContext } from "../app/context.ts";
import { PRERENDER_NONCE } from "../app/csp.ts";
import { isExcursionId, locatePath, requestLang } from "../app/pages.ts";
import { migrate, type Database } from "../db/database.ts";
import { createTestDatabase, type TestDatabase } from "../db/testing.ts";
import { createEventBus, type EventBus } from "./events.ts";
import { keptForTurn, pageCache, pageSlot, type PageCacheOptions } from "./page-cache.ts";
import { securityHeaders } from "./security.ts";

/** Raw bytes and headers (fetch would decompress on its own). */
function get(url: string, headers: Record<string, string> = {}, method = "GET") {
  return new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer; text: string }>((resolve, reject) => {
    const req = request(url, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => {
        const body = Buffer.concat(chunks);
        const encoding = res.headers["content-encoding"];
        const text = (encoding === "gzip" ? gunzipSync(body) : encoding === "br" ? brotliDecompressSync(body) : body).toString("utf8");
        resolve({ status: res.statusCode!, headers: res.headers, body, text });
      });
    });
    req.on("error", reject);
    req.end();
  });
}

/** The tokens a page carries, in its form or appended for it at its end, and those in its data. */
function valuesIn(html: string) {
  const appended = /(<input type="hidden" form="comment-form"[^>]*>)+<\/body><\/html>$/.exec(html)?.[0] ?? "";
  return {
    nonces: [...html.matchAll(/nonce="([^"]+)"/g)].map((match) => match[1]),
    formToken: /name="form_token" value="([^"]*)"/.exec(html)?.[1],
    clientToken: /name="client_token" value="([^"]*)"/.exec(html)?.[1],
    /** The page before the inputs appended for its form. */
    before: html.slice(0, html.length - appended.length),
    appended,
    data: JSON.parse(/<script[^>]*>window\.data=(.*?)<\/script>/.exec(html)?.[1] ?? "null") as {
      formToken: string;
      clientToken: string;
      comments: string[];
    } | null,
  };
}

/** Whether a response's body starts with its page, up to the appended inputs, compressed with Brotli at this quality. */
function startsWith(response: { body: Buffer; text: string }, quality: number): boolean {
  const source = Buffer.from(valuesIn(response.text).before);
  const head = brotliCompressSync(source, {
    finishFlush: constants.BROTLI_OPERATION_FLUSH,
    params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: source.length },
  });
  return response.body.subarray(0, head.length).equals(head);
}

/**
 * A stand-in for the site's React Router build: a small page of an excursion with its comments
 * (read from the database), a form with its tokens in the HTML and again in the hydration data,
 * scripts with the nonce; rendered as a template when the context says so, as the app does: the
 * tokens left out, the stand-in nonce on the scripts.
 */
function standInApp(comments: CommentsService, renders: string[], note: () => string = () => ""): PageCacheOptions["render"] {
  return async (req, context) => {
    const url = new URL(req.url);
    const { page } = locatePath(url.pathname);
    const lang = requestLang(req);
    renders.push(`${url.pathname} ${lang}`);
    if (url.pathname === "/es/contactForm") return new Response("<p>oops</p>", { status: 500, headers: { "Content-Type": "text/html" } });
    if (url.pathname === "/fr/contactForm") {
      return new Response("<p>hi</p>", { headers: { "Content-Type": "text/html", "Set-Cookie": "seen=1" } });
    }
    const template = context.get(pageTemplateContext);
    const nonce = template ? PRERENDER_NONCE : "per-request";
    const isExcursion = page && isExcursionId(page);
    const data = {
      formToken: !isExcursion || template ? "" : comments.formToken(),
      clientToken: !isExcursion || template ? "" : comments.newClientToken(),
      comments: isExcursion ? (await comments.list(page)).map((comment) => comment.name) : [],
    };
    const tokens = data.formToken
      ? `<input type="hidden" name="form_token" value="${data.formToken}"><input type="hidden" name="client_token" value="${data.clientToken}">`
      : "";
    const html =
      `<!DOCTYPE html><html lang="${lang}"><head><script nonce="${nonce}">window.data=${JSON.stringify(data)}</script></head><body>` +
      `<h1>${page} in ${lang}</h1>${note()}${isExcursion ? `<form id="comment-form">${tokens}</form>` : ""}` +
      `<ol>${data.comments.map((name) => `<li>${name}</li>`).join("")}</ol>${"<p>Refugio Frey</p>".repeat(200)}` +
      `<script nonce="${nonce}" type="module">import "/assets/entry.js";</script></body></html>`;
    return new Response(html, { headers: { "Content-Type": "text/html; charset=utf-8", Vary: "Accept-Language, Cookie" } });
  };
}

describe("the rendered-page cache", () => {
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

  /** A comments service as one process opens it (the server, or the moderation script). */
  async function openComments(database: Database, now?: () => number): Promise<{ comments: CommentsService; bus: EventBus }> {
    await migrate(database);
    const bus = await createEventBus(database);
    const comments = await createCommentsService({
      database,
      bus,
      secret: "a secret for the tests",
      settings: { rateLimit: { count: 100, windowMs: 600_000 }, minFillMs: 0 },
      now,
    });
    closing.push(() => bus.close(), async () => comments.close());
    return { comments, bus };
  }

  async function start(
    options: { now?: () => number; maxAgeMs?: number; version?: CommentsService["version"]; note?: () => string } = {},
  ) {
    test = await createTestDatabase("sqlite");
    const database = test.connect();
    const { comments } = await openComments(database, options.now);
    const renders: string[] = [];
    const cache = pageCache({
      render: standInApp(comments, renders, options.note),
      loadContext: () => new RouterContextProvider(),
      services: {
        comments: { formToken: comments.formToken, newClientToken: comments.newClientToken, version: options.version ?? comments.version },
        contact: { newClientToken: () => randomToken() },
        database,
      },
      publicUrl: "https://bariloche.example",
      now: options.now,
      maxAgeMs: options.maxAgeMs,
    });
    const app = express();
    app.use(securityHeaders({ csp: true }));
    app.use(compression());
    app.use(cache.handler);
    // What React Router would answer, for what the cache leaves to it.
    app.use((_req, res) => void res.type("text/plain").send("React Router"));
    server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server!.once("listening", resolve));
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    return { origin, renders, comments, database, cache };
  }

  async function post(comments: CommentsService, name: string) {
    const saved = await comments.submit({
      excursionId: "freyclimb",
      name,
      comment: "Granite all day",
      photo: null,
      photoDropped: false,
      honeypot: "",
      formToken: comments.formToken(),
      clientToken: randomToken(),
      clientAddress: "203.0.113.7",
    });
    if (!saved.ok) throw new Error(`not saved: ${saved.error}`);
    return saved.comment;
  }

  it("gives every response its own tokens, appended at the end for its form; all before them the same for everyone", async () => {
    let clock = Date.UTC(2031, 4, 1, 12);
    const { origin, renders, comments } = await start({ now: () => clock });
    const responses = [];
    const times = [];
    for (const encoding of ["gzip, deflate, br", "gzip", undefined, "br"]) {
      clock += 1000;
      times.push(clock);
      responses.push(await get(`${origin}/en/escaladarocafrey`, encoding ? { "Accept-Encoding": encoding } : {}));
    }
    expect(renders).toEqual(["/en/escaladarocafrey en"]);
    expect(responses.map((response) => response.headers["content-encoding"])).toEqual(["br", "gzip", undefined, "br"]);
    const seen = new Set<string>();
    const first = valuesIn(responses[0]!.text);
    for (const [index, response] of responses.entries()) {
      expect(response.status).toBe(200);
      expect(response.headers["content-length"]).toBe(String(response.body.length));
      const values = valuesIn(response.text);
      expect(values.before).toBe(first.before);
      expect(values.before).toContain('<form id="comment-form"></form><ol>');
      expect(values.appended).toMatch(/^<input type="hidden" form="comment-form" name="form_token" value="[^"]+"><input type="hidden" form="comment-form" name="client_token" value="[^"]+"><\/body><\/html>$/);
      // No nonce: the page's scripts are allowed by their hashes, and its data holds no token.
      expect(values.nonces).toEqual([]);
      expect(values.data).toMatchObject({ formToken: "", clientToken: "" });
      const csp = String(response.headers["content-security-policy"]);
      expect(csp).not.toContain("'nonce-");
      for (const [, script] of response.text.matchAll(/<script[^>]*>([\s\S]*?)<\/script>/g)) {
        expect(csp).toContain(`'sha256-${createHash("sha256").update(script!).digest("base64")}'`);
      }
      for (const value of [values.formToken!, values.clientToken!]) {
        expect(seen.has(value), value).toBe(false);
        seen.add(value);
      }
      // The form token carries the time of this response, not of the rendering.
      expect(parseInt(values.formToken!.split(".")[0]!, 36)).toBe(times[index]);
      // The tokens are real: the form they came with can be posted.
      const saved = await comments.submit({
        excursionId: "freyclimb",
        name: "Ana",
        comment: "Hola",
        photo: null,
        photoDropped: false,
        honeypot: "",
        formToken: values.formToken!,
        clientToken: values.clientToken!,
        clientAddress: "203.0.113.7",
      });
      expect(saved).toMatchObject({ ok: true, duplicate: false });
    }
    expect(responses[0]!.headers.vary).toBe("Accept-Language, Cookie, Accept-Encoding");
  });

  it("compresses a page with a form fast when rendered, and with the best setting once it has lasted a second", async () => {
    let clock = Date.UTC(2031, 4, 1, 12);
    const { origin, comments, cache } = await start({ now: () => clock });
    const br = { "Accept-Encoding": "br" };
    const url = `${origin}/en/escaladarocafrey`;
    const first = await get(url, br);
    clock += 500;
    await post(comments, "Lucía");
    // Replaced within the second by a new comment: never worth the best setting.
    await get(url, br);
    clock += 900;
    await get(url, br);
    expect(cache.stats()).toMatchObject({ renders: 2, bestCompressions: 0 });
    clock += 200;
    await get(url, br);
    expect(cache.stats()).toMatchObject({ renders: 2, bestCompressions: 1 });
    // Ready on the thread pool a moment later: later responses start with it, the rest as before.
    expect(startsWith(first, 5)).toBe(true);
    let last = await get(url, br);
    for (let i = 0; i < 200 && !startsWith(last, 11); i++) {
      await new Promise((resolve) => setTimeout(resolve, 10));
      last = await get(url, br);
    }
    expect(startsWith(last, 11)).toBe(true);
    expect(valuesIn(last.text).before).toContain("<li>Lucía</li>");
    expect(valuesIn(last.text).appended).toContain('name="client_token"');
    expect(cache.stats().bestCompressions).toBe(1);
  });

  it("serves a page with no form like a prerendered one: its scripts allowed by hash, compressed once with Brotli, an ETag", async () => {
    const { origin, renders } = await start();
    const browser = { "Accept-Encoding": "gzip, deflate, br", "Accept-Language": "es-AR,es;q=0.9" };
    const first = await get(`${origin}/about`, browser);
    const second = await get(`${origin}/about`, browser);
    expect(renders).toEqual(["/about es"]);
    expect(first.headers["content-encoding"]).toBe("br");
    expect(second.body.equals(first.body)).toBe(true);
    const html = brotliDecompressSync(first.body).toString("utf8");
    expect(html).toContain('<html lang="es">');
    expect(html).not.toContain("nonce");
    const csp = String(first.headers["content-security-policy"]);
    expect(csp).not.toContain("'nonce-");
    for (const [, script] of html.matchAll(/<script[^>]*>([\s\S]*?)<\/script>/g)) {
      expect(csp).toContain(`'sha256-${createHash("sha256").update(script!).digest("base64")}'`);
    }
    expect(first.headers.vary).toBe("Accept-Language, Cookie, Accept-Encoding");
    expect(first.headers["content-length"]).toBe(String(first.body.length));
    const revalidated = await get(`${origin}/about`, { ...browser, "If-None-Match": String(first.headers.etag) });
    expect(revalidated.status).toBe(304);
    // Another language is another page, with its own ETag.
    const english = await get(`${origin}/about`, { "Accept-Encoding": "gzip", "Accept-Language": "en", "If-None-Match": String(first.headers.etag) });
    expect(english.status).toBe(200);
    expect(english.text).toContain('<html lang="en">');
  });

  it("renders a page once for many requests, those arriving together included", async () => {
    const { origin, renders, cache } = await start();
    const pages = await Promise.all(Array.from({ length: 20 }, () => get(`${origin}/es/bautismo`)));
    expect(pages.every((page) => page.text.includes("<h1>bautismo in es</h1>"))).toBe(true);
    await get(`${origin}/es/bautismo`);
    const head = await get(`${origin}/es/bautismo`, {}, "HEAD");
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(Number(head.headers["content-length"])).toBe(pages[0]!.body.length);
    expect(renders).toEqual(["/es/bautismo es"]);
    expect(cache.stats()).toEqual({ pages: 1, renders: 1, rendering: 0, bestCompressions: 0 });
  });

  it("shows a comment saved on this instance to the very next request", async () => {
    const { origin, comments } = await start();
    expect((await get(`${origin}/en/escaladarocafrey`)).text).not.toContain("<li>Lucía</li>");
    await post(comments, "Lucía");
    expect((await get(`${origin}/en/escaladarocafrey`)).text).toContain("<li>Lucía</li>");
  });

  it("drops a comment hidden by another process (the moderation script on the same SQLite file)", async () => {
    const { origin, comments, renders } = await start();
    const saved = await post(comments, "Spammer");
    expect((await get(`${origin}/en/escaladarocafrey`)).text).toContain("<li>Spammer</li>");
    // The script's own connection and in-memory bus: the server hears nothing but the file changing.
    const script = await openComments(test!.connect());
    expect(await script.comments.hide(saved.id)).toBe(true);
    expect((await get(`${origin}/en/escaladarocafrey`)).text).not.toContain("<li>Spammer</li>");
    // Rendered once before the change and once after.
    expect(renders.filter((render) => render === "/en/escaladarocafrey en")).toHaveLength(2);
  });

  it("keeps unprefixed pages per language, negotiated as the app does: the remembered choice, then the browser's", async () => {
    const { origin, renders } = await start();
    expect((await get(`${origin}/about`, { "Accept-Language": "es-AR,es;q=0.9" })).text).toContain('<html lang="es">');
    expect((await get(`${origin}/about`, { "Accept-Language": "es-AR,es;q=0.9", Cookie: "lang=fr" })).text).toContain('<html lang="fr">');
    expect((await get(`${origin}/about`, { "Accept-Language": "de-DE" })).text).toContain('<html lang="en">');
    expect((await get(`${origin}/about`, { "Accept-Language": "es" })).text).toContain('<html lang="es">');
    expect((await get(`${origin}/about`, { Cookie: "other=1; lang=fr" })).text).toContain('<html lang="fr">');
    expect(renders).toEqual(["/about es", "/about fr", "/about en"]);
  });

  it("leaves to React Router what is not a plain page: posts, query strings, other spellings, data, errors, cookies", async () => {
    const { origin, renders } = await start();
    for (const path of ["/en/escaladarocafrey?x=1", "/en/escaladarocafrey/", "//en/escaladarocafrey", "/en/escaladarocafrey.data", "/xx/about", "/en/nowhere"]) {
      expect((await get(`${origin}${path}`)).text, path).toBe("React Router");
    }
    expect((await get(`${origin}/en/escaladarocafrey`, {}, "POST")).text).toBe("React Router");
    expect(renders).toEqual([]);
    // A rendering that fails, or that sets a cookie, is not kept: React Router answers that request itself.
    expect((await get(`${origin}/es/contactForm`)).text).toBe("React Router");
    expect((await get(`${origin}/fr/contactForm`)).text).toBe("React Router");
    expect((await get(`${origin}/fr/contactForm`)).text).toBe("React Router");
    expect(renders).toEqual(["/es/contactForm es", "/fr/contactForm fr", "/fr/contactForm fr"]);
  });

  it("renders again in a new year before serving; past the longest a page is kept, serves it once more while it renders again", async () => {
    let clock = new Date(2030, 11, 31, 23, 59, 30).getTime();
    const { origin, renders } = await start({ now: () => clock, maxAgeMs: 60_000 });
    await get(`${origin}/en/contactForm`);
    clock += 20_000;
    await get(`${origin}/en/contactForm`);
    expect(renders).toHaveLength(1);
    clock += 20_000; // 2031
    expect((await get(`${origin}/en/contactForm`)).status).toBe(200);
    expect(renders).toHaveLength(2);
    clock += 59_000;
    await get(`${origin}/en/contactForm`);
    expect(renders).toHaveLength(2);
    clock += 2_000;
    // Too old: this visitor gets the kept page at once, and it renders again behind it.
    expect((await get(`${origin}/en/contactForm`)).text).toContain("<h1>contact in en</h1>");
    expect(renders).toHaveLength(3);
    await get(`${origin}/en/contactForm`);
    expect(renders).toHaveLength(3);
  });

  it("rendered again past its age to the same page, keeps the compression it has; to another page, serves that one", async () => {
    let clock = Date.UTC(2031, 4, 1, 12);
    let note = "";
    const { origin, renders, cache } = await start({ now: () => clock, maxAgeMs: 60_000, note: () => note });
    const br = { "Accept-Encoding": "br" };
    const url = `${origin}/en/escaladarocafrey`;
    const rendered = async () => {
      for (let i = 0; i < 200 && cache.stats().rendering > 0; i++) await new Promise((resolve) => setTimeout(resolve, 10));
    };
    await get(url, br);
    clock += 2_000;
    let last = await get(url, br);
    for (let i = 0; i < 200 && !startsWith(last, 11); i++) {
      await new Promise((resolve) => setTimeout(resolve, 10));
      last = await get(url, br);
    }
    expect(cache.stats().bestCompressions).toBe(1);

    clock += 60_000;
    await get(url, br);
    await rendered();
    expect(renders).toHaveLength(2);
    // The same bytes: served at once with the best compression, and not compressed again.
    expect(startsWith(await get(url, br), 11)).toBe(true);
    clock += 2_000;
    await get(url, br);
    expect(cache.stats().bestCompressions).toBe(1);

    // A change no one announced: the next rendering past the age is the page served.
    note = "<p>Closed for the season</p>";
    clock += 60_000;
    expect((await get(url, br)).text).not.toContain(note);
    await rendered();
    const changed = await get(url, br);
    expect(changed.text).toContain(note);
    expect(startsWith(changed, 5)).toBe(true);
    expect(renders).toHaveLength(3);
  });

  it("warms every page it answers for, in every language, except those it is told to skip", async () => {
    const { origin, renders, cache } = await start();
    const warmed = await cache.warm((path) => !path.includes("bautismo"));
    expect(renders).toEqual(expect.arrayContaining(["/es/bautismo es", "/bautismo fr", "/bautismo en"]));
    expect(renders.every((render) => render.includes("bautismo"))).toBe(true);
    // Five prefixed, five negotiated; each with the best compression already (it has a form).
    expect(warmed).toBe(10);
    expect(cache.stats().bestCompressions).toBe(10);
    await get(`${origin}/es/bautismo`);
    await get(`${origin}/bautismo`, { "Accept-Language": "pt-BR" });
    expect(renders).toHaveLength(10);
  });

  it("lets the requests that arrive while it warms in between two pages", async () => {
    const { renders, cache } = await start();
    const warming = cache.warm((path) => !path.includes("bautismo"));
    // A request arriving now is read by the event loop's next turn: it must not wait for all ten pages.
    const rendersBeforeNextTurn = await new Promise<number>((resolve) => setImmediate(() => resolve(renders.length)));
    expect(await warming).toBe(10);
    expect(rendersBeforeNextTurn).toBeLessThanOrEqual(1);
  });

  it("serves nothing from memory while changes could go unheard (the event bus is down)", async () => {
    let connected = true;
    const { origin, renders, comments } = await start({ version: (excursion) => (connected ? comments.version(excursion) : undefined) });
    await get(`${origin}/en/escaladarocafrey`);
    connected = false;
    expect((await get(`${origin}/en/escaladarocafrey`)).text).toBe("React Router");
    // Pages without comments do not depend on it.
    expect((await get(`${origin}/en/contactForm`)).text).toContain("<h1>contact in en</h1>");
    expect(renders).toEqual(["/en/escaladarocafrey en", "/en/contactForm en"]);
  });
});

describe("which requests a kept page answers", () => {
  const headers = (values: Record<string, string>) => (name: string) => values[name.toLowerCase()];

  it("takes a page's own path, prefixed or negotiated, for GET and HEAD", () => {
    expect(pageSlot("GET", "/en/escaladarocafrey", headers({}))).toEqual({ path: "/en/escaladarocafrey", page: "freyclimb", lang: "en", prefixed: true });
    expect(pageSlot("HEAD", "/", headers({ "accept-language": "pt-BR" }))).toEqual({ path: "/", page: "home", lang: "pt", prefixed: false });
    expect(pageSlot("GET", "/contactForm", headers({ cookie: "lang=it", "accept-language": "fr" }))?.lang).toBe("it");
  });

  it("takes nothing else", () => {
    for (const url of ["/en/escaladarocafrey?", "/en/escaladarocafrey?a=1", "/en/", "/EN/about", "/en/about.data", "/_root.data", "/comments/freyclimb/events"]) {
      expect(pageSlot("GET", url, headers({})), url).toBeUndefined();
    }
    expect(pageSlot("POST", "/en/escaladarocafrey", headers({}))).toBeUndefined();
  });

});

describe("a value kept for the requests of one turn of the event loop (SQLite's data_version)", () => {
  const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));
  function counter() {
    const state = { value: 1, reads: 0 };
    return { state, kept: keptForTurn(() => (state.reads++, state.value)) };
  }

  it("is read once for all the requests of a turn, and again in the next", async () => {
    const { state, kept } = counter();
    expect([kept.forRequest(), kept.forRequest()]).toEqual([1, 1]);
    expect(state.reads).toBe(1);
    state.value = 2;
    // Committed during the turn: these requests arrived before it, so they may still see 1.
    expect(kept.forRequest()).toBe(1);
    await nextTurn();
    expect(kept.forRequest()).toBe(2);
    expect(state.reads).toBe(2);
  });

  it("read anywhere else, it is fresh and never kept for a request that comes after", async () => {
    const { state, kept } = counter();
    // As the warm-up or the check after a rendering read it, in some phase of a turn...
    expect(kept.fresh()).toBe(1);
    // ...then the moderation script commits and a request arrives, in the same turn.
    state.value = 2;
    expect(kept.forRequest()).toBe(2);
    expect(kept.fresh()).toBe(2);
    expect(state.reads).toBe(3);
  });
});
