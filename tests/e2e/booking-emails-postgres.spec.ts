/**
 * Two instances on one PostgreSQL schema, both running the mail outbox and the reminders' timer,
 * one real SMTP server: a request confirmed by the owner on one instance gives one confirmation
 * email, and so does one two owners confirm at the same moment, one on each instance; with the business clock at two days before the departure, both instances started at the
 * same moment and then one restarted, each booking gets one reminder. Runs when TEST_DATABASE_URL
 * is set. (The outbox's claim with contact messages: scale-out.spec.ts; the reminders' rows with
 * services in one process: app/bookings/reminders/service.server.test.ts.)
 */
import pg from "pg";
import { startSmtpServer, type TestSmtpServer } from "../../app/mail/testing/smtp.ts";
import { addDeparture, clockAt, mailsWith, restartAt, undelivered } from "./booking-helpers.ts";
import { uniqueSchema } from "./comments-server.ts";
import { expect, test } from "./fixtures.ts";
import { startInstance, type Instance } from "./instances.ts";
import {
  addAuthenticator,
  inviteFromCommandLine,
  postBookingRequest,
  register,
  WORKSPACE_CLOCK,
  workspaceServerOf,
  type WorkspaceServer,
} from "./workspace-helpers.ts";

const databaseUrl = process.env.TEST_DATABASE_URL;
test.skip(!databaseUrl, "TEST_DATABASE_URL is not set");
test.describe.configure({ mode: "serial" });

const schema = uniqueSchema();
const DEPARTURE_DAY = 10;
let smtp: TestSmtpServer;
let instances: Instance[] = [];
let one: WorkspaceServer;
let two: WorkspaceServer;
let departureId: number;

test.beforeAll(async () => {
  if (!databaseUrl) return;
  smtp = await startSmtpServer();
  const settings = {
    DATABASE_URL: databaseUrl,
    DATABASE_SCHEMA: schema,
    SMTP_URL: smtp.url,
    TEST_CLOCK: WORKSPACE_CLOCK,
    BOOKING_RATE_LIMIT: "1000/600",
  };
  // The first makes the schema; the second starts on it.
  instances.push(await startInstance(settings, { host: "localhost", ownOrigin: true }));
  instances.push(await startInstance(settings, { host: "localhost", ownOrigin: true }));
  [one, two] = instances.map(workspaceServerOf) as [WorkspaceServer, WorkspaceServer];
  departureId = await addDeparture(await one.database(), "trekkingLanin", DEPARTURE_DAY, DEPARTURE_DAY + 2);
});
test.afterAll(async () => {
  await Promise.all([one, two].map((server) => server?.dispose()));
  instances = [];
  await smtp?.stop();
  if (!databaseUrl) return;
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  await client.query(`drop schema if exists "${schema}" cascade`);
  await client.end();
});

/** How many emails no worker has delivered yet (queued, or being sent). */
const undeliveredMails = async () => undelivered(await one.database());

/** A request to book the departure, asked on `server` and confirmed onto it straight in the database. */
async function confirmedBooking(server: WorkspaceServer, name: string, email: string): Promise<void> {
  const reference = await postBookingRequest(server, { name, email, groupSize: 1, departure: departureId }, "/en/trekking-lanin");
  const { db } = await one.database();
  await db
    .updateTable("booking_requests")
    .set({ status: "confirmed", departure_id: departureId, seats_held: 1 })
    .where("reference", "=", reference)
    .execute();
}

