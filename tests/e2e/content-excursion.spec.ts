import { expect, test, type Page } from "./fixtures.ts";
import { testBusiness, testChatDigits } from "./business-details.ts";
import {
  accessibleNode,
  afterPaint,
  controlBoxes,
  layoutShift,
  recordLayoutShifts,
  textsNotFitting,
  waitForHydration,
  watchErrors,
} from "./content-helpers.ts";

const excursionPaths = [
  "escaladarocafrey",
  "multilargos",
  "escaladarocarefugiofrey",
  "bautismo",
  "guiapersonal",
  "escaladapiedraparada",
  "escaladarocacerroventana",
  "trekking-lanin",
];

/** The state assistive technology is told of a ReadMore block's toggle (a `<summary>`: Chromium's disclosure button). */
const toggleState = (page: Page, block: string) => accessibleNode(page, `${block} summary`);

/** Expands a ReadMore block and returns its collapsed text, its full text and its toggle. */
async function readBoth(page: Page, selector: string) {
  const block = page.locator(selector);
  const text = block.locator(".read-more__text");
  const button = block.locator("summary");
  expect(await toggleState(page, selector)).toMatchObject({ role: "DisclosureTriangle", expanded: false });
  const collapsed = await text.innerText();
  await button.click();
  await expect.poll(() => toggleState(page, selector)).toMatchObject({ expanded: true });
  const full = await text.innerText();
  return { collapsed, full, button, text };
}

