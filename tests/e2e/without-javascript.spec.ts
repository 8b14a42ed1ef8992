/**
 * Every interaction of the spec with JavaScript disabled (`javaScriptEnabled: false`): the menu,
 * the language selector, the carousel, the expanders, the rental tooltips, a comment with a photo
 * and its enlarged view, the contact form. What needs no script must not wait for one.
 */
import sharp from "sharp";
import { startServer, type TestServer } from "./comments-server.ts";
import { expect, test, type BrowserContext, type Page } from "./fixtures.ts";

let server: TestServer;
test.beforeAll(async () => {
  server = await startServer();
});
test.afterAll(async () => {
  await server?.dispose();
});

/** A page of this context, whose documents run no script (CSS sees `scripting: none`). */
async function withoutScripts(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  page.on("load", async () => {
    expect(await page.evaluate(() => matchMedia("(scripting: none)").matches).catch(() => true)).toBe(true);
  });
  return page;
}

test.describe("with JavaScript disabled", () => {
  test.use({ javaScriptEnabled: false });

  test("the menu opens, closes on a click outside and on Escape, and its links lead to their pages", async ({ context }) => {
    const page = await withoutScripts(context);
    await page.goto(`${server.url}/es`);
    const menu = page.getByRole("navigation", { name: "Menú principal" });
    const open = page.getByRole("button", { name: "Abrir menú" });
    await open.click();
    await expect(menu).toBeVisible();
    await expect(menu).toHaveCSS("width", "250px");
    await expect(menu.getByRole("link")).toHaveText(["Inicio", "Quiénes somos", "Contacto"]);
    await expect(page.getByRole("button", { name: "Cerrar menú" })).toBeVisible();
    await page.mouse.click(600, 600);
    await expect(menu).toBeHidden();
    await open.click();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(open).toBeFocused();
    await open.click();
    await menu.getByRole("link", { name: "Quiénes somos" }).click();
    await expect(page).toHaveURL(/\/es\/about$/);
    await expect(menu).toBeHidden();
  });

  test("the language selector shows the same page in another language and remembers the choice", async ({ context }) => {
    const page = await withoutScripts(context);
    await page.goto(`${server.url}/contactForm?excursion=ventana`);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await page
      .getByRole("navigation", { name: "Language" })
      .getByRole("link", { name: /Italiano/ })
      .click();
    await expect(page).toHaveURL(/\/it\/contactForm\?excursion=ventana$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "it");
    await page.goto(`${server.url}/about`);
    await expect(page.locator("html")).toHaveAttribute("lang", "it");
  });

  test("the carousel's cards scroll by keyboard and by touch, snapping to each card; its links lead to the excursions", async ({
    browser,
  }) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 390, height: 844 },
      hasTouch: true,
      isMobile: true,
    });
    const page = await withoutScripts(context);
    await page.goto(`${server.url}/en`);
    const viewport = page.locator(".carousel__viewport");
    const firstCard = () =>
      viewport.evaluate((node) => {
        const view = node.getBoundingClientRect();
        return [...node.querySelectorAll("article")].findIndex((card) => Math.abs(card.getBoundingClientRect().left - view.left) < 2) + 1;
      });
    expect(await firstCard()).toBe(1);
    await page.locator('[data-card="equipment"] a').focus();
    await page.keyboard.press("ArrowRight");
    await expect.poll(firstCard).toBe(2);
    await viewport.evaluate((node) => node.scrollIntoView({ block: "center" }));
    const box = (await viewport.boundingBox())!;
    const y = box.y + box.height / 3;
    const cdp = await context.newCDPSession(page);
    const touch = (type: "touchStart" | "touchMove" | "touchEnd", x: number) =>
      cdp.send("Input.dispatchTouchEvent", { type, touchPoints: type === "touchEnd" ? [] : [{ x, y }] });
    // A finger drags two thirds of the width at a finger's pace (a frame between moves, so a busy
    // machine cannot fold the moves into one fling), then lifts: the nearest card snaps in.
    await touch("touchStart", box.x + box.width * 0.8);
    for (let step = 1; step <= 10; step++) {
      await touch("touchMove", box.x + box.width * (0.8 - step * 0.066));
      // A finger's pace, one move a frame: input, not a wait for the page (a page without scripts
      // runs no animation-frame callbacks to wait on).
      await page.waitForTimeout(16);
    }
    await touch("touchEnd", 0);
    await expect.poll(firstCard).toBe(3);
    await page.locator('[data-card="multipitch"]').getByRole("link").click();
    await expect(page).toHaveURL(/\/en\/multilargos$/);
    await context.close();
  });

  test("highlights, itinerary and bios expand and collapse, each on its own", async ({ context }) => {
    const page = await withoutScripts(context);
    await page.goto(`${server.url}/en/trekking-lanin`);
    for (const block of [".excursion-highlights", ".excursion-itinerary"]) {
      const text = page.locator(`${block} .read-more__text`);
      const collapsed = await text.innerText();
      expect(collapsed).toMatch(/…$/);
      await page.locator(`${block} summary`).click();
      await expect(page.locator(`${block} summary`)).toHaveText("Show less", { useInnerText: true });
      expect((await text.innerText()).length).toBeGreaterThan(collapsed.length);
      await page.locator(`${block} summary`).click();
      await expect.poll(() => text.innerText()).toBe(collapsed);
    }
    await page.goto(`${server.url}/fr/about`);
    const long = page.locator(".team-member").filter({ has: page.locator("summary") });
    await long.nth(0).locator("summary").click();
    await expect(long.nth(0).locator(".read-more__rest")).toBeVisible();
    await expect(long.nth(1).locator(".read-more__rest")).toBeHidden();
  });

  test("a rental item's details show on hover and on focus", async ({ context }) => {
    const page = await withoutScripts(context);
    await page.goto(`${server.url}/en/alquilerequipoescalada`);
    const item = page.locator(".rental-item").first();
    await item.hover();
    await expect(item.getByRole("tooltip")).toBeVisible();
    await page.mouse.move(0, 0);
    await expect(item.getByRole("tooltip")).toBeHidden();
    await item.getByRole("button").focus();
    await expect(item.getByRole("tooltip")).toBeVisible();
  });

  test("a comment with a photo is posted, and its photo opens in a dialog that the button, the backdrop and Escape close", async ({
    context,
  }) => {
    const page = await withoutScripts(context);
    await page.goto(`${server.url}/en/escaladapiedraparada`);
    const section = page.locator("section.comments");
    const name = `NoScript ${Math.random().toString(36).slice(2, 8)}`;
    await section.getByLabel("Name").fill(name);
    await section.getByLabel("Comment", { exact: true }).fill("The canyon at sunset");
    const photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: "#b0704a" } })
      .jpeg()
      .toBuffer();
    await section.locator('input[type="file"]').setInputFiles({ name: "canyon.jpg", mimeType: "image/jpeg", buffer: photo });
    await section.getByRole("button", { name: "Post comment" }).click();
    await expect(page.locator("section.comments [role=status]")).toHaveText("Thank you! Your comment has been posted.");

    const avatar = page.getByRole("button", { name: `Enlarge the photo shared by ${name}` });
    const dialog = page.getByRole("dialog", { name: `Photo shared by ${name}` });
    await avatar.click();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("img", { name: `Photo shared by ${name}` })).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Close" })).toBeFocused();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe("hidden");
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(dialog).toBeHidden();
    await expect(avatar).toBeFocused();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe("hidden");
    await avatar.click();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await avatar.click();
    await expect(dialog).toBeVisible();
    await page.mouse.click(5, 5);
    await expect(dialog).toBeHidden();
  });

  test("the contact form shows every error at once, then the success message", async ({ context }) => {
    const page = await withoutScripts(context);
    await page.goto(`${server.url}/es/contactForm`);
    await page.getByRole("button", { name: "Enviar mensaje" }).click();
    await expect(page.locator(".contact-field__error:not(:empty)")).toHaveCount(4);
    await page.getByLabel("Nombre").fill("Ana");
    await page.getByLabel("Email").fill("ana@example.com");
    await page.getByLabel("Asunto").fill("Frey");
    await page.getByLabel("Mensaje").fill("¿Hay lugar en enero?");
    await page.getByRole("button", { name: "Enviar mensaje" }).click();
    await expect(page.getByText("¡Tu mensaje se envió!")).toBeVisible();
  });
});
