import { expect, test } from "./fixtures.ts";
import {
  afterPaint,
  expectVisibleSlides,
  layoutShift,
  nextFrame,
  recordLayoutShifts,
  sidewaysOverflow,
  textsNotFitting,
  visibleSlides,
  waitForHydration,
  watchErrors,
} from "./content-helpers.ts";

const slide = (n: number) => `${n} of 9`;

/** The spec's card targets (section 2). */
const cardTargets = {
  equipment: "alquilerequipoescalada",
  freyclimb: "escaladarocafrey",
  multipitch: "multilargos",
  freyrefuge: "escaladarocarefugiofrey",
  bautismo: "bautismo",
  guiapersonal: "guiapersonal",
  piedraparada: "escaladapiedraparada",
  ventana: "escaladarocacerroventana",
  trekkingLanin: "trekking-lanin",
};

async function openHome(page: import("@playwright/test").Page, path = "/en") {
  await page.goto(path);
  await expect(page.locator(".carousel[data-ready]")).toBeVisible();
}

test.describe("home hero and carousel", () => {
  test("hero shows the title, subtitle and logo", async ({ page }) => {
    await page.goto("/en");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Challenge your limits");
    await expect(page.getByText("Book unique guided activities in Patagonia")).toBeVisible();
    await expect(page.locator(".home-hero__logo")).toBeVisible();
  });

  for (const [width, count] of [
    [1280, 3],
    [1024, 3],
    [900, 2],
    [768, 2],
    [500, 1],
    [390, 1],
  ] as const) {
    test(`shows ${count} card(s) at ${width} px, before and after hydration`, async ({ browser }) => {
      const context = await browser.newContext({ viewport: { width, height: 900 } });
      const page = await context.newPage();
      await openHome(page);
      await expectVisibleSlides(page, [1, 2, 3].slice(0, count).map(slide));
      await context.close();
      // The server's HTML alone (no JavaScript) has the same layout.
      const noJs = await browser.newContext({ viewport: { width, height: 900 }, javaScriptEnabled: false });
      const staticPage = await noJs.newPage();
      await staticPage.goto("/en");
      expect(await visibleSlides(staticPage)).toEqual([1, 2, 3].slice(0, count).map(slide));
      await noJs.close();
    });
  }

  test("is a labelled carousel region of nine labelled slides with two arrow buttons and no dots", async ({ page }) => {
    await openHome(page);
    const carousel = page.getByRole("region", { name: "Our excursions" });
    await expect(carousel).toHaveAttribute("aria-roledescription", "carousel");
    const slides = carousel.getByRole("group");
    await expect(slides).toHaveCount(9);
    await expect(slides.first()).toHaveAttribute("aria-roledescription", "slide");
    await expect(slides.first()).toHaveAccessibleName("1 of 9");
    await expect(slides.last()).toHaveAccessibleName("9 of 9");
    await expect(carousel.getByRole("button")).toHaveCount(2);
    await expect(carousel.getByRole("button", { name: "Previous excursions" })).toBeVisible();
    await expect(carousel.getByRole("button", { name: "Next excursions" })).toBeVisible();
    await expect(carousel.getByRole("tab")).toHaveCount(0);
  });

  test("wraps around in both directions at 1280 px", async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await openHome(page);
    const previous = page.getByRole("button", { name: "Previous excursions" });
    const next = page.getByRole("button", { name: "Next excursions" });
    // Previous from the first card brings the last one in.
    await previous.click();
    await expectVisibleSlides(page, [slide(9), slide(1), slide(2)]);
    await next.click();
    await expectVisibleSlides(page, [slide(1), slide(2), slide(3)]);
    // Next from the last card brings the first one in.
    for (let i = 0; i < 6; i++) await next.click();
    await expectVisibleSlides(page, [slide(7), slide(8), slide(9)]);
    await next.click();
    await expectVisibleSlides(page, [slide(8), slide(9), slide(1)]);
    await context.close();
  });

  test("keyboard focus on a card out of view brings it into view, and moves are announced", async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await openHome(page);
    await page.locator('[data-card="multipitch"] a').focus();
    await page.keyboard.press("Tab");
    await expect(page.locator('[data-card="freyrefuge"] a')).toBeFocused();
    await expect.poll(async () => (await visibleSlides(page)).includes(slide(4))).toBe(true);
    await page.getByRole("button", { name: "Next excursions" }).click();
    await expect(page.locator(".carousel [aria-live=polite]")).toHaveText(/\d of 9/);
    await context.close();
  });

  test("wraps around in both directions at 500 px", async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 500, height: 900 } });
    const page = await context.newPage();
    await openHome(page);
    const previous = page.getByRole("button", { name: "Previous excursions" });
    const next = page.getByRole("button", { name: "Next excursions" });
    await previous.click();
    await expectVisibleSlides(page, [slide(9)]);
    await previous.click();
    await expectVisibleSlides(page, [slide(8)]);
    await next.click();
    await next.click();
    await expectVisibleSlides(page, [slide(1)]);
    for (let i = 0; i < 8; i++) await next.click();
    await expectVisibleSlides(page, [slide(9)]);
    await next.click();
    await expectVisibleSlides(page, [slide(1)]);
    await context.close();
  });

  test("glides to the next cards rather than jumping", async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await openHome(page);
    // The track's positions, one per frame from the click until it has stood still for a few
    // frames. How long the move takes is measured by `npm run motion`.
    const positions = await page.evaluate(
      () =>
        new Promise<number[]>((resolve) => {
          const track = document.querySelector<HTMLElement>(".carousel__container")!;
          const next = document.querySelector<HTMLButtonElement>(".carousel__arrow--next")!;
          const offset = () => new DOMMatrixReadOnly(getComputedStyle(track).transform).m41;
          const seen = [offset()];
          let still = 0;
          next.click();
          const frame = () => {
            const x = offset();
            still = x === seen[seen.length - 1] ? still + 1 : 0;
            if (still === 0) seen.push(x);
            if (still >= 10 && seen.length > 1) return resolve(seen);
            requestAnimationFrame(frame);
          };
          requestAnimationFrame(frame);
        }),
    );
    await expectVisibleSlides(page, [slide(2), slide(3), slide(4)]);
    // Moved left, through positions between the start and the end.
    const [start, end] = [positions[0]!, positions[positions.length - 1]!];
    expect(end).toBeLessThan(start);
    expect(positions.filter((x) => x < start && x > end).length).toBeGreaterThan(0);
    await context.close();
  });

  test("swipes to the next card on touch", async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    const page = await context.newPage();
    await openHome(page);
    await page.locator('[data-card="equipment"] .excursion-card__media').scrollIntoViewIfNeeded();
    const box = (await page.locator(".carousel__viewport").boundingBox())!;
    const media = (await page.locator('[data-card="equipment"] .excursion-card__media').boundingBox())!;
    const y = media.y + media.height / 2;
    const cdp = await context.newCDPSession(page);
    const touch = (type: "touchStart" | "touchMove" | "touchEnd", x: number) =>
      cdp.send("Input.dispatchTouchEvent", { type, touchPoints: type === "touchEnd" ? [] : [{ x, y }] });
    await touch("touchStart", box.x + box.width * 0.8);
    for (let step = 1; step <= 8; step++) {
      await nextFrame(page);
      await touch("touchMove", box.x + box.width * (0.8 - step * 0.07));
    }
    await touch("touchEnd", 0);
    await expectVisibleSlides(page, [slide(2)]);
    await context.close();
  });

  test("each card shows its picture, texts, price, season and facts", async ({ page }) => {
    await openHome(page);
    const card = page.locator('[data-card="freyclimb"]');
    await expect(card.locator("img")).toHaveCount(1);
    await expect(card.getByRole("heading", { level: 3 })).not.toBeEmpty();
    await expect(card.locator(".excursion-card__price")).toContainText("per person");
    await expect(card.locator(".excursion-card__price")).toContainText("USD");
    await expect(card.locator(".excursion-card__months")).not.toBeEmpty();
    await expect(card.locator("dt")).toHaveText(["Days", "Difficulty", "Physical level"]);
    for (const dd of await card.locator("dd").all()) await expect(dd).not.toBeEmpty();
    // The icons are decorative: the text carries the meaning.
    for (const icon of await card.locator("svg").all()) await expect(icon).toHaveAttribute("aria-hidden", "true");
  });

  test("preloads every card's picture, including the slides out of view", async ({ page }) => {
    await page.goto("/en", { waitUntil: "load" });
    const images = page.locator(".carousel img");
    await expect(images).toHaveCount(9);
    await expect.poll(() => images.evaluateAll((all) => all.filter((img) => (img as HTMLImageElement).naturalWidth > 0).length)).toBe(9);
  });

  test("clicking a card's picture selects that card", async ({ page }) => {
    await openHome(page);
    await page.locator('[data-card="freyclimb"] .excursion-card__media').click();
    await expect(page.locator('[data-card="freyclimb"]')).toHaveAttribute("data-selected", "true");
    await expect(page.locator("[data-selected]")).toHaveCount(1);
  });
});

