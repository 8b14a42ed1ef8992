import { createContext, data, type RouterContextProvider } from "react-router";
import type { Services } from "../composition/services.server.ts";
import type { PageKey } from "./pages.ts";
import type { Place, RequestPlace } from "./place.server.ts";

/**
 * What every request carries through React Router, set once: the services by the server when the
 * request arrives (`createSite`), the visitor by the server, the place by the root middleware (from
 * the one the server decided as the request arrived).
 * Loaders and actions read these; none works them out again.
 */

/** The services created once per process (`createSite` sets them on every request). */
export const servicesContext = createContext<Services>();

/** Who is asking, as the server sees it (behind a trusted proxy: the forwarded address and scheme). */
export type Visitor = {
  /** For per-visitor limits; an IPv6 visitor is their /64 network. */
  address: string;
  /** Whether the visitor reached the site over HTTPS. */
  secure: boolean;
};
export const visitorContext = createContext<Visitor>({ address: "unknown", secure: false });

/** Which page the request is for and in which language (see `placeOf`). */
export const placeContext = createContext<Place>();

/** The place the server decided as the request arrived (`requestPlace`), for the root middleware to take. */
export const arrivalPlaceContext = createContext<RequestPlace | undefined>(undefined);

/** The services, for a loader or an action. */
export function servicesOf(context: Readonly<RouterContextProvider>): Services {
  return context.get(servicesContext);
}

/** For a page's loader or action: its page and language, or a 404 when the path names no page (`/xx/about`). */
export function pageOf(context: Readonly<RouterContextProvider>): Place & { page: PageKey } {
  const place = context.get(placeContext);
  // Thrown by the page's loader rather than the middleware: the 404 page keeps the root loader's
  // shell, in the visitor's language.
  if (!place.page) throw data(null, { status: 404 });
  return place as Place & { page: PageKey };
}
