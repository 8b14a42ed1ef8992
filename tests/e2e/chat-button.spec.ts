/**
 * The floating chat button keeps clear of what a visitor reads: an excursion's "Season" on a phone,
 * the facts of the home carousel's cards on a small tablet and a large one. Checked by geometry:
 * the button's box against the boxes of the words themselves (not of their elements, which may
 * be wider), at the scroll the page opens with and with each text scrolled to the bottom of the
 * window, where a visitor who scrolls it into view leaves it.
 */
import { expect, test, type Page } from "./fixtures.ts";

type Box = { left: number; top: number; right: number; bottom: number };

/** The boxes of the words in the elements `selector` matches (their text's line boxes), and the chat button's. */
async function layout(page: Page, selector: string): Promise<{ chat: Box; words: (Box & { text: string })[] }> {
  return page.evaluate((selector) => {
    const box = ({ left, top, right, bottom }: DOMRect) => ({ left, top, right, bottom });
    const words = [...document.querySelectorAll(selector)].flatMap((element) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      return [...range.getClientRects()]
        .filter((rect) => rect.width > 0)
        .map((rect) => ({ ...box(rect), text: element.textContent ?? "" }));
    });
    return { chat: box(document.querySelector(".chat-button")!.getBoundingClientRect()), words };
  }, selector);
}

const overlaps = (a: Box, b: Box) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/** The texts the button covers now. */
async function covered(page: Page, selector: string): Promise<string[]> {
  const { chat, words } = await layout(page, selector);
  return words.filter((word) => overlaps(chat, word)).map((word) => word.text);
}

/** The texts whose words share columns with the button: at some scroll, it would cover them. */
async function inTheButtonsLane(page: Page, selector: string): Promise<string[]> {
  const { chat, words } = await layout(page, selector);
  return words.filter((word) => word.left < chat.right && chat.left < word.right).map((word) => word.text);
}

test.describe("the chat button", () => {
  test("never covers an excursion's Season on a 390 px phone", async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    for (const path of ["/en/escaladarocafrey", "/es/trekking-lanin", "/fr/escaladarocacerroventana", "/pt/multilargos"]) {
      await page.goto(path);
      const season = ".excursion-facts__item:nth-child(3) dd";
      await expect(page.locator(season)).toBeVisible();
      expect(await covered(page, season), `${path} as it opens`).toEqual([]);
      await page.locator(season).evaluate((element) => element.scrollIntoView({ block: "end" }));
      expect(await covered(page, season), `${path} scrolled to the window's bottom`).toEqual([]);
      expect(await inTheButtonsLane(page, ".excursion-facts dt, .excursion-facts dd"), path).toEqual([]);
    }
    await context.close();
  });

  for (const width of [500, 900]) {
    test(`never covers the home carousel's card facts at ${width} px`, async ({ browser }) => {
      const context = await browser.newContext({ viewport: { width, height: 900 } });
      const page = await context.newPage();
      for (const lang of ["en", "es", "fr"]) {
        await page.goto(`/${lang}`);
        const facts = ".carousel__slide .excursion-card__fact dt, .carousel__slide .excursion-card__fact dd";
        await page
          .locator(".excursion-card__facts")
          .first()
          .evaluate((element) => element.scrollIntoView({ block: "end" }));
        expect(await covered(page, facts), `${lang} scrolled to the cards' facts`).toEqual([]);
        expect(await inTheButtonsLane(page, facts), lang).toEqual([]);
      }
      await context.close();
    });
  }
});
