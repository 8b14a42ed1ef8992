/**
 * `npm run a11y`: axe (WCAG 2.2 AA) over every page in every language of the production build,
 * prefixed (in a phone layout) and unprefixed (in a desktop layout, visited with the page's language
 * as the browser locale), so every page in every language is checked in both layouts.
 * Prints a table of violations per page and every violation in detail; exits 1 on any violation.
 * The same check runs within `npm test` as tests/e2e/a11y.spec.ts.
 *
 *   npm run a11y
 *   npm run a11y -- --lang es --page home --page about
 *   npm run a11y -- --quick            # one language (English, or the first --lang)
 *   npm run a11y -- --build            # rebuild first
 */
import { parseArgs } from "node:util";
import { chromium } from "@playwright/test";
import { chromiumArgs, ensureChromium } from "../test/chromium.ts";
import { auditPage, formatViolations, viewportFor, wcagTags, type PageAudit } from "./quality/axe.ts";
import { commonOptions, pageTargets, prepareRun } from "./quality/pages.ts";
import { buildFingerprint, warnIfRebuilt, startServer, stopOnInterrupt } from "./quality/server.ts";
import { formatTable, writeReport } from "./quality/table.ts";

const { values } = parseArgs({
  options: {
    ...commonOptions,
  },
});

const args = prepareRun(values);

const targets = pageTargets({ langs: args.langs, pages: args.pages, unprefixed: "all" });
const fingerprint = buildFingerprint();
const server = await startServer();
const browser = await chromium.launch({ executablePath: ensureChromium(), args: chromiumArgs });
stopOnInterrupt(server, () => browser.close());
console.log(`axe ${wcagTags.join(", ")} over ${targets.length} pages at ${server.origin}\n`);

type Outcome = PageAudit & { error?: string };
const outcomes: Outcome[] = new Array(targets.length);
let next = 0;
let done = 0;
async function worker() {
  while (next < targets.length) {
    const index = next++;
    const target = targets[index]!;
    let outcome: Outcome;
    try {
      outcome = await auditPage(browser, server.origin, target);
    } catch (error) {
      outcome = {
        target,
        viewport: viewportFor(target),
        status: 0,
        htmlLang: null,
        violations: [],
        error: (error as Error).message.split("\n")[0],
      };
    }
    outcomes[index] = outcome;
    done++;
    const count = outcome.violations.length;
    const state = outcome.error ? `error: ${outcome.error}` : count ? `${count} violation(s)` : "ok";
    console.log(
      `[${String(done).padStart(String(targets.length).length)}/${targets.length}] ${target.label} (${outcome.viewport}): ${state}`,
    );
  }
}

try {
  await Promise.all([worker(), worker()]);
} finally {
  await browser.close();
  await server.stop();
}
warnIfRebuilt(fingerprint);

const problems = (outcome: Outcome): string[] => [
  ...(outcome.error ? [`did not load: ${outcome.error}`] : []),
  ...(!outcome.error && outcome.status !== 200 ? [`HTTP ${outcome.status}`] : []),
  ...(!outcome.error && outcome.htmlLang !== outcome.target.lang
    ? [`<html lang="${outcome.htmlLang ?? ""}">, expected "${outcome.target.lang}"`]
    : []),
];

console.log(
  `\n${formatTable(
    [
      { title: "page", value: (outcome: Outcome) => outcome.target.label },
      { title: "layout", value: (outcome) => outcome.viewport },
      { title: "violations", value: (outcome) => String(outcome.violations.length), right: true },
      { title: "elements", value: (outcome) => String(outcome.violations.reduce((n, v) => n + v.nodes.length, 0)), right: true },
      {
        title: "rules / problems",
        value: (outcome) => [...outcome.violations.map((violation) => violation.id), ...problems(outcome)].join(", "),
      },
    ],
    outcomes,
  )}`,
);

const failed = outcomes.filter((outcome) => outcome.violations.length > 0 || problems(outcome).length > 0);
for (const outcome of failed) {
  if (outcome.violations.length) {
    console.log(`\n${formatViolations(outcome.violations, `${outcome.target.label} (${outcome.viewport})`)}`);
  }
}

// The same rule failing on many pages is usually one component: list rules by pages affected.
const byRule = new Map<string, { help: string; impact: string; pages: string[] }>();
for (const outcome of outcomes) {
  for (const violation of outcome.violations) {
    const entry = byRule.get(violation.id) ?? { help: violation.help, impact: violation.impact ?? "", pages: [] };
    entry.pages.push(outcome.target.label);
    byRule.set(violation.id, entry);
  }
}
if (byRule.size) {
  console.log("\nRules violated, by number of pages:");
  for (const [id, entry] of [...byRule].sort((a, b) => b[1].pages.length - a[1].pages.length)) {
    console.log(`  ${String(entry.pages.length).padStart(3)} pages  ${id} (${entry.impact}): ${entry.help}`);
  }
}

const reportFile = writeReport("a11y.json", {
  generatedAt: new Date().toISOString(),
  tags: wcagTags,
  pages: outcomes.map((outcome) => ({
    page: outcome.target.page,
    lang: outcome.target.lang,
    path: outcome.target.path,
    prefixed: outcome.target.prefixed,
    viewport: outcome.viewport,
    status: outcome.status,
    htmlLang: outcome.htmlLang,
    error: outcome.error,
    violations: outcome.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      helpUrl: violation.helpUrl,
      nodes: violation.nodes.map((node) => ({ target: node.target, html: node.html, summary: node.failureSummary })),
    })),
  })),
});
console.log(`\nReport: ${reportFile}`);

if (failed.length) {
  console.error(`\n${failed.length} of ${outcomes.length} pages have accessibility problems.`);
  process.exit(1);
}
console.log(`\nNo WCAG 2.2 AA violations on ${outcomes.length} pages.`);
