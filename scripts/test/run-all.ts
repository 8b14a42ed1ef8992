/**
 * `npm test`: every test, in the order that fails fastest. First what the machine has (PostgreSQL,
 * Chromium, nginx), said at the start: what will not run here, and why. Then the linter and the
 * formatter (Biome: biome.jsonc), the type check, unit
 * and integration tests (Vitest), the production build, end-to-end and accessibility tests in
 * Chromium; then the end-to-end tests of pages and forms again with the page cache turned off
 * (PAGE_CACHE=off): the site must be the same without its speed layer, and
 * tests/e2e/page-cache.spec.ts checks that it was off. The last lines say what ran, what was
 * skipped and why. Under CI a suite that cannot run fails the run: CI runs everything.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { JSONReport, JSONReportSuite } from "@playwright/test/reporter";
import pg from "pg";
import { findChromium } from "./chromium.ts";
import { findOrInstallDebianPackage } from "./system-packages.ts";

const root = path.resolve(import.meta.dirname, "../..");
const e2eDir = path.join(root, "tests/e2e");
const reports = mkdtempSync(path.join(tmpdir(), "site-test-reports-"));
process.on("exit", () => rmSync(reports, { recursive: true, force: true }));

// The origin the end-to-end servers announce; pages are built with it too.
const env: Record<string, string | undefined> = { ...process.env, PUBLIC_URL: "https://bariloche.example" };

/** A suite that will not run on this machine, and why. */
type Skip = { suite: string; why: string };
const skipped: Skip[] = [];
/** What ran, with its counts. */
const ran: string[] = [];

/** The end-to-end specs that use a server or a program this machine may not have. */
function specsMentioning(word: string): string[] {
  return readdirSync(e2eDir)
    .filter((name) => name.endsWith(".spec.ts") && readFileSync(path.join(e2eDir, name), "utf8").includes(word))
    .map((name) => `tests/e2e/${name}`);
}

async function checkPostgres(): Promise<void> {
  const url = env.TEST_DATABASE_URL;
  if (!url) {
    skipped.push({
      suite: `the unit and integration tests' PostgreSQL runs, and in ${specsMentioning("TEST_DATABASE_URL").join(", ")} the tests on PostgreSQL`,
      why: "TEST_DATABASE_URL is not set (e.g. TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test)",
    });
    return;
  }
  // Asked for but not there: that is a broken setup, not a suite to skip.
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
  try {
    await client.connect();
    await client.query("select 1");
  } catch (error) {
    console.error(`TEST_DATABASE_URL is set but PostgreSQL does not answer there: ${(error as Error).message}`);
    process.exit(1);
  } finally {
    await client.end().catch(() => {});
  }
}

await checkPostgres();
const chromium = findChromium();
// The reverse proxy of the scale-out setup, as the README describes it.
const nginx = findOrInstallDebianPackage("nginx", [env.NGINX_BINARY ?? "/usr/sbin/nginx"]);
if ("missing" in chromium) {
  skipped.push({ suite: "every end-to-end and accessibility test in Chromium (tests/e2e), both passes", why: chromium.missing });
} else if ("missing" in nginx) {
  // The spec skips itself when its nginx is not there (tests/e2e/nginx.ts).
  skipped.push({ suite: "tests/e2e/reverse-proxy.spec.ts", why: nginx.missing });
}

console.log("=== What this machine runs ===");
if (skipped.length === 0) console.log("Everything: PostgreSQL, Chromium and nginx are here.");
else for (const { suite, why } of skipped) console.log(`Will NOT run: ${suite}\n  because ${why}`);

/** The summary, last: what ran, what was skipped and why. */
function summary(failed?: string): never {
  console.log("\n=== Summary ===");
  for (const line of ran) console.log(`Ran: ${line}`);
  if (failed) console.log(`Failed: ${failed}`);
  for (const { suite, why } of skipped) console.log(`Skipped: ${suite}, because ${why}`);
  const strict = Boolean(process.env.CI) && skipped.length > 0;
  if (strict) console.log("Under CI every suite must run: failing for the skipped ones above.");
  process.exit(failed ? 1 : strict ? 1 : 0);
}

/** Runs one step; `after` reads its report, passed or not. A failed step ends the run. */
function run(title: string, command: string, args: string[], extraEnv: Record<string, string> = {}, after?: () => void): void {
  console.log(`\n=== ${title} ===`);
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...env, ...extraEnv }, cwd: root });
  after?.();
  if (result.status !== 0) {
    console.error(`\n${title} failed`);
    summary(title);
  }
}

function readJson<T>(file: string): T | undefined {
  try {
    return JSON.parse(readFileSync(file, "utf8")) as T;
  } catch {
    return undefined;
  }
}

type VitestReport = { numPassedTests: number; numFailedTests: number; numPendingTests: number; numTodoTests: number };

/** Playwright's tests that skipped themselves, counted per file and reason. */
function skipsIn(report: JSONReport): Map<string, number> {
  const counts = new Map<string, number>();
  const visit = (suite: JSONReportSuite) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        if (test.status !== "skipped") continue;
        const reason = test.annotations.find((annotation) => annotation.type === "skip")?.description ?? "skipped";
        const key = `tests/e2e/${spec.file}: ${reason}`;
        counts.set(key, (counts.get(key) ?? 0) + 1);
      }
    }
    for (const child of suite.suites ?? []) visit(child);
  };
  for (const suite of report.suites) visit(suite);
  return counts;
}

