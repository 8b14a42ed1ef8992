/**
 * Server-rendered pages, rendered once and served from memory like prerendered ones.
 *
 * React takes 6-9 ms of CPU to render a page: per request, that caps the server at a hundred or so
 * pages a second. So a page is rendered as a template, through React Router like any request but
 * without the values a response needs of its own (the forms' tokens, see app/page-template.ts),
 * and kept with everything its HTML depends on: its path, its language, the year (the footer's),
 * and for an excursion page the version of its comments. Its inline scripts are allowed by their
 * hashes, as on prerendered pages, so no nonce is needed either. A page without a form is then the
 * same for everyone and served like a prerendered page; a page with one is compressed once up to
 * its end, where each response appends its form's fresh inputs (fresh-tail.ts).
 *
 * Only document GETs (and HEADs) of a page at its own path, without a query string, are served
 * from here; anything else (posts, `?excursion=` on the contact page, `.data` requests, other
 * spellings of a path) goes to React Router as before, and so does a rendering that is not a
 * plain 200 without cookies.
 *
 * A page goes stale when what it shows changes. Comments change through this instance (the version
 * moves before the post is answered), another instance or the moderation script (told on the event
 * bus; while the bus is disconnected nothing is served from here), or, with SQLite, another
 * process writing to the file (SQLite's data_version, checked per request). A page is also
 * rendered again after `maxAgeMs` whatever happens, against a change no one announced.
 */
import type { RequestHandler as ExpressHandler, Response as ExpressResponse, NextFunction } from "express";
import type { RouterContextProvider } from "react-router";
import type { CommentsService } from "../app/comments/service.server.ts";
import { fields as commentFields } from "../app/comments/model.ts";
import { extraFields as contactFields } from "../app/contact/model.ts";
import type { ContactService } from "../app/contact/service.server.ts";
import { pageTemplateContext } from "../app/context.ts";
import { LANG_COOKIE, languages, negotiateLang, type Lang } from "../app/i18n/languages.ts";
import { PRERENDER_NONCE } from "../app/csp.ts";
import { freshForms, freshInputsHtml, type FreshForm } from "../app/page-template.ts";
import { isExcursionId, locatePath, pageHref, pageKeys, type PageKey } from "../app/pages.ts";
import type { Database } from "../db/database.ts";
import { compressHead, withTail, type CompressedHead } from "./fresh-tail.ts";
import { acceptedEncoding, compressedPage, prerenderedPage, sendFixedPage, type PrerenderedPage } from "./static.ts";

/** What the cache asks of the services: versions to key on, and fresh values for each response. */
export type PageCacheServices = {
  comments: Pick<CommentsService, "version" | "formToken" | "newClientToken">;
  contact: Pick<ContactService, "newClientToken">;
  database: Pick<Database, "externalChanges">;
};

export type PageCacheOptions = {
  /** Answers a request through React Router (react-router's `createRequestHandler(build)`). */
  render: (request: Request, context: RouterContextProvider) => Promise<Response>;
  /** A router context for a rendering (the services); the cache marks it as a template. */
  loadContext: () => RouterContextProvider;
  services: PageCacheServices;
  /** The site's public origin, the URL pages are rendered for. */
  publicUrl: string;
  /** Pages kept at most (there are about a hundred: pages × languages). */
  maxEntries?: number;
  /** A page is rendered again after this long, even if nothing announced a change. */
  maxAgeMs?: number;
  now?: () => number;
};

/** Which page a request asks for, in which language. */
export type PageSlot = { path: string; page: PageKey; lang: Lang; prefixed: boolean };

/**
 * The page a request can be answered with from the cache, or undefined when it goes to React
 * Router: not a GET or HEAD, a query string, not a page, or not the page's own path.
 */
export function pageSlot(method: string, url: string, header: (name: string) => string | undefined): PageSlot | undefined {
  if (method !== "GET" && method !== "HEAD") return undefined;
  // A query string is part of the URL, so it never matches a page's own path.
  const own = ownPaths.get(url);
  if (!own) return undefined;
  // The language the page's loaders will pick (app/pages.ts requestLang), from the same headers.
  return {
    path: url,
    page: own.page,
    prefixed: own.lang !== undefined,
    lang: own.lang ?? negotiateLang({ get: (name) => header(name) ?? null }),
  };
}

