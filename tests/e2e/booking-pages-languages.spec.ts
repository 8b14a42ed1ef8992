import AxeBuilder from "@axe-core/playwright";
import { execFile } from "node:child_process";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { simpleParser } from "mailparser";
import { bookingPageTexts } from "../../app/bookings/i18n/page/index.ts";
import { reviewTexts } from "../../app/bookings/i18n/reviews/index.ts";
import { CANCEL_REASON_MAX } from "../../app/bookings/page/participant.ts";
import { lengthHint } from "../../app/forms/length.ts";
import { languages as langs, type Lang } from "../../app/i18n/languages.ts";
import { formatViolations, wcagTags } from "../../scripts/bench/quality/axe.ts";
import { addDeparture, restartAt, clockAt } from "./booking-helpers.ts";
import { expect, test, type Browser, type Page } from "./fixtures.ts";
import { startInstance, type Instance } from "./instances.ts";
import {
  addAuthenticator,
  inviteFromCommandLine,
  postBookingRequest,
  register,
  WORKSPACE_CLOCK,
  workspaceServerOf,
  type WorkspaceServer,
} from "./workspace-helpers.ts";

/**
 * The traveller's pages of issue 30 in each of the five languages, on a 390 px phone: the booking
 * page (with and without JavaScript), a participant's forwarded link, the offline copy, the review
 * page, and the excursion page's reviews. Each booking is made as a traveller makes it (a request
 * posted from the excursion page in that language) and confirmed with `npm run requests -- confirm`;
 * its link is the one the confirmation email carries. On every page: the document's language, axe
 * (WCAG 2.2 AA), no sideways scroll, every control labelled, 44 px targets, and no words of another
 * language; bad input is answered in the page's language, with focus on the first field to correct,
 * marked invalid and described by its message; the forms are used with the keyboard alone.
 */
test.describe.configure({ mode: "serial" });

let instance: Instance;
let server: WorkspaceServer;
let departure: number;
const links = {} as Record<Lang, string>;
const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

test.beforeAll(async () => {
  instance = await startInstance(
    { BOOKING_RATE_LIMIT: "1000/600", CONTACT_RATE_LIMIT: "1000/600", TEST_CLOCK: WORKSPACE_CLOCK },
    { host: "localhost", ownOrigin: true },
  );
  server = workspaceServerOf(instance);
  departure = await addDeparture(await server.database(), "trekkingLanin", 6, 8, 20);
});
test.afterAll(async () => {
  await server?.dispose();
});

/** Every text of a dictionary, flattened. */
function strings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (value && typeof value === "object") return Object.values(value).flatMap(strings);
  return [];
}
const dictionary = (lang: Lang) => [...strings(bookingPageTexts[lang]), ...strings(reviewTexts[lang])];

/**
 * What of another language's dictionaries the page in `lang` must not show: the long pieces of
 * their texts (between placeholders), and their short texts shown whole (a label, a state), each
 * only when the page's own dictionary has no such text (some words are the same in two languages).
 */
function foreignTexts(lang: Lang) {
  const own = dictionary(lang);
  const ownJoined = own.join("\n");
  const pieces = new Set<string>();
  const whole = new Set<string>();
  for (const other of langs) {
    if (other === lang) continue;
    for (const text of dictionary(other)) {
      for (const piece of text.split(/\{[^}]+\}/)) {
        const trimmed = piece.trim();
        if (trimmed.length >= 16 && !ownJoined.includes(trimmed)) pieces.add(trimmed);
      }
      if (!text.includes("{") && text.length >= 4 && text.length < 16 && !own.includes(text)) whole.add(text);
    }
  }
  return { pieces: [...pieces], whole: [...whole] };
}

