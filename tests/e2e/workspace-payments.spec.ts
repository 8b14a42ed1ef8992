/**
 * Payments recorded against bookings (decision 0063): an owner records a deposit and the rest, sees
 * the booking's state change, is refused an overpayment, another currency and a day to come, takes a
 * payment back (asked once), and finds the bookings with money due on Home and in their list, the
 * nearest departure first; a guide reads and cannot record. At 360 and 390 px, nothing overflows.
 */
import { expect, test, type Page } from "./fixtures.ts";
import {
  addAuthenticator,
  daysAfterClock,
  formFields,
  historyCount,
  inviteFromCommandLine,
  post,
  postBookingRequest,
  register,
  sessionFor,
  startWorkspaceServer,
  type WorkspaceServer,
} from "./workspace-helpers.ts";

let server: WorkspaceServer;
test.beforeAll(async () => {
  server = await startWorkspaceServer({ BOOKING_RATE_LIMIT: "1000/600" });
});
test.afterAll(async () => {
  await server?.dispose();
});

const at = (pathname: string) => `${server.url}${pathname}`;

/** The baptism asks a 30% deposit from now on: its next catalogue version, as the owner would publish it. */
async function askDeposit(key: string, percent: number) {
  const { db } = await server.database();
  const latest = await db
    .selectFrom("catalogue_versions")
    .selectAll()
    .where("kind", "=", "excursion")
    .where("key", "=", key)
    .orderBy("version", "desc")
    .executeTakeFirstOrThrow();
  const entry = JSON.parse(latest.document) as { data: Record<string, unknown> };
  entry.data.deposit = { kind: "share", percent };
  await db
    .insertInto("catalogue_versions")
    .values({
      kind: "excursion",
      key,
      version: latest.version + 1,
      document: JSON.stringify(entry),
      published_at: Date.now(),
      published_by: "owner@example.com",
    })
    .execute();
}

