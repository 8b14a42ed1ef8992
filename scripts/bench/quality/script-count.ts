/**
 * The script a phone downloads for one page before anyone touches it, counted the way Chromium
 * counts it: every response of type Script its Network domain reports (module preloads, the
 * hydration loader, every import() the page makes, the offline-reading script), with the bytes it
 * says it received for each (`encodedDataLength` of `loadingFinished`: compressed body and
 * headers). Counted from the navigation until nothing script-shaped is in flight and none has
 * started for a while, and never past the window (5 s after `load`). Bytes and requests, not
 * time: the same build gives the same count on a slow machine or a fast one, as long as the page
 * reaches its quiet point within the window.
 *
 * Used by the end-to-end test that holds every public page to its budget
 * (tests/e2e/script-budget.spec.ts) and by `npm run size`, which prints it beside what the
 * bundler's manifest says (decision 0130).
 */
import type { BrowserContext } from "@playwright/test";
import { HYDRATED_ATTRIBUTE } from "../../../app/speed/deferred-hydration.ts";

/** At most this many bytes of script per public page (kB = 1000 bytes), as Chromium reports them. */
export const SCRIPT_BUDGET_BYTES = 110_000;
/** At most this many script requests per public page. */
export const SCRIPT_REQUEST_BUDGET = 12;
/** What is fetched in this window after `load` counts as loaded "on load". */
const SCRIPT_WINDOW_MS = 5000;
/** The page is taken as settled once no script has started or been in flight for this long. */
const QUIET_MS = 600;

/** The phone the count is made on: a page's code for what is below the fold must not be fetched. */
export const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } as const;

export type ScriptCount = {
  bytes: number;
  requests: number;
  /** Each script, its path and its bytes, largest first. */
  scripts: { url: string; bytes: number }[];
};

/**
 * Opens `url` in a new page of `context` (which should have no cache of its own: a new context)
 * and counts its scripts.
 */
export async function countScripts(context: BrowserContext, url: string): Promise<ScriptCount> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  const started = new Map<string, string>();
  const finished = new Map<string, number>();
  let lastChange = Date.now();
  cdp.on("Network.requestWillBeSent", (event) => {
    if (event.type !== "Script") return;
    started.set(event.requestId, event.request.url);
    lastChange = Date.now();
  });
  const done = (requestId: string, bytes: number) => {
    if (!started.has(requestId)) return;
    finished.set(requestId, bytes);
    lastChange = Date.now();
  };
  cdp.on("Network.loadingFinished", (event) => done(event.requestId, event.encodedDataLength));
  cdp.on("Network.loadingFailed", (event) => done(event.requestId, 0));
  await cdp.send("Network.enable");
  await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
  try {
    const response = await page.goto(url, { waitUntil: "load" });
    if (response?.status() !== 200) throw new Error(`${url} answered ${response?.status()}`);
    const loaded = Date.now();
    // Hydration starts after `load` and the first paint (app/speed/deferred-hydration.ts): the quiet
    // point is looked for once the page has hydrated (or the window has passed).
    const scripted = await page.evaluate(() => "__hydrate" in window);
    if (scripted) {
      await page
        .locator(`html[${HYDRATED_ATTRIBUTE}]`)
        .waitFor({ state: "attached", timeout: SCRIPT_WINDOW_MS })
        .catch(() => {});
      lastChange = Math.max(lastChange, Date.now());
    }
    while (Date.now() - loaded < SCRIPT_WINDOW_MS) {
      const inFlight = started.size > finished.size;
      if (!inFlight && Date.now() - lastChange >= QUIET_MS) break;
      await page.waitForTimeout(50);
    }
    const scripts = [...started].map(([id, address]) => {
      const { pathname, search } = new URL(address);
      return { url: pathname + search, bytes: finished.get(id) ?? 0 };
    });
    scripts.sort((a, b) => b.bytes - a.bytes);
    return { bytes: scripts.reduce((sum, script) => sum + script.bytes, 0), requests: scripts.length, scripts };
  } finally {
    await cdp.detach().catch(() => {});
    await page.close();
  }
}
