import { languages, type Lang } from "../../../app/i18n/languages.ts";
import { seededPages as pageKeys } from "../../../app/catalogue/seed/spec.ts";
import { pageHref, type PageKey } from "../../../app/site/pages.ts";
import { ensureBuild } from "./server.ts";

/** The traveller's booking page, as `--page booking` names it: no page of the site map, one booking's private link. */
const BOOKING_PAGE = "booking";

/** The booking page's target, in the booking's language (`path` is its link's, token included; the label hides it). */
export function bookingPageTarget(lang: Lang, path: string): PageTarget {
  return { page: BOOKING_PAGE, lang, path, prefixed: true, label: `/${lang}/booking/{token}` };
}

/** Whether the booking page is among the pages asked for (every page when none is named). */
export function wantsBookingPage(pages: readonly string[]): boolean {
  return pages.length === 0 || pages.includes(BOOKING_PAGE);
}

/**
 * One URL the quality instruments visit. Prefixed URLs (`/es/about`) are the canonical pages;
 * unprefixed ones (`/about`) answer in the language the browser asks for, so they are visited
 * with that language as the browser's locale (Accept-Language).
 */
export type PageTarget = {
  /** A page of the site, or the traveller's booking page (a real booking's private link; quality/booking-page.ts). */
  page: PageKey | typeof BOOKING_PAGE;
  lang: Lang;
  path: string;
  prefixed: boolean;
  /** A short name for tables and test titles: `/es/about`, or `/about [es]` for unprefixed pages. */
  label: string;
};

export type TargetOptions = {
  /** Only these languages (default: all). */
  langs?: readonly Lang[];
  /** Only these pages (default: all); the booking page is the instrument's own to add (`bookingPageTarget`). */
  pages?: readonly (PageKey | typeof BOOKING_PAGE)[];
  /**
   * Which unprefixed variants to include: in every selected language, only in the first selected
   * language, or none.
   */
  unprefixed?: "all" | "first" | "none";
};

export function pageTargets(options: TargetOptions = {}): PageTarget[] {
  const langs = options.langs?.length ? options.langs : languages;
  const named = options.pages?.filter((page): page is PageKey => page !== BOOKING_PAGE);
  const pages = options.pages?.length ? (named ?? []) : pageKeys;
  const unprefixed = options.unprefixed ?? "all";
  const targets: PageTarget[] = [];
  for (const lang of langs) {
    for (const page of pages) {
      const path = pageHref(page, lang);
      targets.push({ page, lang, path, prefixed: true, label: path });
    }
  }
  const unprefixedLangs = unprefixed === "all" ? langs : unprefixed === "first" ? langs.slice(0, 1) : [];
  for (const lang of unprefixedLangs) {
    for (const page of pages) {
      const path = pageHref(page);
      targets.push({ page, lang, path, prefixed: false, label: `${path} [${lang}]` });
    }
  }
  return targets;
}

export type CommonArgs = { langs: Lang[]; pages: (PageKey | typeof BOOKING_PAGE)[]; quick: boolean };

/**
 * Reads `--lang en,es` (repeatable), `--page home` (repeatable) and `--quick` (one language: the
 * first given, else English). Unknown values stop with the list of valid ones.
 */
export function parseCommonArgs(values: { lang?: string[]; page?: string[]; quick?: boolean }): CommonArgs {
  const split = (list: string[] | undefined) =>
    (list ?? [])
      .flatMap((item) => item.split(","))
      .map((item) => item.trim())
      .filter(Boolean);
  const langs = split(values.lang);
  const pages = split(values.page);
  for (const lang of langs) {
    if (!(languages as readonly string[]).includes(lang)) {
      throw new Error(`Unknown language "${lang}". Languages: ${languages.join(", ")}`);
    }
  }
  for (const page of pages) {
    if (page !== BOOKING_PAGE && !(pageKeys as readonly string[]).includes(page)) {
      throw new Error(`Unknown page "${page}". Pages: ${[...pageKeys, BOOKING_PAGE].join(", ")}`);
    }
  }
  const quick = values.quick ?? false;
  const chosenLangs = langs as Lang[];
  return {
    langs: quick ? [chosenLangs[0] ?? "en"] : chosenLangs,
    pages: pages as (PageKey | typeof BOOKING_PAGE)[],
    quick,
  };
}

/** The command-line options every quality instrument takes (for `node:util` parseArgs). */
export const commonOptions = {
  lang: { type: "string", multiple: true },
  page: { type: "string", multiple: true },
  quick: { type: "boolean", default: false },
  build: { type: "boolean", default: false },
} as const;

/** Reads the common options and makes sure a build exists; stops with the reason (exit 2) otherwise. */
export function prepareRun(values: { lang?: string[]; page?: string[]; quick?: boolean; build?: boolean }): CommonArgs {
  try {
    const args = parseCommonArgs(values);
    ensureBuild({ force: values.build });
    return args;
  } catch (error) {
    console.error((error as Error).message);
    process.exit(2);
  }
}
