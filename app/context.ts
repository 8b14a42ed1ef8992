import { createContext, type RouterContext } from "react-router";
import type { Services } from "../server/services.ts";

/**
 * The server (server/app.ts, run by Node from source) and the built app (bundled by Vite) each
 * load their own copy of this module, so a context is kept in a process-wide registry: both
 * copies then hold the very same key object.
 */
function sharedContext<T>(name: string, create: () => RouterContext<T>): RouterContext<T> {
  const registry = globalThis as { [key: symbol]: unknown };
  const key = Symbol.for(`site.context.${name}`);
  registry[key] ??= create();
  return registry[key] as RouterContext<T>;
}

/**
 * Per-request values the HTTP server hands to React Router (see server/app.ts).
 * The CSP nonce is absent when a page is prerendered at build time.
 */
export const cspNonceContext = sharedContext("cspNonce", () => createContext<string | undefined>(undefined));

/** The services created once by the server (database, events, comments); absent while prerendering. */
export const servicesContext = sharedContext("services", () => createContext<Services | undefined>(undefined));

/** The client's address as the server sees it (behind a local proxy: the forwarded one). */
export const clientAddressContext = sharedContext("clientAddress", () => createContext<string>("unknown"));

/**
 * True when the server renders a page once to serve it many times (server/page-cache.ts): values
 * that must be fresh in every response (form tokens) are then left out, and the server appends
 * them per response (app/page-template.ts).
 */
export const pageTemplateContext = sharedContext("pageTemplate", () => createContext<boolean>(false));
