import { afterEach, describe, expect, it } from "vitest";
import { createMigratedTestDatabase, testEngines } from "../../db/testing.ts";
import { createAnalyticsService } from "../analytics/service.server.ts";
import { excursionByAddress } from "../catalogue/model.ts";
import { seededCatalogue } from "../catalogue/seed/seeded-catalogue.server.ts";

/** The excursions of a fresh install, by their addresses. */
const catalogue = seededCatalogue();
const excursionAt = async (address: string) => excursionByAddress(catalogue, address)?.key;
import { requestsPerOffer } from "../bookings/store.server.ts";
import { viewsChartSvg } from "./chart.ts";
import { dashboardCsv, toCsv } from "./csv.ts";
import { businessDay, dashboardData, periodOf } from "./data.server.ts";

const plain = new Headers();
const HOUR = 60 * 60 * 1000;

describe.each(testEngines)("the dashboard on $engine", ({ engine, skip }) => {
  let cleanup: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await cleanup?.();
    cleanup = undefined;
  });

  /** Views recorded as visitors' browsers report them, at the given times (UTC). */
  async function recorded(views: { at: string; path: string; lang: string; userLanguage: string }[]) {
    const test = await createMigratedTestDatabase(engine);
    cleanup = test.cleanup;
    let time = 0;
    const analytics = createAnalyticsService(test.database, { limitPerMinute: 10_000, now: () => time, excursionAt });
    for (const view of views) {
      time = Date.parse(view.at);
      expect(
        await analytics.record({ path: view.path, lang: view.lang, userLanguage: view.userLanguage, navigation: "load" }, "visitor", plain),
      ).toBe("stored");
    }
    return test.database;
  }

  /** The dashboard's sources on this database: its page views and its requests to book. */
  const sourcesOf = (database: Awaited<ReturnType<typeof recorded>>) => ({
    analytics: createAnalyticsService(database, { excursionAt }),
    catalogue: { published: async () => catalogue },
    bookings: { perOffer: (since: number, until: number) => requestsPerOffer(database.db, since, until) },
  });

  /** Booking requests for an excursion, at the given times (UTC). */
  async function requested(database: Awaited<ReturnType<typeof recorded>>, offer: string, ...times: string[]) {
    for (const at of times) {
      const time = Date.parse(at);
      await database.db
        .insertInto("booking_requests")
        .values({
          reference: `BV-${Math.random().toString(36).slice(2, 8).toUpperCase()}`,
          created_at: time,
          updated_at: time,
          lang: "es",
          offer,
          departure_id: null,
          date_from: "2026-12-01",
          date_to: "2026-12-02",
          group_size: 2,
          experience: "some",
          group_lang: "es",
          name: "Ana",
          email: "ana@example.org",
          client_hash: "h",
          client_token: null,
          confirmation: "queued",
        })
        .execute();
    }
  }

  it.skipIf(skip)("counts the recorded views per business day, page, language, region and excursion", async () => {
    const database = await recorded([
      // 02:30 UTC on the 2nd is still the 1st in Bariloche (UTC-3).
      { at: "2026-11-02T02:30:00Z", path: "/es/escaladarocafrey", lang: "es", userLanguage: "es-AR" },
      { at: "2026-11-02T12:00:00Z", path: "/es/escaladarocafrey", lang: "es", userLanguage: "es-AR" },
      { at: "2026-11-02T13:00:00Z", path: "/en/bautismo", lang: "en", userLanguage: "en-US" },
      { at: "2026-11-04T20:00:00Z", path: "/pt", lang: "pt", userLanguage: "pt-BR" },
      { at: "2026-11-04T21:00:00Z", path: "/fr/about", lang: "fr", userLanguage: "fr" },
      // Outside the period.
      { at: "2026-11-06T03:00:01Z", path: "/en", lang: "en", userLanguage: "en-GB" },
    ]);
    // One request for the Frey in the period, one before it.
    await requested(database, "freyclimb", "2026-11-03T15:00:00Z", "2026-10-20T15:00:00Z");
    const dashboard = await dashboardData(sourcesOf(database), periodOf("2026-11-01", "2026-11-05"));
    expect(dashboard.total).toBe(5);
    expect(dashboard.daily).toEqual([
      { day: "2026-11-01", views: 1 },
      { day: "2026-11-02", views: 2 },
      { day: "2026-11-03", views: 0 },
      { day: "2026-11-04", views: 2 },
      { day: "2026-11-05", views: 0 },
    ]);
    expect(dashboard.pages).toEqual([
      { key: "freyclimb", views: 2 },
      { key: "about", views: 1 },
      { key: "bautismo", views: 1 },
      { key: "home", views: 1 },
    ]);
    expect(dashboard.pageLanguages[0]).toEqual({ key: "es", views: 2 });
    expect(dashboard.userLanguages.map((row) => row.key)).toEqual(["es-AR", "en-US", "fr", "pt-BR"]);
    expect(dashboard.regions).toEqual([
      { key: "AR", views: 2 },
      { key: "BR", views: 1 },
      { key: "US", views: 1 },
    ]);
    expect(dashboard.excursions).toEqual([
      { key: "excursion-freyclimb", views: 2 },
      { key: "excursion-bautismo", views: 1 },
    ]);
    expect(dashboard.funnel.find((row) => row.excursion === "freyclimb")).toEqual({
      excursion: "freyclimb",
      views: 2,
      requests: 1,
      rate: 0.5,
    });
    expect(dashboard.funnel.find((row) => row.excursion === "bautismo")).toEqual({ excursion: "bautismo", views: 1, requests: 0, rate: 0 });
    expect(dashboard.funnel.find((row) => row.excursion === "ventana")).toEqual({
      excursion: "ventana",
      views: 0,
      requests: 0,
      rate: undefined,
    });

    const csv = dashboardCsv(dashboard);
    expect(csv.daily).toBe("day,views\r\n2026-11-01,1\r\n2026-11-02,2\r\n2026-11-03,0\r\n2026-11-04,2\r\n2026-11-05,0\r\n");
    expect(csv.funnel.split("\r\n")).toContain("freyclimb,2,1,50");
    expect(csv.regions).toBe("region,views\r\nAR,2\r\nBR,1\r\nUS,1\r\n");
  });

  it.skipIf(skip)("groups by the days of the zone's calendar, not by a fixed offset", async () => {
    // Madrid moved its clocks back on 25 October 2026: that day had 25 hours, its last one from
    // 22:00 to 23:00 UTC. A fixed offset (either one) puts one of these views on the wrong day.
    const database = await recorded([
      { at: "2026-10-24T22:30:00Z", path: "/es", lang: "es", userLanguage: "es-ES" }, // 00:30 on the 25th (UTC+2)
      { at: "2026-10-25T22:30:00Z", path: "/es", lang: "es", userLanguage: "es-ES" }, // 23:30 on the 25th (UTC+1)
      { at: "2026-10-25T23:30:00Z", path: "/es", lang: "es", userLanguage: "es-ES" }, // 00:30 on the 26th
    ]);
    const period = periodOf("2026-10-25", "2026-10-26", "Europe/Madrid");
    expect(period.until - period.since).toBe(49 * HOUR);
    const dashboard = await dashboardData(sourcesOf(database), period, "Europe/Madrid");
    expect(dashboard.daily).toEqual([
      { day: "2026-10-25", views: 2 },
      { day: "2026-10-26", views: 1 },
    ]);
  });
});

