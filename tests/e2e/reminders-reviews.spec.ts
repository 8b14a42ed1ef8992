import { simpleParser } from "mailparser";
import { execFile } from "node:child_process";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { databaseConfig, openDatabase, type Database } from "../../db/database.ts";
import { expect, test } from "./fixtures.ts";
import { addDeparture, undelivered } from "./booking-helpers.ts";
import { startInstance, type Instance } from "./instances.ts";
import {
  addAuthenticator,
  daysAfterClock,
  inviteFromCommandLine,
  postBookingRequest,
  register,
  WORKSPACE_CLOCK,
} from "./workspace-helpers.ts";

/**
 * Reminders and reviews with the business clock (TEST_CLOCK): a confirmed booking two days before
 * its day gets one reminder (even across a restart), the day after it gets the thanks with the
 * review link, and the traveller leaves a review through it without JavaScript (bad input refused).
 */
let instance: Instance;
let database: Database | undefined;

test.beforeAll(async () => {
  instance = await startInstance({ BOOKING_RATE_LIMIT: "1000/600", TEST_CLOCK: WORKSPACE_CLOCK }, { host: "localhost", ownOrigin: true });
});
// A worker may run this file's tests apart, with another file's between: each run of these hooks
// has its own server and its own connection to it.
test.afterAll(async () => {
  await database?.close();
  database = undefined;
  await instance?.dispose();
});

async function db() {
  database ??= await openDatabase(databaseConfig({ dataDir: instance.env.DATA_DIR!, databaseUrl: undefined, databaseSchema: undefined }));
  return database.db;
}

async function sentEmails() {
  const dir = path.join(instance.env.DATA_DIR!, "mail");
  // Whole emails only: the outbox writes each to a temporary file first, then renames it.
  const names = (await readdir(dir).catch(() => [])).filter((name) => name.endsWith(".eml"));
  return Promise.all(names.map(async (name) => simpleParser(await readFile(path.join(dir, name)))));
}

