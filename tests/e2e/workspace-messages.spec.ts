import AxeBuilder from "@axe-core/playwright";
import { simpleParser } from "mailparser";
import { randomBytes } from "node:crypto";
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

/**
 * Issue 28: messages get answered from the workspace (a reply in the visitor's thread, kept with the
 * message; new, answered, done); what tells travellers something or frees seats asks once
 * (decision 0041); the state picker starts at the current state; a reply needs the business's email;
 * the traveller's phone and email are links.
 */
let server: WorkspaceServer;
test.beforeAll(async () => {
  // The business's email is set (ADMIN_EMAIL): replies can go out.
  server = await startWorkspaceServer({ BOOKING_RATE_LIMIT: "1000/600", ADMIN_EMAIL: "guides@example.com" });
});
test.afterAll(async () => {
  await server?.dispose();
});

const at = (pathname: string) => `${server.url}${pathname}`;

/** The emails written to files (no SMTP_URL), parsed, once the outbox has sent them. */
async function sentEmails(on: WorkspaceServer = server) {
  const dir = path.join(on.env.DATA_DIR!, "mail");
  // Whole emails only: the outbox writes each to a temporary file first, then renames it.
  const names = (await readdir(dir).catch(() => [])).filter((name) => name.endsWith(".eml"));
  return Promise.all(names.map(async (name) => simpleParser(await readFile(path.join(dir, name)))));
}

/** A visitor's contact message, posted as the contact page's form does without JavaScript; its row. */
async function postContactMessage(on: WorkspaceServer, fields: { name: string; email: string; subject: string; message: string }) {
  const html = await (await fetch(`${on.url}/en/contactForm`)).text();
  const formToken = /name="form_token" value="([^"]+)"/.exec(html)![1]!;
  const response = await fetch(`${on.url}/en/contactForm`, {
    method: "POST",
    body: new URLSearchParams({
      form_token: formToken,
      client_token: randomBytes(18).toString("base64url"),
      website: "",
      user_name: fields.name,
      user_email: fields.email,
      subject: fields.subject,
      message: fields.message,
    }),
    headers: { Origin: on.url, "Content-Type": "application/x-www-form-urlencoded" },
    redirect: "manual",
  });
  expect(response.status).toBeLessThan(400);
  const { db } = await on.database();
  return db.selectFrom("contact_messages").selectAll().where("subject", "=", fields.subject).executeTakeFirstOrThrow();
}