/** The checks every page takes, in its language, at 390 px. */
async function checkPage(page: Page, lang: Lang, where: string, { axe: withAxe = true } = {}) {
  expect(await page.locator("html").getAttribute("lang"), `${where}: <html lang>`).toBe(lang);
  expect(await page.evaluate(() => document.documentElement.scrollWidth), `${where}: no sideways scroll`).toBeLessThanOrEqual(390);
  // axe runs as a script: in a page with JavaScript (the same page: it carries none of the app's scripts).
  if (withAxe) {
    const axe = await new AxeBuilder({ page }).withTags(wcagTags).analyze();
    expect(axe.violations, formatViolations(axe.violations, where)).toEqual([]);
  }
  // Every control a person fills in has a name from its label.
  const unlabelled = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLInputElement>("main input, main select, main textarea")]
      .filter((control) => control.type !== "hidden")
      .filter((control) => ![...(control.labels ?? [])].some((label) => label.textContent?.trim()))
      .map((control) => control.outerHTML),
  );
  expect(unlabelled, `${where}: controls without a label`).toEqual([]);
  // Targets of at least 44 × 44 px: buttons and fields, and the labels of checkboxes and radios.
  const small = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>("main button, main input, main select, main textarea")]
      // A form's trap for robots (out of sight, out of the Tab order) is no target.
      .filter((control) => (control as HTMLInputElement).type !== "hidden" && control.tabIndex !== -1)
      .map((control) => {
        const input = control as HTMLInputElement;
        const target = input.type === "checkbox" || input.type === "radio" ? (input.labels?.[0] ?? control) : control;
        const box = target.getBoundingClientRect();
        return { html: control.outerHTML.slice(0, 120), width: box.width, height: box.height };
      })
      .filter((box) => box.height < 44 || box.width < 44),
  );
  expect(small, `${where}: targets under 44 px`).toEqual([]);
  // No words of another language (the travellers' own words, such as a review's text, aside).
  const { pieces, whole } = foreignTexts(lang);
  const { text, elements } = await page.evaluate(() => {
    const main = document.querySelector("main")!.cloneNode(true) as HTMLElement;
    for (const own of main.querySelectorAll(".review__text, [data-travellers-words]")) own.remove();
    const shown = [...main.querySelectorAll("h1, h2, h3, dt, dd, label, legend, button, option, p, li, a, strong")];
    return { text: main.textContent ?? "", elements: shown.map((element) => element.textContent?.trim() ?? "") };
  });
  expect(
    pieces.filter((piece) => text.includes(piece)),
    `${where}: texts of another language`,
  ).toEqual([]);
  expect(
    whole.filter((word) => elements.includes(word)),
    `${where}: labels of another language`,
  ).toEqual([]);
}

/** Presses Tab until `selector` has the focus (a keyboard user's way there); every stop on the way shows its focus. */
async function tabTo(page: Page, selector: string, limit = 80) {
  const stops: string[] = [];
  for (let presses = 0; presses < limit; presses++) {
    await page.keyboard.press("Tab");
    const stop = await page.evaluate((wanted) => {
      const active = document.activeElement as HTMLElement | null;
      if (!active || active === document.body) return { reached: false, visible: true, html: "" };
      const style = getComputedStyle(active);
      // A date field's focus is on one of its segments, inside it, which the browser highlights.
      const date = active instanceof HTMLInputElement && active.type === "date";
      const visible = date || (active.matches(":focus-visible") && (style.outlineStyle !== "none" || style.boxShadow !== "none"));
      return { reached: active.matches(wanted), visible, html: active.outerHTML.slice(0, 120) };
    }, selector);
    expect(stop.visible, `focus shown on ${stop.html}`).toBe(true);
    stops.push(stop.html);
    if (stop.reached) return;
  }
  throw new Error(`${selector} not reached with ${limit} presses of Tab:\n${stops.join("\n")}`);
}

/** The page in slices of a phone's screen, to look at (the test's output folder). */
async function screenshots(page: Page, name: string) {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0, slice = 1; y < height; y += 844, slice++) {
    const clip = { x: 0, y, width: 390, height: Math.min(844, height - y) };
    await page.screenshot({ path: test.info().outputPath(`${name}-${slice}.png`), fullPage: true, clip });
  }
}

