/**
 * `npm run size`: the JavaScript each page of the production build loads, gzip-compressed
 * (level 9), against a budget. Reads React Router's client manifest and follows the built
 * modules' imports: entry + matched route modules + everything they import statically.
 * Chunks reached only through import() (or a split client action) are shown apart ("import()"):
 * the manifest cannot say when a page makes that import (a component's code imported as its
 * module runs is fetched on load all the same), so this count is the bundler's view, not the phone's.
 *
 * Beside it, what a phone really downloads: each page opened in Chromium, every script response
 * its Network domain reports counted with the bytes it received (scripts/bench/quality/script-count.ts,
 * the count tests/e2e/script-budget.spec.ts holds every page to): at most 110 kB in at most 12
 * requests per public page (decision 0130). That count is the budget; the bundler's is shown for
 * what it is made of.
 *
 * Then the HTML: every page in every language (prefixed and unprefixed) as the production server
 * sends it to a browser over HTTPS, headers included, against the first round trip of a new
 * connection (14,600 bytes, scripts/quality/first-round-trip.ts). A larger page waits a round trip
 * more for its HTML (150 ms on Lighthouse's phone).
 *
 *   npm run size                      # every page; exit 1 when a page is over a budget
 *   SIZE_BUDGET_KB=100 npm run size   # another JavaScript budget for public pages (kB = 1000 bytes of gzip)
 *
 * Public pages get 120 kB; the owner's workspace (/admin), used signed in on the owner's own
 * phone, gets WORKSPACE_SIZE_BUDGET_KB (128 kB). The traveller's booking page loads none of the
 * app's scripts: its one inline script (it asks the service worker to keep the page's offline
 * copy) gets BOOKING_PAGE_SIZE_BUDGET_KB (1 kB), counted in its HTML and shown as its own row.
 *   npm run size -- --build           # rebuild first
 *   npm run size -- --no-html         # no HTML table
 *   npm run size -- --no-browser      # no Chromium count (with --no-html, no server started)
 *   npm run size -- --lang es         # the Chromium count in these languages (default: en)
 */
import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { gzipSync } from "node:zlib";
import { chromium } from "@playwright/test";
import { chromiumArgs, chromiumPath } from "../test/chromium.ts";
import { isLang, languages, type Lang } from "../../app/i18n/languages.ts";
import { keepCopyScript } from "../../app/offline/booking-copy.ts";
import { seededPages as pageKeys } from "../../app/catalogue/seed/spec.ts";
import { pageHref, type PageKey } from "../../app/site/pages.ts";
import {
  initialModules,
  moduleClosure,
  moduleImports,
  parseManifestScript,
  routeChain,
  samplePath,
  type ClientManifest,
  type ModuleImports,
} from "./quality/chunks.ts";
import { FIRST_ROUND_TRIP_BYTES, responseBytes, type ResponseBytes } from "./quality/first-round-trip.ts";
import { pageTargets } from "./quality/pages.ts";
import { countScripts, PHONE, SCRIPT_BUDGET_BYTES, SCRIPT_REQUEST_BUDGET, type ScriptCount } from "./quality/script-count.ts";
import { clientDir, buildDir, ensureBuild, startServer, stopOnInterrupt } from "./quality/server.ts";
import { formatTable, kB, writeReport } from "./quality/table.ts";

const { values } = parseArgs({
  options: {
    build: { type: "boolean", default: false },
    html: { type: "boolean", default: true },
    browser: { type: "boolean", default: true },
    lang: { type: "string", multiple: true },
  },
  allowNegative: true,
});
function budgetFrom(variable: string, fallback: number): number {
  const value = Number(process.env[variable] ?? fallback);
  if (!Number.isFinite(value) || value <= 0) {
    console.error(`${variable} must be a positive number of kB, not "${process.env[variable]}"`);
    process.exit(2);
  }
  return value;
}
const budgetKb = budgetFrom("SIZE_BUDGET_KB", 120);
const workspaceBudgetKb = budgetFrom("WORKSPACE_SIZE_BUDGET_KB", 128);
const bookingPageBudgetKb = budgetFrom("BOOKING_PAGE_SIZE_BUDGET_KB", 1);

try {
  ensureBuild({ force: values.build });
} catch (error) {
  console.error((error as Error).message);
  process.exit(2);
}

const assetsDir = path.join(clientDir, "assets");

