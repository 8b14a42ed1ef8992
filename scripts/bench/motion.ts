/**
 * `npm run motion`: how fast things move for a visitor, in Chromium against the production server
 * (a fresh data folder of its own):
 *
 * - a live comment: from the moment the server acknowledges a comment posted on one page to the
 *   moment it shows on another page of the same excursion (target: within a second);
 * - the carousel: from a click on its arrow until the track is within a pixel of where it stops
 *   (target: about 500 ms, between 250 and 1000), timed in the page's own clock, since Embla steps
 *   its animation at a fixed 60 Hz and a busy machine's polling would otherwise count.
 *
 *   npm run motion                                    # starts the production server of build/
 *   npm run motion -- --origin http://127.0.0.1:3456  # measures a server already running (its limits must let the comments through)
 *   npm run motion -- --runs 5
 *
 * Figures measured and printed against their targets, never asserted: the machine is shared and
 * timings move with it. The end-to-end tests assert the behaviour (tests/e2e/comments.spec.ts: the
 * comment arrives, once; tests/e2e/content-home.spec.ts: the carousel glides to the next cards).
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { chromium, type Browser } from "@playwright/test";
import { chromiumArgs, ensureChromium } from "../test/chromium.ts";
import { startServer, stopOnInterrupt, type RunningServer } from "./quality/server.ts";
import { formatTable, writeReport } from "./quality/table.ts";

const { values } = parseArgs({
  options: {
    origin: { type: "string" },
    runs: { type: "string", default: "3" },
  },
});
const runs = Number(values.runs);

/** Milliseconds from the acknowledged save to the comment on the other page. */
async function liveComment(browser: Browser, origin: string, run: number): Promise<number> {
  const reader = await (await browser.newContext()).newPage();
  const writer = await (await browser.newContext()).newPage();
  try {
    const path = "/en/escaladarocacerroventana";
    const streamOpened = reader.waitForResponse(
      (response) => new URL(response.url()).pathname.endsWith("/events") && response.status() === 200,
      { timeout: 120_000 },
    );
    await reader.goto(`${origin}${path}`);
    await writer.goto(`${origin}${path}`);
    for (const page of [reader, writer])
      await page.waitForFunction(() => (document.querySelector("form.comment-form") as HTMLFormElement | null)?.noValidate);
    await streamOpened;
    const name = `Motion ${run} ${Math.random().toString(36).slice(2, 8)}`;
    const section = writer.locator("section.comments");
    await section.getByLabel("Name").fill(name);
    await section.getByLabel("Comment", { exact: true }).fill("Timing the live stream");
    // The reader notes, in its own clock, when the comment appears; the writer's clock is the same machine's.
    const shown = reader.evaluate(
      (text) =>
        new Promise<number>((resolve) => {
          const seen = () => [...document.querySelectorAll(".comment")].some((element) => element.textContent?.includes(text));
          const observer = new MutationObserver(() => {
            if (!seen()) return;
            observer.disconnect();
            resolve(performance.timeOrigin + performance.now());
          });
          observer.observe(document.body, { childList: true, subtree: true, characterData: true });
        }),
      name,
    );
    const saved = writer.waitForResponse(
      (response) => response.request().method() === "POST" && new URL(response.url()).pathname === `${path}.data`,
    );
    await section.getByRole("button", { name: "Post comment" }).click();
    if ((await saved).status() !== 200) throw new Error(`the comment was not saved (${(await saved).status()})`);
    const acknowledged = Date.now();
    return (await shown) - acknowledged;
  } finally {
    await reader.context().close();
    await writer.context().close();
  }
}

/** Milliseconds from the arrow's click to the track within a pixel of where it stops. */
async function carouselMove(browser: Browser, origin: string): Promise<number> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    const page = await context.newPage();
    await page.goto(`${origin}/en`);
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await page.locator(".carousel__arrow--next").waitFor();
    return await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          const track = document.querySelector<HTMLElement>(".carousel__container")!;
          const next = document.querySelector<HTMLButtonElement>(".carousel__arrow--next")!;
          const offset = () => new DOMMatrixReadOnly(getComputedStyle(track).transform).m41;
          const samples: { time: number; x: number }[] = [];
          const started = performance.now();
          let lastMove = started;
          next.click();
          const frame = () => {
            const now = performance.now();
            const x = offset();
            if (samples.length === 0 || samples[samples.length - 1]!.x !== x) {
              samples.push({ time: now, x });
              lastMove = now;
            } else if (now - lastMove > 200) {
              const end = samples[samples.length - 1]!.x;
              const arrived = samples.find((sample) => Math.abs(sample.x - end) < 1)!;
              return resolve(arrived.time - started);
            }
            requestAnimationFrame(frame);
          };
          requestAnimationFrame(frame);
        }),
    );
  } finally {
    await context.close();
  }
}

const median = (numbers: number[]) => {
  const sorted = [...numbers].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

let server: RunningServer | undefined;
const dataDir = values.origin ? undefined : mkdtempSync(path.join(tmpdir(), "site-motion-"));
if (!values.origin) {
  server = await startServer({ env: { DATA_DIR: dataDir!, DATABASE_URL: "", FORM_MIN_FILL_MS: "0", COMMENT_RATE_LIMIT: "1000/600" } });
  stopOnInterrupt(server, () => rmSync(dataDir!, { recursive: true, force: true }));
}
const origin = values.origin ?? server!.origin;
console.log(`Motion in Chromium, ${runs} run(s) each, ${origin}\n`);
const browser = await chromium.launch({ executablePath: ensureChromium(), args: chromiumArgs });
const rows: { name: string; target: string; results: number[] }[] = [
  { name: "live comment: save acknowledged → shown on another page", target: "≤ 1000 ms", results: [] },
  { name: "carousel: arrow clicked → next cards in place", target: "250-1000 ms", results: [] },
];
try {
  for (let run = 0; run < runs; run++) {
    rows[0]!.results.push(await liveComment(browser, origin, run));
    rows[1]!.results.push(await carouselMove(browser, origin));
  }
} finally {
  await browser.close();
  await server?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}
console.log(
  formatTable(
    [
      { title: "what", value: (row) => row.name },
      { title: "median", value: (row) => `${Math.round(median(row.results))} ms`, right: true },
      { title: "runs", value: (row) => row.results.map(Math.round).join(", "), right: true },
      { title: "target", value: (row) => row.target, right: true },
    ],
    rows,
  ),
);
console.log(`\nReport: ${writeReport("motion.json", { origin, rows })}`);
