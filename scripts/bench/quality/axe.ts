import AxeBuilder from "@axe-core/playwright";
import type { Browser } from "@playwright/test";
import type { Result } from "axe-core";
import type { PageTarget } from "./pages.ts";

/** WCAG 2.2 AA: every A and AA rule of WCAG 2.0, 2.1 and 2.2. */
export const wcagTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/**
 * The two layouts every page is checked in. The site's CSS changes below 520 px (for example the
 * brand name hides next to the logo), so a phone-sized check finds problems a desktop one cannot.
 */
const viewports = {
  mobile: { viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true },
  desktop: { viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false },
} as const;
export type ViewportName = keyof typeof viewports;

/**
 * Which layout a page is checked in: canonical prefixed pages as on a phone, unprefixed pages
 * (the same pages, in the same languages) as on a desktop, so that every page in every language
 * is checked in both layouts without doubling the runs.
 */
export function viewportFor(target: PageTarget): ViewportName {
  return target.prefixed ? "mobile" : "desktop";
}

export type PageAudit = {
  target: PageTarget;
  viewport: ViewportName;
  /** HTTP status of the page (0 when it did not answer). */
  status: number;
  /** The document's `lang` attribute, which screen readers pronounce the page in. */
  htmlLang: string | null;
  violations: Result[];
};

/**
 * Opens a page the way a visitor of its language would (browser locale = the page's language,
 * which is what unprefixed pages negotiate on), in the given layout, and runs axe over it once it
 * has loaded.
 */
export async function auditPage(
  browser: Browser,
  baseUrl: string,
  target: PageTarget,
  viewport: ViewportName = viewportFor(target),
): Promise<PageAudit> {
  const context = await browser.newContext({ locale: target.lang, ...viewports[viewport] });
  try {
    const page = await context.newPage();
    const response = await page.goto(new URL(target.path, baseUrl).href, { waitUntil: "load" });
    const results = await new AxeBuilder({ page }).withTags(wcagTags).analyze();
    const htmlLang = await page.locator("html").getAttribute("lang");
    return { target, viewport, status: response?.status() ?? 0, htmlLang, violations: results.violations };
  } finally {
    await context.close();
  }
}

/** Violations as a list a person can act on: rule, impact, help link, and the offending elements. */
export function formatViolations(violations: Result[], where: string, maxNodes = 5): string {
  if (violations.length === 0) return `No accessibility violations on ${where}.`;
  const nodeCount = violations.reduce((sum, violation) => sum + violation.nodes.length, 0);
  const lines = [`${violations.length} accessibility rule(s) violated on ${where} (${nodeCount} element(s)):`];
  for (const violation of violations) {
    lines.push(`- ${violation.id} (${violation.impact ?? "unknown impact"}): ${violation.help}`);
    lines.push(`  ${violation.helpUrl}`);
    for (const node of violation.nodes.slice(0, maxNodes)) {
      const summary = summarizeFailure(node.failureSummary);
      lines.push(`  • ${node.target.join(" ")}`);
      lines.push(`    ${node.html.length > 160 ? `${node.html.slice(0, 157)}...` : node.html}`);
      if (summary) lines.push(`    ${summary}`);
    }
    if (violation.nodes.length > maxNodes) lines.push(`  … and ${violation.nodes.length - maxNodes} more`);
  }
  return lines.join("\n");
}

/** axe's "Fix any of the following:\n  reason\n  reason" blocks on one line: "Fix any of: reason; reason". */
function summarizeFailure(text: string | undefined): string {
  const groups: string[] = [];
  for (const line of (text ?? "")
    .split("\n")
    .map((part) => part.trim())
    .filter(Boolean)) {
    if (line.endsWith(":")) groups.push(`${line.replace(/ the following:$/, ":")} `);
    else if (groups.length) groups[groups.length - 1] += groups[groups.length - 1]!.endsWith(": ") ? line : `; ${line}`;
    else groups.push(line);
  }
  return groups.join(" | ");
}