test("the reminder two days before (once, even with a restart), the day-after email, and a review left through it", async ({ browser }) => {
  test.setTimeout(300_000);
  const server = {
    url: instance.url,
    env: instance.env,
    output: instance.output,
    database: async () => (await db(), database!),
    dispose: async () => {},
  };
  const reference = await postBookingRequest(
    server as never,
    { name: "Ana Pérez", email: "ana@example.org", groupSize: 2 },
    "/es/trekking-lanin",
  );
  // Confirmed by the owner for a day two days after the clock (the confirmation itself is another spec's).
  const day = daysAfterClock(2);
  await (await db())
    .updateTable("booking_requests")
    .set({ status: "confirmed", date_from: day, date_to: day })
    .where("reference", "=", reference)
    .execute();
  // The job runs when the server starts: restarted, it finds the reminder due.
  await instance.stop();
  await instance.restart();
  const reminders = async () => (await sentEmails()).filter((email) => (email.subject ?? "").includes("en dos días"));
  await expect(async () => expect(await reminders()).toHaveLength(1))
    .toPass({ timeout: 60_000 })
    .catch((error) => {
      throw new Error(`${error}\n${instance.output().slice(-3000)}`);
    });
  const reminder = (await reminders())[0]!;
  expect(reminder.text).toContain("Hola Ana Pérez");
  expect(reminder.text).toContain("Formularios de participantes sin completar: 2");
  expect(reminder.text).toMatch(/\/es\/booking\/[A-Za-z0-9_-]{43}/);
  // Restarted again, with another traveller's booking due too: that one's reminder is sent, and Ana
  // has no second one (the job has run once more by the time the other arrives and is delivered).
  const other = await postBookingRequest(
    server as never,
    { name: "Carla Ruiz", email: "carla@example.org", groupSize: 1 },
    "/es/trekking-lanin",
  );
  await (await db())
    .updateTable("booking_requests")
    .set({ status: "confirmed", date_from: day, date_to: day })
    .where("reference", "=", other)
    .execute();
  await instance.stop();
  await instance.restart();
  const to = (email: Awaited<ReturnType<typeof sentEmails>>[number]) => (email.to && "text" in email.to ? email.to.text : "");
  await expect(async () => expect((await reminders()).filter((email) => to(email).includes("carla@example.org"))).toHaveLength(1)).toPass({
    timeout: 60_000,
  });
  await expect.poll(async () => undelivered((await db(), database!)), { timeout: 30_000 }).toBe(0);
  expect((await reminders()).filter((email) => to(email).includes("ana@example.org"))).toHaveLength(1);

  // The day after: thanks, and the review link.
  instance.env.TEST_CLOCK = `${daysAfterClock(3)}T09:00:00-03:00`;
  await instance.stop();
  await instance.restart();
  const thanks = async () =>
    (await sentEmails()).filter(
      (email) => (email.subject ?? "").startsWith("Gracias por escalar") && to(email).includes("ana@example.org"),
    );
  await expect(async () => expect(await thanks()).toHaveLength(1)).toPass({ timeout: 60_000 });
  const link = /https?:\/\/\S+\/review/.exec((await thanks())[0]!.text ?? "")?.[0];
  expect(link).toBeTruthy();

  // The traveller, on a phone without JavaScript: nothing chosen is refused, then the review is sent.
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, javaScriptEnabled: false, locale: "es-AR" });
  const traveller = await phone.newPage();
  expect((await traveller.goto(link!))?.status()).toBe(200);
  await expect(traveller.getByRole("heading", { level: 1 })).toContainText("Contanos cómo estuvo: ");
  await traveller.getByLabel("Tu opinión").fill("Un día increíble, el guía sabe mucho.");
  await traveller.getByRole("button", { name: "Enviar mi opinión" }).click();
  await expect(traveller.getByText("Elegí una calificación del 1 al 5.")).toBeVisible();
  await traveller.getByLabel("5 – excelente").check();
  await traveller.getByRole("button", { name: "Enviar mi opinión" }).click();
  await expect(traveller.getByRole("heading", { level: 1 })).toHaveText("¡Gracias!");
  await traveller.goto(link!);
  await expect(traveller.getByText("Ya dejaste una opinión para esta reserva. ¡Gracias!")).toBeVisible();
  expect(
    await (await db())
      .selectFrom("booking_reviews" as never)
      .selectAll()
      .execute(),
  ).toHaveLength(1);

  // Waiting for the owner: the excursion's page shows no reviews.
  const visitor = await phone.newPage();
  await visitor.goto(`${instance.url}/es/trekking-lanin`);
  await expect(visitor.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(visitor.getByRole("heading", { name: "Opiniones" })).toHaveCount(0);

  // The owner, on a 360 px phone, finds it beside the comments, in words, and shows it.
  const ownerContext = await browser.newContext({ viewport: { width: 360, height: 800 }, locale: "es-AR" });
  await ownerContext.addCookies([{ name: "lang", value: "es", url: instance.url }]);
  const owner = await ownerContext.newPage();
  await addAuthenticator(owner);
  await register(owner, await inviteFromCommandLine(server as never, "duena@bariloche.example"));
  await owner.goto(`${instance.url}/admin/comments`);
  await expect(owner.getByRole("heading", { name: "Opiniones" })).toBeVisible();
  const card = owner.locator("[data-review]");
  await expect(card).toContainText("Ana");
  await expect(card).toContainText("5 de 5");
  await expect(card).toContainText("Un día increíble, el guía sabe mucho.");
  await expect(card).toContainText("Esperando");
  await card.getByRole("button", { name: "Mostrar" }).click();
  await expect(card).toContainText("Mostrada");
  expect(await owner.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  // The excursion's page shows it, with the average and the count.
  await visitor.goto(`${instance.url}/es/trekking-lanin`);
  const reviews = visitor.locator("section.reviews");
  await expect(reviews.getByRole("heading", { name: "Opiniones" })).toBeVisible();
  await expect(reviews).toContainText("5 de 5 · 1 opinión");
  await expect(reviews).toContainText("Ana");
  await expect(reviews).toContainText("Un día increíble, el guía sabe mucho.");
  // With JavaScript, in English, at 390 px: hydrated without errors, the section unchanged.
  const scripted = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: "en-US" });
  const reader = await scripted.newPage();
  const errors: string[] = [];
  reader.on("pageerror", (error) => errors.push(error.message));
  reader.on("console", (message) => void (message.type() === "error" && errors.push(message.text())));
  await reader.goto(`${instance.url}/en/trekking-lanin`);
  await expect(reader.locator("html[data-hydrated]")).toBeAttached();
  await reader.locator("section.reviews").scrollIntoViewIfNeeded();
  await expect(reader.locator("section.reviews")).toContainText("5 out of 5 · 1 review");
  await expect(reader.locator("section.reviews")).toContainText("Un día increíble, el guía sabe mucho.");
  expect(await reader.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  expect(errors).toEqual([]);
  await scripted.close();

  // Hidden again: gone from the page.
  await card.getByRole("button", { name: "Ocultar" }).click();
  await expect(card).toContainText("Oculta");
  await visitor.goto(`${instance.url}/es/trekking-lanin`);
  await expect(visitor.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(visitor.locator("section.reviews")).toHaveCount(0);
  await ownerContext.close();
  await phone.close();
});

