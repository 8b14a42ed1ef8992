import { execFile } from "node:child_process";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { simpleParser } from "mailparser";
import { bookingPageTexts } from "../../app/bookings/i18n/page/index.ts";
import { CANCEL_REASON_MAX, participantLimits } from "../../app/bookings/page/participant.ts";
import { lengthHint } from "../../app/forms/length.ts";
import { addDeparture, clockAt } from "./booking-helpers.ts";
import { expect, test } from "./fixtures.ts";
import { ownerCommand, startInstance, type Instance } from "./instances.ts";
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
 * The booking's life (issue 38), on a phone: the private page's language selector keeps the
 * booking, the booker's page says how to pay (as the confirmation email does) and dates its
 * conditions in words; in the workspace, a departure whose last day is before its first is refused
 * with the form kept, and a booking is found by the traveller's name.
 */
test.describe.configure({ mode: "serial" });

let instance: Instance;
let server: WorkspaceServer;
const phone = { viewport: { width: 360, height: 780 }, isMobile: true, hasTouch: true };

test.beforeAll(async () => {
  instance = await startInstance(
    { BOOKING_RATE_LIMIT: "1000/600", CONTACT_RATE_LIMIT: "1000/600", TEST_CLOCK: WORKSPACE_CLOCK },
    { host: "localhost", ownOrigin: true },
  );
  server = workspaceServerOf(instance);
  await ownerCommand(
    "business",
    [
      "set",
      "paymentTransfer=https://www.paypal.com/paypalme/barilocheexample",
      "bankHolder=Bariloche Vertical SRL",
      "bankAccount=barilo.vertical",
      "bankCuit=30-71234567-1",
    ],
    server.env,
  );
});
test.afterAll(async () => {
  await server?.dispose();
});

/** The private link a confirmation email carries for `reference`. */
async function linkFromEmail(reference: string): Promise<string> {
  const dir = path.join(server.env.DATA_DIR!, "mail");
  let link = "";
  await expect(async () => {
    for (const name of await readdir(dir).catch(() => [] as string[])) {
      if (!name.endsWith(".eml")) continue;
      const email = await simpleParser(await readFile(path.join(dir, name)));
      if (!(email.subject ?? "").includes(reference)) continue;
      link = /https?:\/\/\S+\/es\/booking\/[A-Za-z0-9_-]{43}/.exec(email.text ?? "")?.[0] ?? link;
    }
    expect(link).not.toBe("");
  }).toPass({ timeout: 30_000 });
  return link;
}

