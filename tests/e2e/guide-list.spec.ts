/**
 * The guide's list of a departure (issue 30): a guide opens it from the departures screen, reads
 * every confirmed participant with their emergency contact, health notes, experience, conditions,
 * money and a call link, and the rental gear summed in words; checks a participant in (and undoes
 * it); the list prints on one A4 page, even with twelve participants. At 360 and 390 px, nothing
 * overflows. Dates are counted from the business clock. Signed in, the phone keeps the next three
 * days' lists sealed (decision 0064): they read without signal in a new tab, and go at sign-out.
 */
import { writeFile } from "node:fs/promises";
import { expect, test, type Page } from "./fixtures.ts";
import {
  addAuthenticator,
  cachedPaths,
  checkInsOf,
  daysAfterClock,
  inviteFromCommandLine,
  postBookingRequest,
  register,
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

let people = 0;

/** A departure of the baptism `days` after the clock: its id. */
async function departure(days: number, seats: number): Promise<number> {
  const { db } = await server.database();
  const row = await db
    .insertInto("departures")
    .values({
      offer: "bautismo",
      start_date: daysAfterClock(days),
      end_date: null,
      seats_total: seats,
      seats_taken: 0,
      notes: "{}",
      created_at: Date.now(),
      updated_at: Date.now(),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A confirmed booking onto `departureId` with its participants' forms filled: its id. */
async function confirmedBooking(departureId: number, name: string, participants: { name: string; health: string }[], gear: string[] = []) {
  people++;
  const email = `${name.toLowerCase().replace(/\W/g, "")}${people}@example.com`;
  const reference = await postBookingRequest(server, { name, email, groupSize: participants.length });
  const { db } = await server.database();
  const row = await db
    .updateTable("booking_requests")
    .set({
      status: "confirmed",
      departure_id: departureId,
      seats_held: participants.length,
      phone: "+54 9 294 455-1234",
      gear: JSON.stringify(gear),
    })
    .where("reference", "=", reference)
    .returning("id")
    .executeTakeFirstOrThrow();
  for (const [index, participant] of participants.entries()) {
    await (db as any)
      .insertInto("booking_participants")
      .values({
        request_id: row.id,
        slot: index + 1,
        full_name: participant.name,
        nationality: "AR",
        experience: "partly",
        shoe_size: String(38 + index),
        harness_size: "M",
        emergency_name: `Contact of ${participant.name}`,
        emergency_phone: "+54 11 4000 0000",
        health: participant.health,
        conditions_at: Date.now(),
        conditions_name: participant.name,
        filled_by: "participant",
        updated_at: Date.now(),
      })
      .execute();
  }
  return row.id;
}

async function noSidewaysScroll(page: Page, width: number) {
  await page.setViewportSize({ width, height: 780 });
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth, `${page.url()} at ${width} px`).toBeLessThanOrEqual(width);
}

/** The pages of a PDF, counted from its page objects. */
function pdfPages(pdf: Buffer): number {
  return (pdf.toString("latin1").match(/\/Type\s*\/Page(?![s\w])/g) ?? []).length;
}

test("a guide reads a departure's list, checks a participant in and undoes it; it prints on one A4 page", async ({ page }) => {
  const id = await departure(1, 8);
  await confirmedBooking(
    id,
    "Lucía Gómez",
    [
      { name: "Lucía Gómez", health: "Asthma, carries an inhaler" },
      { name: "Pedro Gómez", health: "" },
    ],
    ["helmet", "shoes"],
  );

  await addAuthenticator(page);
  await register(page, await inviteFromCommandLine(server, "guide-list@example.com", "guide"));
  await page.goto(`${server.url}/admin/departures`);
  await page.locator(`[data-departure="${id}"]`).getByRole("link", { name: "List for the mountain" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText("List for the mountain");

  const lucia = page.locator('[data-participant="Lucía Gómez"]');
  const pedro = page.locator('[data-participant="Pedro Gómez"]');
  await expect(lucia).toContainText("Asthma, carries an inhaler");
  await expect(lucia).toContainText("Contact of Lucía Gómez");
  await expect(lucia).toContainText("Some experience");
  await expect(lucia).toContainText("Accepted");
  // The group's total with the gear it asked for (two people, a helmet and climbing shoes each, for the day).
  await expect(lucia).toContainText("Due: USD 128");
  await expect(lucia.getByRole("link", { name: "Call Lucía Gómez" })).toHaveAttribute("href", "tel:+5492944551234");
  // A filled form with no health note says none was declared; the booker's phone is named as theirs, once.
  await expect(pedro).toContainText("Nothing declared");
  await expect(pedro.getByRole("link", { name: /call Lucía Gómez/i })).toHaveCount(0);
  await expect(pedro).toContainText("Booked by");
  await expect(pedro).not.toContainText("Due: USD 128");
  await expect(page.getByText(/: 2 \(sizes 38, 39\)$/)).toBeVisible();
  await expect(page.getByText(/^Helmet.*: 2$/)).toBeVisible();
  for (const width of [360, 390]) await noSidewaysScroll(page, width);

  // Check-in at the meeting point: one tap, the time by the business clock; undone with another.
  await pedro.getByRole("button", { name: "Check in Pedro Gómez" }).click();
  await expect(pedro.locator("[data-check-in]")).toHaveAttribute("data-check-in", "yes");
  await expect(pedro.locator("[data-check-in]")).toContainText("Here at");
  await pedro.getByRole("button", { name: "Undo check-in of Pedro Gómez" }).click();
  await expect(pedro.locator("[data-check-in]")).toHaveAttribute("data-check-in", "no");

  await page.emulateMedia({ media: "print" });
  await expect(page.locator(".ws-nav")).toBeHidden();
  const pdf = await page.pdf({ format: "A4", preferCSSPageSize: true });
  await writeFile(test.info().outputPath("list.pdf"), pdf);
  expect(pdfPages(pdf)).toBe(1);
});

test("a departure with twelve participants prints on one A4 page, in Spanish", async ({ page }) => {
  const id = await departure(2, 12);
  for (let booking = 0; booking < 6; booking++) {
    await confirmedBooking(
      id,
      `Grupo ${booking + 1} Fernández`,
      [0, 1].map((n) => ({
        name: `Participante ${booking * 2 + n + 1} Fernández de la Cordillera`,
        health: "Alergia a la penicilina; lleva medicación propia",
      })),
      ["helmet", "harness", "shoes", "rope"],
    );
  }
  await addAuthenticator(page);
  await register(page, await inviteFromCommandLine(server, "guide-list-es@example.com", "guide"));
  await page.goto(`${server.url}/admin/language/es?to=${encodeURIComponent(`/admin/departures/${id}/list`)}`);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Lista para la montaña");
  await expect(page.locator("[data-participant]")).toHaveCount(12);
  await page.emulateMedia({ media: "print" });
  const pdf = await page.pdf({ format: "A4", preferCSSPageSize: true });
  await writeFile(test.info().outputPath("list.pdf"), pdf);
  expect(pdfPages(pdf)).toBe(1);
});

test("a check-in taken without signal is sent once when the signal returns; the phone keeps nothing after sign-out", async ({
  page,
  context,
}) => {
  const id = await departure(1, 4);
  const booking = await confirmedBooking(id, "Marta Ruiz", [
    { name: "Marta Ruiz", health: "" },
    { name: "Sofía Ruiz", health: "" },
  ]);
  await addAuthenticator(page);
  await register(page, await inviteFromCommandLine(server, "guide-offline@example.com", "guide"));
  await page.goto(`${server.url}/admin/departures/${id}/list`);
  const sofia = page.locator('[data-participant="Sofía Ruiz"]');
  const checkIns = () => checkInsOf(server, booking);

  await context.setOffline(true);
  await sofia.getByRole("button", { name: "Check in Sofía Ruiz" }).click();
  await expect(sofia.locator("[data-queued]")).toHaveText("Saved on this phone; it will be sent when there is a signal.");
  // Offline, the list says so and when it was saved; the row says present, queued.
  await expect(page.locator("[data-offline]")).toContainText("No signal: this is the list as saved on this phone. Saved on");
  await expect(sofia.locator("[data-check-in]")).toHaveAttribute("data-check-in", "queued");
  await expect(sofia.locator("[data-check-in]")).toContainText("Present");
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem("workspace-check-ins") ?? "[]").length)).toBe(1);
  // Nothing of a participant is kept with the tap.
  expect(await page.evaluate(() => localStorage.getItem("workspace-check-ins"))).not.toContain("Sofía");
  expect(await checkIns()).toBe(0);

  await context.setOffline(false);
  await expect(sofia.locator("[data-check-in]")).toHaveAttribute("data-check-in", "yes");
  await expect(sofia.locator("[data-queued]")).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem("workspace-check-ins"))).toBeNull();
  // Opened again: nothing left to send, still one check-in.
  await page.reload();
  await expect(sofia.locator("[data-check-in]")).toHaveAttribute("data-check-in", "yes");
  expect(await checkIns()).toBe(1);

  // A tap kept but not yet sent when the guide signs out: gone from the phone.
  await page.goto(`${server.url}/admin/account`);
  await page.evaluate(() =>
    localStorage.setItem(
      "workspace-check-ins",
      JSON.stringify([{ key: "kept-00000001", departureId: 1, lastDay: "2099-01-01", booking: 1, slot: 1, intent: "in", at: 1 }]),
    ),
  );
  await page.getByRole("button", { name: "Sign out", exact: true }).click();
  await expect(page).toHaveURL(/sign-in/);
  await expect.poll(() => page.evaluate(() => localStorage.getItem("workspace-check-ins"))).toBeNull();
});