test("a departure cancelled by the owner (npm run departures) cancels its booking and tells its traveller once; restored, the booking is back and told once", async () => {
  test.setTimeout(180_000);
  const server = {
    url: instance.url,
    env: instance.env,
    output: instance.output,
    database: async () => (await db(), database!),
    dispose: async () => {},
  };
  const q = await db();
  const departureId = await addDeparture((await db(), database!), "trekkingLanin", 20, 22);
  const reference = await postBookingRequest(
    server as never,
    { name: "Bruno Díaz", email: "bruno@example.org", groupSize: 1 },
    "/es/trekking-lanin",
  );
  await q
    .updateTable("booking_requests")
    .set({ status: "confirmed", departure_id: departureId })
    .where("reference", "=", reference)
    .execute();
  const cancel = () =>
    promisify(execFile)(process.execPath, ["scripts/owner/departures.ts", "cancel", String(departureId)], {
      cwd: path.resolve(import.meta.dirname, "../.."),
      env: { ...process.env, ...instance.env },
    });
  await cancel();
  await cancel().catch(() => undefined);
  const notices = async () => (await sentEmails()).filter((email) => (email.subject ?? "").includes("cancelada"));
  await expect(async () => expect(await notices()).toHaveLength(1)).toPass({ timeout: 60_000 });
  const notice = (await notices())[0]!;
  expect(notice.to && "text" in notice.to ? notice.to.text : "").toContain("bruno@example.org");
  // Another date offered; nothing paid, so no word on money, and no refund the business has not written.
  expect(notice.text).toContain("te vamos a proponer otra fecha");
  expect(notice.text).not.toContain("te devolvemos");
  // Both commands have returned: whatever they queued is in the outbox. Once it is all delivered, one notice.
  await expect.poll(async () => undelivered((await db(), database!)), { timeout: 30_000 }).toBe(0);
  expect(await notices()).toHaveLength(1);
  // The booking followed its departure: "cancelled", no seat held.
  const row = await q
    .selectFrom("booking_requests")
    .select(["status", "seats_held"])
    .where("reference", "=", reference)
    .executeTakeFirstOrThrow();
  expect(row).toEqual({ status: "declined", seats_held: 0 });

  // Restored: the booking is confirmed again, the traveller told once that it is on again, with the booking page's link.
  const run = (command: string) =>
    promisify(execFile)(process.execPath, ["scripts/owner/departures.ts", command, String(departureId)], {
      cwd: path.resolve(import.meta.dirname, "../.."),
      env: { ...process.env, ...instance.env },
    });
  await run("restore");
  await run("restore").catch(() => undefined);
  const onAgain = async () => (await sentEmails()).filter((email) => (email.subject ?? "").includes("vuelve a estar confirmada"));
  await expect(async () => expect(await onAgain()).toHaveLength(1)).toPass({ timeout: 60_000 });
  const link = ((await onAgain())[0]!.text ?? "").match(/https?:\/\/\S+\/es\/booking\/[A-Za-z0-9_-]{43}/)?.[0];
  expect(link).toBeTruthy();
  const pagePath = new URL(link!).pathname;
  const open = await fetch(`${instance.url}${pagePath}`);
  expect(open.status).toBe(200);
  expect(await open.text()).toContain(reference);

  // Cancelled again: told again, and the booking's page says, in Spanish, that the departure was cancelled.
  await run("cancel");
  await expect(async () => expect(await notices()).toHaveLength(2)).toPass({ timeout: 60_000 });
  const closed = await fetch(`${instance.url}${pagePath}`);
  expect(closed.status).toBe(410);
  const closedText = await closed.text();
  expect(closedText).toContain("Salida cancelada");
  expect(closedText).toContain(`Tuvimos que cancelar la salida de la reserva ${reference}`);
});