test.describe("excursion page", () => {
  test("shows the hero, name, location, prices, facts and experience", async ({ page }) => {
    await page.goto("/en/escaladarocafrey");
    await expect(page.locator(".excursion-hero img")).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).not.toBeEmpty();
    await expect(page.locator(".excursion-header__location")).not.toBeEmpty();
    // Frey: 1 day 200; 3 days 175 per day; 7 days 150 per day (spec section 9).
    await expect(page.locator(".excursion-price__headline")).toContainText("200");
    await expect(page.locator(".excursion-price__more li")).toHaveCount(2);
    await expect(page.locator(".excursion-price__more")).toContainText("175");
    await expect(page.locator(".excursion-price__more")).toContainText("150");
    await expect(page.locator(".excursion-facts dt")).toHaveText(["Days", "Physical level", "Season"]);
    await expect(page.locator(".excursion-experience")).toContainText("Experience required:");
  });

  test("labels and their values are punctuated as each language writes them", async ({ page }) => {
    await page.goto("/fr/escaladarocacerroventana");
    // French: a non-breaking space before the colon, times as 8 h 30.
    await expect(page.locator(".excursion-experience strong")).toHaveText("Expérience requise\u00a0:");
    await expect(page.locator(".payment-block__currencies")).toHaveText("Devises acceptées\u00a0: USD, ARS");
    await expect(page.locator(".excursion-price__more")).toContainText("de 8\u00a0h\u00a030 à 16\u00a0h");
    await page.goto("/es/escaladarocacerroventana");
    await expect(page.locator(".payment-block__currencies")).toHaveText("Monedas aceptadas: USD, ARS");
  });

  test("highlights show two sentences until 'Read more', then all, and 'Show less' collapses", async ({ page }) => {
    await page.goto("/en/escaladarocafrey");
    await waitForHydration(page);
    const { collapsed, full, button, text } = await readBoth(page, ".excursion-highlights");
    expect(full.split(". ").length).toBeGreaterThan(2);
    expect(collapsed).toBe(`${full.split(". ").slice(0, 2).join(". ")}…`);
    await expect(button).toHaveText("Show less", { useInnerText: true });
    expect(await toggleState(page, ".excursion-highlights")).toMatchObject({ name: "Show less", expanded: true });
    await expect(button).toHaveAttribute("aria-controls", /.+/);
    await button.click();
    await expect(button).toHaveText("Read more", { useInnerText: true });
    expect(await toggleState(page, ".excursion-highlights")).toMatchObject({ name: "Read more", expanded: false });
    await expect.poll(() => text.innerText()).toBe(collapsed);
  });

  test("the itinerary shows 300 characters until expanded", async ({ page }) => {
    await page.goto("/en/trekking-lanin");
    await waitForHydration(page);
    const { collapsed, full, button, text } = await readBoth(page, ".excursion-itinerary");
    expect(full.length).toBeGreaterThan(300);
    expect(collapsed).toBe(`${full.slice(0, 300)}…`);
    await button.click();
    await expect.poll(() => text.innerText()).toBe(collapsed);
    // Each expander keeps its own state.
    expect(await toggleState(page, ".excursion-highlights")).toMatchObject({ expanded: false });
  });

  test("the whole text is in the server's HTML, and the toggles work without JavaScript", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/en/escaladarocafrey");
    const html = await (await page.request.get("/en/escaladarocafrey")).text();
    const highlights = page.locator(".excursion-highlights .read-more__text");
    const rest = await highlights.locator(".read-more__rest").textContent();
    expect(rest!.length).toBeGreaterThan(10);
    expect(html).toContain(rest!.slice(0, 60).replaceAll("'", "&#x27;"));
    const { collapsed, full, button } = await readBoth(page, ".excursion-highlights");
    expect(collapsed).toBe(`${full.split(". ").slice(0, 2).join(". ")}…`);
    await expect(button).toHaveText("Show less", { useInnerText: true });
    await button.click();
    await expect.poll(() => highlights.innerText()).toBe(collapsed);
    await context.close();
  });

  test("price includes is one item per line; the side image has its caption; three more images and a wide one", async ({ page }) => {
    await page.goto("/en/escaladarocafrey");
    expect(await page.locator(".excursion-includes li").count()).toBeGreaterThan(1);
    await expect(page.locator("figure.excursion-figure img")).toBeVisible();
    await expect(page.locator("figure.excursion-figure figcaption")).not.toBeEmpty();
    await expect(page.locator(".excursion-gallery img")).toHaveCount(3);
    await expect(page.locator(".excursion-wide img")).toHaveCount(1);
    for (const img of await page.locator(".excursion img").all()) expect(await img.getAttribute("alt")).toBeTruthy();
  });

  test("the booking block links to the chat and to the contact form for this excursion", async ({ page }) => {
    await page.goto("/es/multilargos");
    const booking = page.locator(".booking-block");
    const chat = booking.locator(`a[href^="https://wa.me/${testChatDigits}?text="]`);
    await expect(chat).toHaveAttribute("target", "_blank");
    await expect(chat).toHaveAttribute("rel", /noopener/);
    await expect(chat).toHaveAttribute("rel", /noreferrer/);
    await expect(booking.locator('a[href="/es/contactForm?excursion=multipitch"]')).toBeVisible();
    await page.goto("/multilargos");
    await expect(page.locator('.booking-block a[href="/contactForm?excursion=multipitch"]')).toBeVisible();
  });

  test("one call to action near the top leads to the request form; its heading is a section's, as large as the comments'; payment after it", async ({
    page,
  }) => {
    await page.goto("/es/escaladarocacerroventana");
    /** The texts of the elements matching `selector` that come before the request form, those that speak of booking. */
    const bookingBeforeForm = (selector: string) =>
      page.locator(selector).evaluateAll((all) => {
        const form = document.querySelector("form.booking-form")!;
        return all
          .filter((element) => element.compareDocumentPosition(form) & Node.DOCUMENT_POSITION_FOLLOWING)
          .map((element) => element.textContent?.trim() ?? "")
          .filter((text) => /reserv/i.test(text));
      });
    // Before the form: one link that books, and no heading calling to book besides the form's own.
    expect(await bookingBeforeForm("main a, main button")).toEqual(["Reservá esta excursión"]);
    expect(await bookingBeforeForm("main h1, main h2, main h3")).toEqual(["Solicitar reserva"]);
    const cta = page.getByRole("link", { name: "Reservá esta excursión" });
    await expect(cta).toHaveAttribute("href", "#request");
    // Near the top: before the highlights.
    expect(
      await cta.evaluate(
        (link) => !!(link.compareDocumentPosition(document.getElementById("highlights-title")!) & Node.DOCUMENT_POSITION_FOLLOWING),
      ),
    ).toBe(true);
    await cta.click();
    await expect(page).toHaveURL(/#request$/);
    const heading = page.getByRole("heading", { level: 2, name: "Solicitar reserva" });
    await expect(heading).toBeInViewport();
    const comments = page.getByRole("heading", { level: 2, name: "Comentarios" });
    const size = (locator: typeof heading) => locator.evaluate((element) => Number.parseFloat(getComputedStyle(element).fontSize));
    expect(await size(heading)).toBeGreaterThanOrEqual(await size(comments));
    // The payment block comes after the form.
    const paymentAfterForm = await page
      .locator(".payment-block")
      .evaluate(
        (block) => !!(document.querySelector("form.booking-form")!.compareDocumentPosition(block) & Node.DOCUMENT_POSITION_FOLLOWING),
      );
    expect(paymentAfterForm).toBe(true);
  });

  test("every control of the request form and the comment form is at least 44 px tall, styled as the text fields", async ({ page }) => {
    await page.goto("/es/trekking-lanin");
    await page.locator("form.booking-form").scrollIntoViewIfNeeded();
    const controls = await controlBoxes(page, "form.booking-form, form.comment-form");
    expect(controls.length).toBeGreaterThan(10);
    for (const control of controls) expect(control, control.name).toMatchObject({ short: false, styled: true });
  });
  test("the payment links open in a new tab without opener or referrer", async ({ page }) => {
    await page.goto("/en/bautismo");
    const payment = page.locator(".payment-block");
    await expect(payment.getByRole("heading")).toHaveText("Book your adventure");
    for (const href of [testBusiness.paymentTransfer, testBusiness.paymentLocal]) {
      const link = payment.locator(`a[href="${href}"]`);
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", /\bnoopener\b/);
      await expect(link).toHaveAttribute("rel", /\bnoreferrer\b/);
    }
    await expect(payment).toContainText("USD");
    await expect(payment).toContainText("ARS");
  });

  test("its content fits the width of a phone", async ({ browser }) => {
    for (const width of [320, 390]) {
      const page = await browser.newPage({ viewport: { width, height: 800 } });
      for (const slug of ["escaladarocafrey", "trekking-lanin"]) {
        await page.goto(`/pt/${slug}`);
        const parts = page.locator(".excursion-hero, .excursion__content, .excursion-gallery, .excursion-wide, .booking-block");
        for (const right of await parts.evaluateAll((all) => all.map((element) => element.getBoundingClientRect().right))) {
          expect(right).toBeLessThanOrEqual(width);
        }
      }
      await page.close();
    }
  });

  test("its facts fit their boxes on the narrowest phones, in the languages with the longest words", async ({ browser }) => {
    // Twelve or more pages loaded one after another: three times the usual time.
    test.slow();
    for (const width of [320, 360, 412]) {
      const page = await browser.newPage({ viewport: { width, height: 800 } });
      for (const lang of ["es", "pt", "fr", "it"]) {
        await page.goto(`/${lang}/escaladarocafrey`);
        expect(
          await textsNotFitting(page, ".excursion-facts dt, .excursion-facts dd", ".excursion-facts__item"),
          `${lang} at ${width} px`,
        ).toEqual([]);
      }
      await page.close();
    }
  });

  test("a translated excursion shows no missing-translation message", async ({ page }) => {
    await page.goto("/en/multilargos");
    await expect(page.locator(".excursion__missing")).toHaveCount(0);
  });

  for (const slug of excursionPaths) {
    test(`/en/${slug} hydrates without console errors or layout shift`, async ({ page }) => {
      const errors = watchErrors(page);
      await recordLayoutShifts(page);
      await page.goto(`/en/${slug}`);
      await waitForHydration(page);
      await afterPaint(page);
      expect(errors).toEqual([]);
      expect(await layoutShift(page)).toBeLessThan(0.01);
    });
  }
});
