/**
 * Pages held in memory, whole, and sent compressed: the speed layer of page requests.
 *
 * React takes 6-9 ms of CPU to render a page: per request, that caps the server at a hundred or so
 * pages a second. So a page is kept once rendered, with what it was rendered from: its path, its
 * place (page and language, decided once as the request arrived: `requestPlace`), the version of what pages show from the database
 * (comments, departures…: `changes.version()`) and the business day (the footer's year, dated
 * departures). A request for the same path in the same place, with the same version and day, gets
 * the kept bytes, compressed once (Brotli and gzip) and revalidated by ETag. A page rendered for one
 * visitor is the same for every other: it carries no nonce (its policy, kept with it, allows the
 * inline scripts its rendering wrote, by hash) and its forms' hidden fields belong to the copy, not
 * to a response (two visitors posting with the same one-time key are told apart by what they wrote,
 * app/forms/idempotency.server.ts).
 *
 * Only document GETs and HEADs of a page, without a query string, are kept and served here; a
 * rendering that is not a plain 200 HTML page without cookies, or that has no policy, is not kept.
 * With PAGE_CACHE=off nothing is kept: every page is rendered for its request, and the site is the
 * same.
 *
 * A kept page is also rendered again after `maxAgeMs`, against a change no one announced.
 */
import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { site } from "../config/site.ts";
import { policyOver } from "../security/headers.ts";
import type { RequestPlace } from "../site/place.server.ts";

/** What the cache needs of a request. */
export type PageRequest = {
  method: string;
  /** The URL's path and query, as asked (`/es/about`, `/contactForm?excursion=ventana`). */
  url: string;
  headers: Pick<Headers, "get">;
  /** Reached over HTTPS (its policy upgrades insecure requests). */
  secure: boolean;
  /** Its page and language, decided once as it arrived (`requestPlace`). */
  place: RequestPlace;
};

/** An answer ready to write: status, headers and body (none for a HEAD or a 304). */
export type PageAnswer = { status: number; headers: [string, string][]; body?: Buffer };

export interface PageCache {
  /** The kept page this request can be answered with, or undefined (it goes to React Router). */
  answer(request: PageRequest): PageAnswer | undefined;
  /**
   * A rendering of this request, offered for keeping: the answer to send for it (the page kept,
   * compressed as the request accepts), or undefined when it is not kept (send the response itself).
   * `version` is the version read before rendering: a change meanwhile leaves the page stale.
   */
  keep(request: PageRequest, version: string | undefined, response: Response): Promise<PageAnswer | undefined>;
  /** The version a rendering of this request starts from (undefined: it will not be kept). */
  versionFor(request: PageRequest): string | undefined;
  /**
   * A request that `answer` could not answer, rendered by `rendering` and offered for keeping: what
   * to send. Requests for a page already being rendered from the same version wait for that
   * rendering instead of making their own (a page not yet kept, asked for by many at once, is
   * rendered once); when it is not kept (an error, a cookie), each renders its own.
   */
  render(request: PageRequest, rendering: () => Promise<Response>): Promise<PageAnswer | Response>;
  /** Pages kept, and renderings kept so far (for tests and logs). */
  stats(): { pages: number; kept: number };
}

type KeptPage = {
  stamp: string;
  keptAt: number;
  headers: [string, string][];
  html: Buffer;
  br: Buffer;
  gzip: Buffer;
  etag: string;
  /** Its rendering's policy, over HTTP and over HTTPS (the hashes of the scripts the rendering wrote). */
  csp: { http: string; https: string };
};

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** The business's day, which dated departures and the footer's year follow. */
const businessDay = new Intl.DateTimeFormat("en-CA", { timeZone: site.timeZone });

/** Headers of a rendering that belong to the transfer or to one response, not to the page. */
const NOT_KEPT = new Set([
  "content-length",
  "content-encoding",
  "transfer-encoding",
  "connection",
  "keep-alive",
  "date",
  "content-security-policy",
  "etag",
]);

/**
 * A page ready to serve. Its policy is its rendering's (app/entry.server.tsx), never worked out
 * again from its HTML: a script in there that the rendering did not write stays unapproved.
 */