/** The focused element: whether it is marked invalid, and the texts of what describes it. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement as HTMLElement;
    const described = (active.getAttribute("aria-describedby") ?? "")
      .split(/\s+/)
      .filter(Boolean)
      .map((id) => document.getElementById(id)?.textContent?.trim() ?? "");
    return { id: active.id, invalid: active.getAttribute("aria-invalid"), described };
  });

/** The private link a confirmation email carries for `reference`. */
async function linkFromEmail(reference: string, lang: Lang): Promise<string> {
  const dir = path.join(server.env.DATA_DIR!, "mail");
  let link = "";
  await expect(async () => {
    for (const name of await readdir(dir).catch(() => [] as string[])) {
      if (!name.endsWith(".eml")) continue;
      const email = await simpleParser(await readFile(path.join(dir, name)));
      if (!(email.subject ?? "").includes(reference)) continue;
      link = new RegExp(`https?://\\S+/${lang}/booking/[A-Za-z0-9_-]{43}`).exec(email.text ?? "")?.[0] ?? link;
    }
    expect(link).not.toBe("");
  }).toPass({ timeout: 30_000 });
  return link;
}

const owner = (...args: string[]) =>
  promisify(execFile)(process.execPath, ["scripts/owner/requests.ts", ...args], {
    cwd: path.resolve(import.meta.dirname, "../.."),
    env: { ...process.env, ...server.env },
  });

async function contexts(browser: Browser, lang: Lang) {
  const withScript = await browser.newContext({ ...phone, locale: lang });
  const without = await browser.newContext({ ...phone, locale: lang, javaScriptEnabled: false });
  return { withScript, without, close: () => Promise.all([withScript.close(), without.close()]) };
}

