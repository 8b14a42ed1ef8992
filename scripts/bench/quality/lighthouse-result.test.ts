import type { Result as LHResult } from "lighthouse";
import { describe, expect, it } from "vitest";
import { commonProblems, medianRun, missedTargets, pageFigures, type PageFigures } from "./lighthouse-result.ts";

type Audit = Partial<LHResult["audits"][string]> & { score: number | null; scoreDisplayMode: string };

/** A Lighthouse result with just the fields the summary reads. */
function fakeResult(audits: Record<string, Audit>, scores: Record<string, number>): LHResult {
  const refs = (ids: string[]) => ids.map((id) => ({ id, weight: id === "diagnostic" ? 0 : 10 }));
  return {
    categories: {
      performance: { score: scores.performance, auditRefs: refs(["largest-contentful-paint", "diagnostic", "fine"]) },
      accessibility: { score: scores.accessibility, auditRefs: refs(["link-name", "manual-check"]) },
      "best-practices": { score: scores["best-practices"], auditRefs: refs(["errors-in-console"]) },
      seo: { score: scores.seo, auditRefs: refs(["canonical"]) },
    },
    audits: Object.fromEntries(Object.entries(audits).map(([id, audit]) => [id, { id, title: id, ...audit }])),
    runWarnings: [],
  } as unknown as LHResult;
}

const perfect = { performance: 1, accessibility: 1, "best-practices": 1, seo: 1 };

describe("Lighthouse summary", () => {
  it("reads the scores out of 100 and the metrics", () => {
    const figures = pageFigures(
      fakeResult(
        {
          "largest-contentful-paint": { score: 1, scoreDisplayMode: "numeric", numericValue: 1100 },
          "total-blocking-time": { score: 1, scoreDisplayMode: "numeric", numericValue: 30 },
          "cumulative-layout-shift": { score: 1, scoreDisplayMode: "numeric", numericValue: 0.02 },
          "total-byte-weight": { score: 1, scoreDisplayMode: "numeric", numericValue: 180_000 },
        },
        { ...perfect, performance: 0.987 },
      ),
    );
    expect(figures.scores).toEqual({ performance: 99, accessibility: 100, "best-practices": 100, seo: 100 });
    expect([figures.lcpMs, figures.tbtMs, figures.cls, figures.bytes]).toEqual([1100, 30, 0.02, 180_000]);
    expect(figures.problems).toEqual([]);
    expect(missedTargets(figures)).toEqual(["perf 99"]);
  });

  it("lists failing audits with their offenders, skipping passed, manual and minor diagnostic ones", () => {
    const figures = pageFigures(
      fakeResult(
        {
          "largest-contentful-paint": { score: 0.6, scoreDisplayMode: "numeric", numericValue: 2400, displayValue: "2.4 s" },
          fine: { score: 1, scoreDisplayMode: "binary" },
          diagnostic: { score: 0.95, scoreDisplayMode: "metricSavings" },
          "manual-check": { score: null, scoreDisplayMode: "manual" },
          "link-name": {
            score: 0,
            scoreDisplayMode: "binary",
            details: {
              type: "table",
              headings: [],
              items: [{ node: { type: "node", selector: "a.brand", snippet: '<a class="brand">' } }],
            },
          } as Audit,
          "errors-in-console": {
            score: 0,
            scoreDisplayMode: "binary",
            details: {
              type: "table",
              headings: [],
              items: [
                {
                  source: "network",
                  description: "Failed to load resource: 404",
                  sourceLocation: { type: "source-location", url: "http://x/favicon.svg", urlProvider: "network", line: 0, column: 0 },
                },
              ],
            },
          } as Audit,
          canonical: { score: 0, scoreDisplayMode: "binary", explanation: "Points to another `hreflang` location" },
        },
        { performance: 0.8, accessibility: 0.93, "best-practices": 0.96, seo: 0.92 },
      ),
    );
    expect(figures.problems.map((problem) => problem.id).sort()).toEqual(
      ["canonical", "errors-in-console", "largest-contentful-paint", "link-name"].sort(),
    );
    const byId = Object.fromEntries(figures.problems.map((problem) => [problem.id, problem]));
    expect(byId["link-name"]?.items).toEqual(['a.brand <a class="brand">']);
    expect(byId["errors-in-console"]?.items).toEqual(["Failed to load resource: 404 (http://x/favicon.svg)"]);
    expect(byId.canonical?.explanation).toMatch(/hreflang/);
    expect(missedTargets(figures)).toEqual(["perf 80", "a11y 93", "bp 96", "seo 92", "LCP"]);
  });

  it("groups the same failing audit across pages, most widespread first", () => {
    const failing = (ids: string[]) =>
      pageFigures(fakeResult(Object.fromEntries(ids.map((id) => [id, { score: 0, scoreDisplayMode: "binary" }])), perfect));
    const problems = commonProblems([
      { label: "/en", figures: failing(["canonical", "link-name"]) },
      { label: "/es", figures: failing(["link-name"]) },
    ]);
    expect(problems.map((problem) => [problem.id, problem.pages])).toEqual([
      ["link-name", ["/en", "/es"]],
      ["canonical", ["/en"]],
    ]);
  });
});

describe("median of several runs", () => {
  const run = (performance: number | null, lcpMs: number | null, runtimeError?: string): PageFigures => ({
    scores: { performance, accessibility: 100, "best-practices": 100, seo: 100 },
    lcpMs,
    tbtMs: 0,
    cls: 0,
    bytes: 1,
    problems: [],
    warnings: [],
    ...(runtimeError ? { runtimeError } : {}),
  });

  it("keeps the middle run by score, then by LCP", () => {
    expect(medianRun([run(80, 2000), run(100, 900), run(97, 1300)])).toEqual(run(97, 1300));
    expect(medianRun([run(100, 1100), run(100, 900), run(100, 1300)])).toEqual(run(100, 1100));
    expect(medianRun([run(90, 1500)])).toEqual(run(90, 1500));
  });

  it("leaves failed runs out unless every run failed", () => {
    expect(medianRun([run(null, null, "NO_FCP"), run(99, 1000), run(100, 900)])).toEqual(run(99, 1000));
    expect(medianRun([run(null, null, "NO_FCP")]).runtimeError).toBe("NO_FCP");
  });
});