test("the next days' lists read without signal after the page was closed, sealed on the phone, gone after sign-out", async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  const today = await departure(0, 6);
  const tomorrow = await departure(1, 6);
  const yesterday = await departure(-1, 6);
  const nextWeek = await departure(6, 6);
  const booking = await confirmedBooking(today, "Inés Calvo", [
    { name: "Inés Calvo", health: "Allergic to bee stings, carries adrenaline" },
    { name: "Tomás Calvo", health: "" },
  ]);
  await confirmedBooking(yesterday, "Bruno Paz", [{ name: "Bruno Paz", health: "" }]);
  const listOf = (id: number) => `/admin/departures/${id}/list`;

  await addAuthenticator(page);
  await register(page, await inviteFromCommandLine(server, "guide-mountain@example.com", "guide"));
  // A traveller's page first: the public site's worker takes the site, and never the workspace.
  await page.goto(`${server.url}/en`);
  await page.waitForFunction(() => navigator.serviceWorker?.controller?.state === "activated", undefined, { timeout: 30_000 });

  // Signed in, the workspace keeps the lists of today, tomorrow and the day after: not yesterday's, not next week's.
  await page.goto(`${server.url}/admin/departures`);
  await expect
    .poll(async () => (await cachedPaths(page))["workspace-lists"] ?? [], { timeout: 20_000 })
    .toEqual(expect.arrayContaining([listOf(today), listOf(tomorrow)]));
  const kept = await cachedPaths(page);
  expect(kept["workspace-lists"]).not.toContain(listOf(yesterday));
  expect(kept["workspace-lists"]).not.toContain(listOf(nextWeek));
  // The public worker's caches hold no workspace address.
  const publicCaches = Object.entries(kept).filter(([name]) => !name.startsWith("workspace-lists"));
  expect(publicCaches.length).toBeGreaterThan(0);
  for (const [name, paths] of publicCaches)
    expect(
      paths.filter((path) => path.startsWith("/admin")),
      name,
    ).toEqual([]);
  // What is kept is sealed: neither the health note nor a name is in its bytes or headers.
  const stored = await page.evaluate(async () => {
    const cache = await caches.open("workspace-lists");
    const texts: string[] = [];
    for (const request of await cache.keys()) {
      const answer = (await cache.match(request))!;
      texts.push([...answer.headers].join("\n"), new TextDecoder("latin1").decode(await answer.arrayBuffer()));
    }
    return texts.join("\n");
  });
  expect(stored.length).toBeGreaterThan(1000);
  expect(stored).not.toContain("bee stings");
  expect(stored).not.toContain("Calvo");
  await expect.poll(async () => Object.keys(await cachedPaths(page)).some((name) => name.startsWith("workspace-lists-files-"))).toBe(true);
  await page.close();

  // On the mountain: no signal, the list opened again in a new tab.
  await context.setOffline(true);
  const offline = await context.newPage();
  await offline.goto(`${server.url}${listOf(today)}`);
  const ines = offline.locator('[data-participant="Inés Calvo"]');
  await expect(ines).toContainText("Contact of Inés Calvo");
  await expect(ines).toContainText("Allergic to bee stings, carries adrenaline");
  await expect(offline.locator('[data-participant="Tomás Calvo"]')).toBeVisible();
  // A departure already over is not kept: without signal its list does not open.
  const over = await context.newPage();
  await expect(over.goto(`${server.url}${listOf(yesterday)}`)).rejects.toThrow();
  await over.close();

  // A check-in tapped without signal waits on the phone, and is sent once when the signal returns.
  await expect(offline.locator("[data-taps-kept-offline]")).toBeVisible();
  const tomas = offline.locator('[data-participant="Tomás Calvo"]');
  await tomas.getByRole("button", { name: "Check in Tomás Calvo" }).click();
  await expect(tomas.locator("[data-queued]")).toBeVisible();
  const checkIns = () => checkInsOf(server, booking);
  expect(await checkIns()).toBe(0);
  await context.setOffline(false);
  await expect(tomas.locator("[data-check-in]")).toHaveAttribute("data-check-in", "yes");
  await expect(tomas.locator("[data-queued]")).toHaveCount(0);
  expect(await checkIns()).toBe(1);

  // Signed out: the sealed lists, their key and the workspace's worker are gone from the phone.
  await offline.goto(`${server.url}/admin/account`);
  await offline.getByRole("button", { name: "Sign out", exact: true }).click();
  await expect(offline).toHaveURL(/sign-in/);
  await expect.poll(async () => Object.keys(await cachedPaths(offline)).filter((name) => name.startsWith("workspace-lists"))).toEqual([]);
  await expect
    .poll(() =>
      offline.evaluate(async () =>
        (await navigator.serviceWorker.getRegistrations()).map((registration) => new URL(registration.scope).pathname),
      ),
    )
    .toEqual(["/"]);
  await expect
    .poll(() => offline.evaluate(async () => (await indexedDB.databases()).map((database) => database.name)))
    .not.toContain("workspace-lists");
});