test.describe("card links", () => {
  for (const [path, prefix] of [
    ["/en", "/en/"],
    ["/es", "/es/"],
    ["/", "/"],
  ] as const) {
    test(`every card links to its page from ${path}`, async ({ page }) => {
      await openHome(page, path);
      for (const [card, target] of Object.entries(cardTargets)) {
        await expect(page.locator(`[data-card="${card}"] a`)).toHaveAttribute("href", `${prefix}${target}`);
      }
    });
  }

  test("'Learn more' opens the excursion", async ({ page }) => {
    await openHome(page, "/es");
    await page.locator('[data-card="multipitch"]').getByRole("link").click();
    await expect(page).toHaveURL(/\/es\/multilargos$/);
    // Reached by client-side navigation: the page's data came from /es/multilargos.data.
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Escalada en multilargos");
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
  });
});

test.describe("upcoming lists", () => {
  test("show one excursion and four courses with date and location", async ({ page }) => {
    await page.goto("/en");
    const upcoming = page.locator("#upcoming");
    const courses = page.locator("#courses");
    await expect(upcoming.locator("article")).toHaveCount(1);
    await expect(courses.locator("article")).toHaveCount(4);
    for (const card of await page.locator("#upcoming article, #courses article").all()) {
      await expect(card.locator("img")).toHaveCount(1);
      await expect(card.getByRole("heading", { level: 3 })).not.toBeEmpty();
      await expect(card.locator("dt")).toHaveText(["Date", "Location"]);
      for (const dd of await card.locator("dd").all()) await expect(dd).not.toBeEmpty();
      await expect(card.locator(".upcoming-card__description")).not.toBeEmpty();
    }
    // The excursion's card is one link to its request form with its departure chosen; a course has no form to lead to.
    const link = upcoming.getByRole("link");
    await expect(link).toHaveCount(1);
    await expect(link).toHaveAccessibleName("Lanín volcano ascent Request to book");
    await expect(link).toHaveAttribute("href", /^\/en\/trekking-lanin\?departure=\d+#request$/);
    await expect(courses.getByRole("link")).toHaveCount(0);
    await expect(page.getByText("No excursions scheduled")).toHaveCount(0);
    await expect(page.getByText("No courses available")).toHaveCount(0);
    await expect(page.locator(".home-closing")).toContainText("contact icons");
  });
});

test("the cards' facts fit their cards on a 320 px phone, in every language", async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 320, height: 800 }, javaScriptEnabled: false });
  const page = await context.newPage();
  for (const lang of ["en", "es", "fr", "pt", "it"]) {
    await page.goto(`/${lang}`);
    expect(await textsNotFitting(page, ".excursion-card__fact dt, .excursion-card__fact dd", ".excursion-card"), lang).toEqual([]);
  }
  await context.close();
});