test("a message is answered from the workspace, in the visitor's thread, kept in its history; filters; done and back", async ({ page }) => {
  // A walk through many pages and emails, with a passkey's sign-up: three times the usual time.
  test.slow();
  await addAuthenticator(page);
  await register(page, await inviteFromCommandLine(server, "messages-owner@example.com", "owner"));
  const message = await postContactMessage(server, {
    name: "Lía",
    email: "lia@example.com",
    subject: "Frey with two kids",
    message: "Can two kids of 10 and 12 come to Frey?",
  });
  expect(message.reference).toMatch(/^M-[2-9A-HJKMNP-Z]{6}$/);

  // The owner's notification links to the message itself, not to a command to run.
  const notificationLink = async () => {
    const notification = (await sentEmails()).find((email) => email.subject?.includes("Frey with two kids"));
    return /https?:\S+\/admin\/messages\/\S+/.exec(notification?.text ?? "")?.[0] ?? "";
  };
  await expect.poll(notificationLink, { timeout: 15_000 }).toMatch(new RegExp(`/admin/messages/${message.reference}$`));
  const link = new URL(await notificationLink()).pathname;
  await page.goto(at(link));
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Frey with two kids");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("New");
  await expect(page.getByText("Can two kids of 10 and 12 come to Frey?")).toBeVisible();
  // The email a mailto: link, the reference in its subject.
  const mailto = await page.getByRole("link", { name: "lia@example.com" }).getAttribute("href");
  expect(mailto).toMatch(/^mailto:lia@example\.com\?subject=/);
  expect(decodeURIComponent(mailto!.split("subject=")[1]!)).toBe(`Re: Frey with two kids [${message.reference}]`);

  // Filters: a new message is among the new ones and the ones not done, not among the answered.
  await page.goto(at("/admin/messages?state=new"));
  await expect(page.locator(`[data-message="${message.id}"]`)).toBeVisible();
  await page.goto(at("/admin/messages?state=answered"));
  await expect(page.locator(`[data-message="${message.id}"]`)).toHaveCount(0);
  await page.goto(at("/admin/messages"));
  await page.getByLabel("Status").selectOption("open");
  await page.getByRole("button", { name: "Show" }).click();
  await expect(page).toHaveURL(/state=open/);
  await page.locator(`[data-message="${message.id}"]`).getByRole("link", { name: /Open/ }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/messages/${message.id}$`));

  // The reply asks once, showing what goes out; nothing is queued before "Yes".
  const before = await historyCount(server);
  await page.getByLabel("Your reply").fill("Hola Lía: yes, from 8 years old. See you!");
  await page.getByRole("button", { name: "Send reply" }).click();
  const ask = page.locator('[data-ask="reply"]');
  await expect(ask).toContainText("Send this reply to Lía <lia@example.com>?");
  await expect(ask).toContainText("Hola Lía: yes, from 8 years old. See you!");
  // What was written is still in the box, to change it.
  await expect(page.getByLabel("Your reply")).toHaveValue("Hola Lía: yes, from 8 years old. See you!");
  const { db } = await server.database();
  const replies = () => db.selectFrom("mail_outbox").selectAll().where("kind", "=", "contact-reply").execute();
  expect(await replies()).toHaveLength(0);
  expect(await historyCount(server)).toBe(before);
  await ask.getByRole("button", { name: "Yes, send it" }).click();
  await expect(page.getByText("Reply queued.")).toBeVisible();

  // In the thread of the confirmation the visitor received, from the business, answered to it.
  await expect(async () => {
    const emails = await sentEmails();
    const confirmation = emails.find((email) => JSON.stringify(email.to).includes("lia@example.com") && !/^Re:/.test(email.subject ?? ""));
    const reply = emails.find((email) => /^Re:/.test(email.subject ?? "") && JSON.stringify(email.to).includes("lia@example.com"));
    expect(confirmation?.messageId).toBeTruthy();
    expect(reply?.subject).toBe(`Re: ${confirmation!.subject}`);
    expect(reply?.headers.get("in-reply-to")).toBe(confirmation!.messageId);
    expect(String(reply?.headers.get("references"))).toContain(confirmation!.messageId!);
    expect(reply?.replyTo?.text).toBe("guides@example.com");
    expect(reply?.text).toContain("yes, from 8 years old");
  }).toPass({ timeout: 15_000 });
  // Answered, the reply in the message's history, and in the workspace's history.
  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Answered");
  await expect(page.locator("[data-reply]")).toContainText("Hola Lía: yes, from 8 years old. See you!");
  await expect(page.locator("[data-reply]")).toContainText("by messages-owner@example.com");
  expect(await historyCount(server, "message.replied")).toBe(1);
  expect(await replies()).toHaveLength(1);

  const results = await new AxeBuilder({ page }).withTags(wcagTags).analyze();
  expect(results.violations, formatViolations(results.violations, "message")).toEqual([]);
  // On a phone: the message's page and the list no wider than the screen.
  for (const width of [360, 390]) {
    await page.setViewportSize({ width, height: 800 });
    for (const pathname of [`/admin/messages/${message.id}`, "/admin/messages?state=open"]) {
      await page.goto(at(pathname));
      expect(await page.evaluate(() => document.documentElement.scrollWidth), `${pathname} at ${width}`).toBeLessThanOrEqual(width);
    }
  }
  await page.goto(at(`/admin/messages/${message.id}`));

  // Done, and back.
  await page.getByRole("button", { name: "Mark done" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Done");
  await page.goto(at("/admin/messages?state=open"));
  await expect(page.locator(`[data-message="${message.id}"]`)).toHaveCount(0);
  await page.goto(at("/admin/messages?state=done"));
  await expect(page.locator(`[data-message="${message.id}"]`)).toHaveAttribute("data-status", "done");
  const list = await new AxeBuilder({ page }).withTags(wcagTags).analyze();
  expect(list.violations, formatViolations(list.violations, "messages")).toEqual([]);
  await page.goto(at(`/admin/messages/${message.id}`));
  await page.getByRole("button", { name: "Not done yet" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Answered");
  expect(await historyCount(server, "message.state")).toBe(2);
});

test("a reply needs the business's email: the page says so and links to where to set it; nothing is sent", async () => {
  // No ADMIN_EMAIL and no email in the business's details.
  const bare = await startWorkspaceServer();
  try {
    const message = await postContactMessage(bare, { name: "Tom", email: "tom@example.com", subject: "Lanín in March", message: "Room?" });
    const cookie = await sessionFor(bare, "bare-owner@example.com", "owner");
    const html = await (await fetch(`${bare.url}/admin/messages/${message.id}`, { headers: { Cookie: cookie } })).text();
    expect(html).toContain("data-reply-needs-email");
    expect(html).toMatch(/<a class="ws-button ws-primary" href="\/admin\/business">Set the business(&#x27;|')s email<\/a>/);
    expect(html).not.toContain('name="message"');
    // Posted anyway (confirmed, without JavaScript): refused, nothing queued, still new.
    const fields = await formFields(bare, `/admin/messages/${message.id}`, cookie);
    const refused = await post(
      bare,
      `/admin/messages/${message.id}`,
      { ...fields, form_id: "reply", intent: "reply", message: "Hello", confirmed: "yes" },
      { Cookie: cookie },
    );
    expect(refused.status).toBe(409);
    const { db } = await bare.database();
    expect(await db.selectFrom("mail_outbox").select("id").where("kind", "=", "contact-reply").execute()).toEqual([]);
    expect((await db.selectFrom("contact_messages").select("status").where("id", "=", message.id).executeTakeFirstOrThrow()).status).toBe(
      "new",
    );
    // A request's reply too.
    const reference = await postBookingRequest(bare, { name: "Ema", email: "ema@example.com" });
    const request = await db.selectFrom("booking_requests").select("id").where("reference", "=", reference).executeTakeFirstOrThrow();
    const requestHtml = await (await fetch(`${bare.url}/admin/requests/${request.id}`, { headers: { Cookie: cookie } })).text();
    expect(requestHtml).toContain("data-reply-needs-email");
    const requestFields = await formFields(bare, `/admin/requests/${request.id}`, cookie);
    expect(
      (
        await post(
          bare,
          `/admin/requests/${request.id}`,
          { ...requestFields, form_id: "reply", intent: "reply", message: "Hello", confirmed: "yes" },
          { Cookie: cookie },
        )
      ).status,
    ).toBe(409);
    expect(await db.selectFrom("mail_outbox").select("id").where("kind", "=", "booking-reply").execute()).toEqual([]);
    // In Spanish, the owner's language.
    const spanish = await (
      await fetch(`${bare.url}/admin/messages/${message.id}`, { headers: { Cookie: cookie, "Accept-Language": "es-AR,es" } })
    ).text();
    expect(spanish).toContain("Cargar el email del negocio");
  } finally {
    await bare.dispose();
  }
});

test("after Confirm the picker shows Confirmed; declining and cancelling a departure ask once and change nothing until Yes", async ({
  page,
}) => {
  // A walk through many pages, with a passkey's sign-up: three times the usual time.
  test.slow();
  await addAuthenticator(page);
  await register(page, await inviteFromCommandLine(server, "picker-owner@example.com", "owner"));
  const { db } = await server.database();
  const departure = await db
    .insertInto("departures")
    .values({
      offer: "bautismo",
      start_date: daysAfterClock(40),
      end_date: null,
      seats_total: 6,
      notes: "{}",
      created_at: Date.now(),
      updated_at: Date.now(),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  const html = await (await fetch(at("/en/bautismo"))).text();
  const formToken = /name="form_token" value="([^"]+)"/.exec(html)![1]!;
  // A request with a phone, written in Portuguese.
  const posted = await fetch(at("/pt/bautismo?book"), {
    method: "POST",
    body: new URLSearchParams({
      form_token: formToken,
      client_token: randomBytes(18).toString("base64url"),
      website: "",
      departure: String(departure.id),
      group_size: "2",
      experience: "meets",
      group_lang: "en",
      user_name: "João",
      user_email: "joao@example.com",
      phone: "+55 11 98765-4321",
      message: "",
    }),
    headers: { Origin: server.url, "Content-Type": "application/x-www-form-urlencoded" },
    redirect: "manual",
  });
  expect(posted.status).toBeLessThan(400);
  const request = await db
    .selectFrom("booking_requests")
    .select(["id", "reference"])
    .where("email", "=", "joao@example.com")
    .executeTakeFirstOrThrow();

  await page.goto(at(`/admin/requests/${request.id}`));
  // Tap to call, WhatsApp with the reference in the traveller's language, mailto with the reference.
  await expect(page.getByRole("link", { name: "Call +55 11 98765-4321" })).toHaveAttribute("href", "tel:+5511987654321");
  const whatsapp = await page.getByRole("link", { name: "WhatsApp" }).getAttribute("href");
  expect(whatsapp).toMatch(/^https:\/\/wa\.me\/5511987654321\?text=/);
  const text = decodeURIComponent(new URL(whatsapp!).searchParams.get("text")!);
  expect(text).toContain(request.reference);
  expect(text).toMatch(/^Olá, João!/);
  const mailto = await page.getByRole("link", { name: "joao@example.com" }).getAttribute("href");
  expect(mailto).toMatch(/^mailto:joao@example\.com\?subject=/);
  expect(decodeURIComponent(mailto!.split("subject=")[1]!)).toContain(request.reference);

  // Confirmed onto the departure: the picker starts at "Confirmed", never at "Declined".
  await page.getByLabel("Departure").selectOption(String(departure.id));
  await page.getByRole("button", { name: "Confirm", exact: true }).click();
  await page.getByRole("button", { name: "Yes, confirm and send it" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Confirmed");
  await expect(page.getByLabel("Move to")).toHaveValue("confirmed");
  await expect(page.getByLabel("Move to").locator("option:checked")).toHaveText("Confirmed (now)");
  // Saving it as it is changes nothing.
  const before = await historyCount(server);
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("It has that status already: nothing changed.")).toBeVisible();
  expect(await historyCount(server)).toBe(before);

  const seats = () =>
    db.selectFrom("departures").select(["seats_taken", "status"]).where("id", "=", departure.id).executeTakeFirstOrThrow();
  const status = async () =>
    await db.selectFrom("booking_requests").select(["status", "seats_held"]).where("id", "=", request.id).executeTakeFirstOrThrow();
  expect(await seats()).toEqual({ seats_taken: 2, status: "scheduled" });

  // Declining asks, naming the seats it gives back; "No" leaves everything as it was.
  await page.getByLabel("Move to").selectOption("declined");
  await page.getByRole("button", { name: "Save" }).click();
  const declineAsk = page.locator('[data-ask="state"]');
  await expect(declineAsk).toContainText(`Decline request ${request.reference}?`);
  await expect(declineAsk).toContainText("It gives 2 seats back to the departure");
  await declineAsk.getByRole("link", { name: "No, leave it" }).click();
  await expect(page.locator('[data-ask="state"]')).toHaveCount(0);
  expect(await status()).toEqual({ status: "confirmed", seats_held: 2 });
  expect(await seats()).toEqual({ seats_taken: 2, status: "scheduled" });
  expect(await historyCount(server)).toBe(before);

  // Cancelling the departure asks, naming the request on it; "No" keeps its seats and travellers.
  await page.goto(at("/admin/departures"));
  const card = page.locator(`[data-departure="${departure.id}"]`);
  await card.getByRole("button", { name: "Cancel departure" }).click();
  const cancelAsk = page.locator(`[data-ask="cancel-${departure.id}"]`);
  await expect(cancelAsk).toBeInViewport();
  await expect(cancelAsk).toContainText("Cancel the departure");
  await expect(cancelAsk).toContainText("1 confirmed booking becomes «Departure cancelled» and frees its seats");
  await cancelAsk.getByRole("link", { name: "No, leave it" }).click();
  await expect(page.locator(`[data-departure="${departure.id}"]`)).toHaveAttribute("data-status", "scheduled");
  expect(await seats()).toEqual({ seats_taken: 2, status: "scheduled" });
  expect(await status()).toEqual({ status: "confirmed", seats_held: 2 });
  expect(await historyCount(server)).toBe(before);
  // The status in the change form asks too.
  await page.locator(`[data-departure="${departure.id}"]`).getByText("Change", { exact: true }).click();
  await page.locator(`[data-departure="${departure.id}"]`).getByLabel("Status").selectOption("cancelled");
  await page.locator(`[data-departure="${departure.id}"]`).getByRole("button", { name: "Save changes" }).click();
  await expect(page.locator(`[data-ask="change-${departure.id}"]`)).toContainText("Cancel the departure");
  expect(await seats()).toEqual({ seats_taken: 2, status: "scheduled" });
  const results = await new AxeBuilder({ page }).withTags(wcagTags).analyze();
  expect(results.violations, formatViolations(results.violations, "departures asking")).toEqual([]);
  // Without JavaScript and without the confirmation, a decline changes nothing.
  const cookie = await sessionFor(server, "picker-owner@example.com", "owner");
  const fields = await formFields(server, `/admin/requests/${request.id}`, cookie);
  const asked = await post(
    server,
    `/admin/requests/${request.id}`,
    { ...fields, form_id: "state", intent: "state", status: "declined" },
    { Cookie: cookie },
  );
  expect(asked.status).toBe(200);
  expect(await status()).toEqual({ status: "confirmed", seats_held: 2 });
  // Yes: cancelled, its request still on it.
  await page.locator(`[data-ask="change-${departure.id}"]`).getByRole("button", { name: "Yes, cancel the departure" }).click();
  await expect(page.locator(`[data-departure="${departure.id}"]`)).toHaveAttribute("data-status", "cancelled");
  await expect(page.locator(`[data-departure="${departure.id}"] [data-request="${request.reference}"]`)).toBeVisible();
  expect(await historyCount(server, "departure.cancelled")).toBe(1);

  // Its booking follows the departure: no longer holding seats (stored as declined, with the cancellation).
  expect(await status()).toEqual({ status: "declined", seats_held: 0 });
});
