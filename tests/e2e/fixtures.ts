/**
 * Playwright's `test` and `expect`, with navigation that waits for hydration.
 *
 * Pages hydrate after the window's `load` (app/speed/deferred-hydration.ts), which is exactly when `goto`
 * returns: a test that clicks the menu button at once would click a button that does nothing yet,
 * as a visitor might in that first instant. Tests check what a visitor sees once the page is
 * working, so `goto` and `reload` return once the root has marked `<html data-hydrated>`, on every
 * page with JavaScript: the test's own page and the pages of contexts a test opens itself.
 * A navigation that asks for an earlier moment (`waitUntil: "commit"`...) is left alone.
 */
import { test as base, type BrowserContext, type Page } from "@playwright/test";
import { HYDRATED_ATTRIBUTE } from "../../app/speed/deferred-hydration.ts";

export { expect, type Browser, type BrowserContext, type Locator, type Page } from "@playwright/test";

const patched = new WeakSet<Page>();

/** Waits for the page's hydration after a navigation that loaded an HTML document. */
async function afterNavigation(page: Page, response: Awaited<ReturnType<Page["goto"]>>, waitUntil?: string) {
  if (waitUntil && waitUntil !== "load") return;
  if (!response || !/^text\/html/.test(response.headers()["content-type"] ?? "")) return;
  // By `load` the page's module script has set up its hydration, unless JavaScript is off (nothing to wait for).
  const scripted = await page.evaluate(() => "__hydrate" in window).catch(() => false);
  if (!scripted) return;
  await page.locator(`html[${HYDRATED_ATTRIBUTE}]`).waitFor({ state: "attached" });
}

function waitForHydrationOnNavigation(page: Page): Page {
  if (patched.has(page)) return page;
  patched.add(page);
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    await afterNavigation(page, response, options?.waitUntil);
    return response;
  };
  page.reload = async (options) => {
    const response = await reload(options);
    await afterNavigation(page, response, options?.waitUntil);
    return response;
  };
  return page;
}

function watchContext(context: BrowserContext) {
  context.on("page", waitForHydrationOnNavigation);
  const newPage = context.newPage.bind(context);
  context.newPage = async () => waitForHydrationOnNavigation(await newPage());
}

export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, use) => {
    await use(javaScriptEnabled === false ? page : waitForHydrationOnNavigation(page));
  },
  browser: [
    async ({ browser }, use) => {
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (options) => {
        const context = await newContext(options);
        if (options?.javaScriptEnabled !== false) watchContext(context);
        return context;
      };
      await use(browser);
    },
    { scope: "worker" },
  ],
});
