import { languages, type Lang } from "../i18n/languages.ts";

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

/**
 * Pages rendered at build time: every prefixed page whose HTML does not change per request. The
 * contact page does (its form key, the `?excursion=` subject, the outcome of a post), so it is not.
 */
export function prerenderedPaths(): string[] {
  const staticPages: PageKey[] = ["home", "rental", "about"];
  return languages.flatMap((lang) => staticPages.map((page) => pageHref(page, lang)));
}
