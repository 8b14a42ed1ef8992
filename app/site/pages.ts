import { isLang, type Lang } from "../i18n/languages.ts";

/**
 * Every page of the site and its path (the spec's routes). Each page is served twice: under a
 * language prefix (`/es/about`, the canonical URL) and unprefixed (`/about`, language negotiated).
 */
export const excursionPages = {
  freyclimb: "escaladarocafrey",
  multipitch: "multilargos",
  freyrefuge: "escaladarocarefugiofrey",
  bautismo: "bautismo",
  guiapersonal: "guiapersonal",
  piedraparada: "escaladapiedraparada",
  ventana: "escaladarocacerroventana",
  trekkingLanin: "trekking-lanin",
} as const;

export type ExcursionId = keyof typeof excursionPages;
export const excursionIds = Object.keys(excursionPages) as ExcursionId[];

export const pagePaths = {
  home: "",
  rental: "alquilerequipoescalada",
  about: "about",
  contact: "contactForm",
  ...excursionPages,
} as const;

export type PageKey = keyof typeof pagePaths;
export const pageKeys = Object.keys(pagePaths) as PageKey[];

export function isExcursionId(value: string): value is ExcursionId {
  return Object.hasOwn(excursionPages, value);
}

/** `/es/about` for a language, `/about` without one. */
export function pageHref(page: PageKey, lang?: Lang): string {
  const slug = pagePaths[page];
  if (!lang) return `/${slug}`;
  return slug ? `/${lang}/${slug}` : `/${lang}`;
}

const pageBySlug = new Map<string, PageKey>(pageKeys.map((page) => [pagePaths[page], page]));

/**
 * Where a path sits in the site map: the page it names (if any) and its language prefix (if any).
 * Which language an unprefixed request is answered in is the request's: see `placeOf`.
 */
export function pageAt(pathname: string): { page: PageKey | undefined; lang: Lang | undefined } {
  const segments = pathname.split("/").filter(Boolean);
  const lang = isLang(segments[0]) ? (segments.shift() as Lang) : undefined;
  return { page: pageBySlug.get(segments.join("/")), lang };
}

/**
 * Where the site mounts the owner's workspace (app/routes.ts): no page of the site, in the
 * business's two languages, never kept by the page cache. Named here so that the site decides
 * about it without importing the workspace.
 */
export const WORKSPACE_PATH = "/admin";

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
