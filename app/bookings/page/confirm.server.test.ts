/**
 * Confirming a request, as the workspace's request screen does it: the request is read once (the
 * screen's), the departure once (for the email, its seats then taken only while its dates are the
 * email's), and the history's line is written in the change's own transaction.
 */
import { seededCatalogue } from "../../catalogue/seed/seeded-catalogue.server.ts";
import type { KyselyPlugin, PluginTransformQueryArgs, PluginTransformResultArgs, QueryResult, UnknownRow } from "kysely";
import { describe, expect, it } from "vitest";
import { cleanupAfterEach } from "../../../db/cleanup-after-each.ts";
import type { Database } from "../../../db/database.ts";
import { createMigratedTestDatabase, testEngines } from "../../../db/testing.ts";
import { createDeparturesService } from "../../departures/service.server.ts";
import { guardFields } from "../../forms/fields.ts";
import { idempotencyKey } from "../../forms/idempotency.server.ts";
import { memoryLog, testMail, testSigner } from "../../mail/testing/setup.ts";
import { createOutbox } from "../../mail/outbox.server.ts";
import type { MailTransport } from "../../mail/transport.server.ts";
import { createMemoryEventBus } from "../../runtime/events.server.ts";
import { createBookingPageService } from "./service.server.ts";
import { bookingFormFor } from "../schema.ts";
import { createBookingsService } from "../service.server.ts";

const unused: MailTransport = { description: "unused", send: () => Promise.reject(new Error("no delivery in this test")), close() {} };
const NOW = Date.parse("2026-11-25T15:00:00Z");
const owner = { id: null, email: "owner@example.com" };

/** The tables a query node names, wherever they sit in it. */
function tablesOf(node: unknown, found = new Set<string>()): Set<string> {
  if (!node || typeof node !== "object") return found;
  const record = node as Record<string, unknown>;
  if (record.kind === "TableNode") {
    const table = record.table as { identifier?: { name?: string } } | undefined;
    if (table?.identifier?.name) found.add(table.identifier.name);
  }
  for (const value of Object.values(record)) {
    if (Array.isArray(value)) for (const item of value) tablesOf(item, found);
    else if (value && typeof value === "object") tablesOf(value, found);
  }
  return found;
}

/** Counts the reads of each table, and can make a query fail once it has run. */
class Watch implements KyselyPlugin {
  reads = new Map<string, number>();
  private failing = new WeakSet<object>();
  /** When set: a query writing into this table fails after it ran (its transaction rolls back). */
  failAfterInsertInto: string | undefined;
  transformQuery(args: PluginTransformQueryArgs) {
    const { node } = args;
    if (node.kind === "SelectQueryNode") for (const table of tablesOf(node)) this.reads.set(table, (this.reads.get(table) ?? 0) + 1);
    if (node.kind === "InsertQueryNode" && this.failAfterInsertInto && tablesOf(node.into).has(this.failAfterInsertInto))
      this.failing.add(args.queryId);
    return node;
  }
  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    if (this.failing.has(args.queryId)) throw new Error("the change fails after its history line was inserted");
    return args.result;
  }
  reset() {
    this.reads.clear();
  }
}

