import { expect, test } from "@playwright/test";
import { auditPage, formatViolations } from "../../scripts/quality/axe.ts";
import { pageTargets } from "../../scripts/quality/pages.ts";

/**
 * axe (WCAG 2.2 AA) over every page in every language: the canonical prefixed URLs and the
 * unprefixed ones, which answer in the browser's language (so each must also declare that language
 * on <html>, for screen readers).
 */
for (const target of pageTargets({ unprefixed: "all" })) {
  test(`accessibility: ${target.label} has no WCAG 2.2 AA violations`, async ({ browser, baseURL }) => {
    const audit = await auditPage(browser, baseURL!, target);
    expect(audit.status, `${target.label} should answer 200`).toBe(200);
    expect(audit.htmlLang, `${target.label} should declare its language`).toBe(target.lang);
    expect(audit.violations.length, formatViolations(audit.violations, target.label)).toBe(0);
  });
}
