import { languages, type Lang } from "../../../app/i18n/languages.ts";
import { seededPages as pageKeys } from "../../../app/catalogue/seed/spec.ts";
import { pageHref, type PageKey } from "../../../app/site/pages.ts";
import { ensureBuild } from "./server.ts";

/**
 * One URL the quality instruments visit. Prefixed URLs (`/es/about`) are the canonical pages;
 * unprefixed ones (`/about`) answer in the language the browser asks for, so they are visited
 * with that language as the browser's locale (Accept-Language).
 */
export type PageTarget = {
  page: PageKey;
  lang: Lang;
  path: string;
  prefixed: boolean;
  /** A short name for tables and test titles: `/es/about`, or `/about [es]` for unprefixed pages. */
  label: string;
};

export type TargetOptions = {
  /** Only these languages (default: all). */
  langs?: readonly Lang[];
  /** Only these pages (default: all). */
  pages?: readonly PageKey[];
  /**
   * Which unprefixed variants to include: in every selected language, only in the first selected
   * language, or none.
   */
  unprefixed?: "all" | "first" | "none";
};

export function pageTargets(options: TargetOptions = {}): PageTarget[] {
  const langs = options.langs?.length ? options.langs : languages;
  const pages = options.pages?.length ? options.pages : pageKeys;
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

export type CommonArgs = { langs: Lang[]; pages: PageKey[]; quick: boolean };

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
    if (!(pageKeys as readonly string[]).includes(page)) {
      throw new Error(`Unknown page "${page}". Pages: ${pageKeys.join(", ")}`);
    }
  }
  const quick = values.quick ?? false;
  const chosenLangs = langs as Lang[];
  return {
    langs: quick ? [chosenLangs[0] ?? "en"] : chosenLangs,
    pages: pages as PageKey[],
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
