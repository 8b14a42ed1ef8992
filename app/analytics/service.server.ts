/**
 * Our own page-view collector: no cookie, no address stored, Do Not Track and Global Privacy
 * Control honoured. Views are counted per page, language, region and excursion.
 */
import { z } from "zod";
import type { Database } from "./store.server.ts";
import { groupCommit } from "../../db/group-commit.ts";
import { SlidingWindowLimiter } from "../runtime/rate-limit.server.ts";
import { languages } from "../i18n/languages.ts";
import { isExcursionPage, isStaticPage, pageAt } from "../site/pages.ts";
import * as store from "./store.server.ts";

export const VIEW_BODY_MAX_BYTES = 2048;
/** Views inserted by one statement at most (8 values each, well within SQLite's 32766). */
const MAX_BATCH = 500;

/** What the browser sends; the page and excursion are derived from the path on the server. */
const viewSchema = z.object({
  path: z.string().startsWith("/").max(300),
  lang: z.enum(languages),
  userLanguage: z
    .string()
    .max(35)
    .regex(/^[A-Za-z]{2,8}(-[A-Za-z0-9]{1,8})*$/),
  navigation: z.enum(["load", "route"]),
});

type ViewInput = z.infer<typeof viewSchema>;

export type RecordOutcome = "stored" | "invalid" | "rate-limited" | "not-tracked";

/** `DNT: 1` or `Sec-GPC: 1`: the visitor asked not to be tracked. */
function trackingRefused(headers: Pick<Headers, "get">): boolean {
  return headers.get("dnt") === "1" || headers.get("sec-gpc") === "1";
}

/** Regions of the language tags seen (browsers send a few dozen); a new `Intl.Locale` per view showed in its cost. */
const regions = new Map<string, string | null>();
const MAX_REGIONS = 1000;

/** The region of a language tag, when it names one (`es-AR` → `AR`). */
export function regionOf(tag: string): string | null {
  let region = regions.get(tag);
  if (region !== undefined) return region;
  try {
    region = new Intl.Locale(tag).region ?? null;
  } catch {
    region = null;
  }
  if (regions.size < MAX_REGIONS) regions.set(tag, region);
  return region;
}

export type Breakdown = store.Breakdown;
export type AnalyticsReport = {
  since: number;
  until: number;
  total: number;
  pages: Breakdown;
  languages: Breakdown;
  regions: Breakdown;
  excursions: Breakdown;
};

export function createAnalyticsService(
  database: Database,
  options: {
    limitPerMinute?: number;
    now?: () => number;
    /** The key of the excursion whose page has this address (the catalogue's), or undefined. */
    excursionAt?: (address: string) => Promise<string | undefined>;
  } = {},
) {
  const now = options.now ?? Date.now;
  const limiter = new SlidingWindowLimiter({ limit: options.limitPerMinute ?? 120, windowMs: 60_000, now });
  const db = database.db;

  // Views arriving together are inserted together: one statement, one commit (db/group-commit.ts).
  const insert = groupCommit(
    async (rows: store.NewView[]) => {
      await store.insertViews(db, rows);
      return rows.map(() => undefined);
    },
    { maxBatch: MAX_BATCH },
  );

  const breakdown = (column: store.ViewColumn, since: number, until: number) => store.viewsBy(db, column, since, until);

  return {
    /** Stores one view; `clientKey` only feeds the rate limit (it is never stored). */
    async record(input: unknown, clientKey: string, headers: Pick<Headers, "get">): Promise<RecordOutcome> {
      if (trackingRefused(headers)) return "not-tracked";
      if (!limiter.hit(clientKey).allowed) return "rate-limited";
      const parsed = viewSchema.safeParse(input);
      if (!parsed.success) return "invalid";
      const view = parsed.data;
      const path = view.path.split(/[?#]/)[0]!;
      const { page: place } = pageAt(path);
      // An excursion's page is counted by the excursion's key, as its requests and comments are.
      const excursion = isExcursionPage(place) ? await options.excursionAt?.(place) : undefined;
      const page = isStaticPage(place) ? place : excursion;
      await insert({
        created_at: now(),
        path,
        page: page ?? "other",
        lang: view.lang,
        user_language: view.userLanguage,
        user_region: regionOf(view.userLanguage),
        excursion: excursion ? `excursion-${excursion}` : null,
        navigation: view.navigation,
      });
      return "stored";
    },

    /** Views over [since, until): in all, and per page, language, region and excursion. */
    async report(since: number, until: number): Promise<AnalyticsReport> {
      return {
        since,
        until,
        total: await store.totalViews(db, since, until),
        pages: await breakdown("page", since, until),
        languages: await breakdown("user_language", since, until),
        regions: await breakdown("user_region", since, until),
        excursions: await breakdown("excursion", since, until),
      };
    },

    /** Views over [since, until) per value of a column (the page, its language, the browser's, its region, the excursion). */
    viewsBy: breakdown,
    /** Views over [since, until) per day of a time zone `offset` milliseconds from UTC, by the day's number since the epoch. */
    viewsPerSlot: (since: number, until: number, slotMs: number) => store.viewsPerSlot(db, since, until, slotMs),
  };
}

export type AnalyticsService = ReturnType<typeof createAnalyticsService>;
