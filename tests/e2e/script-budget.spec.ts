/**
 * What a phone downloads: every public page, in every language, loads at most 110 kB of script in
 * at most 12 requests before anyone touches it, counted as Chromium's Network domain reports each
 * script response (module preloads and import()s included; scripts/bench/quality/script-count.ts,
 * decision 0130). The code of a part the visitor has not reached comes when it is reached: the
 * request form's on first focus, the comments' live part once the list is in view. (That the traveller's
 * booking page loads none of the app's scripts is tests/e2e/booking-page.spec.ts's.)
 *
 * One test per language, each page in a fresh context of the worker's one browser (no cache), on
 * the suite's one server.
 */
import { languages } from "../../app/i18n/languages.ts";
import { REQUEST_ANCHOR } from "../../app/bookings/model.ts";
import { specExcursionAddresses } from "../../app/catalogue/seed/spec.ts";
import { pageHref } from "../../app/site/pages.ts";
import { pageTargets } from "../../scripts/bench/quality/pages.ts";
import {
  countScripts,
  PHONE,
  SCRIPT_BUDGET_BYTES,
  SCRIPT_REQUEST_BUDGET,
  type ScriptCount,
} from "../../scripts/bench/quality/script-count.ts";
import { expect, test } from "./fixtures.ts";

test.describe.configure({ timeout: 90_000 });

/**
 * The budget is not met yet: measured on this build, the excursion pages load 159.7 kB in 37
 * requests and the others 125-135 kB in 19-24 (decision 0130, before the reduction). The tests
 * are written and counted, and left to be switched on by the change that brings every page under.
 */
const NOT_YET_MET = "every public page is over the script budget until the reduction of decision 0130 lands";

const listed = (count: ScriptCount) =>
  `${(count.bytes / 1000).toFixed(1)} kB in ${count.requests} requests:\n${count.scripts.map((script) => `  ${(script.bytes / 1000).toFixed(1).padStart(6)} kB  ${script.url}`).join("\n")}`;

for (const lang of languages) {
  test(`every public page in ${lang} loads at most ${SCRIPT_BUDGET_BYTES / 1000} kB of script in at most ${SCRIPT_REQUEST_BUDGET} requests`, async ({
    browser,
  }) => {
    // The prefixed pages of the language; the unprefixed ones (the same modules) once, in English.
    test.fixme(true, NOT_YET_MET);
    const targets = pageTargets({ langs: [lang], unprefixed: lang === "en" ? "first" : "none" });
    const over: string[] = [];
    for (const target of targets) {
      const context = await browser.newContext({ ...PHONE, locale: target.lang });
      try {
        const count = await countScripts(context, target.path);
        expect(count.requests, `${target.label} loads no script at all`).toBeGreaterThan(0);
        if (count.bytes > SCRIPT_BUDGET_BYTES || count.requests > SCRIPT_REQUEST_BUDGET) over.push(`${target.label}: ${listed(count)}`);
      } finally {
        await context.close();
      }
    }
    expect(over, "pages over the script budget").toEqual([]);
  });
}

test("an excursion's request form and comments fetch their code when reached, not before", async ({ browser }) => {
  const context = await browser.newContext({ ...PHONE, locale: "en" });
  const page = await context.newPage();
  test.fixme(true, NOT_YET_MET);
  try {
    const path = pageHref(specExcursionAddresses.freyclimb, "en");
    const fetched: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") fetched.push(new URL(request.url()).pathname);
    });
    await page.goto(path);
    const before = fetched.length;
    // The form: its first field focused.
    await page.locator(`#${REQUEST_ANCHOR} input:not([type=hidden])`).first().focus();
    await expect.poll(() => fetched.length, { message: "the request form's code comes on first focus" }).toBeGreaterThan(before);
    const afterForm = fetched.length;
    // The comments: scrolled into view.
    await page.locator("#comments").scrollIntoViewIfNeeded();
    await expect.poll(() => fetched.length, { message: "the comments' code comes once they are in view" }).toBeGreaterThan(afterForm);
  } finally {
    await context.close();
  }
});