test.describe("layout", () => {
  for (const width of [320, 390, 900, 1280]) {
    test(`the page does not scroll sideways at ${width} px, with or without JavaScript`, async ({ browser }) => {
      for (const javaScriptEnabled of [true, false]) {
        const context = await browser.newContext({ viewport: { width, height: 800 }, javaScriptEnabled });
        const page = await context.newPage();
        await page.goto("/en");
        // Measured at once: the carousel's hidden slides must not widen the page before hydration either.
        expect(await sidewaysOverflow(page)).toBe(0);
        if (javaScriptEnabled) {
          await expect(page.locator(".carousel[data-ready]")).toBeVisible();
          expect(await sidewaysOverflow(page)).toBe(0);
        } else {
          // Without JavaScript the cards scroll sideways inside the carousel instead.
          const viewport = page.locator(".carousel__viewport");
          expect(await viewport.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
          await expect(page.locator(".carousel__arrow")).toHaveCount(2);
          await expect(page.locator(".carousel__arrow").first()).toBeHidden();
        }
        await context.close();
      }
    });
  }
});

test.describe("hydration", () => {
  for (const path of ["/en", "/", "/es"]) {
    test(`${path} hydrates without console errors or layout shift`, async ({ page }) => {
      const errors = watchErrors(page);
      await recordLayoutShifts(page);
      await openHome(page, path);
      await waitForHydration(page);
      await afterPaint(page);
      expect(errors).toEqual([]);
      expect(await layoutShift(page)).toBeLessThan(0.01);
    });
  }
});