async function keptPage(html: Buffer, headers: [string, string][], policy: string, stamp: string, now: number): Promise<KeptPage> {
  const [br, gz] = await Promise.all([
    brotliAsync(html, {
      params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: html.length },
    }),
    gzipAsync(html, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  return {
    stamp,
    keptAt: now,
    headers,
    html,
    br,
    gzip: gz,
    etag: `"${createHash("sha256").update(html).digest("base64url").slice(0, 27)}"`,
    csp: { http: policyOver(policy, false), https: policyOver(policy, true) },
  };
}

/** Brotli whenever it is accepted, else gzip; plain only for a client that asks for neither. */
function encodingFor(headers: Pick<Headers, "get">): "br" | "gzip" | "identity" {
  const accepted = (headers.get("accept-encoding") ?? "").toLowerCase();
  const takes = (name: string) =>
    new RegExp(`(?:^|,)\\s*${name}\\s*(?:;\\s*q=(?!0(?:\\.0*)?\\s*(?:,|$))[\\d.]+)?\\s*(?:,|$)`).test(accepted);
  return takes("br") ? "br" : takes("gzip") ? "gzip" : "identity";
}

function answerWith(page: KeptPage, request: PageRequest): PageAnswer {
  const headers: [string, string][] = [
    ...page.headers,
    ["Content-Security-Policy", request.secure ? page.csp.https : page.csp.http],
    ["ETag", page.etag],
  ];
  if (request.headers.get("if-none-match") === page.etag) return { status: 304, headers };
  const encoding = encodingFor(request.headers);
  const body = encoding === "br" ? page.br : encoding === "gzip" ? page.gzip : page.html;
  if (encoding !== "identity") headers.push(["Content-Encoding", encoding]);
  headers.push(["Content-Length", String(body.length)]);
  return { status: 200, headers, body: request.method === "HEAD" ? undefined : body };
}

export function createPageCache(options: {
  /** The version of what pages show from the database, or undefined while it cannot be known. */
  version: (forRequest: boolean) => string | undefined;
  maxAgeMs?: number;
  maxEntries?: number;
  now?: () => number;
}): PageCache {
  const now = options.now ?? Date.now;
  const maxAgeMs = options.maxAgeMs ?? 60_000;
  const maxEntries = options.maxEntries ?? 500;
  const pages = new Map<string, KeptPage>();
  /** Renderings under way, by page and stamp: what they kept, once they are done. */
  const rendering = new Map<string, Promise<KeptPage | undefined>>();
  let kept = 0;

  /** Where a request's page is kept, or undefined when it is no page request this cache answers. */
  function keyOf(request: PageRequest): string | undefined {
    if (request.method !== "GET" && request.method !== "HEAD") return undefined;
    // A data request's place is its page's: only the page's own path is kept here.
    if (request.url.includes("?") || request.place.path !== request.url) return undefined;
    const { place } = request.place;
    return place.page ? `${request.url} ${place.lang}` : undefined;
  }

  function stampOf(version: string | undefined): string | undefined {
    return version === undefined ? undefined : `${version} ${businessDay.format(now())}`;
  }

  return {
    answer(request) {
      const key = keyOf(request);
      if (!key) return undefined;
      const page = pages.get(key);
      if (!page || now() - page.keptAt > maxAgeMs) return undefined;
      if (page.stamp !== stampOf(options.version(true))) return undefined;
      return answerWith(page, request);
    },

    versionFor(request) {
      return keyOf(request) ? options.version(false) : undefined;
    },

    async keep(request, version, response) {
      const page = await keepPage(keyOf(request), stampOf(version), response);
      return page && answerWith(page, request);
    },

    async render(request, render) {
      const key = keyOf(request);
      const version = key ? options.version(false) : undefined;
      const stamp = stampOf(version);
      if (!key || !stamp) return render();
      const flight = `${key} ${stamp}`;
      const shared = rendering.get(flight);
      if (shared) {
        const page = await shared;
        return page ? answerWith(page, request) : render();
      }
      const done = Promise.withResolvers<KeptPage | undefined>();
      rendering.set(flight, done.promise);
      try {
        const response = await render();
        const page = await keepPage(key, stamp, response);
        done.resolve(page);
        return page ? answerWith(page, request) : response;
      } catch (error) {
        done.resolve(undefined);
        throw error;
      } finally {
        rendering.delete(flight);
      }
    },

    stats: () => ({ pages: pages.size, kept }),
  };

  /** Keeps a rendering (when it is a page to keep): the page kept, or undefined. */
  async function keepPage(key: string | undefined, stamp: string | undefined, response: Response): Promise<KeptPage | undefined> {
    if (!key || !stamp) return undefined;
    const policy = response.headers.get("content-security-policy");
    if (
      response.status !== 200 ||
      response.headers.has("set-cookie") ||
      !/^text\/html/i.test(response.headers.get("content-type") ?? "") ||
      !policy
    )
      return undefined;
    const headers = [...response.headers].filter(([name]) => !NOT_KEPT.has(name.toLowerCase()) && name.toLowerCase() !== "vary");
    // Sent compressed or not as each request asks.
    const vary = response.headers.get("vary");
    headers.push(["Vary", vary ? `${vary}, Accept-Encoding` : "Accept-Encoding"]);
    const page = await keptPage(Buffer.from(await response.arrayBuffer()), headers, policy, stamp, now());
    pages.delete(key);
    if (pages.size >= maxEntries) pages.delete(pages.keys().next().value!);
    pages.set(key, page);
    kept++;
    return page;
  }
}