describe("dashboard pieces", () => {
  it("draws one bar per day, its height in proportion, with the figures in its description", () => {
    const svg = viewsChartSvg(
      [
        { day: "2026-11-01", views: 4 },
        { day: "2026-11-02", views: 0 },
        { day: "2026-11-03", views: 10 },
      ],
      { title: "Page views <per day>" },
    );
    expect(svg.match(/<rect /g)).toHaveLength(3);
    expect(svg).toContain('<title id="chart-title">Page views &#60;per day&#62;</title>');
    expect(svg).toContain("2026-11-01 4, 2026-11-02 0, 2026-11-03 10");
    const heights = [...svg.matchAll(/<rect [^>]*height="([\d.]+)"/g)].map((match) => Number(match[1]));
    expect(heights[0]! / heights[2]!).toBeCloseTo(0.4, 2);
    expect(heights[1]).toBe(0);
  });

  it("says the days and figures in the reader's words, and labels no more days than fit a phone's column", () => {
    const daily = Array.from({ length: 30 }, (_, i) => ({ day: `2026-11-${String(i + 1).padStart(2, "0")}`, views: i === 2 ? 1200 : 0 }));
    const svg = viewsChartSvg(daily, { title: "Vistas", locale: "es-AR" });
    // The day as the business counted it, whatever the server's time zone.
    const day = (options: Intl.DateTimeFormatOptions) =>
      new Intl.DateTimeFormat("es-AR", { ...options, timeZone: "UTC" }).format(Date.UTC(2026, 10, 3, 12));
    expect(svg).toContain(`<title>${day({ day: "numeric", month: "short", year: "numeric" })}: 1.200</title>`);
    expect(day({ day: "numeric", month: "short" })).toMatch(/^3\b/);
    expect(svg).toContain(`>${day({ day: "numeric", month: "short" }).replace(/^3/, "1")}</text>`);
    expect(svg).toMatch(/viewBox="0 0 340 /);
    // Day labels (the scale's three aside): each about 7 characters of 14 units wide, side by side in 340.
    const dayLabels = [...svg.matchAll(/text-anchor="middle"[^>]*>([^<]+)</g)].map((match) => match[1]);
    expect(dayLabels.length).toBeGreaterThan(1);
    expect(dayLabels.length * 7 * 14 * 0.62).toBeLessThan(340);
    expect(svg).toContain('font-size="14"');
  });

  it("writes CSV a spreadsheet opens safely", () => {
    expect(
      toCsv(
        ["a", "b"],
        [
          ['=HYPERLINK("x")', "plain"],
          ["with, comma", 3],
        ],
      ),
    ).toBe('a,b\r\n"\'=HYPERLINK(""x"")",plain\r\n"with, comma",3\r\n');
  });

  it("knows the business's days and periods", () => {
    expect(businessDay(Date.parse("2026-11-02T02:59:59Z"))).toBe("2026-11-01");
    expect(businessDay(Date.parse("2026-11-02T03:00:00Z"))).toBe("2026-11-02");
    const period = periodOf("2026-11-01", "2026-11-01");
    expect(period.until - period.since).toBe(24 * HOUR);
    expect(() => periodOf("2026-11-02", "2026-11-01")).toThrow(RangeError);
    expect(() => periodOf("2026-11-02", "someday")).toThrow(RangeError);
  });
});
