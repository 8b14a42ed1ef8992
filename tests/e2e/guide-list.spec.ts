/**
 * The guide's list of a departure (issue 30): a guide opens it from the departures screen, reads
 * every confirmed participant with their emergency contact, health notes, experience, conditions,
 * money and a call link, and the rental gear summed in words; checks a participant in (and undoes
 * it); the list prints on one A4 page, even with twelve participants. At 360 and 390 px, nothing
 * overflows. Dates are counted from the business clock.
 */
import { writeFile } from "node:fs/promises";
import { expect, test, type Page } from "./fixtures.ts";
import {
  addAuthenticator,
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
  await expect(lucia).toContainText("Due: USD 100");
  await expect(lucia.getByRole("link", { name: "Call Lucía Gómez" })).toHaveAttribute("href", "tel:+5492944551234");
  await expect(pedro).toContainText("None");
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
  const { db } = await server.database();
  const checkIns = async () =>
    Number(
      (
        await (db as any)
          .selectFrom("departure_check_ins")
          .select((eb: any) => eb.fn.countAll().as("count"))
          .where("request_id", "=", booking)
          .executeTakeFirstOrThrow()
      ).count,
    );

  await context.setOffline(true);
  await sofia.getByRole("button", { name: "Check in Sofía Ruiz" }).click();
  await expect(sofia.locator("[data-queued]")).toHaveText("Saved on this phone; it will be sent when there is signal.");
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