test("the owner confirms on one instance: one confirmation email, though both instances run the outbox, and one when two owners confirm at once", async ({
  page,
  browser,
}) => {
  test.slow();
  const reference = await postBookingRequest(
    two,
    { name: "Ana Pérez", email: "ana@example.org", groupSize: 2, departure: departureId },
    "/en/trekking-lanin",
  );
  const { db } = await one.database();
  const { id } = await db.selectFrom("booking_requests").select("id").where("reference", "=", reference).executeTakeFirstOrThrow();
  await addAuthenticator(page);
  await register(page, await inviteFromCommandLine(one, "owner@example.com", "owner"));
  await page.goto(`${one.url}/admin/requests/${id}`);
  await page.getByLabel("Departure").selectOption(String(departureId));
  await page.getByRole("button", { name: "Confirm", exact: true }).click();
  await page.getByRole("button", { name: "Yes, confirm and send it" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Confirmed");
  const confirmations = () => mailsWith(smtp, "Booking confirmed:", "ana@example.org");
  await expect.poll(() => confirmations().length, { timeout: 30_000 }).toBe(1);
  expect(confirmations()[0]!.parsed.attachments.map((file) => file.filename)).toEqual([`${reference}.ics`]);

  // The other instance shows it confirmed, its email sent, and nothing to confirm again (the session is the database's).
  await page.goto(`${two.url}/admin/requests/${id}`);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Confirmed");
  await expect(page.getByText("Booking confirmed, to the traveller")).toBeVisible();
  await expect(page.getByRole("button", { name: "Confirm", exact: true })).toHaveCount(0);
  // Two owners, one on each instance, say yes to the same request at the same moment: one confirmation.
  const raced = await postBookingRequest(
    one,
    { name: "Diego Ruiz", email: "diego@example.org", groupSize: 1, departure: departureId },
    "/en/trekking-lanin",
  );
  const racedId = (await db.selectFrom("booking_requests").select("id").where("reference", "=", raced).executeTakeFirstOrThrow()).id;
  const secondContext = await browser.newContext();
  const second = await secondContext.newPage();
  await addAuthenticator(second);
  await register(second, await inviteFromCommandLine(two, "partner@example.com", "owner"));
  for (const [owner, server] of [
    [page, one],
    [second, two],
  ] as const) {
    await owner.goto(`${server.url}/admin/requests/${racedId}`);
    await owner.getByLabel("Departure").selectOption(String(departureId));
    await owner.getByRole("button", { name: "Confirm", exact: true }).click();
    await expect(owner.getByRole("button", { name: "Yes, confirm and send it" })).toBeVisible();
  }
  await Promise.all([page, second].map((owner) => owner.getByRole("button", { name: "Yes, confirm and send it" }).click()));
  await expect.poll(() => mailsWith(smtp, "Booking confirmed:", "diego@example.org").length, { timeout: 30_000 }).toBe(1);
  await secondContext.close();

  // An email queued after them, on the other instance: once it arrived and nothing is left to deliver,
  // every email queued before it has gone, each once.
  await page.goto(`${two.url}/admin/requests/${id}`);
  await page.getByRole("button", { name: "Send the link by email" }).click();
  await page.getByRole("button", { name: "Yes, send it" }).click();
  await expect(page.getByText("Link queued for ana@example.org.")).toBeVisible();
  await expect.poll(() => mailsWith(smtp, `Your booking page ${reference}`, "ana@example.org").length, { timeout: 30_000 }).toBe(1);
  await expect.poll(undeliveredMails, { timeout: 30_000 }).toBe(0);
  expect(confirmations()).toHaveLength(1);
  expect(mailsWith(smtp, "Booking confirmed:", "diego@example.org")).toHaveLength(1);
  const rows = await db.selectFrom("mail_outbox").select(["status", "attempts"]).where("kind", "=", "booking-confirmed").execute();
  expect(rows).toEqual([
    { status: "sent", attempts: 1 },
    { status: "sent", attempts: 1 },
  ]);
});

test("two days before, both instances running their reminders and one restarted: one reminder per booking", async () => {
  test.slow();
  await confirmedBooking(one, "Bruno Díaz", "bruno@example.org");
  const reminders = (to: string) => mailsWith(smtp, /: in two days – /, to);
  const { db } = await one.database();
  const reminderRows = async () =>
    Number(
      (
        await (db as any)
          .selectFrom("booking_reminders")
          .select((eb: any) => eb.fn.countAll().as("count"))
          .where("kind", "=", "before")
          .executeTakeFirstOrThrow()
      ).count,
    );

  // Both started at the same moment with the clock two days before: each runs its reminders as it starts.
  await Promise.all(instances.map((instance) => restartAt(instance, clockAt(DEPARTURE_DAY - 2))));
  await expect.poll(() => reminders("ana@example.org").length, { timeout: 60_000 }).toBe(1);
  await expect.poll(() => reminders("bruno@example.org").length, { timeout: 60_000 }).toBe(1);
  await expect.poll(() => reminders("diego@example.org").length, { timeout: 60_000 }).toBe(1);
  await expect.poll(undeliveredMails, { timeout: 30_000 }).toBe(0);
  expect(await reminderRows()).toBe(3);

  // One restarted, with a third booking now due: its run queues that one's reminder, and nothing again.
  await confirmedBooking(two, "Carla Díaz", "carla@example.org");
  await restartAt(instances[1]!, clockAt(DEPARTURE_DAY - 2));
  await expect.poll(() => reminders("carla@example.org").length, { timeout: 60_000 }).toBe(1);
  await expect.poll(undeliveredMails, { timeout: 30_000 }).toBe(0);
  expect(await reminderRows()).toBe(4);
  for (const to of ["ana@example.org", "bruno@example.org", "diego@example.org", "carla@example.org"])
    expect(reminders(to), to).toHaveLength(1);
  const confirmed = mailsWith(smtp, "Booking confirmed:", "ana@example.org");
  expect(confirmed).toHaveLength(1);
});