/** The client manifest of the current build (the one the server build references, if several). */
function readManifest(): { file: string; manifest: ClientManifest } {
  const candidates = readdirSync(assetsDir).filter((name) => /^manifest-[\w-]+\.js$/.test(name));
  if (candidates.length === 0) throw new Error("No manifest-*.js in build/client/assets: run `npm run build`.");
  let chosen = candidates[0]!;
  if (candidates.length > 1) {
    const serverBuild = readFileSync(path.join(buildDir, "server", "index.js"), "utf8");
    chosen =
      candidates.find((name) => serverBuild.includes(name)) ??
      candidates.sort((a, b) => statSync(path.join(assetsDir, b)).mtimeMs - statSync(path.join(assetsDir, a)).mtimeMs)[0]!;
  }
  const file = path.join(assetsDir, chosen);
  return { file, manifest: parseManifestScript(readFileSync(file, "utf8")) };
}

const sizes = new Map<string, { raw: number; gzip: number; imports: ModuleImports }>();
function fileInfo(url: string) {
  let info = sizes.get(url);
  if (!info) {
    const file = path.join(clientDir, ...url.split("/").filter(Boolean));
    const content = readFileSync(file);
    info = {
      raw: content.length,
      gzip: gzipSync(content, { level: 9 }).length,
      imports: moduleImports(url, content.toString("utf8")),
    };
    sizes.set(url, info);
  }
  return info;
}

type Row = {
  page: string;
  paths: string;
  files: number;
  raw: number;
  gzip: number;
  lazyGzip: number;
  budgetKb: number;
  over: boolean;
  modules: { url: string; gzip: number }[];
  lazy: { url: string; gzip: number }[];
};

/**
 * Whether a route sends no script at all (its module's `handle` says `scripts: false`, which the
 * root honours: the traveller's booking page): its pages load nothing.
 */
function scriptless(routeId: string): boolean {
  for (const ext of [".tsx", ".ts"]) {
    const file = path.join("app", `${routeId}${ext}`);
    if (existsSync(file)) return /export const handle = \{[^}]*\bscripts: false\b/.test(readFileSync(file, "utf8"));
  }
  return false;
}

function measure(page: string, paths: string, chain: string[], manifest: ClientManifest): Row {
  const budget = paths.startsWith("/admin") ? workspaceBudgetKb : budgetKb;
  if (chain.some(scriptless)) {
    return { page, paths, files: 0, raw: 0, gzip: 0, lazyGzip: 0, budgetKb: budget, over: false, modules: [], lazy: [] };
  }
  const closure = moduleClosure(initialModules(manifest, chain), (url) => fileInfo(url).imports);
  const modules = closure.eager.map((url) => ({ url, gzip: fileInfo(url).gzip })).sort((a, b) => b.gzip - a.gzip);
  const lazy = closure.lazy.map((url) => ({ url, gzip: fileInfo(url).gzip })).sort((a, b) => b.gzip - a.gzip);
  const gzip = modules.reduce((sum, module) => sum + module.gzip, 0);
  return {
    page,
    paths,
    files: modules.length,
    raw: closure.eager.reduce((sum, url) => sum + fileInfo(url).raw, 0),
    gzip,
    lazyGzip: lazy.reduce((sum, module) => sum + module.gzip, 0),
    budgetKb: budget,
    over: gzip > budget * 1000,
    modules,
    lazy,
  };
}

/**
 * The traveller's booking page: none of the app's modules, only its inline script (written by
 * the page for the public origin; app/offline/booking-copy.ts), under a budget of its own.
 */
function bookingPageRow(): Row {
  const script = Buffer.from(keepCopyScript(new URL(process.env.PUBLIC_URL ?? "https://bariloche.example").origin));
  const gzip = gzipSync(script, { level: 9 }).length;
  return {
    page: "booking page",
    paths: "/{lang}/booking/{token}",
    files: 1,
    raw: script.length,
    gzip,
    lazyGzip: 0,
    budgetKb: bookingPageBudgetKb,
    over: gzip > bookingPageBudgetKb * 1000,
    modules: [{ url: "(inline) keeps the offline copy", gzip }],
    lazy: [],
  };
}

let manifestFile: string;
let manifest: ClientManifest;
try {
  ({ file: manifestFile, manifest } = readManifest());
} catch (error) {
  console.error((error as Error).message);
  process.exit(2);
}

const rows: Row[] = [];
const coveredRoutes = new Set<string>();

/** `/{lang}/about` */
const langPattern = (page: PageKey) => pageHref(page, "en").replace(/^\/en/, "/{lang}");

