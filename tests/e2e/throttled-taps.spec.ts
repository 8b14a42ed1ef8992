/**
 * A phone on a slow link: Chromium at 390 px with its CPU slowed six times
 * (`Emulation.setCPUThrottlingRate`) and Lighthouse's slow 4G. Each control is tapped as soon as
 * the page has painted, and its effect must show. The page's JavaScript is held back until the
 * taps have been answered, so they are answered by the HTML and CSS alone (no race with
 * hydration, whatever the machine's load); it is then let through, and the control's state must
 * survive hydration and the control keep working.
 *
 * `npm run tap-latency` measures how long such a tap takes to be answered; this test asserts that
 * it is answered at all before the script runs.
 */
import type { CDPSession } from "@playwright/test";
import { HYDRATED_ATTRIBUTE } from "../../app/speed/deferred-hydration.ts";
import { expect, test, type Browser, type Locator, type Page } from "./fixtures.ts";
import { nextFrame } from "./content-helpers.ts";

test.describe.configure({ timeout: 90_000 });

const slow4G = { offline: false, latency: 562.5, downloadThroughput: (1638.4 * 0.9 * 1024) / 8, uploadThroughput: (750 * 0.9 * 1024) / 8 };

type ThrottledPage = { page: Page; cdp: CDPSession; letScriptsThrough: () => Promise<void>; close: () => Promise<void> };

/** Opens `path` on a throttled phone and returns once the page has painted, its modules held back. */
async function openThrottled(browser: Browser, path: string): Promise<ThrottledPage> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 6 });
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", slow4G);
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/[^?]*\.js(\?|$)/, async (route) => {
    await held;
    await route.continue();
  });
  await page.addInitScript(() => {
    new PerformanceObserver((list) => {
      if (list.getEntries().some((entry) => entry.name === "first-contentful-paint"))
        (window as unknown as { painted: boolean }).painted = true;
    }).observe({ type: "paint", buffered: true });
  });
  await page.goto(path, { waitUntil: "commit" });
  await page.waitForFunction(() => (window as unknown as { painted?: boolean }).painted === true, undefined, {
    polling: 50,
    timeout: 60_000,
  });
  return {
    page,
    cdp,
    async letScriptsThrough() {
      expect(await page.locator(`html[${HYDRATED_ATTRIBUTE}]`).count(), "the tap came before hydration").toBe(0);
      release();
      await page.locator(`html[${HYDRATED_ATTRIBUTE}]`).waitFor({ state: "attached", timeout: 60_000 });
    },
    close: () => context.close(),
  };
}

/** A finger's tap at the middle of the element, once it is on screen. */
async function tap(page: Page, element: Locator) {
  await element.evaluate((node) => {
    const { top, bottom } = node.getBoundingClientRect();
    if (top < 64 || bottom > innerHeight - 90) node.scrollIntoView({ block: "center" });
  });
  const box = (await element.boundingBox())!;
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
}

/** The labels of the carousel's slides whose card is wholly in view. */
function cardsInView(page: Page): Promise<string[]> {
  return page.locator(".carousel").evaluate((root) => {
    const view = root.querySelector(".carousel__viewport")!.getBoundingClientRect();
    return [...root.querySelectorAll<HTMLElement>(".carousel__slide")]
      .filter((slide) => {
        const box = slide.querySelector("article")!.getBoundingClientRect();
        return box.width > 0 && box.left >= view.left - 2 && box.right <= view.right + 2;
      })
      .map((slide) => slide.getAttribute("aria-label") ?? "");
  });
}

const slow = { timeout: 20_000 };

test("the menu opens at the first tap after the first paint, and keeps working once hydrated", async ({ browser }) => {
  const { page, letScriptsThrough, close } = await openThrottled(browser, "/en/trekking-lanin");
  const menu = page.locator("#site-menu");
  await tap(page, page.locator(".menu-toggle"));
  await expect(menu).toBeVisible(slow);
  await expect(menu.getByRole("link", { name: "Home" })).toBeFocused(slow);
  await letScriptsThrough();
  await expect(menu).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(menu).toBeHidden(slow);
  await page.getByRole("button", { name: "Open menu" }).click();
  await expect(menu).toBeVisible(slow);
  await close();
});

