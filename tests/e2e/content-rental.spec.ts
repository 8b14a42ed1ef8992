import { expect, test, type Page } from "./fixtures.ts";
import { testBusiness, testChatDigits } from "./business-details.ts";
import {
  afterPaint,
  layoutShift,
  recordLayoutShifts,
  sidewaysOverflow,
  textsNotFitting,
  waitForHydration,
  watchErrors,
} from "./content-helpers.ts";

/** The rental item whose name is `name`, its trigger and its tooltip. */
function item(page: Page, name: string) {
  const root = page.locator(".rental-item").filter({ has: page.locator(".rental-item__name", { hasText: name }) });
  return { root, trigger: root.getByRole("button"), tooltip: root.getByRole("tooltip", { includeHidden: true }) };
}

test.describe("equipment rental", () => {
  test("shows the title, collage, 14 items, the kit box, special prices, quote and payment", async ({ page }) => {
    await page.goto("/en/alquilerequipoescalada");
    await expect(page.getByRole("heading", { level: 1 })).not.toBeEmpty();
    await expect(page.locator(".rental-collage img")).toBeVisible();
    await expect(page.locator(".rental-item")).toHaveCount(14);
    for (const entry of await page.locator(".rental-item").all()) {
      await expect(entry.locator("img")).toHaveCount(1);
      await expect(entry.locator(".rental-item__name")).not.toBeEmpty();
      await expect(entry.locator(".rental-item__price")).toContainText("USD");
    }
    await expect(page.locator(".rental-special__box")).toContainText("70");
    await expect(page.locator(".rental-special__prices li")).toHaveCount(2);
    await expect(page.locator(".rental-quote blockquote")).not.toBeEmpty();
    await expect(page.locator(".payment-block")).toBeVisible();
  });

  test("the tooltips are hidden until asked for and described to assistive technology", async ({ page }) => {
    await page.goto("/en/alquilerequipoescalada");
    await expect(page.getByRole("tooltip")).toHaveCount(0);
    const helmet = item(page, "Helmet");
    const id = await helmet.tooltip.getAttribute("id");
    await expect(helmet.trigger).toHaveAttribute("aria-describedby", id!);
    await expect(helmet.tooltip).not.toBeEmpty();
  });

  test("a tooltip shows on hover, stays while the pointer is on it, and hides on leave", async ({ page }) => {
    await page.goto("/en/alquilerequipoescalada");
    await waitForHydration(page);
    const helmet = item(page, "Helmet");
    await helmet.trigger.hover();
    await expect(helmet.tooltip).toBeVisible();
    await expect(page.getByRole("tooltip")).toHaveCount(1);
    // Hoverable: the pointer can move onto the tooltip.
    await helmet.tooltip.hover();
    await expect(helmet.tooltip).toBeVisible();
    // Moving to another item switches tooltips.
    const rope = item(page, "Rope");
    await rope.trigger.hover();
    await expect(rope.tooltip).toBeVisible();
    await expect(helmet.tooltip).toBeHidden();
    await page.mouse.move(2, 2);
    await expect(page.getByRole("tooltip")).toHaveCount(0);
  });

  test("Escape hides a hovered tooltip", async ({ page }) => {
    await page.goto("/en/alquilerequipoescalada");
    await waitForHydration(page);
    const helmet = item(page, "Helmet");
    await helmet.trigger.hover();
    await expect(helmet.tooltip).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(helmet.tooltip).toBeHidden();
  });

  test("a tooltip shows on keyboard focus and hides on blur and on Escape", async ({ page }) => {
    await page.goto("/en/alquilerequipoescalada");
    await waitForHydration(page);
    const first = item(page, "Helmet");
    const second = item(page, "Rope");
    await first.trigger.focus();
    await expect(first.tooltip).toBeVisible();
    await page.keyboard.press("Tab");
    await expect(second.trigger).toBeFocused();
    await expect(first.tooltip).toBeHidden();
    await expect(second.tooltip).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(second.tooltip).toBeHidden();
    await expect(second.trigger).toBeFocused();
  });

  test("a tooltip shows on tap and hides on a tap elsewhere", async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    const page = await context.newPage();
    await page.goto("/en/alquilerequipoescalada");
    await waitForHydration(page);
    const harness = item(page, "Harness");
    await harness.trigger.tap();
    await expect(harness.tooltip).toBeVisible();
    const shoes = item(page, "Climbing shoes");
    await shoes.trigger.tap();
    await expect(shoes.tooltip).toBeVisible();
    await expect(harness.tooltip).toBeHidden();
    await page.getByRole("heading", { level: 1 }).tap();
    await expect(page.getByRole("tooltip")).toHaveCount(0);
    await context.close();
  });

  test("the full-kit box links to the chat, and the payment links open safely in a new tab", async ({ page }) => {
    await page.goto("/en/alquilerequipoescalada");
    const chat = page.locator(".rental-special__box a");
    await expect(chat).toHaveAttribute("href", new RegExp(`^https://wa\\.me/${testChatDigits}`));
    for (const link of [chat, ...(await page.locator(".payment-block a").all())]) {
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", /\bnoopener\b/);
      await expect(link).toHaveAttribute("rel", /\bnoreferrer\b/);
    }
    await expect(page.locator(`.payment-block a[href="${testBusiness.paymentTransfer}"]`)).toHaveCount(1);
    await expect(page.locator(`.payment-block a[href="${testBusiness.paymentLocal}"]`)).toHaveCount(1);
  });

  test("does not scroll sideways on a phone or a desktop", async ({ browser }) => {
    for (const width of [320, 390, 1280]) {
      const page = await browser.newPage({ viewport: { width, height: 800 } });
      await page.goto("/es/alquilerequipoescalada");
      expect(await sidewaysOverflow(page)).toBe(0);
      await page.close();
    }
  });

  test("every item's name fits its card on the narrowest phones, in every language", async ({ browser }) => {
    // Twelve or more pages loaded one after another: three times the usual time.
    test.slow();
    for (const width of [320, 360, 375]) {
      const page = await browser.newPage({ viewport: { width, height: 800 } });
      for (const lang of ["en", "es", "fr", "pt", "it"]) {
        await page.goto(`/${lang}/alquilerequipoescalada`);
        expect(
          await textsNotFitting(page, ".rental-item__name, .rental-item__price", ".rental-item__trigger"),
          `${lang} at ${width} px`,
        ).toEqual([]);
      }
      await page.close();
    }
  });

  for (const path of ["/en/alquilerequipoescalada", "/alquilerequipoescalada"]) {
    test(`${path} hydrates without console errors or layout shift`, async ({ page }) => {
      const errors = watchErrors(page);
      await recordLayoutShifts(page);
      await page.goto(path);
      await waitForHydration(page);
      await afterPaint(page);
      expect(errors).toEqual([]);
      expect(await layoutShift(page)).toBeLessThan(0.01);
    });
  }
});
