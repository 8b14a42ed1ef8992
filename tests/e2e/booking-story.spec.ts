/**
 * A booking's whole life, end to end, with the business clock (TEST_CLOCK) moved by restarting the
 * server at each step's moment, and a real SMTP server receiving every email:
 *
 * a request to book from the excursion's page; the owner confirms it in the workspace and the
 * confirmation arrives once, with its calendar file; the traveller opens the booking page from the
 * email's link and fills in two participants (one through a forwarded link), conditions accepted;
 * the owner records a payment and the page shows paid and due; two days before, the reminder; on
 * the day, the guide opens the list the phone kept, on a throttled phone without signal, its tab
 * long closed, and checks someone in, sent once when the signal returns; the day after, the thanks
 * with the review link; the review, shown by the owner, on the excursion's page with its average
 * and count; and 30 days after the last day (PARTICIPANT_DATA_DAYS) the personal data is gone
 * while the names and totals stay.
 */
import type { BrowserContext } from "@playwright/test";
import { excursionById } from "../../app/catalogue/model.ts";
import { formatAmount, groupTotal } from "../../app/catalogue/price.ts";
import { seededCatalogue } from "../../app/catalogue/seed/seeded-catalogue.server.ts";
import { startSmtpServer, type TestSmtpServer } from "../../app/mail/testing/smtp.ts";
import { addDeparture, clockAt, fillParticipant, mailsWith, participantForm, restartAt } from "./booking-helpers.ts";
import { expect, test, type Browser, type Page } from "./fixtures.ts";
import { startInstance, type Instance } from "./instances.ts";
import {
  addAuthenticator,
  cachedPaths,
  checkInsOf,
  daysAfterClock,
  inviteFromCommandLine,
  register,
  WORKSPACE_CLOCK,
  workspaceServerOf,
  type WorkspaceServer,
} from "./workspace-helpers.ts";

let smtp: TestSmtpServer;
let instance: Instance;
let server: WorkspaceServer;

test.beforeAll(async () => {
  smtp = await startSmtpServer();
  instance = await startInstance(
    { SMTP_URL: smtp.url, BOOKING_RATE_LIMIT: "1000/600", TEST_CLOCK: WORKSPACE_CLOCK },
    { host: "localhost", ownOrigin: true },
  );
  server = workspaceServerOf(instance);
});
test.afterAll(async () => {
  await server?.dispose();
  await smtp?.stop();
});

/** Lanín, three days: from ten to twelve days after the clock's start. */
const FIRST_DAY = 10;
const LAST_DAY = 12;
const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
/** An amount as the pages and emails write it (spaces of any width as plain spaces). */
const written = (amount: number, lang: "es" | "en") => formatAmount(amount, "USD", lang).replace(/[\u00a0\u2009\u202f]/g, " ");
const plain = (text: string | undefined | false) => (text || "").replace(/[\u00a0\u2009\u202f]/g, " ");

/** The traveller asks from the Spanish excursion page, on a phone: the reference the page shows. */
async function requestFromExcursionPage(page: Page, departureId: number): Promise<string> {
  await page.goto(`${server.url}/es/trekking-lanin`);
  const form = page.locator("form.booking-form");
  await form.locator(`input[name="departure"][value="${departureId}"]`).check();
  await form.getByLabel("Cantidad de personas del grupo").fill("2");
  await form.getByLabel("Tenemos la experiencia requerida").check();
  await form.getByLabel("Nombre", { exact: true }).fill("Ana Pérez");
  await form.getByLabel("Email").fill("ana@example.org");
  await form.getByLabel("Teléfono o WhatsApp (opcional)").fill("+54 9 294 455-1234");
  await form.locator('button[type="submit"]').click();
  const status = page.locator(".booking-status");
  await expect(status).toContainText(/Tu referencia es BV-\w{6}/);
  return /BV-\w{6}/.exec((await status.textContent()) ?? "")![0];
}

/** A phone's browser with the CPU slowed four times (the DevTools Protocol), as a guide's cheap phone. */
async function throttledPhone(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext(phone);
  return { context, page: await throttled(context) };
}

/** A new tab of the phone, its CPU four times slower. */
async function throttled(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  await throttle(page);
  return page;
}

/**
 * Slows a tab's CPU four times. Attached before a tab's first page, the DevTools session makes
 * Chromium forget the context's offline emulation for that page (`navigator.onLine` stays true), so
 * a tab opened without signal is slowed once its page is there.
 */
async function throttle(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
}

/**
 * The guide opens the workspace while there is signal, and the phone keeps the next days' lists
 * (decision 0064); the tab is closed. At the meeting point, without signal, the departure's list
 * opens again from what the phone kept, Bruno is checked in, and the tap is sent once the signal
 * returns. Gives back the list's tab.
 */
