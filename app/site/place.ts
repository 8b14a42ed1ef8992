import { defaultLang, isLang, negotiateLang, type Lang } from "../i18n/languages.ts";
import { pagePaths, pageKeys, type PageKey } from "./pages.ts";

/** Where a request sits in the site: which page, in which language. */
export type Place = {
  /** The page the path names; undefined for any other path (answered 404 by a page's loader). */
  page: PageKey | undefined;
  lang: Lang;
  /** Whether the URL carries the language (`/es/about`) or it was negotiated (`/about`). */
  prefixed: boolean;
};

const pageBySlug = new Map<string, PageKey>(pageKeys.map((page) => [pagePaths[page], page]));

/**
 * The one decision of which page a request is for and in which language: its path's language
 * prefix, else the visitor's remembered choice (the `lang` cookie), else the browser's
 * (Accept-Language). The root middleware puts it in every request's context; the page cache keys
 * pages on it. `pathname` is the page's own path (React Router's normalized URL: no `.data`).
 * Without headers (in the browser) an unprefixed path is taken to be in the default language.
 */
export function placeOf(pathname: string, headers?: Pick<Headers, "get">): Place {
  const segments = pathname.split("/").filter(Boolean);
  const prefix = segments[0];
  if (isLang(prefix)) return { page: pageBySlug.get(segments.slice(1).join("/")), lang: prefix, prefixed: true };
  return { page: pageBySlug.get(segments.join("/")), lang: headers ? negotiateLang(headers) : defaultLang, prefixed: false };
}
