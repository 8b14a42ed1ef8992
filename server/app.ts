import path from "node:path";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express from "express";
import { createRequestHandler as createFetchHandler, RouterContextProvider, type ServerBuild } from "react-router";
import type { Env } from "../app/env.server.ts";
import { clientAddressContext, cspNonceContext, servicesContext } from "../app/context.ts";
import { checkPrerenderedOrigin } from "./build-check.ts";
import { healthCheck } from "./health.ts";
import { jsonPosts } from "./json-posts.ts";
import { pageCache } from "./page-cache.ts";
import { requestLog } from "./request-log.ts";
import { cspNonceOf, securityHeaders } from "./security.ts";
import type { Services } from "./services.ts";
import { findPrerenderedPages, staticFiles } from "./static.ts";
import { clientOf } from "./client-address.ts";

export type AppOptions = {
  env: Env;
  /** The built app (production) or a loader of the current one (development). */
  build: ServerBuild | (() => Promise<ServerBuild>);
  /** The client build folder; absent in development, where Vite serves assets. */
  clientDir?: string;
  /** Extra middleware that must run before React Router (Vite's, in development). */
  before?: express.RequestHandler[];
  /** Database, events and comments, handed to loaders and actions through the router context. */
  services?: Services;
  /** True once shutdown began: the health check then answers 503. */
  isStopping?: () => boolean;
  /** Structured request logs on stdout (default: on). */
  logRequests?: boolean;
};

export async function createApp(options: AppOptions) {
  const app = express();
  app.disable("x-powered-by");
  // Whose X-Forwarded-For to believe: the reverse proxies in front (TRUST_PROXY), no one else.
  app.set("trust proxy", options.env.TRUST_PROXY);
  if (options.logRequests ?? true) app.use(requestLog());
  app.use(securityHeaders({ csp: options.env.NODE_ENV !== "development" }));
  app.use(onlySiteMethods);
  app.use(healthCheck(options.services, options.isStopping ?? (() => false)));
  app.use(compression());
  if (options.before) app.use(...options.before);
  if (options.services) app.use(jsonPosts(options.services, options.env.PUBLIC_URL));
  if (options.clientDir) {
    const prerendered = await findPrerenderedPages(options.clientDir);
    const mismatch = await checkPrerenderedOrigin(options.clientDir, options.env.PUBLIC_URL);
    if (mismatch) console.warn(mismatch);
    const [prerenderedPages, ...files] = staticFiles(options.clientDir, prerendered);
    app.use(prerenderedPages!);
    // Server-rendered pages, rendered once and served from memory (with a production build; in
    // development every request renders the code as it is now). Before the files: a page's path
    // is never a file, and looking for one costs a file-system call per request.
    if (typeof options.build !== "function" && options.services) {
      const services = options.services;
      const cache = pageCache({
        render: createFetchHandler(options.build, options.env.NODE_ENV),
        loadContext() {
          const context = new RouterContextProvider();
          context.set(servicesContext, services);
          return context;
        },
        services,
        publicUrl: options.env.PUBLIC_URL,
      });
      app.use(cache.handler);
      // In the background: the first visitors of each page then get it from memory too.
      const warming = Date.now();
      cache
        .warm((path) => prerendered.has(path), options.isStopping)
        .then((pages) => console.log(`Page cache: ${pages} pages rendered in ${Date.now() - warming} ms`))
        .catch((error: unknown) => console.error("Could not warm the page cache:", error));
    }
    app.use(...files);
  }
  app.use(onlyStreamsFlush);
  app.use(
    createRequestHandler({
      build: options.build,
      mode: options.env.NODE_ENV,
      getLoadContext(req, res) {
        const context = new RouterContextProvider();
        context.set(cspNonceContext, cspNonceOf(res));
        context.set(servicesContext, options.services);
        context.set(clientAddressContext, clientOf(req));
        return context;
      },
    }),
  );
  return app;
}

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

/**
 * React Router's adapter flushes the response after every chunk it writes (a few kB each), which
 * makes the compression middleware end a compressed block each time: more CPU per page and a
 * larger page. Pages are rendered whole before they are sent (app/entry.server.tsx), so nothing
 * gains from it; an event stream keeps its flush (it is not compressed, so that costs nothing).
 */
const onlyStreamsFlush: express.RequestHandler = (_req, res, next) => {
  const response = res as typeof res & { flush?: () => void };
  const flush = response.flush;
  if (typeof flush === "function") {
    response.flush = () => {
      if (/^text\/event-stream/i.test(String(res.getHeader("Content-Type") ?? ""))) flush.call(res);
    };
  }
  next();
};

export const defaultClientDir = path.resolve(import.meta.dirname, "../build/client");
export const defaultServerBuild = path.resolve(import.meta.dirname, "../build/server/index.js");
