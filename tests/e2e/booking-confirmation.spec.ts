import AxeBuilder from "@axe-core/playwright";
import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import path from "node:path";
import { promisify } from "node:util";
import { excursionById } from "../../app/catalogue/model.ts";
import { formatAmount, groupTotal } from "../../app/catalogue/price.ts";
import { seededCatalogue } from "../../app/catalogue/seed/seeded-catalogue.server.ts";
import { startSmtpServer, type TestSmtpServer } from "../../app/mail/testing/smtp.ts";
import { formatViolations, wcagTags } from "../../scripts/bench/quality/axe.ts";
import { expect, test } from "./fixtures.ts";
import { ownerCommand } from "./instances.ts";
import {
  addAuthenticator,
  daysAfterClock,
  inviteFromCommandLine,
  register,
  startWorkspaceServer,
  type WorkspaceServer,
} from "./workspace-helpers.ts";

/**
 * Confirming a request tells the traveller everything: the owner confirms it in the workspace on a
 * phone, reads the exact email first, adds a personal line, and the email arrives over a real SMTP
 * server in the traveller's language, with the group's total, the deposit, how to pay it, and the
 * departure as a calendar file.
 */
const root = path.resolve(import.meta.dirname, "../..");
let smtp: TestSmtpServer;
let server: WorkspaceServer;

/** The baptism as its owner sets it in the catalogue: a deposit of 30 %, a meeting point and time, what to bring; and a policy. */
const SET_CATALOGUE = `
const { openServices } = await import("./scripts/owner/database.ts");
const services = await openServices();
try {
  const excursion = structuredClone((await services.catalogue.state("excursion", "bautismo")).published);
  excursion.data.deposit = { kind: "share", percent: 30 };
  excursion.data.meeting = { mapUrl: "https://maps.app.goo.gl/baseCatedral", time: "08:30" };
  excursion.texts.es = { ...excursion.texts.es, meetingPlace: "Base del Cerro Catedral, junto a la boletería", bring: "- Zapatillas cómodas\\n- Agua y almuerzo" };
  const policies = structuredClone((await services.catalogue.state("policies", "policies")).published);
  policies.texts = { ...policies.texts, es: { ...(policies.texts.es ?? {}), cancellation: "Reintegro total hasta 7 días antes de la salida." } };
  for (const entry of [excursion, policies]) {
    const saved = await services.catalogue.saveDraft(entry, "test");
    if (!saved.ok) throw new Error(JSON.stringify(saved.problems));
    const published = await services.catalogue.publish(entry.kind, entry.key, "test");
    if (!published.ok) throw new Error(JSON.stringify(published.problems));
  }
} finally {
  await services.close();
}
`;

test.beforeAll(async () => {
  smtp = await startSmtpServer();
  server = await startWorkspaceServer({ SMTP_URL: smtp.url, ADMIN_EMAIL: "guides@example.com", BOOKING_RATE_LIMIT: "1000/600" });
  await ownerCommand(
    "business",
    [
      "set",
      "paymentTransfer=https://paypal.me/barilochevertical",
      "paymentLocal=https://mpago.la/2abc3De",
      "bankHolder=Juana Pérez",
      "bankAccount=BARILOCHE.VERT.MP",
    ],
    server.env,
  );
  await promisify(execFile)(process.execPath, ["--input-type=module", "-e", SET_CATALOGUE], {
    cwd: root,
    env: { ...process.env, ...server.env },
  });
});
test.afterAll(async () => {
  await server?.dispose();
  await smtp?.stop();
});

test.use({ viewport: { width: 390, height: 844 } });