async function setup(engine: "sqlite" | "postgres", cleanups: { push(cleanup: () => unknown): void }) {
  process.env.TEST_CLOCK = new Date(NOW).toISOString();
  const test = await createMigratedTestDatabase(engine);
  delete process.env.TEST_CLOCK;
  cleanups.push(() => test.cleanup());
  const watch = new Watch();
  const database: Database = { ...test.database, db: test.database.db.withPlugin(watch) };
  const departures = createDeparturesService({ database, now: () => NOW });
  const outbox = createOutbox({ db: database.db, transport: unused });
  const catalogue = await seededCatalogue();
  const bookings = createBookingsService({
    catalogue: async () => catalogue,
    database,
    departures,
    outbox,
    mail: testMail,
    signer: testSigner,
    bus: createMemoryEventBus(),
    now: () => NOW,
    log: memoryLog(),
    settings: { rateLimit: { count: 1000, windowMs: 3_600_000 } },
    // As the composition root wires it: the confirmation email carries the booking page's link.
    bookingPageLink: (request, departure) => page.linkOf(request, departure, { ahead: true }),
  });
  const page = createBookingPageService({
    database,
    bookings,
    publicUrl: "https://bariloche.example",
    catalogue: async () => catalogue,
    clock: () => NOW,
    now: () => NOW,
    outbox,
    mail: async () => testMail,
    log: memoryLog(),
    settings: { participantDataDays: 30, rateLimit: { count: 1000, windowMs: 600_000 } },
  });
  const form = new FormData();
  const values = {
    departure: "1",
    group_size: "2",
    experience: "meets",
    group_lang: "es",
    user_name: "Ana Pérez",
    user_email: "ana@example.org",
    phone: "+54 9 294 555-1234",
    message: "",
  };
  for (const [name, value] of Object.entries(values)) form.append(name, value);
  form.set(guardFields.formKey, "abcdefghijklmnopqrstuv");
  const validation = bookingFormFor({ departures: [{ id: "1", seatsLeft: 5 }], today: "2026-11-25", gear: [] }).validate(form);
  if (!validation.ok) throw new Error(JSON.stringify(validation.errors));
  const stored = await bookings.submit({
    offer: "trekkingLanin",
    values: validation.values,
    lang: "es",
    key: idempotencyKey(form, "/es/test"),
    visitor: "198.51.100.7",
  });
  if (!stored.ok) throw new Error("not stored");
  return { db: test.database.db, watch, bookings, departures, requestId: stored.id };
}

describe.each(testEngines)("confirming a request on $engine", ({ engine, skip }) => {
  const cleanups = cleanupAfterEach();

  it.skipIf(skip)("reads the request once and the departure once, and writes the email, the seats and the history together", async () => {
    const { db, watch, bookings, departures, requestId } = await setup(engine, cleanups);
    watch.reset();
    // The request's screen reads the request, then confirms it onto its departure.
    const request = await bookings.get(requestId);
    if (!request) throw new Error("no request");
    const result = await bookings.changeState(request, "confirmed", {
      departureId: 1,
      history: { actor: owner, formKey: "key-confirm-1" },
    });
    expect(result).toMatchObject({ ok: true, request: { status: "confirmed", departureId: 1, seatsHeld: 2 } });
    expect(watch.reads.get("booking_requests")).toBe(1);
    expect(watch.reads.get("departures")).toBe(1);
    // What the service answered is what was stored.
    if (result.ok) expect(await bookings.get(requestId)).toEqual(result.request);
    expect(await departures.get(1)).toMatchObject({ seatsTaken: 2 });
    const history = await db.selectFrom("workspace_audit").selectAll().where("action", "=", "request.state").execute();
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({ actor: "owner@example.com", form_key: "key-confirm-1" });
    expect(JSON.parse(history[0]!.after ?? "{}")).toMatchObject({ status: "confirmed", departure: 1, seatsHeld: 2 });
    const emails = await db.selectFrom("mail_outbox").select("kind").where("booking_id", "=", requestId).execute();
    expect(emails.map((email) => email.kind)).toContain("booking-confirmed");
  });

  it.skipIf(skip)("a change that fails after its history line was inserted leaves neither", async () => {
    const { db, watch, bookings, departures, requestId } = await setup(engine, cleanups);
    const request = await bookings.get(requestId);
    if (!request) throw new Error("no request");
    const emailsBefore = await db.selectFrom("mail_outbox").select("id").execute();
    watch.failAfterInsertInto = "workspace_audit";
    await expect(
      bookings.changeState(request, "confirmed", { departureId: 1, history: { actor: owner, formKey: "key-confirm-2" } }),
    ).rejects.toThrow(/fails after its history line/);
    watch.failAfterInsertInto = undefined;
    expect(await db.selectFrom("workspace_audit").selectAll().where("action", "=", "request.state").execute()).toEqual([]);
    expect(await bookings.get(requestId)).toMatchObject({ status: "new", seatsHeld: 0 });
    expect(await departures.get(1)).toMatchObject({ seatsTaken: 0 });
    expect(await db.selectFrom("mail_outbox").select("id").execute()).toEqual(emailsBefore);
  });
});