/** A request to book the baptism, confirmed onto a departure `days` after the clock: its reference and id. */
async function confirmedBooking(name: string, days: number, groupSize = 2): Promise<{ reference: string; id: number }> {
  const reference = await postBookingRequest(server, { name, email: `${name.toLowerCase()}@example.com`, groupSize });
  const { db } = await server.database();
  const departure = await db
    .insertInto("departures")
    .values({
      offer: "bautismo",
      start_date: daysAfterClock(days),
      end_date: null,
      seats_total: 8,
      seats_taken: groupSize,
      notes: "{}",
      created_at: Date.now(),
      updated_at: Date.now(),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  const row = await db
    .updateTable("booking_requests")
    .set({ status: "confirmed", departure_id: departure.id, seats_held: groupSize })
    .where("reference", "=", reference)
    .returning("id")
    .executeTakeFirstOrThrow();
  return { reference, id: row.id };
}

async function paymentRows(): Promise<number> {
  const { db } = await server.database();
  const row = await db
    .selectFrom("booking_payments")
    .select((eb) => eb.fn.countAll<number | string>().as("count"))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

async function noSidewaysScroll(page: Page, width: number) {
  await page.setViewportSize({ width, height: 780 });
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth, `${page.url()} at ${width} px`).toBeLessThanOrEqual(width);
}

test("an owner records a deposit and the rest, is refused an overpayment, takes a payment back; the money-due list and Home follow", async ({
  page,
}) => {
  await askDeposit("bautismo", 30);
  // Two bookings of two people at USD 50 each: USD 100, a 30% deposit of USD 30. The nearer leaves first.
  const later = await confirmedBooking("Lucia", 40);
  const sooner = await confirmedBooking("Bruno", 6);

  await addAuthenticator(page);
  await register(page, await inviteFromCommandLine(server, "money-owner@example.com", "owner"));
  await expect(page.locator('[data-count="moneyDue"]')).toHaveText("2");
  await expect(page.getByRole("link", { name: /2 bookings with money due before their departure/ })).toBeVisible();

  await page.getByRole("link", { name: /bookings with money due/ }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Payments");
  await expect(page.locator("[data-booking]")).toHaveCount(2);
  expect(await page.locator("[data-booking]").evaluateAll((items) => items.map((item) => item.getAttribute("data-booking")))).toEqual([
    sooner.reference,
    later.reference,
  ]);
  await expect(page.locator(`[data-booking="${sooner.reference}"]`)).toContainText("Deposit due");
  for (const width of [360, 390]) await noSidewaysScroll(page, width);

  await page.getByRole("link", { name: `Open ${sooner.reference}` }).click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText(sooner.reference);
  await expect(page.locator("[data-money-state]")).toHaveText("Deposit due");
  await expect(page.locator('[data-fact="total"]')).toHaveText("USD 100");
  await expect(page.locator('[data-fact="deposit"]')).toHaveText("USD 30");
  await expect(page.locator('[data-fact="due"]')).toHaveText("USD 100");

  const form = page.locator('[data-form="record"]');
  const before = await paymentRows();
  // More than what is due: refused, in words, nothing saved.
  await form.getByLabel("Amount").fill("150");
  await form.getByRole("button", { name: "Record payment" }).click();
  await expect(form.getByRole("status")).toHaveText("That is more than what is due (USD 100): record at most that.");
  // Another currency than the total's: the message says which.
  await form.getByLabel("Amount").fill("30");
  await form.getByLabel("Currency").selectOption("ARS");
  await form.getByRole("button", { name: "Record payment" }).click();
  await expect(form.getByRole("status")).toHaveText("This booking's total is in USD: record the payment in USD.");
  expect(await paymentRows()).toBe(before);

  // The deposit, in cash.
  await form.getByLabel("Amount").fill("30");
  await form.getByLabel("Currency").selectOption("USD");
  await form.getByLabel("Payment method").selectOption({ label: "Cash" });
  await form.getByLabel("Note (optional)").fill("Seña en mano");
  await form.getByRole("button", { name: "Record payment" }).click();
  await expect(page.locator("[data-money-state]")).toHaveText("Deposit paid");
  await expect(page.locator('[data-fact="paid"]')).toHaveText("USD 30");
  await expect(page.locator('[data-fact="due"]')).toHaveText("USD 70");
  await expect(page.locator("[data-payment]").first()).toContainText("Cash");

  // The rest, by bank transfer, with cents typed the Argentine way.
  await form.getByLabel("Amount").fill("69,50");
  await form.getByRole("button", { name: "Record payment" }).click();
  await expect(page.locator('[data-fact="due"]')).toHaveText("USD 0.50");
  await form.getByLabel("Amount").fill("0.50");
  await form.getByRole("button", { name: "Record payment" }).click();
  await expect(page.locator("[data-money-state]")).toHaveText("Paid in full");
  await expect(page.locator('[data-fact="due"]')).toHaveText("USD 0");
  expect(await paymentRows()).toBe(before + 3);
  expect(await historyCount(server, "payment.recorded")).toBe(3);

  // Taking the deposit back: asked once, then marked in the list and no longer counted.
  const deposit = page.locator("[data-payment]").first();
  await deposit.getByRole("button", { name: /Take back/ }).click();
  const ask = page.locator('[data-ask^="remove-"]');
  await expect(ask).toContainText("Take back the payment of USD 30 (Cash,");
  expect(await historyCount(server, "payment.removed")).toBe(0);
  await ask.getByRole("button", { name: "Yes, take it back" }).click();
  await expect(page.locator("[data-money-state]")).toHaveText("Deposit paid");
  await expect(page.locator('[data-fact="due"]')).toHaveText("USD 30");
  await expect(page.locator("[data-payment]").first()).toHaveAttribute("data-removed", "yes");
  await expect(page.locator("[data-payment]").first()).toContainText("Taken back by money-owner@example.com");
  expect(await historyCount(server, "payment.removed")).toBe(1);
  for (const width of [360, 390]) await noSidewaysScroll(page, width);

  // The history says both, in words.
  await page.setViewportSize({ width: 1024, height: 780 });
  await page.goto(at("/admin/history"));
  await expect(page.getByText("Took a payment back").first()).toBeVisible();
  await expect(page.getByText("Recorded a payment").first()).toBeVisible();
  await expect(page.getByText("Cash").first()).toBeVisible();

  // In Spanish, the refusal in Spanish, amounts as Argentina writes them.
  await page.goto(at(`/admin/language/es?to=/admin/payments/${later.id}`));
  const registro = page.locator('[data-form="record"]');
  await registro.getByLabel("Monto").fill("1.000,50");
  await registro.getByRole("button", { name: "Registrar pago" }).click();
  await expect(registro.getByRole("status")).toHaveText("Es más de lo pendiente (USD 100): registrá como máximo eso.");
  await expect(page.locator("[data-money-state]")).toHaveText("Seña pendiente");
  // A day long before the booking was made (a typo): refused in Spanish, what was typed kept.
  await registro.getByLabel("Monto").fill("10");
  await registro.locator('input[name="paid_on"]').fill("1900-01-01");
  await registro.getByRole("button", { name: "Registrar pago" }).click();
  await expect(registro.getByRole("status")).toHaveText(
    "Ese día es de más de un año antes de que se hiciera la reserva: revisá el día en que se pagó.",
  );
  await expect(registro.getByLabel("Monto")).toHaveValue("10");
  await expect(registro.locator('input[name="paid_on"]')).toHaveValue("1900-01-01");
  // Ids in other spellings a number parser would read: no booking there.
  for (const spelling of [`0x${later.id.toString(16)}`, `${later.id}e0`, `0${later.id}`])
    expect((await page.goto(at(`/admin/payments/${spelling}`)))?.status(), spelling).toBe(404);
  await page.goto(at("/admin/language/en?to=/admin"));

  // A day to come, from a browser without JavaScript: refused, nothing saved.
  const cookie = (await page.context().cookies()).find((candidate) => candidate.name === "__Host-workspace")!;
  const header = `${cookie.name}=${cookie.value}`;
  const path = `/admin/payments/${later.id}`;
  const future = await post(
    server,
    path,
    {
      ...(await formFields(server, path, header)),
      form_id: "record",
      intent: "record",
      amount: "10",
      currency: "USD",
      method: "transfer",
      paid_on: daysAfterClock(2),
      note: "",
    },
    { Cookie: header },
  );
  expect(future.status).toBe(400);
  expect(await paymentRows()).toBe(before + 3);

  // The booking paid in part is still in the list; it goes once paid in full.
  await page.goto(at("/admin/payments"));
  await expect(page.locator("[data-booking]")).toHaveCount(2);
  await page.goto(at("/admin"));
  await expect(page.locator('[data-count="moneyDue"]')).toHaveText("2");
});

test("a guide reads a booking's payments and cannot record one", async () => {
  const booking = await confirmedBooking("Guido", 12);
  const guide = await sessionFor(server, "money-guide@example.com", "guide");
  const path = `/admin/payments/${booking.id}`;
  const page = await fetch(at(path), { headers: { Cookie: guide } });
  expect(page.status).toBe(200);
  const html = await page.text();
  expect(html).toContain(booking.reference);
  // Its state and money, as rendered (the page's texts travel with it too: look at the elements).
  expect(html).toMatch(/data-money-state="(noDeposit|depositDue)"/);
  expect(html).toMatch(/<dd data-fact="total">USD\s100<\/dd>/);
  expect(html).toContain('<p class="ws-muted">Only an owner records payments.</p>');
  expect(html).not.toContain('data-form="record"');
  const before = await paymentRows();
  const refused = await post(
    server,
    path,
    {
      ...(await formFields(server, "/admin/account", guide)),
      form_id: "record",
      intent: "record",
      amount: "10",
      currency: "USD",
      method: "cash",
      paid_on: daysAfterClock(0),
      note: "",
    },
    { Cookie: guide },
  );
  expect(refused.status).toBe(403);
  expect(await paymentRows()).toBe(before);
  // An unknown booking: nothing there.
  expect((await fetch(at("/admin/payments/999999"), { headers: { Cookie: guide } })).status).toBe(404);
});
