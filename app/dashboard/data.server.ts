/**
 * The owner's dashboard: page views per day, per page, language, region and excursion, and views
 * to booking requests per excursion, over a chosen period. Days are the business's days, through
 * its time zone's rules (app/config/site.ts): a day is where the zone's calendar says, whatever
 * its offset then.
 */
import type { AnalyticsService } from "../analytics/service.server.ts";
import type { BookingsService } from "../bookings/service.server.ts";
import { BUSINESS_TIME_ZONE, businessDate } from "../runtime/clock.server.ts";
import { dateIn, dayStartIn, nextDay } from "../runtime/time-zone.ts";
import type { CatalogueService } from "../catalogue/service-types.ts";
import type { ExcursionId } from "../site/pages.ts";

/**
 * Views are counted per quarter hour in SQL, then each quarter hour goes to the business day it
 * falls on: every time zone's offset, and every change of it, is a whole number of quarter hours,
 * so no quarter hour straddles two days. SQLite knows no time zones; this way both engines agree.
 */
const QUARTER_HOUR = 15 * 60 * 1000;

export type Period = { since: number; until: number };
type Count = { key: string; views: number };
/** `rate`: requests per view, undefined without views. */
type ExcursionFunnel = { excursion: ExcursionId; views: number; requests: number; rate: number | undefined };

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
export const businessDay = businessDate;

/** The period from the start of business day `from` to the end of business day `to` (both YYYY-MM-DD). */
export function periodOf(from: string, to: string, zone: string = BUSINESS_TIME_ZONE): Period {
  if (!ISO_DAY.test(from) || !ISO_DAY.test(to) || to < from) throw new RangeError(`Not a period: ${from} to ${to}`);
  return { since: dayStartIn(zone, from), until: dayStartIn(zone, nextDay(to)) };
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Where the figures come from: the page views (app/analytics/) and the requests to book (app/bookings/). */
export type DashboardSources = {
  analytics: Pick<AnalyticsService, "viewsBy" | "viewsPerSlot">;
  bookings: Pick<BookingsService, "perOffer">;
  /** The excursions the funnel lists: the catalogue's (retired ones too, while their figures count). */
  catalogue: Pick<CatalogueService, "published">;
};

/** `zone`: the business's, but for tests of a zone that moves its clocks. */
export async function dashboardData(sources: DashboardSources, period: Period, zone: string = BUSINESS_TIME_ZONE): Promise<Dashboard> {
  const { since, until } = period;
  const count = (column: "page" | "lang" | "user_language" | "user_region" | "excursion"): Promise<Count[]> =>
    sources.analytics.viewsBy(column, since, until);

  const [perQuarter, pages, pageLanguages, userLanguages, regions, excursions] = await Promise.all([
    sources.analytics.viewsPerSlot(since, until, QUARTER_HOUR),
    count("page"),
    count("lang"),
    count("user_language"),
    count("user_region"),
    count("excursion"),
  ]);
  const viewsOnDay = new Map<string, number>();
  for (const [quarter, views] of perQuarter) {
    const day = dateIn(zone, quarter * QUARTER_HOUR);
    viewsOnDay.set(day, (viewsOnDay.get(day) ?? 0) + views);
  }
  const daily: Dashboard["daily"] = [];
  for (let day = dateIn(zone, since), last = dateIn(zone, until - 1); day <= last; day = nextDay(day))
    daily.push({ day, views: viewsOnDay.get(day) ?? 0 });

  const counted = await sources.bookings.perOffer(since, until);
  const viewsOf = new Map(excursions.map((row) => [row.key, row.views]));
  const funnel = (await sources.catalogue.published()).excursions.map(({ key: excursion }) => {
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