test("Read more on the highlights and the itinerary answers the first tap, and stays open through hydration", async ({ browser }) => {
  const { page, letScriptsThrough, close } = await openThrottled(browser, "/en/trekking-lanin");
  for (const block of [".excursion-highlights", ".excursion-itinerary"]) {
    const rest = page.locator(`${block} .read-more__rest`);
    await expect(rest).toBeHidden();
    await tap(page, page.locator(`${block} summary`));
    await expect(rest).toBeVisible(slow);
    await expect(page.locator(`${block} summary`)).toHaveText("Show less", { useInnerText: true, ...slow });
  }
  await letScriptsThrough();
  await expect(page.locator(".excursion-highlights .read-more__rest")).toBeVisible();
  await page.locator(".excursion-highlights summary").click();
  await expect(page.locator(".excursion-highlights .read-more__rest")).toBeHidden(slow);
  await close();
});

test("a bio's Read more answers the first tap on the about page", async ({ browser }) => {
  const { page, letScriptsThrough, close } = await openThrottled(browser, "/es/about");
  const member = page
    .locator(".team-member")
    .filter({ has: page.locator("summary") })
    .first();
  await tap(page, member.locator("summary"));
  await expect(member.locator(".read-more__rest")).toBeVisible(slow);
  await expect(member.locator("summary")).toHaveText("Leer menos", { useInnerText: true, ...slow });
  await letScriptsThrough();
  await expect(member.locator(".read-more__rest")).toBeVisible();
  await close();
});

test("the carousel follows a swipe right after the first paint; the script takes over from that card, with arrows", async ({ browser }) => {
  const { page, cdp, letScriptsThrough, close } = await openThrottled(browser, "/en");
  const viewport = page.locator(".carousel__viewport");
  await viewport.evaluate((node) => node.scrollIntoView({ block: "center" }));
  await expect.poll(() => cardsInView(page), slow).toEqual(["1 of 9"]);
  const box = (await viewport.boundingBox())!;
  const y = box.y + box.height / 3;
  const touch = (type: "touchStart" | "touchMove" | "touchEnd", x: number) =>
    cdp.send("Input.dispatchTouchEvent", { type, touchPoints: type === "touchEnd" ? [] : [{ x, y }] });
  await touch("touchStart", box.x + box.width * 0.8);
  // A frame between moves, so a busy machine cannot fold the moves into one fling.
  for (let step = 1; step <= 8; step++) {
    await touch("touchMove", box.x + box.width * (0.8 - step * 0.08));
    await nextFrame(page);
  }
  await touch("touchEnd", 0);
  await expect.poll(() => cardsInView(page), slow).toEqual(["2 of 9"]);
  // The arrows need the script: not offered before it runs.
  await expect(page.getByRole("button", { name: "Next excursions" })).toBeHidden();
  await letScriptsThrough();
  await expect(page.locator(".carousel[data-ready]")).toBeAttached(slow);
  await expect.poll(() => cardsInView(page), slow).toEqual(["2 of 9"]);
  await page.getByRole("button", { name: "Next excursions" }).click();
  await expect.poll(() => cardsInView(page), slow).toEqual(["3 of 9"]);
  await close();
});

test("the language selector answers the first tap: the page in that language, and the choice remembered", async ({ browser }) => {
  const { page, close } = await openThrottled(browser, "/about");
  await tap(page, page.getByRole("navigation", { name: "Language" }).getByRole("link", { name: /Français/ }));
  await expect(page).toHaveURL(/\/fr\/about$/, { timeout: 60_000 });
  await expect(page.locator("html")).toHaveAttribute("lang", "fr", slow);
  const cookies = await page.context().cookies();
  expect(cookies.find((cookie) => cookie.name === "lang")?.value).toBe("fr");
  await close();
});