// Every page in every language, prefixed and unprefixed. Paths that load the same modules share a
// row (the language prefix is a route parameter, so normally all of a page's paths do).
for (const page of pageKeys) {
  const variants = [...languages.map((lang) => ({ path: pageHref(page, lang), lang })), { path: pageHref(page), lang: undefined }];
  const groups = new Map<string, { row: Row; paths: string[]; langs: number }>();
  for (const variant of variants) {
    const chain = routeChain(manifest, variant.path);
    chain.forEach((id) => coveredRoutes.add(id));
    if (chain.length === 0) continue;
    const row = measure(page, variant.path, chain, manifest);
    const key = row.modules
      .map((module) => module.url)
      .sort()
      .join();
    const group = groups.get(key) ?? { row, paths: [], langs: 0 };
    group.paths.push(variant.path);
    if (variant.lang) group.langs++;
    groups.set(key, group);
  }
  for (const group of groups.values()) {
    const paths = group.langs === languages.length ? [langPattern(page), ...group.paths.slice(languages.length)] : group.paths;
    rows.push({ ...group.row, paths: paths.join(", ") });
  }
}

// Any other route with a page component (the not-found page, drills…).
for (const route of Object.values(manifest.routes)) {
  if (coveredRoutes.has(route.id) || route.hasDefaultExport === false) continue;
  if (Object.values(manifest.routes).some((other) => other.parentId === route.id)) continue; // layouts
  if (route.id === "routes/booking-page") {
    rows.push(bookingPageRow());
    continue;
  }
  const chain = routeChain(manifest, samplePath(manifest, route.id));
  if (chain.at(-1) !== route.id) continue;
  rows.push(measure(`(${route.id})`, samplePath(manifest, route.id), chain, manifest));
}

const worst = rows.reduce((a, b) => (b.gzip > a.gzip ? b : a));
console.log(
  `JavaScript loaded per page (gzip -9), budget ${budgetKb} kB per public page, ${workspaceBudgetKb} kB per workspace screen and ${bookingPageBudgetKb} kB for the booking page, from ${path.relative(process.cwd(), manifestFile)}\n`,
);
console.log(
  formatTable(
    [
      { title: "page", value: (row: Row) => row.page },
      { title: "paths", value: (row) => row.paths },
      { title: "files", value: (row) => String(row.files), right: true },
      { title: "raw kB", value: (row) => kB(row.raw), right: true },
      { title: "gzip kB", value: (row) => kB(row.gzip), right: true },
      { title: "import() gzip kB", value: (row) => kB(row.lazyGzip), right: true },
      { title: "budget kB", value: (row) => `${row.budgetKb} ${row.over ? "OVER" : "ok"}` },
    ],
    rows,
    [{ ...worst, page: "worst", paths: worst.page }],
  ),
);

console.log(`\nLargest modules of the heaviest page (${worst.page}):`);
for (const module of worst.modules.slice(0, 8)) console.log(`  ${kB(module.gzip).padStart(6)} kB  ${module.url}`);

const reportFile = writeReport("size.json", {
  generatedAt: new Date().toISOString(),
  budgetKb,
  workspaceBudgetKb,
  bookingPageBudgetKb,
  manifest: path.basename(manifestFile),
  worst: { page: worst.page, gzipBytes: worst.gzip },
  pages: rows.map((row) => ({
    page: row.page,
    paths: row.paths,
    rawBytes: row.raw,
    gzipBytes: row.gzip,
    lazyGzipBytes: row.lazyGzip,
    overBudget: row.over,
    modules: row.modules,
    lazy: row.lazy,
  })),
});
console.log(`\nReport: ${reportFile}`);

const over = rows.filter((row) => row.over);
if (over.length) {
  console.error(
    `\n${over.length} page(s) load more gzipped JavaScript than their budget: ${[...new Set(over.map((row) => `${row.page} (${kB(row.gzip)} of ${row.budgetKb} kB)`))].join(", ")}`,
  );
} else {
  console.log(`\nEvery page is within its budget (worst: ${worst.page}, ${kB(worst.gzip)} kB).`);
}

let htmlOver = 0;
let scriptsOver = 0;
const browserLangs = (values.lang ?? ["en"]).flatMap((item) => item.split(",")).filter(Boolean);
const unknownLang = browserLangs.find((lang) => !isLang(lang));
if (unknownLang) {
  console.error(`--lang ${unknownLang}: not one of ${languages.join(", ")}`);
  process.exit(2);
}
if (values.html || values.browser) {
  const server = await startServer();
  stopOnInterrupt(server);
  try {
    if (values.browser) scriptsOver = await browserCount(server.origin, browserLangs as Lang[]);
    if (values.html) htmlOver = await htmlTable(server.origin);
  } finally {
    await server.stop();
  }
}

