import AxeBuilder from "@axe-core/playwright";
import { simpleParser } from "mailparser";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { formatViolations, wcagTags } from "../../scripts/bench/quality/axe.ts";
import { expect, test } from "./fixtures.ts";
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

/** Requests to book and departures in the workspace: an owner's and a guide's screens. */
let server: WorkspaceServer;
test.beforeAll(async () => {
  // The business's email is set (ADMIN_EMAIL): a reply needs it.
  server = await startWorkspaceServer({ BOOKING_RATE_LIMIT: "1000/600", ADMIN_EMAIL: "guides@example.com" });
});
test.afterAll(async () => {
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

test("a guide sees new requests arrive, replies in the visitor's thread and confirms onto a departure", async ({ page }) => {
  await addAuthenticator(page);
  await register(page, await inviteFromCommandLine(server, "guide-one@example.com", "guide"));
  await expect(page.getByRole("navigation").getByRole("link")).toHaveText(["Home", "Requests", "Departures", "Catalogue", "Account"]);

  await page.goto(at("/admin/requests?state=new"));
  const reference = await postBookingRequest(server, {
    name: "Flor",
    email: "flor@example.com",
    groupSize: 2,
    message: "Two of us, first time.",
  });
  // Without a reload.
  await expect(page.locator(`[data-request="${reference}"]`)).toBeVisible();

  await page
    .locator(`[data-request="${reference}"]`)
    .getByRole("link", { name: `Open ${reference}` })
    .click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText(reference);
  await expect(page.getByText("Two of us, first time.")).toBeVisible();
  await expect(page.getByText("flor@example.com", { exact: true })).toBeVisible();

  const before = await historyCount(server);
  await page.getByLabel("Your reply").fill("Hola Flor: there is room on your day. See you!");
  await page.getByRole("button", { name: "Send reply" }).click();
  // Asked once (decision 0041), then sent.
  await page.locator('[data-ask="reply"]').getByRole("button", { name: "Yes, send it" }).click();
  await expect(page.getByText("Reply queued.")).toBeVisible();
  // The reply, in the thread of the confirmation the visitor received.
  await expect(async () => {
    const emails = await sentEmails();
    const confirmation = emails.find(
      (email) => email.to && JSON.stringify(email.to).includes("flor@example.com") && !/^Re:/.test(email.subject ?? ""),
    );
    const reply = emails.find((email) => /^Re:/.test(email.subject ?? "") && JSON.stringify(email.to).includes("flor@example.com"));
    expect(confirmation?.messageId).toBeTruthy();
    expect(reply?.headers.get("in-reply-to")).toBe(confirmation!.messageId);
    expect(String(reply?.headers.get("references"))).toContain(confirmation!.messageId!);
    expect(reply?.text).toContain("there is room on your day");
  }).toPass({ timeout: 15_000 });
  // Answered now; replying and the state change are both in the history.
  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Answered");
  expect(await historyCount(server)).toBe(before + 2);

  // A departure of two seats for the group of two: confirmed onto it, its seats taken.
  const { db } = await server.database();
  const departure = await db
    .insertInto("departures")
    .values({
      offer: "bautismo",
      start_date: daysAfterClock(54),
      end_date: null,
      seats_total: 2,
      notes: "{}",
      created_at: Date.now(),
      updated_at: Date.now(),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  await page.reload();
  await page.getByLabel("Departure").selectOption(String(departure.id));
  await page.getByRole("button", { name: "Confirm" }).click();
  // It emails the traveller: the email is shown first, and goes on "Yes".
  await page.getByRole("button", { name: "Yes, confirm and send it" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Confirmed");
  const seats = await db
    .selectFrom("departures")
    .select(["seats_taken", "status"])
    .where("id", "=", departure.id)
    .executeTakeFirstOrThrow();
  expect(seats.seats_taken).toBe(2);

  // A guide does not reach comments, messages, team or history.
  for (const pathname of ["/admin/comments", "/admin/messages", "/admin/team", "/admin/history"]) {
    expect((await page.goto(at(pathname)))?.status(), pathname).toBe(403);
  }
});

test("departures: add, change, cancel (its bookings follow), restore; a cancelled departure shows its requests; each change is in the history", async ({
  page,
}) => {
  // Many steps, and axe twice, on a shared machine.
  test.setTimeout(120_000);
  await addAuthenticator(page);
  await register(page, await inviteFromCommandLine(server, "departures-owner@example.com", "owner"));
  await page.goto(at("/admin/departures"));
  const firstDay = daysAfterClock(77);
  const before = await historyCount(server);
  const add = page.getByRole("form", { name: "Add a departure" });
  await add.getByLabel("For", { exact: true }).selectOption("ventana");
  await add.getByLabel("First day", { exact: true }).fill(firstDay);
  await add.getByLabel("Seats", { exact: true }).fill("6");
  await add.getByRole("button", { name: "Add departure" }).click();
  await expect(page.getByText("Added.")).toBeVisible();
  const { db } = await server.database();
  const added = await db
    .selectFrom("departures")
    .selectAll()
    .where("offer", "=", "ventana")
    .where("start_date", "=", firstDay)
    .executeTakeFirstOrThrow();
  expect(added.seats_total).toBe(6);

  const card = page.locator(`[data-departure="${added.id}"]`);
  await card.getByText("Change", { exact: true }).click();
  await card.getByLabel("Seats").fill("8");
  await card.getByRole("button", { name: "Save changes" }).click();
  await expect(page.locator(`[data-departure="${added.id}"]`)).toContainText("Seats: 8");

  const reference = await postBookingRequest(
    server,
    { name: "Gus", email: "gus@example.com", groupSize: 3, departure: added.id },
    "/en/escaladarocacerroventana",
  );
  // A second request, confirmed onto it (its seats taken), as the request's screen does.
  const booked = await postBookingRequest(
    server,
    { name: "Ines", email: "ines@example.com", groupSize: 2, departure: added.id },
    "/en/escaladarocacerroventana",
  );
  await db.updateTable("booking_requests").set({ status: "confirmed", seats_held: 2 }).where("reference", "=", booked).execute();
  await db.updateTable("departures").set({ seats_taken: 2 }).where("id", "=", added.id).execute();
  await page.goto(at("/admin/departures"));
  await page.locator(`[data-departure="${added.id}"]`).getByRole("button", { name: "Cancel departure" }).click();
  const ask = page.locator(`[data-ask="cancel-${added.id}"]`);
  await expect(ask).toContainText("1 confirmed booking becomes «Departure cancelled» and frees its seats");
  await expect(ask).toContainText("1 request not confirmed yet is on it");
  await expect(ask).toContainText("You can restore the departure later");
  await ask.getByRole("button", { name: "Yes, cancel the departure" }).click();
  const cancelled = page.locator(`[data-departure="${added.id}"]`);
  await expect(cancelled).toHaveAttribute("data-status", "cancelled");
  await expect(cancelled.locator(`[data-request="${reference}"]`)).toContainText("New");
  // The confirmed booking follows its departure: its state in words, its seats given back.
  await expect(cancelled.locator(`[data-request="${booked}"]`)).toContainText("Departure cancelled");
  await expect(cancelled).toContainText("Taken: 0");
  expect(await historyCount(server, "departure.added")).toBeGreaterThanOrEqual(1);
  expect(await historyCount(server)).toBe(before + 3);

  // Taken back: restored, asked once, the booking confirmed again with its seats, a line of the history.
  await cancelled.getByRole("button", { name: "Restore departure" }).click();
  const restoreAsk = page.locator(`[data-ask="restore-${added.id}"]`);
  await expect(restoreAsk).toContainText("1 booking is confirmed again and takes its seats back");
  await restoreAsk.getByRole("button", { name: "Yes, restore the departure" }).click();
  const restored = page.locator(`[data-departure="${added.id}"]`);
  await expect(restored).toHaveAttribute("data-status", "scheduled");
  await expect(restored).toContainText("Taken: 2");
  const back = await db
    .selectFrom("booking_requests")
    .select(["status", "seats_held"])
    .where("reference", "=", booked)
    .executeTakeFirstOrThrow();
  expect(back).toEqual({ status: "confirmed", seats_held: 2 });
  expect(await historyCount(server, "departure.restored")).toBe(1);
  await page.goto(at("/admin/history"));
  await expect(page.locator('[data-action="departure.restored"]').first()).toContainText("Restored a cancelled departure");
  // Cancelled again, for the screens below.
  await page.goto(at("/admin/departures"));
  await page.locator(`[data-departure="${added.id}"]`).getByRole("button", { name: "Cancel departure" }).click();
  await page.locator(`[data-ask="cancel-${added.id}"]`).getByRole("button", { name: "Yes, cancel the departure" }).click();
  await expect(page.locator(`[data-departure="${added.id}"]`)).toHaveAttribute("data-status", "cancelled");
  await page.goto(at("/admin/departures"));

  const results = await new AxeBuilder({ page }).withTags(wcagTags).analyze();
  expect(results.violations, formatViolations(results.violations, "departures")).toEqual([]);
  await page.goto(at("/admin/requests"));
  const requests = await new AxeBuilder({ page }).withTags(wcagTags).analyze();
  expect(requests.violations, formatViolations(requests.violations, "requests")).toEqual([]);
  await page.locator(`[data-request="${reference}"]`).getByRole("link").click();
  const detail = await new AxeBuilder({ page }).withTags(wcagTags).analyze();
  expect(detail.violations, formatViolations(detail.violations, "request")).toEqual([]);
});

test("without a session the requests' pages, stream and actions refuse; a guide's post is taken", async () => {
  const reference = await postBookingRequest(server, { name: "Hana", email: "hana@example.com" });
  const { db } = await server.database();
  const request = await db
    .selectFrom("booking_requests")
    .select(["id", "status"])
    .where("reference", "=", reference)
    .executeTakeFirstOrThrow();
  for (const pathname of ["/admin/requests", `/admin/requests/${request.id}`, "/admin/departures", "/admin/requests/events"]) {
    const response = await fetch(at(pathname), { redirect: "manual" });
    expect(response.status, pathname).toBe(302);
  }
  const before = await historyCount(server);
  expect((await post(server, `/admin/requests/${request.id}`, { intent: "state", status: "declined" })).status).toBe(401);
  expect((await post(server, "/admin/departures", { intent: "add", offer: "bautismo", seats: "4" })).status).toBe(401);
  expect(await historyCount(server)).toBe(before);
  expect((await db.selectFrom("booking_requests").select("status").where("id", "=", request.id).executeTakeFirstOrThrow()).status).toBe(
    "new",
  );

  const cookie = await sessionFor(server, "guide-two@example.com", "guide");
  const fields = await formFields(server, `/admin/requests/${request.id}`, cookie);
  // Declining is asked once (decision 0041): without the confirmation nothing changes.
  const asked = await post(server, `/admin/requests/${request.id}`, { ...fields, intent: "state", status: "declined" }, { Cookie: cookie });
  expect(asked.status).toBe(200);
  expect((await db.selectFrom("booking_requests").select("status").where("id", "=", request.id).executeTakeFirstOrThrow()).status).toBe(
    "new",
  );
  const taken = await post(
    server,
    `/admin/requests/${request.id}`,
    { ...fields, intent: "state", status: "declined", confirmed: "yes" },
    { Cookie: cookie },
  );
  expect(taken.status).toBe(303);
  expect((await db.selectFrom("booking_requests").select("status").where("id", "=", request.id).executeTakeFirstOrThrow()).status).toBe(
    "declined",
  );
  expect(await historyCount(server, "request.state")).toBeGreaterThanOrEqual(1);
});