/** Every page's own paths, prefixed and unprefixed, with what `locatePath` says of them. */
const ownPaths = new Map(
  pageKeys.flatMap((page) =>
    [undefined, ...languages].map((lang) => {
      const path = pageHref(page, lang);
      const located = locatePath(path);
      if (located.page !== page || located.lang !== lang) throw new Error(`${path} is not where locatePath puts it`);
      return [path, { page, lang }] as const;
    }),
  ),
);

/**
 * Brotli's quality for a page with a form when it has just been rendered: a visitor may be
 * waiting for it (after a new comment), and the best quality takes about 45 ms for an excursion
 * page, this one 2 ms for a tenth more bytes. The best follows, in the background, for a page
 * still served `BEST_AFTER_MS` after its rendering: one that new comments keep replacing (a busy
 * discussion, a flood) is not worth it.
 */
const FIRST_QUALITY = 5;
const BEST_AFTER_MS = 1000;

type CachedPage = {
  /** What the page was rendered from, beyond its path and language (see `stampOf`). */
  stamp: string;
  renderedAt: number;
  headers: [string, string][];
  /** A page with no form on it: the same for everyone, served like a prerendered page (an ETag too). */
  fixed?: PrerenderedPage;
  /** A page with forms: the same for everyone but for the forms' fresh inputs at its end. */
  tailed?: {
    /** The Content-Security-Policy, over HTTP and over HTTPS (its scripts' hashes). */
    csp: PrerenderedPage["csp"];
    forms: FreshForm[];
    /** The page up to its `</body>`, compressed; the best compression replaces the first when ready. */
    head: CompressedHead;
    /** From `</body>` on, after the fresh inputs. */
    end: string;
    /** The page up to its `</body>`, until it has been compressed with the best setting. */
    source?: Buffer;
  };
};

/** Headers of a rendering that belong to the transfer, not to the page. */
const TRANSFER_HEADERS = new Set(["content-length", "content-encoding", "transfer-encoding", "connection", "keep-alive", "date"]);

/** React Router's headers of a page, to send with every copy; it is sent compressed or not as asked. */
function pageHeaders(rendered: Headers): [string, string][] {
  const headers = [...rendered].filter(([name]) => !TRANSFER_HEADERS.has(name.toLowerCase()) && name.toLowerCase() !== "vary");
  const vary = rendered.get("vary");
  headers.push(["Vary", vary && !/accept-encoding/i.test(vary) ? `${vary}, Accept-Encoding` : (vary ?? "Accept-Encoding")]);
  return headers;
}

function sameHeaders(a: [string, string][], b: [string, string][]): boolean {
  return a.length === b.length && a.every(([name, value], index) => b[index]![0] === name && b[index]![1] === value);
}

/** Whether a kept page is this HTML (its nonces dropped), its form's inputs not appended. */
function sameHtml(page: CachedPage, html: Buffer): boolean {
  if (page.fixed) return page.fixed.html.equals(html);
  if (!page.tailed) return false;
  const { head, end } = page.tailed;
  const length = head.identity.length;
  return html.length === length + Buffer.byteLength(end) && html.subarray(0, length).equals(head.identity) && html.subarray(length).toString("utf8") === end;
}

/**
 * A value read at most once per turn of the event loop for the requests handled in it, as SQLite's
 * data_version (asking takes the database's read locks, which cost more than the rest of serving a
 * page). The requests a turn handles arrived before it began to poll for them, so a value read
 * while handling the first is current for all of them; it is forgotten when the turn ends. A read
 * made anywhere else (the warm-up, the check after a rendering, in another phase of the loop) is
 * fresh and not kept: kept, it would be older than requests arriving later in the same turn, and
 * one of them could miss a change committed before it was sent (a comment hidden by the moderation
 * script still shown on reload, as an end-to-end test caught).
 */
export function keptForTurn<T>(read: () => T): { forRequest(): T; fresh(): T } {
  let kept: { value: T } | undefined;
  return {
    forRequest() {
      if (!kept) {
        kept = { value: read() };
        setImmediate(() => (kept = undefined));
      }
      return kept.value;
    },
    fresh: read,
  };
}

