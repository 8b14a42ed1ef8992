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
