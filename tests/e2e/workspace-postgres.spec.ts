import { dropSchema } from "../../db/testing.ts";
import { expect, test } from "./fixtures.ts";
import {
  daysAfterClock,
  formFields,
  post,
  postBookingRequest,
  sessionFor,
  startWorkspaceServer,
  type WorkspaceServer,
} from "./workspace-helpers.ts";

/**
 * Two instances on one PostgreSQL database (a schema of this run's own): two members confirm two
 * requests onto the same departure's last seats at the same moment, one on each instance. One is
 * confirmed; the other is refused; the departure is never overbooked. Runs when TEST_DATABASE_URL is set.
 */
const databaseUrl = process.env.TEST_DATABASE_URL;
test.skip(!databaseUrl, "TEST_DATABASE_URL is not set");

const schema = `workspace_${Date.now().toString(36)}`;
const instances: WorkspaceServer[] = [];
test.beforeAll(async () => {
  const settings = { DATABASE_URL: databaseUrl!, DATABASE_SCHEMA: schema, BOOKING_RATE_LIMIT: "1000/600" };
  instances.push(await startWorkspaceServer(settings), await startWorkspaceServer(settings));
});
test.afterAll(async () => {
  for (const instance of instances) await instance.dispose();
  if (databaseUrl) await dropSchema(databaseUrl, schema);
});

test("confirming the last seats twice at once, on two instances, confirms one request", async () => {
  const [one, two] = instances as [WorkspaceServer, WorkspaceServer];
  const { db } = await one.database();
  const departure = await db
    .insertInto("departures")
    .values({
      offer: "bautismo",
      start_date: daysAfterClock(125),
      end_date: null,
      seats_total: 2,
      notes: "{}",
      created_at: Date.now(),
      updated_at: Date.now(),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  const first = await postBookingRequest(one, { name: "Ines", email: "ines@example.com", groupSize: 2 });
  const second = await postBookingRequest(two, { name: "Juan", email: "juan@example.com", groupSize: 2 });
  const ids = await db.selectFrom("booking_requests").select(["id", "reference"]).where("reference", "in", [first, second]).execute();
  const idOf = (reference: string) => ids.find((row) => row.reference === reference)!.id;

  const cookieOne = await sessionFor(one, "owner-a@example.com", "owner");
  const cookieTwo = await sessionFor(two, "owner-b@example.com", "owner");
  const fieldsOne = await formFields(one, `/admin/requests/${idOf(first)}`, cookieOne);
  const fieldsTwo = await formFields(two, `/admin/requests/${idOf(second)}`, cookieTwo);
  const [a, b] = await Promise.all([
    post(
      one,
      `/admin/requests/${idOf(first)}`,
      { ...fieldsOne, intent: "confirm", departure: String(departure.id), confirmed: "yes" },
      { Cookie: cookieOne },
    ),
    post(
      two,
      `/admin/requests/${idOf(second)}`,
      { ...fieldsTwo, intent: "confirm", departure: String(departure.id), confirmed: "yes" },
      { Cookie: cookieTwo },
    ),
  ]);
  expect([a.status, b.status].sort()).toEqual([303, 409]);
  const statuses = await db.selectFrom("booking_requests").select("status").where("reference", "in", [first, second]).execute();
  expect(statuses.map((row) => row.status).sort()).toEqual(["confirmed", "new"]);
  const seats = await db.selectFrom("departures").select("seats_taken").where("id", "=", departure.id).executeTakeFirstOrThrow();
  expect(seats.seats_taken).toBe(2);
  const history = await db.selectFrom("workspace_audit").select("action").where("action", "=", "request.state").execute();
  expect(history).toHaveLength(1);
  // The one confirmed is told once: its email queued with the confirmation, on whichever instance won.
  const confirmations = await db.selectFrom("mail_outbox").select("recipient").where("kind", "=", "booking-confirmed").execute();
  const winner = await db
    .selectFrom("booking_requests")
    .select("email")
    .where("reference", "in", [first, second])
    .where("status", "=", "confirmed")
    .executeTakeFirstOrThrow();
  expect(confirmations.map((row) => row.recipient)).toEqual([winner.email]);
});
