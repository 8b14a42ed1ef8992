/**
 * The owner's dashboard: page views per day, per page, language, region and excursion, and views
 * to booking requests per excursion, over a chosen period. Days are the business's days
 * (Argentina, UTC-3 all year: no daylight saving time since 2009).
 */
import type { AnalyticsService } from "../analytics/service.server.ts";
import type { BookingsService } from "../bookings/service.server.ts";
import { excursionIds, type ExcursionId } from "../site/pages.ts";

const DAY = 24 * 60 * 60 * 1000;
/** Argentina's offset from UTC, in milliseconds. */
export const BUSINESS_OFFSET = -3 * 60 * 60 * 1000;

export type Period = { since: number; until: number };
export type Count = { key: string; views: number };
/** `rate`: requests per view, undefined without views. */
export type ExcursionFunnel = { excursion: ExcursionId; views: number; requests: number; rate: number | undefined };

export type Dashboard = {
  period: Period;
  total: number;
  /** Every business day of the period, those without views included. */
  daily: { day: string; views: number }[];
  pages: Count[];
  /** The language the page was shown in. */
  pageLanguages: Count[];
  /** The browser's language. */
  userLanguages: Count[];
  regions: Count[];
  excursions: Count[];
  /** Every excursion, with its views and its booking requests. */
  funnel: ExcursionFunnel[];
};

/** The business day (YYYY-MM-DD) a time falls in. */
export function businessDay(time: number): string {
  return new Date(time + BUSINESS_OFFSET).toISOString().slice(0, 10);
}

/** The period from the start of business day `from` to the end of business day `to` (both YYYY-MM-DD). */
export function periodOf(from: string, to: string): Period {
  const start = Date.parse(`${from}T00:00:00Z`) - BUSINESS_OFFSET;
  const end = Date.parse(`${to}T00:00:00Z`) - BUSINESS_OFFSET + DAY;
  if (Number.isNaN(start) || Number.isNaN(end) || end <= start) throw new RangeError(`Not a period: ${from} to ${to}`);
  return { since: start, until: end };
}

/** Where the figures come from: the page views (app/analytics/) and the requests to book (app/bookings/). */
export type DashboardSources = {
  analytics: Pick<AnalyticsService, "viewsBy" | "viewsPerDay">;
  bookings: Pick<BookingsService, "perOffer">;
};

export async function dashboardData(sources: DashboardSources, period: Period): Promise<Dashboard> {
  const { since, until } = period;
  const count = (column: "page" | "lang" | "user_language" | "user_region" | "excursion"): Promise<Count[]> => sources.analytics.viewsBy(column, since, until);

  const [perDay, pages, pageLanguages, userLanguages, regions, excursions] = await Promise.all([
    sources.analytics.viewsPerDay(since, until, BUSINESS_OFFSET),
    count("page"),
    count("lang"),
    count("user_language"),
    count("user_region"),
    count("excursion"),
  ]);
  const viewsOnDay = new Map([...perDay].map(([day, views]) => [businessDay(day * DAY - BUSINESS_OFFSET), views]));
  const daily: Dashboard["daily"] = [];
  for (let time = since; time < until; time += DAY) daily.push({ day: businessDay(time), views: viewsOnDay.get(businessDay(time)) ?? 0 });

  const counted = await sources.bookings.perOffer(since, until);
  const viewsOf = new Map(excursions.map((row) => [row.key, row.views]));
  const funnel = excursionIds.map((excursion) => {
    const views = viewsOf.get(`excursion-${excursion}`) ?? 0;
    const requested = counted.get(excursion) ?? 0;
    return { excursion, views, requests: requested, rate: views === 0 ? undefined : requested / views };
  });

  return {
    period,
    total: pages.reduce((sum, row) => sum + row.views, 0),
    daily,
    pages,
    pageLanguages,
    userLanguages,
    regions,
    excursions,
    funnel,
  };
}