/** A departure of the baptism, some weeks after the business's clock. */
async function addDeparture(days: number): Promise<{ id: number; firstDay: string }> {
  const { db } = await server.database();
  const firstDay = daysAfterClock(days);
  const row = await db
    .insertInto("departures")
    .values({
      offer: "bautismo",
      start_date: firstDay,
      end_date: null,
      seats_total: 6,
      notes: "{}",
      created_at: Date.now(),
      updated_at: Date.now(),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return { id: row.id, firstDay };
}

/** A request to book the baptism from its Spanish page: two people (its price includes all the gear) and words of their own. */
async function requestInSpanish(departureId: number, email = "lucia@example.org"): Promise<{ id: number; reference: string }> {
  const html = await (await fetch(`${server.url}/es/bautismo`)).text();
  const formToken = /name="form_token" value="([^"]+)"/.exec(html)?.[1];
  if (!formToken) throw new Error("no form on the page");
  const form = new URLSearchParams({
    form_token: formToken,
    client_token: randomBytes(18).toString("base64url"),
    website: "",
    departure: String(departureId),
    group_size: "2",
    experience: "none",
    group_lang: "es",
    user_name: "Lucía Gómez",
    user_email: email,
    phone: "+54 9 294 555-0101",
    message: "Mi DNI es 30111222 y tengo asma",
  });
  await fetch(`${server.url}/es/bautismo?book`, { method: "POST", body: form, headers: { Origin: server.url }, redirect: "manual" });
  const { db } = await server.database();
  return db
    .selectFrom("booking_requests")
    .select(["id", "reference"])
    .where("email", "=", email)
    .orderBy("id", "desc")
    .executeTakeFirstOrThrow();
}

