import { data } from "react-router";
import { languages, isLang, negotiateLang, type Lang } from "./i18n/languages.ts";

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

/** Where a URL path sits in the site: its language prefix (if any) and its page (if known). */
export function locatePath(pathname: string): { lang?: Lang; page?: PageKey } {
  const segments = pathname.split("/").filter(Boolean);
  let lang: Lang | undefined;
  if (isLang(segments[0])) {
    lang = segments[0];
    segments.shift();
  }
  const slug = segments.join("/");
  const page = pageKeys.find((key) => pagePaths[key] === slug);
  return { lang, page };
}

/**
 * Pages rendered at build time: every prefixed page whose HTML does not change per request. The
 * contact page does (its form key, the `?excursion=` subject, the outcome of a post), so it is not.
 */
export function prerenderedPaths(): string[] {
  const staticPages: PageKey[] = ["home", "rental", "about"];
  return languages.flatMap((lang) => staticPages.map((page) => pageHref(page, lang)));
}

/**
 * The path of the page a request is for. After hydration React Router asks for a page's data at
 * its path plus `.data` (`/es/about.data`; the home's is `/_root.data`), and so does prerendering,
 * and loaders get that URL as it is.
 */
export function requestPath(request: Request): string {
  const { pathname } = new URL(request.url);
  if (!pathname.endsWith(".data")) return pathname;
  const path = pathname.slice(0, -".data".length);
  return path === "/_root" ? "/" : path;
}

/**
 * For a page's loader or action: the language of the page asked for, or a 404 when the path is no
 * page (`/xx/about`, `/nope`: they match the `:lang` routes). Thrown here rather than by the root
 * loader, so the not-found page keeps the site's shell, in the visitor's language.
 */
export function pageLang(request: Request): Lang {
  const { lang, page } = locatePath(requestPath(request));
  if (!page) throw data(null, { status: 404 });
  return lang ?? negotiateLang(request.headers);
}

/** The language a request is answered in: its URL prefix, else the remembered or browser choice. */
export function requestLang(request: Request): Lang {
  return locatePath(requestPath(request)).lang ?? negotiateLang(request.headers);
}
