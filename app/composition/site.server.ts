/**
 * The site as the HTTP server reaches it (server/ loads it from the build, through
 * app/entry.server.tsx): the environment parsed once, the services created once, and one handler
 * for every request the server does not answer from its files.
 */
import { createRequestHandler, RouterContextProvider, type ServerBuild } from "react-router";
import { sql } from "kysely";
import { formsTexts } from "../forms/i18n/index.ts";
import type { Lang } from "../i18n/languages.ts";
import { isSameOrigin } from "../forms/origin.server.ts";
import { securityHeaders } from "../security/headers.ts";
import { getEnv, type Env } from "../runtime/env.server.ts";
import { createServices, type Services } from "./services.server.ts";
import { createPageCache, type PageAnswer, type PageCache, type PageRequest } from "../speed/page-cache.server.ts";
import { arrivalPlaceContext, servicesContext, visitorContext, type Visitor } from "../site/context.ts";
import { isWorkspacePath } from "../site/pages.ts";
import { isBookingPagePath } from "../site/booking-page-path.ts";
import { requestPlace, type RequestPlace } from "../site/place.server.ts";

/** Who is asking and how the server was reached, as the HTTP server sees it. */
type Arrival = Visitor & {
  /** The origin the request was addressed to (its scheme and Host header): ours too, when reached directly. */
  reachedOrigin: string;
  /** Its place, as `place` decided it when the request arrived (decided here when not given). */
  place?: RequestPlace;
};

export type Site = {
  env: Env;
  /** The public origin (PUBLIC_URL): every request the site handles is addressed to it. */
  origin: string;
  services: Services;
  /** Headers every response carries. */
  securityHeaders(https: boolean): [string, string][];
  /**
   * Where a request sits (its page and language), decided once as it arrives: the server hands it
   * to `keptPage` and `handle`, and on to the pages (the root middleware) and the page cache.
   */
  place(pathname: string, headers: Pick<Headers, "get">): RequestPlace;
  /** A kept page for this request, ready to write, or undefined (then `handle` it). */
  keptPage(request: PageRequest): PageAnswer | undefined;
  /**
   * Everything else: a cross-site post is refused here, in the visitor's language; the rest goes
   * to React Router, and a page it renders may be kept for the next requests.
   */
  handle(request: Request, arrival: Arrival): Promise<Response | PageAnswer>;
  /** Whether the database answers, for the load balancer's health check. */
  health(): Promise<{ ok: true; database: string } | { ok: false; error: string }>;
  /** Starts the background work (the mail outbox, the snapshots' schedule), once the server listens. */
  start(): void;
  /** Ends open event streams and stops taking new emails (shutdown begins). */
  stop(): void;
  /** Closes everything, after the email being delivered (if any) is recorded. */
  close(): Promise<void>;
};

export type SiteOptions = {
  /** The built app (production) or a loader of the current one (development). */
  build: ServerBuild | (() => Promise<ServerBuild>);
  mode: "production" | "development";
};

export async function createSite(options: SiteOptions): Promise<Site> {
  const env = getEnv();
  const origin = new URL(env.PUBLIC_URL).origin;
  const services = await createServices(env);
  console.log(services.description);
  const render = createRequestHandler(options.build, options.mode);
  const cache: PageCache | undefined =
    env.PAGE_CACHE === "on" && options.mode === "production"
      ? createPageCache({ version: (forRequest) => services.changes.version(forRequest), now: services.clock })
      : undefined;

  return {
    env,
    origin,
    services,
    securityHeaders,
    place: requestPlace,
    keptPage: (request) => cache?.answer(request),

    async handle(request, arrival) {
      const url = new URL(request.url);
      const place = arrival.place ?? requestPlace(url.pathname, request.headers);
      if (request.method === "POST") {
        if (!isSameOrigin(request.headers, [origin, arrival.reachedOrigin])) return crossSite(place.place.lang);
        // Decided: the post comes from our own page. React Router checks again that it comes from
        // where it is addressed, and it is addressed to the public origin.
        request.headers.set("Origin", origin);
      }
      const context = new RouterContextProvider();
      context.set(servicesContext, services);
      context.set(visitorContext, { address: arrival.address, secure: arrival.secure });
      context.set(arrivalPlaceContext, place);
      const pageRequest: PageRequest = {
        method: request.method,
        url: url.pathname + url.search,
        headers: request.headers,
        secure: arrival.secure,
        place,
      };
      if (isWorkspacePath(url.pathname)) return workspaceResponse(await render(request, context));
      if (isBookingPagePath(url.pathname)) return bookingPageResponse(await render(request, context));
      return cache ? cache.render(pageRequest, () => render(request, context)) : render(request, context);
    },

    async health() {
      try {
        await sql`select 1`.execute(services.database.db);
        return { ok: true, database: services.database.engine };
      } catch (error) {
        return { ok: false, error: (error as Error).message };
      }
    },
    start() {
      services.outbox.start();
      services.backups.start();
      services.bookingPage.start();
      services.reminders.start();
    },
    stop() {
      services.comments.close();
      void services.backups.stop();
      services.bookingPage.stop();
      services.reminders.stop();
      void services.outbox.stop();
    },
    close: () => services.close(),
  };
}

/**
 * Every answer of the owner's workspace: never indexed, never kept by a browser or a proxy, and its
 * address (an invitation link's secret) never sent to another site as a referrer (a plain form post keeps its Origin: with `no-referrer` a browser sends `Origin: null`).
 */
function workspaceResponse(response: Response): Response {
  const headers = new Headers(response.headers);
  headers.set("X-Robots-Tag", "noindex, nofollow");
  // An event stream keeps no-transform: the compression middleware must not buffer it.
  headers.set("Cache-Control", /^text\/event-stream/.test(headers.get("content-type") ?? "") ? "no-store, no-transform" : "no-store");
  headers.set("Referrer-Policy", "same-origin");
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

/**
 * A traveller's booking page (its 404 and 410 too): personal data behind a private link, so never
 * kept by the page cache, a browser's cache or a proxy, never indexed, its address never sent on:
 * not to another site, and not to the site's own next page either (`no-referrer`), where an
 * analytics script would read it in `document.referrer`. Its forms still post: a browser then
 * sends `Origin: null`, and the same-origin decision reads Sec-Fetch-Site (app/forms/origin.server.ts).
 */
function bookingPageResponse(response: Response): Response {
  const headers = new Headers(response.headers);
  headers.set("X-Robots-Tag", "noindex, nofollow");
  headers.set("Cache-Control", "private, no-store");
  headers.set("Referrer-Policy", "no-referrer");
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

/** The answer to a post from another website: refused before any form sees it, in the visitor's language. */
function crossSite(lang: Lang): Response {
  return new Response(formsTexts[lang].crossSite, {
    status: 403,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Content-Language": lang, "Cache-Control": "no-store" },
  });
}
