import { expect, test } from "./fixtures.ts";
import { auditPage, formatViolations, viewportFor } from "../../scripts/bench/quality/axe.ts";
import { pageTargets } from "../../scripts/bench/quality/pages.ts";

/**
 * axe (WCAG 2.2 AA) over every page in every language: the canonical prefixed URLs in a phone
 * layout and the unprefixed ones, which answer in the browser's language, in a desktop layout.
 * Each page must also declare its language on <html>, for screen readers.
 */
for (const target of pageTargets({ unprefixed: "all" })) {
  const viewport = viewportFor(target);
  test(`accessibility: ${target.label} (${viewport}) has no WCAG 2.2 AA violations`, async ({ browser, baseURL }) => {
    const audit = await auditPage(browser, baseURL!, target, viewport);
    expect(audit.status, `${target.label} should answer 200`).toBe(200);
    expect(audit.htmlLang, `${target.label} should declare its language`).toBe(target.lang);
    expect(audit.violations.length, formatViolations(audit.violations, `${target.label} (${viewport})`)).toBe(0);
  });
}
