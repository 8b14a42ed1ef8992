import { expect, test, type Page } from "./fixtures.ts";

type View = { path: string; lang: string; userLanguage: string; navigation: string };

/**
 * The page views the page sends to our collector (what the beacons carried, read in the page,
 * since a beacon's body is not visible from outside) and the collector's answers.
 */
async function collectViews(page: Page) {
  await page.addInitScript(() => {
    const sendBeacon = navigator.sendBeacon.bind(navigator);
    const sent: unknown[] = ((window as unknown as { __views: unknown[] }).__views = []);
    navigator.sendBeacon = (url, data) => {
      if (String(url).endsWith("/analytics/views") && data instanceof Blob) void data.text().then((text) => sent.push(JSON.parse(text)));
      return sendBeacon(url, data);
    };
  });
  const statuses: number[] = [];
  page.on("requestfinished", async (request) => {
    if (request.url().endsWith("/analytics/views")) statuses.push((await request.response())?.status() ?? 0);
  });
  return {
    statuses,
    views: () => page.evaluate(() => (window as unknown as { __views: View[] }).__views),
  };
}

test.use({ locale: "es-AR" });

test("a page view is recorded on the first load and on every route change", async ({ page }) => {
  const { views, statuses } = await collectViews(page);
  await page.goto("/es");
  await expect.poll(views).toEqual([{ path: "/es", lang: "es", userLanguage: "es-AR", navigation: "load" }]);

  await page.locator(".menu-toggle").click();
  await page.locator("#site-menu").getByRole("link", { name: "Quiénes somos" }).click();
  await expect(page).toHaveURL(/\/es\/about$/);
  await expect
    .poll(async () => (await views()).at(-1))
    .toEqual({ path: "/es/about", lang: "es", userLanguage: "es-AR", navigation: "route" });

  // The language selector goes through the server's language route: a page load.
  await page
    .locator(".lang-selector")
    .getByRole("link", { name: /Português/ })
    .click();
  await expect(page).toHaveURL(/\/pt\/about$/);
  await expect
    .poll(async () => (await views()).at(-1))
    .toEqual({ path: "/pt/about", lang: "pt", userLanguage: "es-AR", navigation: "load" });
  await expect.poll(() => statuses).toEqual([204, 204, 204]);
});

test("no page view is sent when the visitor asks not to be tracked", async ({ page }) => {
  await page.addInitScript(() => Object.defineProperty(navigator, "globalPrivacyControl", { value: true }));
  const { views, statuses } = await collectViews(page);
  await page.goto("/es");
  await page.locator(".menu-toggle").click();
  await page.locator("#site-menu").getByRole("link", { name: "Contacto" }).click();
  await expect(page).toHaveURL(/\/es\/contactForm$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  // A view is sent in a task of its own once the new page has rendered (app/analytics/usePageViews.ts):
  // after the next frame and a task queued behind it, it would have been sent.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))));
  expect(await views()).toEqual([]);
  expect(statuses).toEqual([]);
});

test("the collector refuses GET, cross-site posts and garbage", async ({ request }) => {
  expect((await request.get("/analytics/views")).status()).toBe(405);
  const view = { path: "/en", lang: "en", userLanguage: "en-US", navigation: "load" };
  const crossSite = await request.post("/analytics/views", { data: view, headers: { Origin: "https://evil.example" } });
  expect(crossSite.status()).toBe(403);
  const garbage = await request.post("/analytics/views", {
    data: "{not json",
    headers: { "Content-Type": "application/json", Origin: "http://localhost:3100" },
  });
  expect([400, 403]).toContain(garbage.status());
});
