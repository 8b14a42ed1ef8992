import { afterEach, describe, expect, it } from "vitest";
import { createMigratedTestDatabase, testEngines } from "../../db/testing.ts";
import { excursionByAddress } from "../catalogue/model.ts";
import { seededCatalogue } from "../catalogue/seed/seeded-catalogue.server.ts";
import { createAnalyticsService, regionOf } from "./service.server.ts";

/** The excursions of a fresh install, by their addresses. */
const catalogue = seededCatalogue();
const excursionAt = async (address: string) => excursionByAddress(catalogue, address)?.key;

const plain = new Headers();

describe.each(testEngines)("page views on $engine", ({ engine, skip }) => {
  let cleanup: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await cleanup?.();
    cleanup = undefined;
  });

  async function service(options: { limitPerMinute?: number } = {}) {
    const test = await createMigratedTestDatabase(engine);
    cleanup = test.cleanup;
    let time = Date.UTC(2026, 10, 1);
    const analytics = createAnalyticsService(test.database, { excursionAt, ...options, now: () => (time += 1000) });
    return { analytics, database: test.database };
  }

  it.skipIf(skip)("stores a view with the spec's dimensions and no personal data", async () => {
    const { analytics, database } = await service();
    const outcome = await analytics.record(
      { path: "/es/escaladarocafrey?utm=x", lang: "es", userLanguage: "es-AR", navigation: "load" },
      "203.0.113.9",
      plain,
    );
    expect(outcome).toBe("stored");
    const rows = await database.db.selectFrom("page_views").selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      path: "/es/escaladarocafrey",
      page: "freyclimb",
      lang: "es",
      user_language: "es-AR",
      user_region: "AR",
      excursion: "excursion-freyclimb",
      navigation: "load",
    });
    expect(JSON.stringify(rows)).not.toContain("203.0.113.9");
  });

  it.skipIf(skip)("honours Do Not Track and Global Privacy Control", async () => {
    const { analytics, database } = await service();
    const view = { path: "/en", lang: "en", userLanguage: "en-GB", navigation: "load" };
    expect(await analytics.record(view, "a", new Headers({ DNT: "1" }))).toBe("not-tracked");
    expect(await analytics.record(view, "a", new Headers({ "Sec-GPC": "1" }))).toBe("not-tracked");
    expect(await database.db.selectFrom("page_views").selectAll().execute()).toHaveLength(0);
  });

  it.skipIf(skip)("refuses hostile input and floods", async () => {
    const { analytics } = await service({ limitPerMinute: 2 });
    expect(await analytics.record({ path: "javascript:alert(1)", lang: "en", userLanguage: "en", navigation: "load" }, "b", plain)).toBe(
      "invalid",
    );
    expect(await analytics.record({ path: "/en", lang: "de", userLanguage: "en", navigation: "load" }, "b", plain)).toBe("invalid");
    expect(await analytics.record({ path: "/en", lang: "en", userLanguage: "<script>", navigation: "load" }, "b", plain)).toBe(
      "rate-limited",
    );
    expect(await analytics.record({ path: "/en", lang: "en", userLanguage: "en", navigation: "load" }, "c", plain)).toBe("stored");
  });

  it.skipIf(skip)("reports views per page, language, region and excursion over a period", async () => {
    const { analytics } = await service();
    const views = [
      ["/es", "es", "es-AR"],
      ["/es/escaladarocafrey", "es", "es-AR"],
      ["/en/escaladarocafrey", "en", "en-US"],
      ["/trekking-lanin", "pt", "pt-BR"],
      ["/fr/about", "fr", "fr"],
    ] as const;
    for (const [path, lang, userLanguage] of views) {
      await analytics.record({ path, lang, userLanguage, navigation: "route" }, "d", plain);
    }
    const report = await analytics.report(0, Date.UTC(2030, 0, 1));
    expect(report.total).toBe(5);
    expect(report.pages).toEqual([
      { key: "freyclimb", views: 2 },
      { key: "about", views: 1 },
      { key: "home", views: 1 },
      { key: "trekkingLanin", views: 1 },
    ]);
    expect(report.languages[0]).toEqual({ key: "es-AR", views: 2 });
    expect(report.regions).toEqual([
      { key: "AR", views: 2 },
      { key: "BR", views: 1 },
      { key: "US", views: 1 },
    ]);
    expect(report.excursions).toEqual([
      { key: "excursion-freyclimb", views: 2 },
      { key: "excursion-trekkingLanin", views: 1 },
    ]);
    expect((await analytics.report(Date.UTC(2029, 0, 1), Date.UTC(2030, 0, 1))).total).toBe(0);
  });

  it.skipIf(skip)("stores every one of many views arriving at once (written together), and only then answers", async () => {
    const { analytics, database } = await service();
    const count = async () => (await database.db.selectFrom("page_views").select("id").execute()).length;
    const outcomes = await Promise.all(
      Array.from({ length: 1200 }, (_, i) =>
        analytics
          .record({ path: `/en/about?i=${i}`, lang: "en", userLanguage: "en-GB", navigation: "load" }, `client-${i}`, plain)
          .then(async (outcome) => ({ outcome, storedThen: await count() })),
      ),
    );
    expect(outcomes.every(({ outcome }) => outcome === "stored")).toBe(true);
    // Each answer came after its view was committed.
    expect(Math.min(...outcomes.map(({ storedThen }) => storedThen))).toBeGreaterThanOrEqual(500);
    expect(await count()).toBe(1200);
  });
});

describe("region of a browser locale", () => {
  it("is the locale's region when it names one", () => {
    expect(regionOf("es-AR")).toBe("AR");
    expect(regionOf("pt-BR")).toBe("BR");
    expect(regionOf("fr")).toBeNull();
    expect(regionOf("???")).toBeNull();
  });
});