/** The HTML of every page as sent over HTTPS, against the first round trip. Returns how many pages are over. */
async function htmlTable(origin: string): Promise<number> {
  const responses: ResponseBytes[] = [];
  for (const target of pageTargets({ unprefixed: "all" })) responses.push(await responseBytes(origin, target));
  const failed = responses.filter((response) => response.status !== 200);
  if (failed.length)
    throw new Error(
      `Pages that did not answer 200: ${failed.map((response) => `${response.target.label} (${response.status})`).join(", ")}`,
    );
  responses.sort((a, b) => b.total - a.total);
  const largest = responses.slice(0, 12);
  console.log(
    `\nHTML of every page as sent over HTTPS, headers included (${responses.length} pages; the ${largest.length} largest), ` +
      `against the first round trip of a new connection (${FIRST_ROUND_TRIP_BYTES} bytes):\n`,
  );
  console.log(
    formatTable(
      [
        { title: "page", value: (response: ResponseBytes) => response.target.label },
        { title: "encoding", value: (response) => response.encoding },
        { title: "headers", value: (response) => String(response.headerBytes), right: true },
        { title: "body", value: (response) => String(response.bodyBytes), right: true },
        { title: "total", value: (response) => String(response.total), right: true },
        {
          title: "budget",
          value: (response) => (response.total > FIRST_ROUND_TRIP_BYTES ? "OVER" : `${FIRST_ROUND_TRIP_BYTES - response.total} left`),
        },
      ],
      largest,
    ),
  );
  const tooLarge = responses.filter((response) => response.total > FIRST_ROUND_TRIP_BYTES);
  writeReport("size-html.json", {
    generatedAt: new Date().toISOString(),
    budgetBytes: FIRST_ROUND_TRIP_BYTES,
    pages: responses.map(({ target, ...figures }) => ({ page: target.label, ...figures })),
  });
  if (tooLarge.length) {
    console.error(
      `\n${tooLarge.length} page(s) need more than the first round trip: ${tooLarge.map((response) => response.target.label).join(", ")}`,
    );
  } else {
    console.log(`\nEvery page's HTML fits in the first round trip (largest: ${largest[0]!.target.label}, ${largest[0]!.total} bytes).`);
  }
  return tooLarge.length;
}

/**
 * Every public page in `langs`, opened in Chromium on a phone's screen: the script it downloads
 * on load, as the Network domain reports it, beside the bundler's count of the same page.
 * Returns how many pages are over the budget.
 */
async function browserCount(origin: string, langs: readonly Lang[]): Promise<number> {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
  type Counted = { label: string; bundler?: Row; count: ScriptCount; over: boolean };
  const counted: Counted[] = [];
  try {
    for (const target of pageTargets({ langs, unprefixed: "none" })) {
      const context = await browser.newContext({ ...PHONE, locale: target.lang });
      try {
        const count = await countScripts(context, new URL(target.path, origin).href);
        const over = count.bytes > SCRIPT_BUDGET_BYTES || count.requests > SCRIPT_REQUEST_BUDGET;
        counted.push({ label: target.label, bundler: rows.find((row) => row.page === target.page), count, over });
      } finally {
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }
  console.log(
    `\nScript a phone downloads on load, as Chromium's Network domain reports it (encoded bytes, headers included; ` +
      `everything fetched until the page is quiet, within 5 s of load), beside the bundler's count; ` +
      `budget ${SCRIPT_BUDGET_BYTES / 1000} kB in ${SCRIPT_REQUEST_BUDGET} requests:\n`,
  );
  console.log(
    formatTable(
      [
        { title: "page", value: (row: Counted) => row.label },
        { title: "bundler kB", value: (row) => (row.bundler ? kB(row.bundler.gzip) : "-"), right: true },
        { title: "+ import() kB", value: (row) => (row.bundler ? kB(row.bundler.lazyGzip) : "-"), right: true },
        { title: "bundler files", value: (row) => (row.bundler ? String(row.bundler.files) : "-"), right: true },
        { title: "Chromium kB", value: (row) => kB(row.count.bytes), right: true },
        { title: "requests", value: (row) => String(row.count.requests), right: true },
        { title: "budget", value: (row) => (row.over ? "OVER" : "ok") },
      ],
      counted,
    ),
  );
  const heaviest = counted.reduce((a, b) => (b.count.bytes > a.count.bytes ? b : a));
  console.log(`\nWhat the heaviest page (${heaviest.label}) downloads:`);
  for (const script of heaviest.count.scripts) console.log(`  ${kB(script.bytes).padStart(6)} kB  ${script.url}`);
  writeReport("size-browser.json", {
    generatedAt: new Date().toISOString(),
    budgetBytes: SCRIPT_BUDGET_BYTES,
    budgetRequests: SCRIPT_REQUEST_BUDGET,
    pages: counted.map((row) => ({ page: row.label, ...row.count })),
  });
  const over = counted.filter((row) => row.over);
  if (over.length)
    console.error(`\n${over.length} page(s) download more script than the budget: ${over.map((row) => row.label).join(", ")}`);
  return over.length;
}

if (over.length || htmlOver || scriptsOver) process.exit(1);
