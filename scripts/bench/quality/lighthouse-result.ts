import type { Result as LHResult } from "lighthouse";

/** The four Lighthouse categories and their short column names. */
export const categories = [
  { id: "performance", short: "perf" },
  { id: "accessibility", short: "a11y" },
  { id: "best-practices", short: "bp" },
  { id: "seo", short: "seo" },
] as const;
type CategoryId = (typeof categories)[number]["id"];

/** Target: 100 in every category and LCP under 1.2 s on every page. */
export const lcpTargetMs = 1200;

export type Problem = {
  id: string;
  title: string;
  category: CategoryId;
  /** Weight in its category's score (0 for diagnostics and insights that explain a metric). */
  weight: number;
  score: number;
  displayValue?: string;
  /** Why it failed, when Lighthouse says (e.g. the canonical audit). */
  explanation?: string;
  /** A few of the offending elements, resources or sources. */
  items: string[];
};

export type PageFigures = {
  scores: Record<CategoryId, number | null>;
  lcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
  bytes: number | null;
  problems: Problem[];
  runtimeError?: string;
  warnings: string[];
  /** Lighthouse's measure of this machine's CPU speed during the run (below ~1000, figures are pessimistic). */
  benchmarkIndex?: number;
};

const numeric = (lhr: LHResult, id: string): number | null => {
  const value = lhr.audits[id]?.numericValue;
  return typeof value === "number" ? value : null;
};

/** A short description of one row of an audit's details table. */
function describeItem(item: Record<string, unknown>): string | undefined {
  // Nested details (insights' lists and trees) carry no single offender to name.
  if (typeof item.type === "string") return undefined;
  const node = item.node as { snippet?: string; selector?: string; nodeLabel?: string } | undefined;
  if (node?.snippet) return node.selector ? `${node.selector} ${node.snippet}` : node.snippet;
  const source = [item.sourceLocation, item.source].find(
    (value): value is { url?: string; line?: number } => typeof value === "object" && value !== null,
  );
  const location =
    (typeof item.url === "string" && item.url) || (source?.url ? `${source.url}${source.line ? `:${source.line}` : ""}` : "");
  const description = typeof item.description === "string" ? item.description : "";
  if (location && description) return `${description} (${location})`.slice(0, 200);
  const text =
    location || description || (typeof item.label === "string" && item.label) || (typeof item.value === "string" && item.value) || "";
  return text ? text.slice(0, 200) : undefined;
}

/** What a Lighthouse run says about a page: scores, metrics and every audit keeping a score below 100. */
export function pageFigures(lhr: LHResult): PageFigures {
  const scores = Object.fromEntries(
    categories.map(({ id }) => {
      const score = lhr.categories[id]?.score;
      return [id, typeof score === "number" ? Math.round(score * 100) : null];
    }),
  ) as Record<CategoryId, number | null>;

  const problems: Problem[] = [];
  const seen = new Set<string>();
  for (const { id: category } of categories) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (!audit || seen.has(ref.id)) continue;
      if (!["binary", "numeric", "metricSavings"].includes(audit.scoreDisplayMode)) continue;
      if (typeof audit.score !== "number" || audit.score >= 1) continue;
      // Insights and diagnostics with a score are informative unless they estimate savings.
      if (ref.weight === 0 && audit.scoreDisplayMode === "metricSavings" && audit.score >= 0.9) continue;
      seen.add(ref.id);
      const details = audit.details as { items?: Record<string, unknown>[] } | undefined;
      const items = (Array.isArray(details?.items) ? details.items : [])
        .map(describeItem)
        .filter((item): item is string => Boolean(item))
        .slice(0, 3);
      problems.push({
        id: ref.id,
        title: audit.title,
        category,
        weight: ref.weight,
        score: audit.score,
        displayValue: audit.displayValue,
        explanation: audit.explanation,
        items,
      });
    }
  }
  problems.sort((a, b) => b.weight - a.weight || a.score - b.score);

  return {
    scores,
    lcpMs: numeric(lhr, "largest-contentful-paint"),
    tbtMs: numeric(lhr, "total-blocking-time"),
    cls: numeric(lhr, "cumulative-layout-shift"),
    bytes: numeric(lhr, "total-byte-weight"),
    problems,
    runtimeError: lhr.runtimeError ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` : undefined,
    warnings: lhr.runWarnings.map((warning) => String(warning)),
    benchmarkIndex: lhr.environment?.benchmarkIndex,
  };
}

/** What keeps a page from the target (empty when it meets it). */
export function missedTargets(figures: PageFigures): string[] {
  const missed: string[] = [];
  for (const { id, short } of categories) {
    const score = figures.scores[id];
    if (score === null || score < 100) missed.push(`${short} ${score ?? "n/a"}`);
  }
  if (figures.lcpMs === null || figures.lcpMs >= lcpTargetMs) missed.push("LCP");
  if (figures.runtimeError) missed.push("error");
  return missed;
}

export type PageRun = { label: string; figures: PageFigures };

/** The same audit failing on many pages is usually one cause: audits by the number of pages. */
export function commonProblems(runs: PageRun[]) {
  const byAudit = new Map<string, Problem & { pages: string[] }>();
  for (const run of runs) {
    for (const problem of run.figures.problems) {
      const entry = byAudit.get(problem.id);
      if (entry) {
        entry.pages.push(run.label);
        if (problem.score < entry.score) Object.assign(entry, { ...problem, pages: entry.pages });
      } else {
        byAudit.set(problem.id, { ...problem, pages: [run.label] });
      }
    }
  }
  return [...byAudit.values()].sort((a, b) => b.pages.length - a.pages.length || b.weight - a.weight || a.score - b.score);
}

/**
 * The median of several runs of one page, as Lighthouse advises on a machine whose load varies:
 * the run in the middle by performance score, then by LCP. Failed runs count only if all failed.
 */
export function medianRun(runs: PageFigures[]): PageFigures {
  const done = runs.filter((run) => !run.runtimeError);
  if (done.length === 0) return runs[runs.length - 1]!;
  const sorted = [...done].sort(
    (a, b) => (a.scores.performance ?? 0) - (b.scores.performance ?? 0) || (b.lcpMs ?? Infinity) - (a.lcpMs ?? Infinity),
  );
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}
