import { isLang, type Lang } from "../i18n/languages.ts";

/**
 * Every page of the site and its path (the spec's routes). Each page is served twice: under a
 * language prefix (`/es/about`, the canonical URL) and unprefixed (`/about`, language negotiated).
 * Four pages are fixed; every other page is an excursion's, named by its address in the owner's
 * catalogue (`/escaladarocafrey`, app/catalogue/): which addresses exist is the catalogue's to say.
 */
export const staticPagePaths = {
  home: "",
  rental: "alquilerequipoescalada",
  about: "about",
  contact: "contactForm",
} as const;

export type StaticPage = keyof typeof staticPagePaths;
export const staticPages = Object.keys(staticPagePaths) as StaticPage[];

/** A page: one of the fixed pages, or an excursion's page named by its address. */
export type PageKey = StaticPage | (string & {});

/** An excursion's key in the catalogue (`freyclimb`): what departures, requests and comments name. */
export type ExcursionId = string;

/** An excursion's address: lowercase letters in words joined by single hyphens. */
export const EXCURSION_ADDRESS = /^[a-z]+(?:-[a-z]+)*$/;

export function isStaticPage(page: string | undefined): page is StaticPage {
  return page !== undefined && Object.hasOwn(staticPagePaths, page);
}

/** Whether a page is an excursion's (its address). */
export function isExcursionPage(page: string | undefined): page is string {
  return page !== undefined && !isStaticPage(page);
}

/**
 * What an excursion's address in a language it is not written in answers with (a 404 page): the
 * language asked for, in words, and the same page in each language it is written in (decision 0120).
 */
export type OnlyInElsewhere = {
  onlyIn: { language: string; pages: { lang: Lang; href: string; name: string; language: string }[] };
};

/** Whether a route's error data is an `OnlyInElsewhere`. */
export function isOnlyInElsewhere(value: unknown): value is OnlyInElsewhere {
  return !!value && typeof value === "object" && "onlyIn" in value;
}

/**
 * The languages a page is published in, as its loader says (`pageLanguages`): the language selector
 * offers only these; a page that does not say is in every language.
 */
export type PageLanguages = { pageLanguages?: readonly Lang[] };

/** `/es/about` for a language, `/about` without one; an excursion's page by its address. */
export function pageHref(page: PageKey, lang?: Lang): string {
  const slug = isStaticPage(page) ? staticPagePaths[page] : page;
  if (!lang) return `/${slug}`;
  return slug ? `/${lang}/${slug}` : `/${lang}`;
}

const pageBySlug = new Map<string, StaticPage>(staticPages.map((page) => [staticPagePaths[page], page]));

/**
 * Where a path sits in the site map: the page it names (if any) and its language prefix (if any).
 * A one-segment path shaped like an excursion's address names that excursion's page, whether the
 * catalogue has it or not: the excursion page's loader answers 404, 410 or a move.
 * Which language an unprefixed request is answered in is the request's: see `placeOf`.
 */
export function pageAt(pathname: string): { page: PageKey | undefined; lang: Lang | undefined } {
  const segments = pathname.split("/").filter(Boolean);
  const lang = isLang(segments[0]) ? (segments.shift() as Lang) : undefined;
  const path = segments.join("/");
  const page = pageBySlug.get(path) ?? (segments.length === 1 && EXCURSION_ADDRESS.test(path) ? path : undefined);
  return { page, lang };
}

/**
 * Where the site mounts the owner's workspace (app/routes.ts): no page of the site, in the
 * business's two languages, never kept by the page cache. Named here so that the site decides
 * about it without importing the workspace.
 */
export const WORKSPACE_PATH = "/admin";

/** The workspace's worker for the guide's lists: its script sits in its scope, so no Service-Worker-Allowed header is needed. */
export const LISTS_SCOPE = `${WORKSPACE_PATH}/departures/`;
export const LISTS_WORKER_PATH = `${LISTS_SCOPE}lists-worker.js`;
/** What the worker reads from the server while there is signal: the key, the clock and which lists. */
export const LISTS_PLAN_PATH = `${LISTS_SCOPE}offline.json`;

/**
 * A URL's path as React Router matches it against the routes: a data request's `.data` taken off
 * (`/_.data` is the root's), each segment percent-decoded (an encoded `/` stays one segment; a
 * malformed encoding leaves the path as it is), in lower case (routes match regardless of case).
 * So `/ADMIN/team`, `/%61dmin/messages` and `/Admin/team.data` are all `/admin/...`.
 */
export function routedPath(pathname: string): string {
  const path = pathname.endsWith("/_.data") ? pathname.slice(0, -"_.data".length) : pathname.replace(/\.data$/, "");
  let decoded: string;
  try {
    decoded = path
      .split("/")
      .map((segment) => decodeURIComponent(segment).replace(/\//g, "%2F"))
      .join("/");
  } catch {
    decoded = path;
  }
  return decoded.toLowerCase();
}

/** Whether a URL's path reaches the workspace, decided on the path the router matches (`routedPath`). */
export function isWorkspacePath(pathname: string): boolean {
  const path = routedPath(pathname);
  return path === WORKSPACE_PATH || path.startsWith(`${WORKSPACE_PATH}/`);
}