async function readListOfflineAndCheckIn(context: BrowserContext, signedIn: Page, departureId: number, requestId: number): Promise<Page> {
  const checkIns = () => checkInsOf(server, requestId);
  const listPath = `/admin/departures/${departureId}/list`;
  await signedIn.goto(`${server.url}/admin/departures`);
  await expect.poll(async () => (await cachedPaths(signedIn))["workspace-lists"] ?? [], { timeout: 30_000 }).toContain(listPath);
  await signedIn.close();

  await context.setOffline(true);
  const page = await context.newPage();
  await page.goto(`${server.url}${listPath}`);
  await throttle(page);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("List for the mountain");
  expect(await page.evaluate(() => navigator.onLine)).toBe(false);
  // The server is out of reach: what shows is the phone's sealed copy.
  expect(
    await page.evaluate(
      (url) =>
        fetch(url).then(
          () => "reached",
          () => "unreachable",
        ),
      `${server.url}/healthz`,
    ),
  ).toBe("unreachable");
  await expect(page.locator("[data-taps-kept-offline]")).toBeVisible();

  // Everything the guide needs, readable without signal.
  const ana = page.locator('[data-participant="Ana Pérez"]');
  const bruno = page.locator('[data-participant="Bruno Díaz"]');
  await expect(ana).toContainText("Alergia a la penicilina");
  await expect(ana).toContainText("Luis Pérez");
  await expect(ana.getByRole("link", { name: "Call Ana Pérez" })).toHaveAttribute("href", "tel:+5492944551234");
  await expect(bruno).toContainText("Carla Díaz");
  await expect(ana).toContainText("Accepted");
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  await bruno.getByRole("button", { name: "Check in Bruno Díaz" }).click();
  await expect(bruno.locator("[data-queued]")).toHaveText("Saved on this phone; it will be sent when there is a signal.");
  expect(await checkIns()).toBe(0);

  await context.setOffline(false);
  await expect(bruno.locator("[data-check-in]")).toHaveAttribute("data-check-in", "yes");
  await expect(bruno.locator("[data-queued]")).toHaveCount(0);
  await expect.poll(checkIns).toBe(1);
  // Opened again: nothing left on the phone to send, still one check-in, Ana not checked in.
  await page.reload();
  await expect(bruno.locator("[data-check-in]")).toHaveAttribute("data-check-in", "yes");
  await expect(ana.locator("[data-check-in]")).toHaveAttribute("data-check-in", "no");
  expect(await page.evaluate(() => localStorage.getItem("workspace-check-ins"))).toBeNull();
  expect(await checkIns()).toBe(1);
  return page;
}

