import { expect, test } from "./fixtures.ts";

/**
 * Pages of the server started with CONTENT_FIXTURE=sparse (see playwright.config.ts and
 * app/catalogue/fixtures.ts): no upcoming excursions, no courses, the equipment card without
 * images and the multipitch excursion without French text. Prerendered pages keep the real
 * content, so these tests use server-rendered URLs (unprefixed home, excursion pages).
 */
const port = Number(process.env.E2E_FIXTURE_PORT ?? Number(process.env.E2E_PORT ?? 3100) + 1);
test.use({ baseURL: `http://localhost:${port}`, locale: "en-US" });

test("both upcoming lists show their empty state", async ({ page }) => {
  await page.goto("/");
  await expect(page.locator("#upcoming article")).toHaveCount(0);
  await expect(page.locator("#courses article")).toHaveCount(0);
  await expect(page.locator("#upcoming")).toContainText("No excursions scheduled. News coming soon!");
  await expect(page.locator("#courses")).toContainText("No courses available at this time.");
});

test("a card without images says so", async ({ page }) => {
  await page.goto("/");
  const card = page.locator('[data-card="equipment"]');
  await expect(card.locator("img")).toHaveCount(0);
  await expect(card).toContainText("No images available");
  await expect(page.locator('[data-card="freyclimb"] img')).toHaveCount(1);
});

test("an excursion without text in the active language says so in red, above the English text", async ({ page }) => {
  await page.goto("/fr/multilargos");
  const message = page.locator(".excursion__missing");
  await expect(message).toBeVisible();
  // The languages in words (never the excursion's key or a code).
  await expect(message).toHaveText("Pas encore de version en français : les textes ci-dessous sont en anglais.");
  expect(await message.evaluate((element) => getComputedStyle(element).color)).toBe("rgb(255, 138, 128)");
  const title = page.getByRole("heading", { level: 1 });
  await expect(title).toHaveText("Multi-pitch climbing");
  await expect(title).toHaveAttribute("lang", "en");
  const [messageBox, titleBox] = [await message.boundingBox(), await title.boundingBox()];
  expect(messageBox!.y).toBeLessThan(titleBox!.y);
});

test("other excursions in the same language have no message", async ({ page }) => {
  await page.goto("/en/multilargos");
  await expect(page.locator(".excursion__missing")).toHaveCount(0);
});