test("the owner confirms with a personal line after reading the email; the traveller receives it once, with the total, the deposit and the calendar file", async ({
  page,
}) => {
  test.slow();
  const { db } = await server.database();
  const departure = await addDeparture(40);
  const { firstDay } = departure;
  const request = await requestInSpanish(departure.id);
  // The group's total and the deposit, from the catalogue's own prices.
  const pricing = excursionById(await seededCatalogue(), "bautismo")!.data.pricing;
  const total = groupTotal(pricing, { people: 2, days: 1 })!;
  const amount = (value: number) => formatAmount(value, total.currency, "es").replace(/\u00a0/g, " ");
  const deposit = Math.round(total.amount * 30) / 100;

  await addAuthenticator(page);
  await register(page, await inviteFromCommandLine(server, "confirm-owner@example.com", "owner"));
  await page.goto(`${server.url}/admin/requests/${request.id}`);
  await page.getByLabel("Departure").selectOption(String(departure.id));
  await page.getByLabel("A personal line in the email (optional)").fill("¡Los esperamos con mate en la base!");
  await page.getByRole("button", { name: "Confirm", exact: true }).click();

  // The exact email, before anything happens.
  const preview = page.locator('[data-preview="email"]');
  await expect(preview).toBeVisible();
  await expect(preview).toContainText(`Reserva confirmada: `);
  await expect(preview).toContainText("¡Hola, Lucía Gómez!");
  await expect(preview).toContainText("¡Los esperamos con mate en la base!");
  await expect(preview).toContainText(`Total para tu grupo: ${amount(total.amount)}`);
  await expect(preview).toContainText(`una seña del 30% del total: ${amount(deposit)}`);
  await expect(preview).toContainText("Lugar: Base del Cerro Catedral, junto a la boletería");
  await expect(page.getByText(`Attached: ${request.reference}.ics`)).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).not.toContainText("Confirmed");
  const confirmedMails = () => smtp.received.filter((mail) => mail.parsed.subject?.startsWith("Reserva confirmada:"));
  expect(confirmedMails()).toHaveLength(0);
  // The preview fits the phone's width, at 390 and 360 px, and passes the accessibility checks.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.setViewportSize({ width: 360, height: 740 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  const axe = await new AxeBuilder({ page }).withTags(wcagTags).analyze();
  expect(axe.violations.length, formatViolations(axe.violations, "the confirmation's preview")).toBe(0);

  await page.getByRole("button", { name: "Yes, confirm and send it" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Confirmed");

  await expect.poll(() => confirmedMails().length, { timeout: 30_000 }).toBe(1);
  const [mail] = confirmedMails();
  expect(mail!.envelope.to).toEqual(["lucia@example.org"]);
  const text = (mail!.parsed.text ?? "").replace(/[\u00a0\u2009\u202f]/g, " ");
  expect(mail!.parsed.headers.get("content-language")).toBe("es");
  expect(text).toContain(`Tu reserva ${request.reference} está confirmada`);
  expect(text).toContain("¡Los esperamos con mate en la base!");
  expect(text).toContain("Hora: 08:30");
  expect(text).toContain("• Zapatillas cómodas");
  // The baptism's price includes its gear: no rental line (gear in the total: app/bookings/confirmed-mail.server.test.ts).
  expect(text).not.toContain("Equipo de alquiler");
  expect(text).toContain(`Total para tu grupo: ${amount(total.amount)}`);
  expect(text).toContain(`una seña del 30% del total: ${amount(deposit)}`);
  expect(text).toContain(`https://paypal.me/barilochevertical/${deposit}USD`);
  expect(text).toContain("Mercado Pago: https://mpago.la/2abc3De");
  expect(text).toContain("CBU/CVU o alias: BARILOCHE.VERT.MP");
  expect(text).toContain("Cancelación: Reintegro total hasta 7 días antes de la salida.");
  // Nothing the traveller typed but their name.
  for (const typed of ["30111222", "asma", "555-0101"]) expect(mail!.raw).not.toContain(typed);
  // The departure, for the calendar: the meeting time in Bariloche's time zone.
  expect(mail!.parsed.attachments.map((file) => file.filename)).toEqual([`${request.reference}.ics`]);
  const calendar = mail!.parsed.attachments[0]!.content.toString("utf8");
  expect(calendar).toContain(`DTSTART;TZID=America/Argentina/Buenos_Aires:${firstDay.replaceAll("-", "")}T083000\r\n`);
  expect(calendar).toContain(`UID:${request.reference}@`);

  // The email is listed with the request; confirming again is not offered, and posting it sends nothing.
  await page.reload();
  await expect(page.getByText("Booking confirmed, to the traveller")).toBeVisible();
  await expect(page.getByRole("button", { name: "Confirm", exact: true })).toHaveCount(0);
  await expect
    .poll(async () =>
      (await db.selectFrom("mail_outbox").select("status").where("kind", "=", "booking-confirmed").execute()).map((row) => row.status),
    )
    .toEqual(["sent"]);
  expect(confirmedMails()).toHaveLength(1);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the same two steps in plain forms: the preview, then the email on Yes", async ({ page, browser }) => {
    test.slow();
    const departure = await addDeparture(47);
    const request = await requestInSpanish(departure.id, "mateo@example.org");
    // Signed in with a passkey in a context with JavaScript (the browser's WebAuthn needs it), then read without.
    const scripted = await browser.newContext({ baseURL: server.url, javaScriptEnabled: true });
    const signing = await scripted.newPage();
    await addAuthenticator(signing);
    await register(signing, await inviteFromCommandLine(server, "confirm-nojs@example.com", "owner"));
    await page.context().addCookies(await scripted.cookies());
    await scripted.close();

    await page.goto(`${server.url}/admin/requests/${request.id}`);
    await page.getByLabel("Departure").selectOption(String(departure.id));
    await page.getByLabel("A personal line in the email (optional)").fill("Nos vemos el sábado.");
    await page.getByRole("button", { name: "Confirm", exact: true }).click();
    await expect(page.locator('[data-preview="email"]')).toContainText("Nos vemos el sábado.");
    // Back from the preview, the form keeps what was chosen.
    await expect(page.getByLabel("A personal line in the email (optional)")).toHaveValue("Nos vemos el sábado.");
    await page.getByRole("button", { name: "Yes, confirm and send it" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Confirmed");
    await expect
      .poll(
        () =>
          smtp.received.filter(
            (mail) => mail.envelope.to.includes("mateo@example.org") && mail.parsed.subject?.startsWith("Reserva confirmada:"),
          ).length,
        {
          timeout: 30_000,
        },
      )
      .toBe(1);
  });
});