for (const lang of langs) {
  test(`the booking page in ${lang}: read, forms, bad input, keyboard, forwarded link, offline copy`, async ({ browser }) => {
    test.setTimeout(180_000);
    const texts = bookingPageTexts[lang];
    const reference = await postBookingRequest(
      server,
      { name: `Ana ${lang}`, email: `ana-${lang}@example.org`, groupSize: 2, departure },
      `/${lang}/trekking-lanin`,
    );
    const { stdout } = await owner("confirm", reference, "--departure", String(departure));
    expect(stdout).toContain("Now confirmed");
    const link = await linkFromEmail(reference, lang);
    links[lang] = link;
    const { withScript, without, close } = await contexts(browser, lang);
    try {
      // Read, with JavaScript (it keeps the offline copy) and without.
      const page = await withScript.newPage();
      expect((await page.goto(link))?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toContainText(reference);
      await checkPage(page, lang, `booking page (${lang})`);
      await screenshots(page, `booking-${lang}`);
      const plain = await without.newPage();
      expect((await plain.goto(link))?.status()).toBe(200);
      await expect(plain.getByRole("heading", { name: texts.conditionsTitle })).toBeVisible();

      // Bad input, without JavaScript: a wrong document and the conditions not accepted, the name left out.
      const first = plain.locator("#participant-1");
      await first.getByLabel(texts.fields.document).fill("12");
      await first.getByRole("button", { name: texts.save }).click();
      await expect(first.getByRole("alert")).toHaveText(texts.problemsIntro);
      // Focus on the first field to correct, marked invalid, described by its message in this language.
      expect(await focused(plain)).toEqual({ id: "p1-full_name", invalid: "true", described: [texts.errors.name_required] });
      await expect(first.getByLabel(texts.fields.document)).toHaveAttribute("aria-invalid", "true");
      await expect(first.getByLabel(texts.fields.document)).toHaveAccessibleDescription(texts.errors.document_invalid);
      await expect(first.getByLabel(texts.fields.accept)).toHaveAttribute("aria-invalid", "true");
      await expect(first.getByLabel(texts.fields.accept)).toHaveAccessibleDescription(texts.errors.accept_required);
      await checkPage(plain, lang, `booking page with errors, without JavaScript (${lang})`, { axe: false });
      // A request to cancel sent empty: its message, focus on the reason.
      await plain.locator("#cancel").getByRole("button", { name: texts.cancelSend }).click();
      await expect(plain.locator("#cancel-reason")).toBeFocused();
      expect(await focused(plain)).toEqual({
        id: "cancel-reason",
        invalid: "true",
        described: [texts.errors.reason_required, lengthHint(lang, CANCEL_REASON_MAX)],
      });

      // The keyboard alone, with JavaScript (the page's own script only keeps the copy): Tab to the
      // first form's document, a wrong one sent with Enter; then the form corrected from where the
      // focus lands, the conditions accepted with Space, sent with Enter.
      await page.locator("h1").click();
      await tabTo(page, "#p1-document");
      await page.keyboard.type("12");
      await page.keyboard.press("Enter");
      await expect(page.locator("#participant-1").getByRole("alert")).toHaveText(texts.problemsIntro);
      expect(await focused(page)).toEqual({ id: "p1-full_name", invalid: "true", described: [texts.errors.name_required] });
      await checkPage(page, lang, `booking page with errors (${lang})`);
      await screenshots(page, `booking-errors-${lang}`);
      await page.keyboard.type(`Ana ${lang}`);
      await page.keyboard.press("Tab");
      await page.keyboard.press("ControlOrMeta+a");
      await page.keyboard.type("30123456");
      await page.keyboard.press("Tab");
      await page.keyboard.type("Argentina");
      // The date as its picker gives it (its segments' order is the browser's), then on from the next field.
      await page.locator("#p1-birth_date").fill("1990-04-02");
      await page.locator("#p1-emergency_name").focus();
      await page.keyboard.type("Luis Pérez");
      await page.keyboard.press("Tab");
      await page.keyboard.type("+54 9 294 412 3456");
      await tabTo(page, "#p1-accept");
      await page.keyboard.press("Space");
      await tabTo(page, "#participant-1 button[type=submit]");
      await page.keyboard.press("Enter");
      await expect(page.locator("#participant-1").getByRole("status")).toHaveText(texts.saved.replace("{number}", "1"));
      await checkPage(page, lang, `booking page, one participant saved (${lang})`);

      // A request to cancel sent empty, by the keyboard: its message, focus on the reason.
      await tabTo(page, "#cancel button[type=submit]", 120);
      await page.keyboard.press("Enter");
      await expect(page.locator("#cancel-reason")).toBeFocused();
      expect(await focused(page)).toEqual({
        id: "cancel-reason",
        invalid: "true",
        described: [texts.errors.reason_required, lengthHint(lang, CANCEL_REASON_MAX)],
      });
      await checkPage(page, lang, `booking page, request to cancel with its error (${lang})`);

      // The second participant's own link, forwarded: their form alone, with its own bad input.
      await page.goto(link);
      const forwarded = await page.locator("[data-participant-link='2']").inputValue();
      const friend = await withScript.newPage();
      expect((await friend.goto(forwarded))?.status()).toBe(200);
      await expect(friend.locator("[id^=participant-]")).toHaveCount(1);
      await checkPage(friend, lang, `participant's own link (${lang})`);
      await friend.getByLabel(texts.fields.full_name).fill(`Bruno ${lang}`);
      await friend.getByLabel(texts.fields.birth_date).fill("2100-01-01");
      await friend.getByRole("button", { name: texts.save }).click();
      await expect(friend.getByRole("alert")).toHaveText(texts.problemsIntro);
      expect(await focused(friend)).toEqual({ id: "p2-document", invalid: "true", described: [texts.errors.document_required] });
      await expect(friend.getByLabel(texts.fields.birth_date)).toHaveAccessibleDescription(texts.errors.birth_future);
      await checkPage(friend, lang, `participant's own link with errors (${lang})`);
      await screenshots(friend, `participant-${lang}`);

      // The offline copy the page keeps, as the server renders it.
      const copy = await withScript.newPage();
      expect((await copy.goto(`${link}?offline-copy`))?.status()).toBe(200);
      await expect(copy.locator("[data-offline-copy]")).toBeVisible();
      await checkPage(copy, lang, `offline copy (${lang})`);

      // The review page, before the trip: it says when a review can be left, in this language.
      const review = await withScript.newPage();
      expect((await review.goto(`${link}/review`))?.status()).toBe(200);
      await expect(review.getByText(reviewTexts[lang].errors["not-yet"])).toBeVisible();
      await checkPage(review, lang, `review page before the trip (${lang})`);
    } finally {
      await close();
    }
  });
}

test("after the trip: the review page in each language, bad input, and the excursion pages' reviews", async ({ browser }) => {
  test.setTimeout(300_000);
  test.skip(Object.keys(links).length < langs.length, "the bookings of the tests above");
  await restartAt(instance, clockAt(10));
  for (const lang of langs) {
    const texts = reviewTexts[lang];
    const { withScript, without, close } = await contexts(browser, lang);
    try {
      const page = await withScript.newPage();
      expect((await page.goto(`${links[lang]}/review`))?.status()).toBe(200);
      await checkPage(page, lang, `review page (${lang})`);
      // Sent empty without JavaScript: the rating's radio takes the focus.
      const plain = await without.newPage();
      await plain.goto(`${links[lang]}/review`);
      await plain.getByRole("button", { name: texts.submit }).click();
      await expect(plain.getByText(texts.errors.rating)).toBeVisible();
      expect(await focused(plain)).toMatchObject({ id: "review-rating-1", invalid: "true" });
      // Sent with nothing chosen nor written, by the keyboard: both messages, focus on the rating.
      await page.locator("h1").click();
      await tabTo(page, "button[type=submit]");
      await page.keyboard.press("Enter");
      await expect(page.getByText(texts.errors.rating)).toBeVisible();
      expect(await focused(page)).toMatchObject({ id: "review-rating-1", invalid: "true" });
      await expect(page.getByRole("group", { name: texts.rating })).toHaveAccessibleDescription(texts.errors.rating);
      await expect(page.getByLabel(texts.text, { exact: true })).toHaveAttribute("aria-invalid", "true");
      await expect(page.getByLabel(texts.text, { exact: true })).toHaveAccessibleDescription(`${texts.textHint} ${texts.errors.text}`);
      await checkPage(page, lang, `review page with errors (${lang})`);
      await screenshots(page, `review-${lang}`);
      // Then a rating chosen with the arrow keys and a few words: sent.
      await page.locator("#review-rating-1").focus();
      await page.keyboard.press("ArrowDown");
      await page.keyboard.press("ArrowDown");
      await page.keyboard.press("ArrowDown");
      await page.keyboard.press("ArrowDown");
      await page.getByLabel(texts.text, { exact: true }).fill(`Review ${lang}: ${"★".repeat(5)}`);
      await page.getByRole("button", { name: texts.submit }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(texts.thanksTitle);
      await checkPage(page, lang, `review sent (${lang})`);
    } finally {
      await close();
    }
  }
  // The owner shows them all.
  const ownerContext = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: "es-AR" });
  await ownerContext.addCookies([{ name: "lang", value: "es", url: server.url }]);
  const ownerPage = await ownerContext.newPage();
  await addAuthenticator(ownerPage);
  await register(ownerPage, await inviteFromCommandLine(server, "duena@bariloche.example"));
  await ownerPage.goto(`${server.url}/admin/comments`);
  for (let shown = 0; shown < langs.length; shown++) {
    await ownerPage.locator("[data-review]").getByRole("button", { name: "Mostrar" }).first().click();
    await expect(ownerPage.locator("[data-review]").getByRole("button", { name: "Mostrar" })).toHaveCount(langs.length - shown - 1);
  }
  await ownerContext.close();
  // Each excursion page shows the five, the average and the count in its language.
  for (const lang of langs) {
    const context = await browser.newContext({ ...phone, locale: lang });
    const page = await context.newPage();
    await page.goto(`${server.url}/${lang}/trekking-lanin`);
    const section = page.locator("section.reviews");
    await expect(section.getByRole("heading", { name: reviewTexts[lang].section.title })).toBeVisible();
    await expect(section.locator("li.review")).toHaveCount(langs.length);
    await section.scrollIntoViewIfNeeded();
    await checkPage(page, lang, `excursion page's reviews (${lang})`);
    await section.screenshot({ path: test.info().outputPath(`reviews-${lang}.png`) });
    await context.close();
  }
});
