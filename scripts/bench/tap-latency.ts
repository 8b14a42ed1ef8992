/**
 * `npm run tap-latency`: how long after a page's first paint a visitor's tap on a control is
 * answered, on a throttled phone (Chromium at 390 px, CPU slowed 6× through
 * `Emulation.setCPUThrottlingRate`, Lighthouse's slow 4G link).
 *
 * For each control, the page is opened in a fresh context; as soon as it has painted (First
 * Contentful Paint), the control is tapped, then tapped again every 300 ms until its effect shows
 * (a lost tap is what a visitor repeats). The figure is the time, in the page's own clock, from
 * the first paint to the first frame that shows the effect. Each control is measured `--runs`
 * times (median shown, all runs in reports/tap-latency.json).
 *
 *   npm run tap-latency                          # starts the production server of build/
 *   npm run tap-latency -- --origin http://127.0.0.1:3456   # measures a server already running
 *   npm run tap-latency -- --runs 5
 *
 * A figure measured and printed, never asserted: the machine is shared, and timings move with it.
 * tests/e2e/throttled-taps.spec.ts asserts the behaviour (a tap right after first paint works).
 */
import { parseArgs } from "node:util";
import { chromium, type Page } from "@playwright/test";
import { chromiumArgs, ensureChromium } from "../test/chromium.ts";
import { startServer, stopOnInterrupt, type RunningServer } from "./quality/server.ts";
import { formatTable, writeReport } from "./quality/table.ts";

const { values } = parseArgs({
  options: {
    origin: { type: "string" },
    runs: { type: "string", default: "3" },
    cpu: { type: "string", default: "6" },
  },
});
const runs = Number(values.runs);
const cpuRate = Number(values.cpu);

/** Lighthouse's mobile link as DevTools applies it (150 ms RTT × 3.75, 1.6 Mbps × 0.9 down, 750 kbps × 0.9 up). */
const slow4G = { offline: false, latency: 562.5, downloadThroughput: (1638.4 * 0.9 * 1024) / 8, uploadThroughput: (750 * 0.9 * 1024) / 8 };

type Control = {
  name: string;
  path: string;
  /** The element to tap, found in the page. */
  target: string;
  /** True once the tap has had its effect (evaluated in the page, every frame). */
  effect: string;
  /** Swipe sideways across the target instead of tapping it. */
  swipe?: boolean;
};

/**
 * The controls the issue names, on the pages it measured. The selectors cover the markup before
 * and after the change (a button that toggled state, and the platform's popover/details), so one
 * script measures both builds.
 */
const controls: Control[] = [
  {
    name: "menu button",
    path: "/en",
    target: ".menu-toggle",
    effect: `(() => { const m = document.getElementById("site-menu"); return !!m && (m.matches(":popover-open") || m.dataset.open === "true"); })()`,
  },
  {
    name: "carousel swipe",
    path: "/en",
    target: ".carousel__viewport",
    swipe: true,
    effect: `(() => { const v = document.querySelector(".carousel__viewport").getBoundingClientRect(); const a = document.querySelector('[data-card="frey"]').getBoundingClientRect(); return a.left >= v.left - 2 && a.right <= v.right + 2; })()`,
  },
  {
    name: "highlights Read More",
    path: "/en/trekking-lanin",
    target: ".excursion-highlights summary, .excursion-highlights button.read-more__toggle",
    effect: `(() => { const r = document.querySelector(".excursion-highlights .read-more__rest"); return !!r && r.checkVisibility(); })()`,
  },
  {
    name: "menu button",
    path: "/en/trekking-lanin",
    target: ".menu-toggle",
    effect: `(() => { const m = document.getElementById("site-menu"); return !!m && (m.matches(":popover-open") || m.dataset.open === "true"); })()`,
  },
  {
    name: "bio Read more",
    path: "/es/about",
    target: ".team-member__bio summary, .team-member__bio button.read-more__toggle",
    effect: `(() => { const r = document.querySelector(".team-member__bio .read-more__rest"); return !!r && r.checkVisibility(); })()`,
  },
];

type Run = { firstPaintMs: number; answeredMs: number; taps: number };

/** What the watcher below adds to the page's window. */
declare global {
  interface Window {
    __tap?: { fcp?: number; answered?: number };
    __armTap?: (effect: string) => void;
  }
}

