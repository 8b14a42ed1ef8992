/**
 * `npm run fonts`: the fonts each page makes the browser set up while it loads, at a phone's and a
 * desktop's width, in Chromium. Every family, size, weight and style the laid-out text uses is a
 * font Chromium prepares before it can draw that text; on Linux each is a synchronous request to
 * the browser process (slow when the browser is busy, as under Lighthouse), and a family the
 * system lacks is a lookup that fails. Most of a page's first layout was this (decision 0009).
 *
 * Prints per page: the fonts set up during the load and the family lookups, both counted in
 * Chromium's trace (Linux events; "-" elsewhere), and the sizes of the text laid out (not in a part
 * that content-visibility skips): "17b" is 17 px bold (600 and more), "i" italic.
 *
 *   npm run fonts
 *   npm run fonts -- --lang es --page home
 *   npm run fonts -- --quick            # one language (English, or the first --lang)
 *   npm run fonts -- --build            # rebuild first
 */
import { parseArgs } from "node:util";
import { chromium } from "@playwright/test";
import { chromiumArgs, ensureChromium } from "../test/chromium.ts";
import { commonOptions, pageTargets, prepareRun, type PageTarget } from "./quality/pages.ts";
import { buildFingerprint, warnIfRebuilt, startServer, stopOnInterrupt } from "./quality/server.ts";
import { formatTable } from "./quality/table.ts";

const { values } = parseArgs({ options: { ...commonOptions } });
const args = prepareRun(values);
const targets = pageTargets({ langs: args.langs, pages: args.pages, unprefixed: "none" });

const viewports = [
  { name: "phone", width: 412, height: 823 },
  { name: "desktop", width: 1280, height: 800 },
] as const;

/** Trace events Chromium writes on Linux: a font (family, size, weight, style) made ready, and a family looked up. */
const FONT_SET_UP = "WebSandboxSupportLinux::GetWebFontRenderStyleForStrike";
const FAMILY_LOOKUP = "FontDataManager::onMatchFamilyStyle";

type Load = { fontsSetUp: number | null; familyLookups: number | null; sizes: string[] };

async function measure(url: string, viewport: (typeof viewports)[number]): Promise<Load> {
  // A browser of its own: Chromium may hand a new context a renderer that has set up fonts already.
  const browser = await chromium.launch({ executablePath, args: chromiumArgs });
  stopping = () => browser.close();
  try {
    const context = await browser.newContext({ viewport: { width: viewport.width, height: viewport.height } });
    const page = await context.newPage();
    await browser.startTracing(page, { categories: ["devtools.timeline", "fonts", "disabled-by-default-fonts"] });
    await page.goto(url, { waitUntil: "load" });
    // The parts that content-visibility draws once they are near the screen come a frame later.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    const trace = JSON.parse((await browser.stopTracing()).toString()) as {
      traceEvents: { name: string; pid: number; tid: number; args?: { beginData?: { url?: string } } }[];
    };
    const parse = trace.traceEvents.find((event) => event.name === "ParseHTML" && event.args?.beginData?.url === url);
    const onPageThread = trace.traceEvents.filter((event) => parse && event.pid === parse.pid && event.tid === parse.tid);
    const count = (name: string) => onPageThread.filter((event) => event.name === name).length;
    // A fresh renderer sets up at least one font to draw any text; without the event, this is not Linux.
    const traced = trace.traceEvents.some((event) => event.name === FONT_SET_UP);
    const sizes = await page.evaluate(() => {
      const seen = new Map<string, number>();
      for (const element of document.body.querySelectorAll("*")) {
        const hasText = [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim());
        if (!hasText || !element.checkVisibility({ contentVisibilityAuto: true })) continue;
        const style = getComputedStyle(element);
        const px = Math.round(parseFloat(style.fontSize) * 100) / 100;
        const key = `${px}${Number(style.fontWeight) >= 600 ? "b" : ""}${style.fontStyle === "normal" ? "" : "i"}`;
        seen.set(key, px);
      }
      return [...seen].sort((a, b) => a[1] - b[1] || a[0].localeCompare(b[0])).map(([key]) => key);
    });
    return { fontsSetUp: traced ? count(FONT_SET_UP) : null, familyLookups: traced ? count(FAMILY_LOOKUP) : null, sizes };
  } finally {
    await browser.close();
  }
}

const fingerprint = buildFingerprint();
const server = await startServer();
const executablePath = ensureChromium();
let stopping: () => Promise<void> = async () => {};
stopOnInterrupt(server, () => stopping());
console.log(
  `Fonts set up while each page loads, at ${viewports.map((v) => `${v.width} px`).join(" and ")}, over ${targets.length} pages at ${server.origin}\n`,
);

type Row = { target: PageTarget; loads: Load[] };
const rows: Row[] = [];
try {
  for (const target of targets) {
    const url = new URL(target.path, server.origin).href;
    const loads: Load[] = [];
    for (const viewport of viewports) loads.push(await measure(url, viewport));
    rows.push({ target, loads });
  }
} finally {
  await server.stop();
}
warnIfRebuilt(fingerprint);

const figure = (value: number | null) => (value === null ? "-" : String(value));
console.log(
  formatTable<Row>(
    [
      { title: "page", value: (row) => row.target.label },
      ...viewports.flatMap((viewport, index) => [
        { title: `${viewport.name} fonts`, value: (row: Row) => figure(row.loads[index]!.fontsSetUp), right: true },
        { title: "lookups", value: (row: Row) => figure(row.loads[index]!.familyLookups), right: true },
        { title: `${viewport.name} text sizes (px)`, value: (row: Row) => row.loads[index]!.sizes.join(" ") },
      ]),
    ],
    rows,
  ),
);
const most = (index: number) => Math.max(...rows.map((row) => row.loads[index]!.fontsSetUp ?? 0));
console.log(`\nMost fonts set up during a load: ${viewports.map((viewport, index) => `${most(index)} (${viewport.name})`).join(", ")}.`);
