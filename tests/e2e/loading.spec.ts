import { clickInPlace } from "./content-helpers.ts";
import { expect, test } from "./fixtures.ts";

/**
 * How a page loads (app/speed/deferred-hydration.ts, app/speed/inline-styles.server.ts): its styles come inside the
 * HTML, its JavaScript only once the page has loaded, and it works as before once hydrated.
 */

test("a page's styles are in its HTML and no stylesheet is fetched", async ({ page }) => {
  const stylesheets: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "stylesheet") stylesheets.push(request.url());
  });
  await page.goto("/en/about");
  await expect(page.locator("head style[data-href]").first()).toBeAttached();
  // The page is styled: the dark theme's background, not the browser's white.
  const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  expect(background).not.toBe("rgba(0, 0, 0, 0)");
  expect(background).not.toBe("rgb(255, 255, 255)");
  expect(stylesheets).toEqual([]);
});

test("no JavaScript is requested before the page has loaded, and the page hydrates after", async ({ page }) => {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(request.url());
  });
  // The load event in the page itself, compared with when the first module was asked for.
  await page.addInitScript(() => {
    addEventListener("load", () => ((window as unknown as { loadedAt: number }).loadedAt = performance.now()));
  });
  await page.goto("/en/escaladarocafrey");
  await expect(page.locator("html[data-hydrated]")).toBeAttached();
  const timing = await page.evaluate(() => {
    const loadedAt = (window as unknown as { loadedAt: number }).loadedAt;
    const modules = performance.getEntriesByType("resource").filter((entry) => /\/assets\/.+\.js$/.test(entry.name));
    return { loadedAt, firstModule: Math.min(...modules.map((entry) => entry.startTime)), modules: modules.length };
  });
  expect(timing.modules).toBeGreaterThan(3);
  expect(timing.firstModule).toBeGreaterThanOrEqual(timing.loadedAt);
  expect(scripts.length).toBeGreaterThan(0);
  // Nothing in the HTML announces the modules early (React adds its preload links back once hydrated).
  const html = await (await page.request.get("/en/escaladarocafrey")).text();
  expect(html).not.toContain("modulepreload");
});

test("the JavaScript is asked for only once the page has painted its text and the picture above the fold", async ({ page }) => {
  // The paints as the page itself hears of them (Paint Timing, and the largest paint: the hero), beside its requests.
  await page.addInitScript(() => {
    const paints: Record<string, number> = {};
    (window as unknown as { paints: typeof paints }).paints = paints;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) paints[entry.name] = entry.startTime;
    }).observe({ type: "paint", buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { renderTime: number; element: Element | null })[]) {
        if (entry.element?.matches("img[fetchpriority=high]")) paints.hero = entry.renderTime;
      }
    }).observe({ type: "largest-contentful-paint", buffered: true });
  });
  await page.goto("/en/escaladarocarefugiofrey");
  await expect(page.locator("html[data-hydrated]")).toBeAttached();
  // One picture above the fold, marked by its high priority; no measuring hook ships to visitors.
  await expect(page.locator("img[fetchpriority=high]")).toHaveCount(1);
  await expect(page.locator("img[elementtiming]")).toHaveCount(0);
  const timing = await page.evaluate(() => {
    const paints = (window as unknown as { paints: Record<string, number> }).paints;
    const loader = performance.getEntriesByType("resource").find((entry) => /\/assets\/hydration-loader-.+\.js$/.test(entry.name));
    return { contentful: paints["first-contentful-paint"], hero: paints.hero, loaderAskedAt: loader?.startTime };
  });
  expect(timing.contentful).toBeGreaterThan(0);
  expect(timing.hero).toBeGreaterThan(0);
  // The page asks for its code after the frame with the hero was drawn (decoded, then a frame);
  // a busy machine may report that frame's presentation time (renderTime) up to a frame later.
  const frame = 20;
  expect(timing.loaderAskedAt).toBeGreaterThanOrEqual(timing.hero! - frame);
  expect(timing.loaderAskedAt).toBeGreaterThanOrEqual(timing.contentful! - frame);
});

test("after hydration, a page reached by client navigation gets its own styles", async ({ page }) => {
  await page.goto("/en");
  // The rental page's stylesheet is not in the home page: the client router fetches it.
  const rentalCss = page.waitForRequest((request) => request.resourceType() === "stylesheet" && /\/assets\/rental-/.test(request.url()));
  const documents: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "document") documents.push(request.url());
  });
  await page.locator('a[href="/en/alquilerequipoescalada"]').first().click();
  await expect(page).toHaveURL(/\/en\/alquilerequipoescalada$/);
  await rentalCss;
  expect(documents).toEqual([]);
  await expect(page.locator(".rental")).toHaveCSS("display", "grid");
});

test("no script runs while the page is parsed; once hydrated, history entries have keys and going back restores the scroll", async ({
  page,
}) => {
  // React Router's inline scripts (scroll restoration, loader data) wait for hydration: until
  // then the page has no key in its history entry and no router context.
  await page.addInitScript(() => {
    document.addEventListener("DOMContentLoaded", () => {
      const seen = window as unknown as { parsed: unknown[] };
      seen.parsed = [history.state, "__reactRouterContext" in window];
    });
  });
  await page.goto("/en/about");
  expect(await page.evaluate(() => (window as unknown as { parsed: unknown[] }).parsed)).toEqual([null, false]);
  const key = await page.evaluate(() => (history.state as { key?: string } | null)?.key);
  expect(key).toMatch(/^[0-9a-v]+$/);

  await page.evaluate(() => window.scrollTo(0, 600));
  await clickInPlace(page, page.locator(".menu-toggle"));
  // On by keyboard, as a locator's click would scroll the sliding panel's link "into view" too.
  const menu = page.locator("#site-menu");
  await expect(menu.getByRole("link", { name: "Home" })).toBeFocused();
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  await expect(menu.getByRole("link", { name: "Contact us" })).toBeFocused();
  const left = await page.evaluate(() => window.scrollY);
  expect(left).toBe(600);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/en\/contactForm$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/en\/about$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(left);
});