test("a booking from its request to 30 days after the trip: emails once each, the booking page, a payment, the guide's list offline, a review, and the personal data gone", async ({
  browser,
}) => {
  // Five moments of the clock, each a server restart, on a shared machine.
  test.setTimeout(480_000);
  const database = await server.database();
  const { db } = database;
  const departureId = await addDeparture(database, "trekkingLanin", FIRST_DAY, LAST_DAY);
  const pricing = excursionById(await seededCatalogue(), "trekkingLanin")!.data.pricing;
  const total = groupTotal(pricing, { people: 2, days: LAST_DAY - FIRST_DAY + 1 })!;
  expect(total.currency).toBe("USD");
  const paid = 300;

  // 1. The request, from the excursion's page.
  const travellerContext = await browser.newContext({ ...phone, locale: "es-AR" });
  const traveller = await travellerContext.newPage();
  const reference = await requestFromExcursionPage(traveller, departureId);
  const { id: requestId } = await db
    .selectFrom("booking_requests")
    .select("id")
    .where("reference", "=", reference)
    .executeTakeFirstOrThrow();

  // 2. The owner confirms it in the workspace, on a phone; the email arrives, with the calendar file.
  const ownerContext = await browser.newContext(phone);
  const owner = await ownerContext.newPage();
  await addAuthenticator(owner);
  await register(owner, await inviteFromCommandLine(server, "owner@example.com", "owner"));
  await owner.goto(`${server.url}/admin/requests/${requestId}`);
  await owner.getByLabel("Departure").selectOption(String(departureId));
  await owner.getByRole("button", { name: "Confirm", exact: true }).click();
  await owner.getByRole("button", { name: "Yes, confirm and send it" }).click();
  await expect(owner.getByRole("heading", { level: 1 })).toContainText("Confirmed");
  const confirmations = () => mailsWith(smtp, "Reserva confirmada:", "ana@example.org");
  await expect.poll(() => confirmations().length, { timeout: 30_000 }).toBe(1);
  const confirmation = confirmations()[0]!;
  const confirmationText = plain(confirmation.parsed.text);
  expect(confirmationText).toContain(`Tu reserva ${reference} está confirmada`);
  expect(confirmationText).toContain(`Total para tu grupo: ${written(total.amount, "es")}`);
  expect(confirmation.parsed.attachments.map((file) => file.filename)).toEqual([`${reference}.ics`]);
  const calendar = confirmation.parsed.attachments[0]!.content.toString("utf8");
  expect(calendar).toMatch(new RegExp(`DTSTART[^:\\r\\n]*:${daysAfterClock(FIRST_DAY).replaceAll("-", "")}`));
  expect(calendar).toContain(`UID:${reference}@`);

  // 3. The traveller opens the booking page from the email's link.
  const link = new RegExp(`${server.url}/es/booking/[A-Za-z0-9_-]{43}`).exec(confirmationText)?.[0];
  expect(link, "the booking page's link in the confirmation").toBeTruthy();
  expect((await traveller.goto(link!))?.status()).toBe(200);
  await expect(traveller.getByRole("heading", { level: 1 })).toHaveText(`Tu reserva ${reference}`);

  // 4. Two participants: Ana fills in her own form; Bruno his, through the link she forwards.
  const first = participantForm(traveller, 1);
  await fillParticipant(first, {
    name: "Ana Pérez",
    document: "30.123.456",
    birth: "1990-04-02",
    contact: "Luis Pérez",
    phone: "+54 9 294 412 3456",
    health: "Alergia a la penicilina",
  });
  await first.getByLabel(/Leí y acepto las condiciones/).check();
  await first.getByRole("button", { name: "Guardar participante" }).click();
  await expect(participantForm(traveller, 1).getByText(/Completo, condiciones aceptadas el/)).toBeVisible();
  const forwarded = await participantForm(traveller, 2).getByLabel("Enlace solo para este participante").inputValue();
  const friendContext = await browser.newContext({ ...phone, locale: "es-AR" });
  const friend = await friendContext.newPage();
  await friend.goto(forwarded);
  const second = participantForm(friend, 2);
  await fillParticipant(second, {
    name: "Bruno Díaz",
    document: "X1234567",
    birth: "1988-12-01",
    contact: "Carla Díaz",
    phone: "+54 11 5555 0000",
  });
  await second.getByLabel(/Leí y acepto las condiciones/).check();
  await second.getByRole("button", { name: "Guardar participante" }).click();
  await expect(friend.getByText(/Tus datos quedaron guardados/)).toBeVisible();
  await friendContext.close();

  // 5. The owner records a payment by bank transfer; the booking shows paid and due.
  await owner.goto(`${server.url}/admin/payments/${requestId}`);
  await expect(owner.locator('[data-fact="total"]')).toHaveText(written(total.amount, "en"));
  const record = owner.locator('[data-form="record"]');
  await record.getByLabel("Amount").fill(String(paid));
  await record.getByLabel("Payment method").selectOption({ label: "Bank transfer" });
  await record.getByRole("button", { name: "Record payment" }).click();
  await expect(owner.locator('[data-fact="paid"]')).toHaveText(written(paid, "en"));
  await expect(owner.locator('[data-fact="due"]')).toHaveText(written(total.amount - paid, "en"));
  await traveller.goto(link!);
  const facts = traveller.locator(".booking-page__facts");
  await expect(participantForm(traveller, 2)).toContainText(/Completo, condiciones aceptadas el/);
  await expect(facts.locator("div", { hasText: "Pagado" }).locator("dd")).toHaveText(written(paid, "es"));
  await expect(facts.locator("div", { hasText: "A pagar" }).locator("dd")).toHaveText(written(total.amount - paid, "es"));

  // 6. Two days before: one reminder, with what is still to pay and nothing missing.
  await restartAt(instance, clockAt(FIRST_DAY - 2));
  const reminders = () => mailsWith(smtp, /: en dos días – /, "ana@example.org");
  await expect.poll(() => reminders().length, { timeout: 60_000 }).toBe(1);
  const reminder = plain(reminders()[0]!.parsed.text);
  expect(reminder).toContain("Hola Ana Pérez:");
  expect(reminder).toContain(`Falta pagar: ${written(total.amount - paid, "es")}`);
  expect(reminder).not.toContain("Lo que todavía falta");
  // A link of its own (every email carries a new one, decision 0102), which opens the booking.
  const reminderLink = new RegExp(`${server.url}/es/booking/[A-Za-z0-9_-]{43}`).exec(reminder)?.[0];
  expect(reminderLink, "the booking page's link in the reminder").toBeTruthy();
  expect(reminderLink).not.toBe(link);
  expect((await traveller.goto(reminderLink!))?.status()).toBe(200);

  // 7. The day itself, early: the guide's list on a throttled phone, without signal.
  await restartAt(instance, clockAt(FIRST_DAY, "07:00"));
  const guide = await throttledPhone(browser);
  await addAuthenticator(guide.page);
  await register(guide.page, await inviteFromCommandLine(server, "guide@example.com", "guide"));
  const guideList = await readListOfflineAndCheckIn(guide.context, guide.page, departureId, requestId);

  // 8. The day after the last day: the thanks, with the review link; the personal data still kept.
  await restartAt(instance, clockAt(LAST_DAY + 1));
  const thanks = () => mailsWith(smtp, "Gracias por escalar", "ana@example.org");
  await expect.poll(() => thanks().length, { timeout: 60_000 }).toBe(1);
  const reviewLink = /https?:\/\/\S+\/review/.exec(thanks()[0]!.parsed.text ?? "")?.[0];
  expect(reviewLink).toMatch(new RegExp(`^${server.url}/es/booking/[A-Za-z0-9_-]{43}/review$`));
  expect((await db.selectFrom("booking_participants").select("document").orderBy("slot").execute()).map((row) => row.document)).toEqual([
    "30123456",
    "X1234567",
  ]);

  // 9. A review through its link; the owner shows it on the comments screen; the excursion's page shows it.
  await traveller.goto(reviewLink!);
  await traveller.getByLabel("5 – excelente").check();
  await traveller.getByLabel("Tu opinión").fill("El volcán, inolvidable; el guía, un genio.");
  await traveller.getByRole("button", { name: "Enviar mi opinión" }).click();
  await expect(traveller.getByRole("heading", { level: 1 })).toHaveText("¡Gracias!");
  await owner.goto(`${server.url}/admin/comments`);
  const card = owner.locator("[data-review]");
  await expect(card).toContainText("El volcán, inolvidable; el guía, un genio.");
  await expect(card).toContainText("Waiting");
  await card.getByRole("button", { name: "Show" }).click();
  await expect(card).toContainText("Shown");
  await traveller.goto(`${server.url}/es/trekking-lanin`);
  const reviews = traveller.locator("section.reviews");
  await expect(reviews).toContainText("5 de 5 · 1 opinión");
  await expect(reviews).toContainText("El volcán, inolvidable; el guía, un genio.");

  // 10. 30 days after the last day: the personal data is gone; the names and the money stay.
  await restartAt(instance, clockAt(LAST_DAY + 30));
  await expect(async () => {
    const kept = await db.selectFrom("booking_participants").selectAll().orderBy("slot").execute();
    expect(kept.map((row) => [row.full_name, row.document, row.birth_date, row.health, row.emergency_name, row.emergency_phone])).toEqual([
      ["Ana Pérez", null, null, null, null, null],
      ["Bruno Díaz", null, null, null, null, null],
    ]);
  }).toPass({ timeout: 60_000 });
  expect((await traveller.goto(link!))?.status()).toBe(404);
  expect((await traveller.goto(reviewLink!))?.status()).toBe(404);
  await guideList.goto(`${server.url}/admin/departures/${departureId}/list`);
  const list = guideList.locator(`[data-departure-list="${departureId}"]`);
  await expect(list.locator("[data-participant]")).toHaveCount(2);
  await expect(list.locator('[data-participant="Ana Pérez"]')).toContainText("Ana Pérez");
  await expect(list.locator('[data-participant="Bruno Díaz"] [data-check-in]')).toHaveAttribute("data-check-in", "yes");
  for (const gone of ["penicilina", "Luis Pérez", "Carla Díaz", "+54 9 294 412 3456"]) await expect(list).not.toContainText(gone);
  await owner.goto(`${server.url}/admin/payments/${requestId}`);
  await expect(owner.locator('[data-fact="total"]')).toHaveText(written(total.amount, "en"));
  await expect(owner.locator('[data-fact="paid"]')).toHaveText(written(paid, "en"));
  await owner.goto(`${server.url}/admin/requests/${requestId}`);
  await expect(owner.locator("[data-booking-page]")).toContainText("Ana Pérez");
  await expect(owner.locator("[data-booking-page]")).toContainText("Bruno Díaz");

  // Each email once, across the five starts of the server; none with a document number or a health note.
  expect(confirmations()).toHaveLength(1);
  expect(reminders()).toHaveLength(1);
  expect(thanks()).toHaveLength(1);
  for (const mail of smtp.received) for (const secret of ["30123456", "X1234567", "penicilina"]) expect(mail.raw).not.toContain(secret);
  for (const secret of ["30123456", "X1234567", "penicilina"]) expect(server.output()).not.toContain(secret);
  await guide.context.close();
  await ownerContext.close();
  await travellerContext.close();
});
