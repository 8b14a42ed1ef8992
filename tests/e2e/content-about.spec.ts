import { expect, test } from "./fixtures.ts";
import {
  accessibleNode,
  afterPaint,
  layoutShift,
  recordLayoutShifts,
  sidewaysOverflow,
  waitForHydration,
  watchErrors,
} from "./content-helpers.ts";

test.describe("about us", () => {
  test("shows the title, description and five members with photo, name, role and bio", async ({ page }) => {
    await page.goto("/en/about");
    await expect(page.getByRole("heading", { level: 1 })).not.toBeEmpty();
    await expect(page.locator(".about-header p")).not.toBeEmpty();
    const members = page.locator(".team-member");
    await expect(members).toHaveCount(5);
    for (const member of await members.all()) {
      await expect(member.locator("img")).toHaveAttribute("alt", /.+/);
      await expect(member.getByRole("heading", { level: 2 })).not.toBeEmpty();
      await expect(member.locator(".team-member__role")).not.toBeEmpty();
      await expect(member.locator(".read-more__text")).not.toBeEmpty();
    }
  });

  test("a bio over 200 characters shows 200 characters and an ellipsis; each member's state is its own", async ({ page }) => {
    await page.goto("/en/about");
    await waitForHydration(page);
    const long = page.locator(".team-member").filter({ has: page.locator("summary") });
    expect(await long.count()).toBeGreaterThanOrEqual(2);
    const first = long.nth(0);
    const second = long.nth(1);
    const [firstId, secondId] = [await first.getAttribute("aria-labelledby"), await second.getAttribute("aria-labelledby")];
    const toggleState = (id: string | null) => accessibleNode(page, `[aria-labelledby="${id}"] summary`);
    const firstText = first.locator(".read-more__text");
    const collapsed = await firstText.innerText();
    expect(await toggleState(firstId)).toMatchObject({ role: "DisclosureTriangle", name: "Read more", expanded: false });
    await first.locator("summary").click();
    await expect(first.locator("summary")).toHaveText("Show less", { useInnerText: true });
    await expect.poll(() => toggleState(firstId)).toMatchObject({ name: "Show less", expanded: true });
    const full = await firstText.innerText();
    expect(full.length).toBeGreaterThan(200);
    expect(collapsed).toBe(`${full.slice(0, 200)}…`);
    // The other bios stay collapsed.
    await expect(second.locator("summary")).toHaveText("Read more", { useInnerText: true });
    expect(await toggleState(secondId)).toMatchObject({ expanded: false });
    expect(await second.locator(".read-more__text").innerText()).toMatch(/…$/);
    await first.locator("summary").click();
    await expect.poll(() => firstText.innerText()).toBe(collapsed);
  });

  test("a bio of 200 characters or fewer is shown whole, without a button", async ({ page }) => {
    await page.goto("/en/about");
    const short = page.locator(".team-member").filter({ hasNot: page.locator(".read-more__toggle") });
    expect(await short.count()).toBeGreaterThanOrEqual(1);
    for (const member of await short.all()) {
      const text = await member.locator(".read-more__text").innerText();
      expect(text.length).toBeLessThanOrEqual(200);
      expect(text).not.toMatch(/…$/);
    }
  });

  test("does not scroll sideways on a phone or a desktop", async ({ browser }) => {
    for (const width of [320, 390, 1280]) {
      const page = await browser.newPage({ viewport: { width, height: 800 } });
      await page.goto("/fr/about");
      expect(await sidewaysOverflow(page)).toBe(0);
      await page.close();
    }
  });

  for (const path of ["/en/about", "/about", "/pt/about"]) {
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