function playwright(title: string, args: string[], extraEnv: Record<string, string> = {}): void {
  const report = path.join(reports, `${title.replace(/\W+/g, "-")}.json`);
  run(title, "npx", ["playwright", "test", ...args], { ...extraEnv, E2E_JSON_REPORT: report }, () => {
    const result = readJson<JSONReport>(report);
    if (!result) return void ran.push(`${title} (no report)`);
    const { expected, unexpected, flaky, skipped: skips } = result.stats;
    ran.push(`${title}: ${expected + flaky} passed${flaky ? ` (${flaky} on a retry)` : ""}, ${unexpected} failed, ${skips} skipped`);
    for (const [where, count] of skipsIn(result)) ran.push(`  skipped ${count}x in ${where}`);
  });
}

/**
 * The page cache keeps public pages (document GETs without a query string, rendered for anyone):
 * the second pass runs again the specs that read those pages and post their forms, with it off,
 * so the site is shown to be the same without its speed layer. Every other spec says here why the
 * cache cannot change what it sees (the workspace's specs, `workspace*`, never go through it: the site
 * hands /admin straight to React Router); a new spec must be put in one list or the other.
 */
const throughTheCache = [
  "analytics",
  "bookings",
  "business-details",
  "chat-button",
  "comments",
  "comments-cache",
  "comments-durability",
  "contact",
  "content-about",
  "content-excursion",
  "content-fixture",
  "content-home",
  "content-rental",
  "foundation",
  "loading",
  "page-cache",
  "photos",
  "reminders-reviews",
  "script-policy",
  "security",
  "trust-facts",
  "without-javascript",
];
const notThroughTheCache: Record<string, string> = {
  a11y: "the same markup with the cache on or off: once is enough",
  backup: "snapshots and restores: no page",
  "booking-cancel-notice": "private booking pages are never kept (private, no-store)",
  "booking-confirmation": "the workspace and the confirmation email: never kept",
  "booking-life": "private booking pages and the workspace: never kept",
  "booking-emails-postgres": "emails on PostgreSQL: no public page",
  "booking-page": "private booking pages are never kept (private, no-store)",
  "booking-pages-languages": "private booking pages are never kept (private, no-store)",
  "booking-privacy": "private booking pages and their posts: never kept",
  "booking-story": "private booking pages, the workspace and emails: never kept",
  "bookings-postgres": "requests on PostgreSQL across instances: what the cache-on pass checks",
  "comments-postgres": "comments across instances on PostgreSQL: the cache-on pass checks their invalidation",
  "guide-list": "the workspace: never kept",
  offline: "the service worker's own cache on the device, the same whatever the server keeps",
  "quiet-restore": "a restore and the outbox: the workspace, never kept",
  "reverse-proxy": "headers and addresses behind nginx: the cache-on pass checks them",
  "scale-out": "invalidation across instances: only meaningful with the cache on",
  "script-budget": "the scripts a page loads come from the build, not from how its HTML was kept: once is enough",
  "throttled-taps": "taps right after paint: the HTML is the same with the cache on or off",
};
function cacheOffSpecs(): string[] {
  const specs = readdirSync(e2eDir)
    .filter((name) => name.endsWith(".spec.ts"))
    .map((name) => name.replace(/\.spec\.ts$/, ""));
  const unplaced = specs.filter(
    (spec) => !throughTheCache.includes(spec) && !(spec in notThroughTheCache) && !spec.startsWith("workspace"),
  );
  if (unplaced.length > 0) {
    console.error(`scripts/test/run-all.ts: say whether these specs read pages the cache keeps: ${unplaced.join(", ")}`);
    summary("the page-cache-off pass's list");
  }
  return throughTheCache.filter((spec) => specs.includes(spec)).map((spec) => `tests/e2e/${spec}.spec.ts`);
}

run("Lint and format (Biome)", "npm", ["run", "lint"]);
ran.push("lint and format");
run("Type check", "npm", ["run", "typecheck"]);
ran.push("type check");
const vitestReport = path.join(reports, "vitest.json");
run(
  "Unit and integration tests",
  "npx",
  ["vitest", "run", "--reporter=default", "--reporter=json", `--outputFile.json=${vitestReport}`],
  {},
  () => {
    const vitest = readJson<VitestReport>(vitestReport);
    ran.push(
      vitest
        ? `unit and integration tests: ${vitest.numPassedTests} passed, ${vitest.numFailedTests} failed, ${vitest.numPendingTests + vitest.numTodoTests} skipped${env.TEST_DATABASE_URL ? "" : " (those on PostgreSQL among them)"}`
        : "unit and integration tests (no report)",
    );
  },
);
run("Production build", "npm", ["run", "build"]);
ran.push("production build");
if (!("missing" in chromium)) {
  playwright("End-to-end tests in Chromium", [], { CHROMIUM_PATH: chromium.path });
  playwright("End-to-end tests of pages and forms, page cache off", cacheOffSpecs(), {
    CHROMIUM_PATH: chromium.path,
    PAGE_CACHE: "off",
  });
}
summary();