test("the booker's page: the language selector keeps the booking; how to pay, and the conditions dated in words", async ({ browser }) => {
  test.setTimeout(120_000);
  const departure = await addDeparture(await server.database(), "trekkingLanin", 10, 12);
  const reference = await postBookingRequest(server, { name: "Ana Pérez", email: "ana@example.org", departure }, "/es/trekking-lanin");
  await promisify(execFile)(process.execPath, ["scripts/owner/requests.ts", "confirm", reference, "--departure", String(departure)], {
    cwd: path.resolve(import.meta.dirname, "../.."),
    env: { ...process.env, ...server.env },
  });
  const link = await linkFromEmail(reference);
  const token = link.split("/").pop()!;
  const context = await browser.newContext({ ...phone, locale: "es-AR", javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(link);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(reference);
  // How to pay, as the email says it: PayPal with the amount filled in, the bank's details.
  const pay = page.locator("#pay");
  await expect(pay.getByRole("heading", { level: 2 })).toHaveText(/Cómo pagar/);
  await expect(pay.getByRole("link", { name: /PayPal/ })).toHaveAttribute("href", /paypalme\/barilocheexample\/\d+(\.\d\d)?USD$/);
  await expect(pay.getByText("barilo.vertical")).toBeVisible();
  await expect(pay.getByText("30-71234567-1")).toBeVisible();
  // The conditions dated in words, with the year; no internal code.
  await expect(page.locator("#conditions")).toContainText(/Vigentes desde el \d{1,2} de [a-z]+ de 2027/);
  await expect(page.locator("main")).not.toContainText(/Versión [0-9a-f]{8}/);
  // No written cancellation policy: none promised.
  await expect(page.locator("#cancel")).not.toContainText("política de cancelación de arriba");
  // A participant's form refused by the server keeps the conditions ticked (and what was typed).
  const first = page.locator("#participant-1");
  await first.getByLabel(bookingPageTexts.es.fields.document).fill("12");
  await first.getByLabel(bookingPageTexts.es.fields.accept).check();
  await first.getByRole("button", { name: bookingPageTexts.es.save }).click();
  await expect(page.locator("#participant-1").getByRole("alert")).toHaveText(bookingPageTexts.es.problemsIntro);
  await expect(page.locator("#participant-1").getByLabel(bookingPageTexts.es.fields.accept)).toBeChecked();
  await expect(page.locator("#participant-1").getByLabel(bookingPageTexts.es.fields.document)).toHaveValue("12");
  // The long texts' limits are said beside their fields, as the field's description.
  await expect(first.getByLabel(bookingPageTexts.es.fields.health)).toHaveAccessibleDescription(lengthHint("es", participantLimits.health));
  await expect(first.getByLabel(bookingPageTexts.es.fields.health)).toHaveAttribute("maxlength", String(participantLimits.health));
  await expect(page.locator("#cancel-reason")).toHaveAccessibleDescription(lengthHint("es", CANCEL_REASON_MAX));
  await expect(page.locator("#cancel")).toContainText("Hasta 1000 caracteres.");
  // A name has no maxlength: one too long is not cut without a word, the server's message names the limit.
  const longName = "Ana María de los Ángeles ".repeat(6).trim();
  expect(longName.length).toBeGreaterThan(participantLimits.full_name);
  await first.getByLabel(bookingPageTexts.es.fields.full_name).fill(longName);
  await first.getByRole("button", { name: bookingPageTexts.es.save }).click();
  const name = page.locator("#participant-1").getByLabel(bookingPageTexts.es.fields.full_name);
  await expect(name).toBeFocused();
  await expect(name).toHaveValue(longName);
  await expect(name).toHaveAccessibleDescription("El nombre es demasiado largo (120 caracteres como máximo).");
  // The language selector: the same booking, in French.
  await page.getByRole("link", { name: /Français/ }).click();
  await expect(page).toHaveURL(new RegExp(`/fr/booking/${token}$`));
  expect(await page.locator("html").getAttribute("lang")).toBe("fr");
  await expect(page.getByRole("heading", { level: 1 })).toContainText(reference);
  await expect(page.locator("#conditions")).toContainText("En vigueur depuis le");
  await expect(page.locator("#pay").getByRole("heading", { level: 2 })).toHaveText(/Comment régler/);
  // And back to Spanish.
  await page.getByRole("link", { name: /Español/ }).click();
  await expect(page).toHaveURL(new RegExp(`/es/booking/${token}$`));
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await context.close();
});

test("the workspace: a departure's last day before its first is refused with the form kept; a booking found by name", async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 360, height: 780 });
  await addAuthenticator(page);
  await register(page, await inviteFromCommandLine(server, "owner@example.com", "owner"));
  await page.goto(`${server.url}/admin/departures`);
  const form = page.locator("form", { has: page.getByRole("heading", { name: "Add a departure" }) });
  const first = clockAt(20).slice(0, 10);
  const last = clockAt(18).slice(0, 10);
  await form.getByLabel("First day").fill(first);
  await form.getByLabel("Last day").fill(last);
  await form.getByLabel("Seats").fill("7");
  await form.getByRole("button", { name: "Add departure" }).click();
  await expect(page.locator("#ws-add-end-error")).toHaveText("The last day is before the first: correct the dates.");
  const again = page.locator("form", { has: page.getByRole("heading", { name: "Add a departure" }) });
  await expect(again.getByLabel("First day")).toHaveValue(first);
  await expect(again.getByLabel("Last day")).toHaveValue(last);
  await expect(again.getByLabel("Seats")).toHaveValue("7");
  await expect(again.getByLabel("Last day")).toHaveAttribute("aria-invalid", "true");

  // Found by the traveller's name (any part, any case), with when the trip is.
  await postBookingRequest(server, { name: "Bruno Díaz", email: "bruno@example.org" }, "/es/trekking-lanin");
  await page.goto(`${server.url}/admin/requests`);
  await page.getByLabel("Search by name, email or reference").fill("bruno");
  await page.getByRole("button", { name: "Show" }).click();
  const rows = page.locator("[data-request]");
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText("Bruno Díaz");
  await expect(rows.first().locator("[data-trip]")).toContainText("Trip:");
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});
