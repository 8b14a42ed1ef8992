import AxeBuilder from "@axe-core/playwright";
import { simpleParser } from "mailparser";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { formatViolations, wcagTags } from "../../scripts/bench/quality/axe.ts";
import { expect, test } from "./fixtures.ts";
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import type { Page } from "@playwright/test";
import { addDeparture, clockAt, fillParticipant, participantForm, restartAt } from "./booking-helpers.ts";
import { startInstance, type Instance } from "./instances.ts";
import {
  addAuthenticator,
  daysAfterClock,
  inviteFromCommandLine,
  postBookingRequest,
  register,
  WORKSPACE_CLOCK,
  workspaceServerOf,
  type WorkspaceServer,
} from "./workspace-helpers.ts";

/**
 * The traveller's booking page, end to end with the business clock (TEST_CLOCK): a request
 * confirmed in the workspace, its private link, two participants filled in (one through a
 * forwarded link), the conditions accepted, bad input refused, a request to cancel seen and
 * answered by the owner, and, the clock moved 30 days past the departure, the personal data gone.
 */
let instance: Instance;
let server: WorkspaceServer;

// A server for each test: the first moves its clock past the departure's retention, which would
// leave the next test's departure in the past were they to share one (one worker runs both).
test.beforeEach(async () => {
  instance = await startInstance(
    { BOOKING_RATE_LIMIT: "1000/600", CONTACT_RATE_LIMIT: "1000/600", TEST_CLOCK: WORKSPACE_CLOCK },
    { host: "localhost", ownOrigin: true },
  );
  server = workspaceServerOf(instance);
});
test.afterEach(async () => {
  await server?.dispose();
});

const at = (pathname: string) => `${server.url}${pathname}`;

/** The emails written to files (no SMTP_URL), parsed, once the outbox has sent them. */
async function sentEmails() {
  const dir = path.join(server.env.DATA_DIR!, "mail");
  // Whole emails only: the outbox writes each to a temporary file first, then renames it.
  const names = (await readdir(dir).catch(() => [])).filter((name) => name.endsWith(".eml"));
  return Promise.all(names.map(async (name) => simpleParser(await readFile(path.join(dir, name)))));
}

/** When the device deletes the booking page's offline copy kept for `link` (epoch ms), or null when none is kept. */
const copyKeptUntil = (page: Page, link: string) =>
  page.evaluate(async (url) => {
    const kept = await caches.match(url, { cacheName: "booking-copies" });
    return kept ? Number(kept.headers.get("X-Kept-Until")) : null;
  }, link);