/** Records the first paint and, once armed, the first frame in which the effect holds. */
const watcher = `
  window.__tap = { fcp: undefined, answered: undefined };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.name === "first-contentful-paint") window.__tap.fcp = entry.startTime;
  }).observe({ type: "paint", buffered: true });
  window.__armTap = (effect) => {
    const check = new Function("return " + effect);
    const frame = () => {
      try { if (check()) { window.__tap.answered = performance.now(); return; } } catch {}
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  };
`;

async function measure(origin: string, control: Control): Promise<Run> {
  const browser = await chromium.launch({ executablePath: ensureChromium(), args: chromiumArgs });
  try {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 3,
      isMobile: true,
      hasTouch: true,
      locale: "en-US",
    });
    await context.addInitScript(watcher);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: cpuRate });
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", slow4G);
    await page.goto(origin + control.path, { waitUntil: "commit" });
    await page.waitForFunction(() => window.__tap?.fcp !== undefined, undefined, {
      polling: 20,
      timeout: 60_000,
    });
    const firstPaintMs = (await page.evaluate(() => window.__tap?.fcp)) ?? 0;
    await page.evaluate((effect) => window.__armTap?.(effect), control.effect);
    let taps = 0;
    for (const deadline = Date.now() + 60_000; Date.now() < deadline; ) {
      if (await answered(page)) break;
      await tapOnce(page, control, cdp);
      taps++;
      await page.waitForTimeout(300);
    }
    const answeredAt = await answered(page);
    if (answeredAt === undefined) throw new Error(`${control.name} on ${control.path}: no effect within 60 s`);
    return { firstPaintMs, answeredMs: answeredAt - firstPaintMs, taps };
  } finally {
    await browser.close();
  }
}

async function answered(page: Page): Promise<number | undefined> {
  return page.evaluate(() => window.__tap?.answered);
}

/** One tap at the middle of the control (brought on screen first), or a swipe to the left across it. */
async function tapOnce(page: Page, control: Control, cdp: import("@playwright/test").CDPSession) {
  const box = await page.evaluate((selector) => {
    const element = document.querySelector(selector);
    if (!element) return null;
    const rect = element.getBoundingClientRect();
    if (rect.top < 64 || rect.bottom > innerHeight) {
      element.scrollIntoView({ block: "center" });
    }
    const { x, y, width, height } = element.getBoundingClientRect();
    return { x, y, width, height };
  }, control.target);
  if (!box || box.width === 0) return;
  const y = box.y + Math.min(box.height / 2, 150);
  if (!control.swipe) {
    await page.touchscreen.tap(box.x + box.width / 2, y);
    return;
  }
  const touch = (type: "touchStart" | "touchMove" | "touchEnd", x: number) =>
    cdp.send("Input.dispatchTouchEvent", { type, touchPoints: type === "touchEnd" ? [] : [{ x, y }] });
  await touch("touchStart", box.x + box.width * 0.8);
  for (let step = 1; step <= 8; step++) await touch("touchMove", box.x + box.width * (0.8 - step * 0.08));
  await touch("touchEnd", 0);
}

const median = (numbers: number[]) => {
  const sorted = [...numbers].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

let server: RunningServer | undefined;
const origin = values.origin ?? (server = await startServer()).origin;
if (server) stopOnInterrupt(server);
console.log(`Tap answered after first paint, at 390 px, CPU ${cpuRate}× slower, slow 4G, ${runs} run(s) each, ${origin}\n`);
const rows: { control: Control; results: Run[] }[] = [];
try {
  for (const control of controls) {
    const results: Run[] = [];
    for (let run = 0; run < runs; run++) results.push(await measure(origin, control));
    rows.push({ control, results });
  }
} finally {
  await server?.stop();
}
console.log(
  formatTable(
    [
      { title: "page", value: (row) => row.control.path },
      { title: "control", value: (row) => row.control.name },
      { title: "first paint", value: (row) => `${Math.round(median(row.results.map((r) => r.firstPaintMs)))} ms`, right: true },
      {
        title: "answered after paint (median)",
        value: (row) => `${Math.round(median(row.results.map((r) => r.answeredMs)))} ms`,
        right: true,
      },
      { title: "runs", value: (row) => row.results.map((r) => Math.round(r.answeredMs)).join(", "), right: true },
      { title: "taps", value: (row) => row.results.map((r) => r.taps).join(", "), right: true },
    ],
    rows,
  ),
);
console.log(
  `\nReport: ${writeReport("tap-latency.json", { origin, cpuRate, network: slow4G, rows: rows.map((row) => ({ path: row.control.path, control: row.control.name, runs: row.results })) })}`,
);
