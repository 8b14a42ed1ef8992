import { negotiateLang, type Lang } from "../i18n/languages.ts";
import { isWorkspacePath, pageAt, type PageKey } from "./pages.ts";

/** Where a request sits in the site: which page, in which language. */
export type Place = {
  /** The page the path names; undefined for any other path (answered 404 by a page's loader). */
  page: PageKey | undefined;
  lang: Lang;
  /** Whether the URL carries the language (`/es/about`) or it was negotiated (`/about`). */
  prefixed: boolean;
};

/**
 * The one decision of which page a request is for and in which language: its path's language
 * prefix, else the visitor's remembered choice (the `lang` cookie), else the browser's
 * (Accept-Language). The root middleware puts it in every request's context; the page cache keeps
 * pages by it. `pathname` is the page's own path (React Router's normalized URL: no `.data`).
 */
export function placeOf(pathname: string, headers: Pick<Headers, "get">): Place {
  // The owner's workspace speaks the business's two languages: Spanish, else English.
  if (isWorkspacePath(pathname)) return { page: undefined, lang: negotiateLang(headers) === "es" ? "es" : "en", prefixed: false };
  const { page, lang } = pageAt(pathname);
  return { page, lang: lang ?? negotiateLang(headers), prefixed: lang !== undefined };
}

/** A request's place, decided once as it arrives, with the page path it was decided for. */
export type RequestPlace = { path: string; place: Place };

/**
 * The place of a request as it arrives (the server host asks once, before the page cache): for
 * React Router's page path, a data request's `.data` taken off as React Router takes it
 * (`/es/about.data`, `/_.data` for `/`). The page cache answers only when that path is the request's
 * own; the root middleware takes the place when it is the path it routes.
 */
export function requestPlace(pathname: string, headers: Pick<Headers, "get">): RequestPlace {
  const path = pathname.endsWith("/_.data") ? pathname.slice(0, -"_.data".length) : pathname.replace(/\.data$/, "");
  return { path, place: placeOf(path, headers) };
}