export function pageCache(options: PageCacheOptions) {
  const { services } = options;
  const now = options.now ?? Date.now;
  const maxEntries = options.maxEntries ?? 500;
  const maxAgeMs = options.maxAgeMs ?? 60_000;
  const origin = new URL(options.publicUrl).origin;
  const pages = new Map<string, CachedPage>();
  const rendering = new Map<string, Promise<CachedPage | undefined>>();
  let renders = 0;
  let bestCompressions = 0;

  const freshValues: Record<FreshForm, () => Record<string, string>> = {
    comment: () => ({
      [commentFields.formToken]: services.comments.formToken(),
      [commentFields.clientToken]: services.comments.newClientToken(),
    }),
    contact: () => ({ [contactFields.clientToken]: services.contact.newClientToken() }),
  };

  /**
   * Everything a page's HTML depends on beyond its path and language, or undefined when that
   * cannot be known now (the event bus is down, the database closed): the request then goes to
   * React Router.
   */
  function stampOf(slot: PageSlot, forRequest = false): string | undefined {
    // The footer's year, as the root loader reads it.
    const year = new Date(now()).getFullYear();
    if (!isExcursionId(slot.page)) return String(year);
    const comments = services.comments.version(slot.page);
    if (comments === undefined) return undefined;
    const external = forRequest ? externalChanges.forRequest() : externalChanges.fresh();
    if (external === null) return undefined;
    return `${year} ${comments} ${external ?? "-"}`;
  }

  /** SQLite's count of other processes' commits (undefined with PostgreSQL; null if it cannot be read). */
  const externalChanges = keptForTurn(() => {
    try {
      return services.database.externalChanges?.();
    } catch {
      return null;
    }
  });

  /**
   * Renders a page. `previous` is the page kept for the slot: rendered again to the same bytes (a
   * page past its age that nothing changed), it is kept with the compression it has, instead of
   * compressing the same bytes again on the thread pool (45 ms for an excursion page at the best
   * setting, every minute that a page is visited).
   */
  async function render(slot: PageSlot, stamp: string, previous: CachedPage | undefined): Promise<CachedPage | undefined> {
    renders++;
    // Only what the key covers reaches the rendering: the path, and the language as a cookie
    // (which the app's negotiation puts first). Nothing else of the visitor's request can leak in.
    const headers = new Headers();
    if (!slot.prefixed) headers.set("Cookie", `${LANG_COOKIE}=${slot.lang}`);
    const context = options.loadContext();
    context.set(pageTemplateContext, true);
    const renderedAt = now();
    const response = await options.render(new Request(`${origin}${slot.path}`, { headers }), context);
    if (response.status !== 200 || response.headers.has("set-cookie") || !/^text\/html/i.test(response.headers.get("content-type") ?? "")) {
      await response.body?.cancel();
      return undefined;
    }
    const html = await response.text();
    const kept = pageHeaders(response.headers);
    // Nonces dropped, the inline scripts allowed by their hashes instead.
    const page = prerenderedPage(html);
    // A nonce anywhere but in a script's attributes would be served stale: such a page is not kept.
    if (page.html.includes(PRERENDER_NONCE)) return undefined;
    if (previous && sameHeaders(previous.headers, kept) && sameHtml(previous, page.html)) return { ...previous, stamp, renderedAt };
    const forms = (Object.keys(freshForms) as FreshForm[]).filter((form) => html.includes(` id="${freshForms[form].id}"`));
    if (forms.length === 0) {
      await compressedPage(page);
      return { stamp, renderedAt, headers: kept, fixed: page };
    }
    const at = page.html.lastIndexOf("</body>");
    if (at < 0) return undefined;
    const source = page.html.subarray(0, at);
    const head = await compressHead(source, FIRST_QUALITY);
    return { stamp, renderedAt, headers: kept, tailed: { csp: page.csp, forms, head, end: page.html.subarray(at).toString("utf8"), source } };
  }

  /** A rendering of the page for this slot and stamp, shared by every request asking meanwhile; kept if still current. */
  function renderInto(key: string, slot: PageSlot, stamp: string): Promise<CachedPage | undefined> {
    const renderKey = `${key} ${stamp}`;
    let pending = rendering.get(renderKey);
    if (!pending) {
      pending = render(slot, stamp, pages.get(key))
        .then(
          (page) => {
            // Kept only if still current: a change may have come while it rendered.
            if (page && stampOf(slot) === stamp) {
              pages.delete(key);
              if (pages.size >= maxEntries) pages.delete(pages.keys().next().value!);
              pages.set(key, page);
            }
            return page;
          },
          (error: unknown) => {
            console.error(`Could not render ${slot.path} (${slot.lang}) for the page cache:`, error);
            return undefined;
          },
        )
        .finally(() => rendering.delete(renderKey));
      rendering.set(renderKey, pending);
    }
    return pending;
  }

  /**
   * The page for this slot and stamp. A kept page whose stamp is current is served even when it is
   * older than `maxAgeMs`, while it renders again for the next requests: the stamp covers every
   * change the server knows of, and the age only guards against one nobody announced, which a few
   * more moments do not make worse. A page whose stamp moved (a comment) is rendered before it is
   * served.
   */
  function pageFor(slot: PageSlot, stamp: string): CachedPage | Promise<CachedPage | undefined> {
    const key = `${slot.path} ${slot.lang}`;
    const kept = pages.get(key);
    if (kept && kept.stamp === stamp) {
      const age = now() - kept.renderedAt;
      if (age > maxAgeMs) void renderInto(key, slot, stamp);
      else if (age > BEST_AFTER_MS && kept.tailed?.source) void compressBest(kept.tailed);
      return kept;
    }
    return renderInto(key, slot, stamp);
  }

  /** Gives a page with a form its best compression, once (in the background of the requests). */
  function compressBest(tailed: NonNullable<CachedPage["tailed"]>): Promise<void> {
    const source = tailed.source;
    if (!source) return Promise.resolve();
    tailed.source = undefined;
    bestCompressions++;
    return compressHead(source).then(
      (best) => {
        tailed.head = best;
      },
      (error: unknown) => console.error("Could not compress a page with the best setting:", error),
    );
  }

  /**
   * Renders every page this cache answers for, one after the other and one per turn of the event
   * loop, so that no visitor waits for a first rendering: prefixed pages, and unprefixed ones in
   * each language, a page with a form compressed with the best setting before the next. `skip`
   * names paths answered before the cache is asked (prerendered pages); `stopped` ends it early
   * (shutdown).
   */
  async function warm(skip: (path: string) => boolean = () => false, stopped: () => boolean = () => false): Promise<number> {
    let warmed = 0;
    for (const [path, own] of ownPaths) {
      if (skip(path)) continue;
      for (const lang of own.lang ? [own.lang] : languages) {
        if (stopped()) return warmed;
        const slot: PageSlot = { path, page: own.page, lang, prefixed: own.lang !== undefined };
        const stamp = stampOf(slot);
        if (stamp === undefined) continue;
        const page = pageFor(slot, stamp);
        const rendered = page instanceof Promise ? await page : undefined;
        if (rendered) warmed++;
        // Pages rendered at start last until a comment comes: worth the best compression now, so
        // that visitors get it from the end of the warm-up on.
        if (rendered?.tailed) await compressBest(rendered.tailed);
        // A rendering can finish without ever leaving the microtask queue: without a turn of the
        // event loop here, requests arriving at start-up waited for whole runs of pages (1.3 s
        // measured under load), none of them answered meanwhile.
        await new Promise<void>((resolve) => setImmediate(resolve));
      }
    }
    return warmed;
  }

  function send(req: Parameters<ExpressHandler>[0], res: ExpressResponse, page: CachedPage, next: NextFunction) {
    for (const [name, value] of page.headers) res.setHeader(name, value);
    if (page.fixed) return sendFixedPage(req, res, page.fixed, next, res.getHeader("Vary") as string);
    const { csp, forms, head, end } = page.tailed!;
    let tail = "";
    for (const form of forms) tail += freshInputsHtml(form, freshValues[form]());
    const encoding = acceptedEncoding(req);
    const [shared, own] = withTail(head, encoding, Buffer.from(tail + end, "utf8"));
    // The security middleware wrote a nonce-based policy; this page is allowed by hashes.
    if (res.hasHeader("Content-Security-Policy")) res.setHeader("Content-Security-Policy", req.secure ? csp.https : csp.http);
    if (encoding !== "identity") res.setHeader("Content-Encoding", encoding);
    res.setHeader("Content-Length", shared.length + own.length);
    res.status(200);
    if (req.method === "HEAD") return res.end();
    // Both leave in one system call (the socket is corked until the end of this tick), the
    // shared head never copied.
    res.write(shared);
    res.end(own);
  }

  const handler: ExpressHandler = (req, res, next) => {
    const slot = pageSlot(req.method, req.url, (name) => req.get(name));
    if (!slot) return next();
    const stamp = stampOf(slot, true);
    if (stamp === undefined) return next();
    const page = pageFor(slot, stamp);
    if (!(page instanceof Promise)) return send(req, res, page, next);
    page.then((rendered) => (rendered ? send(req, res, rendered, next) : next())).catch(next);
  };

  return {
    handler,
    warm,
    /** Pages kept, renderings made so far and under way, and pages given the best compression after their first (for tests and logs). */
    stats: () => ({ pages: pages.size, renders, rendering: rendering.size, bestCompressions }),
  };
}
