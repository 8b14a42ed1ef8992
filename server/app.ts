/**
 * The HTTP host: request logs, the security headers, the client build's files, then the site
 * (reached only through the build, app/entry.server.tsx: `createSite`) for everything else.
 */
import path from "node:path";
import { Readable } from "node:stream";
import compression from "compression";
import express, { type Request as ExpressRequest, type Response as ExpressResponse } from "express";
import type { RequestPlace } from "../app/site/place.server.ts";
import type { Site } from "../app/composition/site.server.ts";
import type { PageAnswer } from "../app/speed/page-cache.server.ts";
import { bookingNotFoundPath, isBookingPagePath } from "../app/site/booking-page-path.ts";
import { clientOf } from "./client-address.ts";
import { requestLog } from "./request-log.ts";
import { staticFiles } from "./static.ts";

export type HostOptions = {
  site: Site;
  /** The client build folder; absent in development, where Vite serves assets. */
  clientDir?: string;
  /** Extra middleware that must run before the site (Vite's, in development). */
  before?: express.RequestHandler[];
  /** True once shutdown began: the health check then answers 503. */
  isStopping?: () => boolean;
  /** Structured request logs on stdout (default: on). */
  logRequests?: boolean;
  /** The development server injects inline scripts of its own: no policy there. */
  csp?: boolean;
};

export function createHost(options: HostOptions) {
  const { site } = options;
  const isStopping = options.isStopping ?? (() => false);
  const app = express();
  app.disable("x-powered-by");
  app.disable("etag");
  // Whose X-Forwarded-For (and -Proto) to believe: the reverse proxies in front (TRUST_PROXY), no one else.
  app.set("trust proxy", site.env.TRUST_PROXY);
  if (options.logRequests ?? true) app.use(requestLog());
  app.use((req, res, next) => {
    // Decided once per request: each `req.secure` or `req.protocol` runs the trust-proxy rule again.
    res.locals.secure = req.secure;
    for (const [name, value] of site.securityHeaders(secureOf(res))) {
      if (name !== "Content-Security-Policy" || options.csp !== false) res.setHeader(name, value);
    }
    next();
  });
  app.use(onlySiteMethods);
  app.use(bookingPagesOnlyAsWritten);
  app.get("/healthz", async (_req, res) => {
    res.setHeader("Cache-Control", "no-store");
    if (isStopping()) return void res.status(503).json({ status: "stopping" });
    const health = await site.health();
    if (health.ok) res.json({ status: "ok", database: health.database });
    else res.status(503).json({ status: "unavailable", error: health.error });
  });
  // Kept pages are sent as they are kept (compressed once); before the files: a page's path is
  // never a file, and looking for one costs a file-system call per request.
  app.use((req, res, next) => {
    const headers = nodeHeaders(req);
    // The request's page and language, decided once: for the kept page, then for the rendering.
    const place = site.place(req.path, headers);
    res.locals.place = place;
    const answer = site.keptPage({ method: req.method, url: req.url, headers, secure: secureOf(res), place });
    if (answer) send(res, answer);
    else next();
  });
  app.use(compression());
  if (options.before) app.use(...options.before);
  if (options.clientDir) app.use(...staticFiles(options.clientDir));
  app.use(async (req, res, next) => {
    try {
      const controller = new AbortController();
      // The client went away before the answer was sent (an answered request has nothing to abort).
      res.on("close", () => !res.writableFinished && controller.abort());
      const request = new Request(`${site.origin}${(res.locals.renderUrl as string | undefined) ?? req.originalUrl}`, {
        method: req.method,
        headers: fetchHeaders(req),
        signal: controller.signal,
        ...(req.method === "POST" ? { body: Readable.toWeb(req) as ReadableStream, duplex: "half" } : {}),
      } as RequestInit);
      const answer = await site.handle(request, {
        address: clientOf(req),
        secure: secureOf(res),
        reachedOrigin: `${secureOf(res) ? "https" : "http"}://${req.get("host") ?? "localhost"}`,
        place: res.locals.place as RequestPlace | undefined,
      });
      if (answer instanceof Response) await sendResponse(res, answer);
      else send(res, answer);
    } catch (error) {
      next(error);
    }
  });
  return app;
}

/** Whether the request came over HTTPS (directly, or through a trusted proxy), as decided first. */
const secureOf = (res: ExpressResponse): boolean => res.locals.secure === true;

/** A request's headers as the Fetch API reads them. */
function fetchHeaders(req: ExpressRequest): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else headers.set(name, value);
  }
  return headers;
}

/** The few headers the page cache reads, without copying them all. */
function nodeHeaders(req: ExpressRequest): Pick<Headers, "get"> {
  return {
    get(name) {
      const value = req.headers[name.toLowerCase()];
      return value === undefined ? null : Array.isArray(value) ? value.join(", ") : value;
    },
  };
}

function send(res: ExpressResponse, answer: PageAnswer) {
  res.status(answer.status);
  for (const [name, value] of answer.headers) res.setHeader(name, value);
  res.end(answer.body);
}

async function sendResponse(res: ExpressResponse, response: Response) {
  res.status(response.status);
  for (const [name, value] of response.headers) {
    // Several cookies are several headers.
    if (name === "set-cookie") res.append(name, value);
    else res.setHeader(name, value);
  }
  if (/^text\/event-stream/i.test(response.headers.get("content-type") ?? "")) res.flushHeaders();
  if (!response.body) return void res.end();
  const body = Readable.fromWeb(response.body as import("node:stream/web").ReadableStream);
  await new Promise<void>((resolve, reject) => {
    body.on("error", reject);
    res.on("close", () => {
      body.destroy();
      resolve();
    });
    body.pipe(res);
  });
}

/** A request's path as it was sent, before any middleware rewrote it (never decoded, never resolved). */
const sentPath = (req: ExpressRequest): string => req.originalUrl.split("?", 1)[0]!;

/**
 * A booking page's address, in whatever spelling it arrives (app/site/booking-page-path.ts): its
 * answer never sends the address on as a referrer, and only the site's own spelling opens the page.
 * Any other (`/en/%62ooking/<token>`, `/EN//booking/…`, `<token>.data`) is answered as a link that
 * opens nothing, the site's 404, its body never read: a token travels in one spelling only.
 */
const bookingPagesOnlyAsWritten: express.RequestHandler = (req, res, next) => {
  const pathname = sentPath(req);
  if (!isBookingPagePath(pathname)) return next();
  res.setHeader("Referrer-Policy", "no-referrer");
  const notFound = bookingNotFoundPath(pathname);
  if (notFound) {
    // Rendered as that path, asked with GET: the kept pages, the files and the site see only it.
    req.url = notFound;
    req.method = "GET";
    res.locals.renderUrl = notFound;
  }
  next();
};

/**
 * The methods a website is asked with. Anything else (PUT, DELETE, OPTIONS, TRACE…) is answered
 * 405 here: React Router would otherwise run a page's action for a PUT, open a live-comments
 * stream for an OPTIONS, and fail on a TRACE, which the Fetch API cannot represent.
 */
const onlySiteMethods: express.RequestHandler = (req, res, next) => {
  if (req.method === "GET" || req.method === "HEAD" || req.method === "POST") return next();
  res.setHeader("Allow", "GET, HEAD, POST");
  res.status(405).type("text/plain").send("Method Not Allowed");
};

export const defaultClientDir = path.resolve(import.meta.dirname, "../build/client");
export const defaultServerBuild = path.resolve(import.meta.dirname, "../build/server/index.js");