test("a confirmed request's private page: participants, conditions, bad input, a request to cancel, and the data gone 30 days after", async ({
  page,
  browser,
}) => {
  // A long story (a server restarted in it) on a loaded machine.
  test.setTimeout(300_000);
  // The departure: three days on Lanín, ten days after the clock's start.
  const database = await server.database();
  const { db } = database;
  const departureId = await addDeparture(database, "trekkingLanin", 10, 12);
  // A traveller asks in Spanish; the owner confirms it onto the departure and shows its link.
  const reference = await postBookingRequest(server, { name: "Ana Pérez", email: "ana@example.org", groupSize: 2 }, "/es/trekking-lanin");
  const { id } = await db.selectFrom("booking_requests").select("id").where("reference", "=", reference).executeTakeFirstOrThrow();
  await addAuthenticator(page);
  await register(page, await inviteFromCommandLine(server, "owner@example.com", "owner"));
  await page.goto(at(`/admin/requests/${id}`));
  await page.getByLabel("Departure").selectOption(String(departureId));
  await page.getByRole("button", { name: "Confirm" }).click();
  await page.getByRole("button", { name: "Yes, confirm and send it" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Confirmed");
  await page.getByRole("button", { name: "Show the link to copy" }).click();
  const link = await page.getByLabel("Link to the booking page (copy it and send it)").inputValue();
  expect(link).toMatch(new RegExp(`^${server.url}/es/booking/[A-Za-z0-9_-]{43}$`));
  // Sent again by email, asked once: a link of its own (links are random, kept only as hashes), in the traveller's language, through the outbox.
  await page.getByRole("button", { name: "Send the link by email" }).click();
  await page.getByRole("button", { name: "Yes, send it" }).click();
  await expect(page.getByText("Link queued for ana@example.org.")).toBeVisible();
  const linkIn = (text: string | undefined) => text?.match(new RegExp(`${server.url}/es/booking/[A-Za-z0-9_-]{43}`))?.[0];
  const emailedLinks = await (async () => {
    let found: string[] = [];
    await expect(async () => {
      const emails = await sentEmails();
      const sent = emails.find((email) => (email.subject ?? "").startsWith(`Tu página de reserva ${reference}`));
      // The confirmation email carried one first.
      found = emails.map((email) => linkIn(email.text)).filter((one): one is string => one !== undefined);
      expect(linkIn(sent?.text)).toBeDefined();
      expect(new Set([...found, link]).size).toBe(3);
    }).toPass({ timeout: 20_000 });
    return found;
  })();

  // The traveller, on a phone, without JavaScript.
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, javaScriptEnabled: false, locale: "es-AR" });
  const traveller = await phone.newPage();
  // Every link made opens the booking: the emailed ones, and the one shown to copy.
  for (const emailed of emailedLinks) expect((await traveller.goto(emailed))?.status()).toBe(200);
  const response = await traveller.goto(link);
  expect(response?.status()).toBe(200);
  expect(response?.headers()["cache-control"]).toBe("private, no-store");
  expect(response?.headers()["x-robots-tag"]).toContain("noindex");
  await expect(traveller.getByRole("heading", { level: 1 })).toHaveText(`Tu reserva ${reference}`);
  await expect(traveller.getByText("Confirmada", { exact: true })).toBeVisible();
  // The total, paid and due from the payments' records: nothing paid yet, the whole total due.
  const facts = traveller.locator(".booking-page__facts");
  const total = await facts.locator("div", { hasText: "Total" }).locator("dd").textContent();
  await expect(facts.locator("div", { hasText: "A pagar" }).locator("dd")).toHaveText(total!);
  await expect(facts.locator("div", { hasText: "Pagado" }).locator("dd")).toContainText("0");
  await expect(traveller.getByRole("heading", { name: "Condiciones de la excursión" })).toBeVisible();
  await expect(traveller.getByText(/Se borran 30 días después del último día de la salida/)).toBeVisible();
  // No wider than the phone, and accessible.
  expect(await traveller.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  // Axe runs as a script: in a context of its own, the page the same (it has no script of its own).
  const checker = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const checked = await checker.newPage();
  await checked.goto(link);
  const axe = await new AxeBuilder({ page: checked }).withTags(wcagTags).analyze();
  expect(axe.violations, formatViolations(axe.violations, "booking page")).toEqual([]);
  await checker.close();

  // Bad input: every problem at once, in Spanish, nothing saved.
  const first = participantForm(traveller, 1);
  await fillParticipant(first, {
    name: "Ana Pérez",
    document: "12",
    birth: daysAfterClock(3),
    contact: "ana perez",
    phone: "+54 9 294 412 3456",
  });
  await first.getByRole("button", { name: "Guardar participante" }).click();
  await expect(first.getByText("Una fecha de nacimiento no puede estar en el futuro.")).toBeVisible();
  await expect(first.getByText("El contacto de emergencia tiene que ser una persona distinta del participante.")).toBeVisible();
  await expect(first.getByText(/Un número de documento tiene de 5 a 20 letras/)).toBeVisible();
  await expect(first.getByText("Para participar hay que aceptar las condiciones.")).toBeVisible();
  expect(await db.selectFrom("booking_participants").selectAll().execute()).toEqual([]);

  // The booker fills in the first participant.
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
  await expect(participantForm(traveller, 1).getByText("Participante 1 guardado. ¡Gracias!")).toBeVisible();
  await expect(participantForm(traveller, 1).getByText(/Completo, condiciones aceptadas el/)).toBeVisible();

  // …and forwards the second participant's own link.
  const forwarded = await participantForm(traveller, 2).getByLabel("Enlace solo para este participante").inputValue();
  const friend = await phone.newPage();
  await friend.goto(forwarded);
  await expect(friend.locator("[id^=participant-]")).toHaveCount(1);
  const second = participantForm(friend, 2);
  await fillParticipant(second, {
    name: "Bruno Díaz",
    document: "X1234567",
    birth: "1988-12-01",
    contact: "Carla Díaz",
    phone: "+54 11 5555 0000",
  });
  // A participant's page shows no group money: total, paid and due are the booker's.
  await expect(friend.locator(".booking-page__facts")).not.toContainText(/Total|Pagado|A pagar/);
  await second.getByLabel(/Leí y acepto las condiciones/).check();
  await second.getByRole("button", { name: "Guardar participante" }).click();
  // Their first save gives them a link of their own: the page they land on, shown to keep.
  await expect(
    friend.getByText(/Tus datos quedaron guardados\. ¡Gracias! La dirección de esta página es ahora tu enlace privado/),
  ).toBeVisible();
  const own = await participantForm(friend, 2).getByLabel("Tu enlace privado").inputValue();
  expect(own).toMatch(new RegExp(`^${server.url}/es/booking/[A-Za-z0-9_-]{43}$`));
  expect(own).not.toBe(forwarded);
  expect(new URL(friend.url()).pathname).toBe(new URL(own).pathname);
  // The link the booker forwarded (the booker has it too) now shows their name and that the form is done, nothing more.
  expect((await traveller.goto(forwarded))?.status()).toBe(200);
  await expect(traveller.getByRole("heading", { level: 1 })).toHaveText("Participante 2 · Bruno Díaz");
  await expect(traveller.getByText(/Completo, condiciones aceptadas el/)).toBeVisible();
  for (const personal of ["X1234567", "1988-12-01", "Carla Díaz", "5555 0000"])
    await expect(traveller.locator("body")).not.toContainText(personal);
  await expect(traveller.locator("form")).toHaveCount(0);
  await expect(traveller.locator(".booking-page__facts")).toHaveCount(0);
  // …and a post through it is refused with a clear message, nothing changed.
  const overwrite = await traveller.request.post(forwarded, {
    form: {
      intent: "participant",
      slot: "2",
      conditions: (await db.selectFrom("booking_participants").select("conditions_hash").where("slot", "=", 2).executeTakeFirstOrThrow())
        .conditions_hash!,
      full_name: "Bruno Díaz",
      document: "Z9999999",
      nationality: "Argentina",
      birth_date: "1988-12-01",
      emergency_name: "Someone Else",
      emergency_phone: "+54 11 4444 0000",
      accept: "yes",
    },
    headers: { Origin: server.url },
    maxRedirects: 0,
  });
  expect(overwrite.status()).toBe(403);
  expect(await overwrite.text()).toContain(
    "Este formulario lo guardó la persona participante con su enlace privado: solo ese enlace puede cambiarlo.",
  );
  expect((await db.selectFrom("booking_participants").select("document").where("slot", "=", 2).executeTakeFirstOrThrow()).document).toBe(
    "X1234567",
  );
  // Theirs until the departure: their own link opens their form again, with what they typed, and takes a correction.
  expect((await friend.goto(own))?.status()).toBe(200);
  const documentField = participantForm(friend, 2).getByLabel("Número de pasaporte o documento de identidad");
  await expect(documentField).toHaveValue("X1234567");
  await documentField.fill("X7654321");
  await participantForm(friend, 2)
    .getByLabel(/Leí y acepto las condiciones/)
    .check();
  await participantForm(friend, 2).getByRole("button", { name: "Guardar participante" }).click();
  await expect(friend.getByText(/Tus datos quedaron guardados/)).toBeVisible();
  await expect(participantForm(friend, 2).getByLabel("Número de pasaporte o documento de identidad")).toHaveValue("X7654321");
  // A wrong token: the site's plain 404.
  expect((await friend.goto(at(`/es/booking/${"x".repeat(43)}`)))?.status()).toBe(404);

  // The booker sees both registered, the second without their personal data.
  await traveller.goto(link);
  await expect(participantForm(traveller, 2)).toContainText("Bruno Díaz");
  await expect(participantForm(traveller, 2)).toContainText(/Completo, condiciones aceptadas el/);
  await expect(traveller.locator("body")).not.toContainText("X7654321");
  await expect(participantForm(traveller, 2).getByRole("button", { name: "Guardar participante" })).toHaveCount(0);
  const rows = await db.selectFrom("booking_participants").selectAll().orderBy("slot").execute();
  expect(rows.map((row) => [row.full_name, row.document, row.conditions_name, row.filled_by])).toEqual([
    ["Ana Pérez", "30123456", "Ana Pérez", "booker"],
    ["Bruno Díaz", "X7654321", "Bruno Díaz", "participant"],
  ]);
  expect(rows[0]!.conditions_hash).toMatch(/^[0-9a-f]{64}$/);
  expect(rows[1]!.conditions_hash).toBe(rows[0]!.conditions_hash);

  // A request to cancel: an empty reason refused, then sent; the owner sees it and refuses it with a line.
  await traveller.getByRole("button", { name: "Enviar la solicitud de cancelación" }).click();
  await expect(traveller.getByText("Contanos por qué querés cancelar.")).toBeVisible();
  await traveller.getByLabel("¿Por qué querés cancelar?").fill("Me lesioné la rodilla.");
  await traveller.getByRole("button", { name: "Enviar la solicitud de cancelación" }).click();
  await expect(traveller.getByText(/Solicitaste la cancelación el/)).toBeVisible();
  await page.goto(at(`/admin/requests/${id}`));
  await expect(page.locator("[data-cancellation=asked]")).toContainText("Me lesioné la rodilla.");
  await expect(page.locator("[data-booking-page]")).toContainText("Ana Pérez: conditions accepted");
  await expect(page.locator("[data-booking-page]")).toContainText("Bruno Díaz: conditions accepted");
  const workspaceAxe = await new AxeBuilder({ page }).withTags(wcagTags).analyze();
  expect(workspaceAxe.violations, formatViolations(workspaceAxe.violations, "request screen")).toEqual([]);
  await page.getByLabel("Why not (the traveller reads it on their page)").fill("Ask your doctor; we keep your seat until the day before.");
  await page.getByRole("button", { name: "Keep the booking (do not cancel it)" }).click();
  await expect(page.locator("[data-cancellation=refused]")).toBeVisible();
  await traveller.goto(link);
  await expect(traveller.getByText(/Tu solicitud de cancelación no fue aceptada: Ask your doctor/)).toBeVisible();
  // Nothing personal in the server's logs, nor in any email.
  for (const email of await sentEmails()) {
    expect(email.text).not.toContain("30123456");
    expect(email.text).not.toContain("penicilina");
  }
  expect(server.output()).not.toContain("30123456");
  expect(server.output()).not.toContain("penicilina");
  for (const token of [link, forwarded, own, ...emailedLinks].map((one) => one.split("/").pop()!))
    expect(server.output()).not.toContain(token);

  // 30 days after the departure's last day, the server deletes the personal data (names stay) and the link stops working.
  await restartAt(instance, clockAt(12 + 30));
  await expect(async () => {
    const kept = await db.selectFrom("booking_participants").selectAll().orderBy("slot").execute();
    expect(kept.map((row) => [row.full_name, row.document, row.birth_date, row.health, row.emergency_name, row.emergency_phone])).toEqual([
      ["Ana Pérez", null, null, null, null, null],
      ["Bruno Díaz", null, null, null, null, null],
    ]);
  }).toPass();
  expect((await traveller.goto(link))?.status()).toBe(404);
  await page.goto(at("/admin/history"));
  await expect(page.getByText("Deleted participants' personal data (retention period over)")).toBeVisible();
  await phone.close();
});

test("a cancel accepted by the owner frees the seats, and the link then says the booking was cancelled; a wrong token is a 404 in the URL's language", async ({
  page,
}) => {
  test.setTimeout(300_000);
  const database = await server.database();
  const { db } = database;
  const departureId = await addDeparture(database, "trekkingLanin", 20, 22, 4);
  const reference = await postBookingRequest(
    server,
    { name: "Jean Martin", email: "jean@example.org", groupSize: 3 },
    "/fr/trekking-lanin",
  );
  const { id } = await db.selectFrom("booking_requests").select("id").where("reference", "=", reference).executeTakeFirstOrThrow();
  await addAuthenticator(page);
  await register(page, await inviteFromCommandLine(server, "second-owner@example.com", "owner"));
  await page.goto(at(`/admin/requests/${id}`));
  await page.getByLabel("Departure").selectOption(String(departureId));
  await page.getByRole("button", { name: "Confirm" }).click();
  await page.getByRole("button", { name: "Yes, confirm and send it" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Confirmed");
  await page.getByRole("button", { name: "Show the link to copy" }).click();
  const link = await page.getByLabel("Link to the booking page (copy it and send it)").inputValue();
  expect(link).toContain("/fr/booking/");
  // Read once in a browser: its offline copy is kept on the device.
  const reader = await page.context().newPage();
  await reader.goto(link);
  await expect.poll(() => copyKeptUntil(reader, link), { timeout: 30_000 }).not.toBeNull();

  const response = await fetch(link);
  expect(await response.text()).toContain(`Votre réservation ${reference}`);
  const html = await (await fetch(link)).text();
  // The page's own post, as a browser without JavaScript sends it.
  const asked = await fetch(link, {
    method: "POST",
    body: new URLSearchParams({ intent: "cancel", reason: "Vol annulé." }),
    headers: { Origin: server.url },
    redirect: "manual",
  });
  expect(asked.status).toBe(303);
  expect(html).toContain("Demander l&#x27;annulation");

  await page.reload();
  await expect(page.locator("[data-cancellation=asked]")).toContainText("Vol annulé.");
  await page.getByRole("button", { name: "Cancel the booking, as asked (frees its seats)" }).click();
  // Asked once: it frees seats and closes the traveller's page, and says how to undo it.
  await expect(page.getByText("The booking is cancelled and its 3 seats go back to the departure.")).toBeVisible();
  await expect(page.getByText(/To undo it, under “Status” set the request back to “Confirmed”/)).toBeVisible();
  expect((await db.selectFrom("booking_requests").select("status").where("id", "=", id).executeTakeFirstOrThrow()).status).toBe(
    "confirmed",
  );
  await page.getByRole("button", { name: "Yes, accept the cancellation" }).click();
  await expect(page.locator("[data-cancellation=accepted]")).toBeVisible();
  const seats = await db.selectFrom("departures").select("seats_taken").where("id", "=", departureId).executeTakeFirstOrThrow();
  expect(seats.seats_taken).toBe(0);
  const status = await db.selectFrom("booking_requests").select("status").where("id", "=", id).executeTakeFirstOrThrow();
  expect(status.status).toBe("declined");

  const cancelled = await fetch(link);
  expect(cancelled.status).toBe(410);
  expect(cancelled.headers.get("cache-control")).toBe("private, no-store");
  expect(await cancelled.text()).toContain(`La réservation ${reference} a été annulée`);
  // Opened again, the link says it was cancelled, and the device forgets its copy: offline, the offline page.
  expect((await reader.goto(link))?.status()).toBe(410);
  await expect.poll(() => copyKeptUntil(reader, link)).toBeNull();
  await page.context().setOffline(true);
  await reader.goto(link);
  await expect(reader.getByRole("heading", { level: 1 })).toHaveText("Vous êtes hors ligne");
  await page.context().setOffline(false);
  // A post on it saves nothing.
  const late = await fetch(link, {
    method: "POST",
    body: new URLSearchParams({ intent: "cancel", reason: "Encore" }),
    headers: { Origin: server.url },
    redirect: "manual",
  });
  expect(late.status).toBe(404);

  const wrong = await fetch(at(`/it/booking/${"A".repeat(43)}`));
  expect(wrong.status).toBe(404);
  expect(wrong.headers.get("cache-control")).toBe("private, no-store");
  expect(await wrong.text()).toMatch(/<html lang="it"/);
});

test("offline after closing the page: the copy shows the booking and the names without anyone's personal data; corrections stop at the departure; the copy is gone on the deletion day", async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const departureId = await addDeparture(await server.database(), "trekkingLanin", 10, 12);
  const reference = await postBookingRequest(
    server,
    { name: "Lucía Gómez", email: "lucia@example.org", groupSize: 2 },
    "/es/trekking-lanin",
  );
  // Confirmed from the owner's command line; the link comes in the confirmation email.
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ["scripts/owner/requests.ts", "confirm", reference, "--departure", String(departureId)],
    { cwd: path.resolve(import.meta.dirname, "../.."), env: { ...process.env, ...instance.env } },
  );
  expect(stdout).toContain("Now confirmed");
  let link = "";
  await expect(async () => {
    const dir = path.join(instance.env.DATA_DIR!, "mail");
    for (const name of await readdir(dir).catch(() => [])) {
      if (!name.endsWith(".eml")) continue;
      const found = new RegExp(`${instance.url}/es/booking/[A-Za-z0-9_-]{43}`).exec(
        (await simpleParser(await readFile(path.join(dir, name)))).text ?? "",
      );
      if (found) link = found[0];
    }
    expect(link).not.toBe("");
  }).toPass({ timeout: 20_000 });

  // On a phone with JavaScript: the booker fills in the first participant, the second fills in their own form.
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: "es-AR" });
  const page = await phone.newPage();
  await page.goto(link);
  await fillParticipant(participantForm(page, 1), {
    name: "Lucía Gómez",
    document: "30.123.456",
    birth: "1990-04-02",
    contact: "Luis Gómez",
    phone: "+54 9 294 412 3456",
    health: "Alergia a la penicilina",
  });
  await participantForm(page, 1)
    .getByLabel(/Leí y acepto las condiciones/)
    .check();
  await participantForm(page, 1).getByRole("button", { name: "Guardar participante" }).click();
  await expect(participantForm(page, 1).getByText(/Completo, condiciones aceptadas el/)).toBeVisible();
  const forwarded = await participantForm(page, 2).getByLabel("Enlace solo para este participante").inputValue();
  const friend = await phone.newPage();
  await friend.goto(forwarded);
  await fillParticipant(participantForm(friend, 2), {
    name: "Bruno Díaz",
    document: "X1234567",
    birth: "1988-12-01",
    contact: "Carla Díaz",
    phone: "+54 11 5555 0000",
    health: "Asma leve",
  });
  await participantForm(friend, 2)
    .getByLabel(/Leí y acepto las condiciones/)
    .check();
  await participantForm(friend, 2).getByRole("button", { name: "Guardar participante" }).click();
  await expect(friend.getByText(/Tus datos quedaron guardados/)).toBeVisible();
  // Their own link, given on that first save.
  const own = await participantForm(friend, 2).getByLabel("Tu enlace privado").inputValue();
  await friend.close();

  // Opened again: the page asks the service worker to keep its copy, until the deletion day.
  await page.goto(link);
  const total = (await page.locator(".booking-page__facts div", { hasText: "Total" }).locator("dd").textContent())!;
  await expect.poll(() => copyKeptUntil(page, link), { timeout: 30_000 }).not.toBeNull();
  await expect(page.getByText(/Este dispositivo guarda una copia de esta página/)).toBeVisible();
  await page.close();

  // At the trailhead, no signal: the same address shows the copy.
  await phone.setOffline(true);
  const trailhead = await phone.newPage();
  await trailhead.goto(link);
  const copy = trailhead.locator("[data-offline-copy]");
  await expect(copy).toBeVisible();
  await expect(trailhead.getByRole("heading", { level: 1 })).toHaveText(`Tu reserva ${reference}`);
  await expect(copy.locator(".booking-page__facts div", { hasText: "Total" }).locator("dd")).toHaveText(total);
  await expect(copy.locator(".booking-page__facts div", { hasText: "A pagar" }).locator("dd")).toHaveText(total);
  await expect(copy.locator("#participant-1")).toContainText("Lucía Gómez");
  await expect(copy.locator("#participant-2")).toContainText("Bruno Díaz");
  await expect(copy.locator("#participant-2")).toContainText(/Completo, condiciones aceptadas el/);
  await expect(copy.getByText("El formulario necesita conexión", { exact: false })).toBeVisible();
  await expect(copy.getByText(/No tiene números de documento/)).toBeVisible();
  const html = await trailhead.content();
  for (const personal of [
    "30123456",
    "X1234567",
    "penicilina",
    "Asma",
    "Luis Gómez",
    "Carla Díaz",
    "1990",
    "294 412",
    forwarded.split("/").pop()!,
    own.split("/").pop()!,
  ])
    expect(html).not.toContain(personal);
  await expect(copy.locator("form, input, textarea")).toHaveCount(0);
  await expect(trailhead.locator('script:not([type="application/ld+json"])')).toHaveCount(0);
  // As readable as the page: no wider than the phone, and accessible.
  expect(await trailhead.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const copyAxe = await new AxeBuilder({ page: trailhead }).withTags(wcagTags).analyze();
  expect(copyAxe.violations, formatViolations(copyAxe.violations, "offline copy")).toEqual([]);
  await trailhead.close();
  await phone.setOffline(false);

  // The departure has started: the participant's own link shows their form closed to corrections.
  await restartAt(instance, `${daysAfterClock(10)}T07:00:00-03:00`);
  const late = await phone.newPage();
  await late.goto(own);
  await expect(
    participantForm(late, 2).getByText("La salida ya empezó: los formularios ya no se pueden corregir.", { exact: false }),
  ).toBeVisible();
  await expect(participantForm(late, 2).getByRole("button", { name: "Guardar participante" })).toHaveCount(0);
  await late.close();

  // A minute and a half before the deletion day (30 days after the last): the copy kept now is kept that long only.
  await restartAt(instance, `${daysAfterClock(12 + 29)}T23:58:30-03:00`);
  const lastLook = await phone.newPage();
  expect((await lastLook.goto(link))?.status()).toBe(200);
  await expect.poll(async () => ((await copyKeptUntil(lastLook, link)) ?? Infinity) - Date.now(), { timeout: 30_000 }).toBeLessThan(90_000);
  const until = (await copyKeptUntil(lastLook, link))!;
  await lastLook.close();
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, until - Date.now()) + 1_000));
  // Past it, offline: the offline page, no copy; the copy is deleted from the device.
  await phone.setOffline(true);
  const gone = await phone.newPage();
  await gone.goto(link);
  await expect(gone.getByRole("heading", { level: 1 })).toHaveText("Estás sin conexión");
  await expect(gone.locator("[data-offline-copy]")).toHaveCount(0);
  expect(await copyKeptUntil(gone, link)).toBeNull();
  await phone.setOffline(false);
  // And the server no longer opens the link.
  expect((await gone.goto(link))?.status()).toBe(404);
  expect(instance.output()).not.toContain(link.split("/").pop()!);
  await phone.close();
});
