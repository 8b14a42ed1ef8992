import { seededCatalogue } from "../catalogue/seed/seeded-catalogue.server.ts";
import { simpleParser } from "mailparser";
import { describe, expect, it } from "vitest";
import { cleanupAfterEach } from "../../db/cleanup-after-each.ts";
import type { Database } from "../../db/database.ts";
import { createMigratedTestDatabase, testEngines } from "../../db/testing.ts";
import { memoryLog, testMail, testSigner } from "../mail/testing/setup.ts";
import { createDeparturesService } from "../departures/service.server.ts";
import { insertDeparture } from "../departures/store.server.ts";
import { guardFields } from "../forms/fields.ts";
import { idempotencyKey } from "../forms/idempotency.server.ts";
import type { Lang } from "../i18n/languages.ts";
import { createOutbox } from "../mail/outbox.server.ts";
import type { MailTransport, OutgoingEmail } from "../mail/transport.server.ts";
import { createMemoryEventBus } from "../runtime/events.server.ts";
import { bookingFormFor } from "./schema.ts";
import { BOOKINGS_TOPIC, createBookingsService } from "./service.server.ts";

const unused: MailTransport = { description: "unused", send: () => Promise.reject(new Error("no delivery in this test")), close() {} };
const NOW = Date.parse("2026-11-25T15:00:00Z");

function bookingsOn(database: Database) {
  const departures = createDeparturesService({ database, now: () => NOW });
  const bus = createMemoryEventBus();
  const heard: unknown[] = [];
  bus.subscribe(BOOKINGS_TOPIC, (message) => heard.push(message));
  const outbox = createOutbox({ db: database.db, transport: unused });
  const bookings = createBookingsService({
    catalogue: async () => seededCatalogue(),
    database,
    departures,
    outbox,
    mail: testMail,
    signer: testSigner,
    bus,
    now: () => NOW,
    log: memoryLog(),
    settings: { rateLimit: { count: 1000, windowMs: 3_600_000 } },
  });
  return { bookings, departures, heard };
}

let counter = 0;
/** A valid request for the volcano, as the action hands it over: checked by the form's rules. */
function submission(overrides: Record<string, string | string[]> = {}, options: { lang?: Lang; formKey?: string } = {}) {
  counter++;
  const values = {
    departure: "1",
    group_size: "2",
    experience: "meets",
    gear: ["helmet", "kit"],
    group_lang: "fr",
    user_name: "Ana Pérez",
    user_email: `ana.${counter}@example.org`,
    phone: "+54 9 294 555-1234",
    message: "We are two.",
    ...overrides,
  };
  const form = new FormData();
  for (const [name, value] of Object.entries(values)) for (const one of [value].flat()) form.append(name, one);
  if (options.formKey) form.set(guardFields.formKey, options.formKey);
  const validation = bookingFormFor({ departures: [{ id: "1", seatsLeft: 5 }], today: "2026-11-25", gear: ["helmet", "kit"] }).validate(
    form,
  );
  if (!validation.ok) throw new Error(JSON.stringify(validation.errors));
  return {
    offer: "trekkingLanin" as const,
    values: validation.values,
    lang: options.lang ?? "en",
    key: idempotencyKey(form, "/en/test"),
    visitor: `198.51.100.${counter % 250}`,
  };
}

describe.each(testEngines)("booking requests on $engine", ({ engine, skip }) => {
  const cleanups = cleanupAfterEach();

  async function setup() {
    process.env.TEST_CLOCK = new Date(NOW).toISOString();
    const test = await createMigratedTestDatabase(engine);
    delete process.env.TEST_CLOCK;
    cleanups.push(() => test.cleanup());
    return { test, ...bookingsOn(test.database) };
  }

  it.skipIf(skip)("stores a request with its two emails before answering, with a short reference, and announces it", async () => {
    const { test, bookings, heard } = await setup();
    const result = await bookings.submit(submission({}, { lang: "fr" }));
    expect(result).toMatchObject({ ok: true, duplicate: false, reference: expect.stringMatching(/^BV-[A-HJ-NP-Z2-9]{6}$/) });
    if (!result.ok) return;
    expect(result.summary).toContain(result.reference);
    expect(result.summary).toContain("Groupe\u00a0: 2 personnes");
    const emails = await test.database.db.selectFrom("mail_outbox").selectAll().orderBy("id").execute();
    expect(emails.map((email) => [email.kind, email.recipient, email.booking_id])).toEqual([
      ["booking-admin", "guides@example.com", result.id],
      ["booking-confirmation", expect.stringMatching(/^ana\.\d+@example\.org$/), result.id],
    ]);
    const admin = await simpleParser(emails[0]!.raw);
    expect(admin.replyTo?.text).toContain("Ana Pérez");
    expect(admin.text).toContain("+54 9 294 555-1234");
    expect(admin.text).toContain("Casco");
    // The business opens the request in its workspace, on the site's public origin; no command to run.
    expect(admin.text).toContain(`https://bariloche.example/admin/requests/${result.id}`);
    expect(admin.html).toContain(`href="https://bariloche.example/admin/requests/${result.id}"`);
    expect(admin.text).not.toContain("npm run");
    const visitor = await simpleParser(emails[1]!.raw);
    expect(visitor.subject).toBe(`Nous avons reçu votre demande ${result.reference} – Bariloche Vertical`);
    expect(visitor.text).toContain("Nous répondons sous 24 heures");
    expect(visitor.text).toContain(result.reference);
    expect(visitor.text).toContain("Groupe\u00a0: 2 personnes");
    // Nothing the visitor typed: anyone can have this email sent to any address.
    for (const typed of ["Ana Pérez", "We are two", "555-1234"]) {
      expect(visitor.text).not.toContain(typed);
      expect(visitor.html).not.toContain(typed);
      expect(
        [visitor.to]
          .flat()
          .map((to) => to?.text)
          .join(),
      ).not.toContain(typed);
    }
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(heard).toEqual([{ type: "created", id: result.id, reference: result.reference, status: "new" }]);
  });

  it.skipIf(skip)("stores a form posted twice only once", async () => {
    const { bookings } = await setup();
    const form = submission({}, { formKey: "abcdefghijklmnopqrstuv" });
    const first = await bookings.submit(form);
    const again = await bookings.submit(form);
    expect(again).toMatchObject({ ok: true, duplicate: true, reference: first.ok ? first.reference : "" });
    expect(await bookings.list()).toHaveLength(1);
  });

  it.skipIf(skip)("moves a request new → answered → confirmed → done, taking its seats, and refuses other moves", async () => {
    const { bookings, departures } = await setup();
    const result = await bookings.submit(submission({ group_size: "3" }));
    if (!result.ok) throw new Error("not stored");
    expect(await bookings.changeState(result.reference, "done")).toMatchObject({ ok: false, error: /cannot become done/ });
    // Not answered (Home counts it) until it is.
    expect(await bookings.countUnanswered()).toBe(1);
    expect(await bookings.changeState(result.reference, "answered")).toMatchObject({ ok: true, request: { status: "answered" } });
    expect(await bookings.countUnanswered()).toBe(0);
    expect(await bookings.confirm(result.reference)).toMatchObject({
      ok: true,
      request: { status: "confirmed", seatsHeld: 3, departureId: 1 },
    });
    expect(await departures.get(1)).toMatchObject({ seatsTaken: 3, status: "scheduled" });
    expect(await bookings.list({ statuses: ["confirmed"] })).toHaveLength(1);
    // Declined after all: the seats go back.
    expect(await bookings.changeState(result.id, "declined")).toMatchObject({ ok: true, request: { status: "declined", seatsHeld: 0 } });
    expect(await departures.get(1)).toMatchObject({ seatsTaken: 0 });
    expect(await bookings.changeState(result.id, "done")).toMatchObject({ ok: true, request: { status: "done" } });
  });

  it.skipIf(skip)("confirms only onto a departure of the request's excursion that is not over, changing nothing otherwise", async () => {
    const { test, bookings, departures } = await setup();
    const result = await bookings.submit(submission({ group_size: "2", departure: "", date_from: "2027-01-10" }));
    if (!result.ok) throw new Error("not stored");
    const other = await departures.add({ offer: "freyclimb", startDate: "2027-01-10", seatsTotal: 6 });
    if (!other.ok) throw new Error("not added");
    expect(await bookings.confirm(result.id, other.departure.id)).toMatchObject({
      ok: false,
      problem: "other-excursion",
      error: /freyclimb, not trekkingLanin/,
    });
    // A departure of its own excursion that is over (as the command line could once add it).
    const past = await insertDeparture(
      test.database.db,
      {
        offer: "trekkingLanin",
        startDate: "2020-03-10",
        endDate: "2020-03-11",
        seatsTotal: 5,
        seatsTaken: 0,
        status: "scheduled",
        notes: {},
      },
      NOW,
    );
    expect(await bookings.confirm(result.id, past)).toMatchObject({ ok: false, problem: "past-departure" });
    expect(await bookings.get(result.id)).toMatchObject({ status: "new", seatsHeld: 0, departureId: null });
    expect(await departures.get(other.departure.id)).toMatchObject({ seatsTaken: 0 });
    expect(await departures.get(past)).toMatchObject({ seatsTaken: 0 });
    // Its own excursion's departure ahead is taken.
    expect(await bookings.confirm(result.id, 1)).toMatchObject({ ok: true, request: { status: "confirmed", departureId: 1 } });
  });

  it.skipIf(skip)("never overbooks: a confirmation that does not fit is refused and changes nothing", async () => {
    const { bookings, departures } = await setup();
    const big = await bookings.submit(submission({ group_size: "4" }));
    const pair = await bookings.submit(submission({ group_size: "2" }));
    if (!big.ok || !pair.ok) throw new Error("not stored");
    expect(await bookings.confirm(big.id)).toMatchObject({ ok: true });
    expect(await departures.get(1)).toMatchObject({ seatsTaken: 4, status: "scheduled" });
    expect(await bookings.confirm(pair.id)).toMatchObject({ ok: false, error: /1 seat\(s\) left/ });
    expect(await bookings.get(pair.id)).toMatchObject({ status: "new", seatsHeld: 0 });
    const single = await bookings.submit(submission({ group_size: "1" }));
    if (!single.ok) throw new Error("not stored");
    expect(await bookings.confirm(single.id)).toMatchObject({ ok: true });
    expect(await departures.get(1)).toMatchObject({ seatsTaken: 5, status: "full" });
  });

  // Several instances share PostgreSQL; on SQLite one instance serialises its writes (the same race on one instance).
  it.skipIf(skip)("gives the last seat to exactly one of two instances confirming at the same moment", async () => {
    const { test, bookings, departures } = await setup();
    const instances =
      engine === "postgres" ? [bookingsOn(test.connect()).bookings, bookingsOn(test.connect()).bookings] : [bookings, bookings];
    await departures.change(1, { seatsTaken: 4 });
    const one = await bookings.submit(submission({ group_size: "1" }));
    const other = await bookings.submit(submission({ group_size: "1" }));
    if (!one.ok || !other.ok) throw new Error("not stored");
    // Two instances: each its own connection pool to the same database.
    const results = await Promise.all([instances[0]!.confirm(one.id), instances[1]!.confirm(other.id)]);
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    expect(results.filter((result) => !result.ok)).toMatchObject([{ error: /seat\(s\) left/ }]);
    expect(await departures.get(1)).toMatchObject({ seatsTaken: 5, status: "full" });
    expect((await bookings.list({ statuses: ["confirmed"] })).map((request) => request.seatsHeld)).toEqual([1]);
  });

  it.skipIf(skip)(
    "emails the traveller once on confirming, in their language, with the calendar file, queued with the confirmation",
    async () => {
      const { test, bookings } = await setup();
      const result = await bookings.submit(submission({ group_size: "2" }, { lang: "es" }));
      if (!result.ok) throw new Error("not stored");
      const confirmedEmails = () =>
        test.database.db.selectFrom("mail_outbox").selectAll().where("kind", "=", "booking-confirmed").orderBy("id").execute();
      // The owner reads it first: nothing is queued, nothing changes.
      const preview = await bookings.previewConfirmation(result.id, 1, "¡Los esperamos en Junín!");
      if (!preview.ok) throw new Error(preview.error);
      expect(preview.subject).toMatch(/^Reserva confirmada: .*\(BV-[A-Z0-9]{6}\)/);
      expect(preview.attachments).toEqual([`${result.reference}.ics`]);
      expect(await confirmedEmails()).toHaveLength(0);
      expect(await bookings.get(result.id)).toMatchObject({ status: "new", seatsHeld: 0 });

      const confirmed = await bookings.confirm(result.id, 1, "¡Los esperamos en Junín!");
      expect(confirmed).toMatchObject({ ok: true, request: { status: "confirmed" }, emailed: { subject: preview.subject } });
      const emails = await confirmedEmails();
      expect(emails.map((email) => [email.booking_id, email.recipient, email.status])).toEqual([
        [result.id, expect.stringMatching(/^ana\.\d+@example\.org$/), "pending"],
      ]);
      const parsed = await simpleParser(emails[0]!.raw);
      // The exact email the owner saw.
      expect(parsed.subject).toBe(preview.subject);
      expect(parsed.text?.trim()).toBe(preview.text.trim());
      expect(parsed.text).toContain("¡Hola, Ana Pérez!");
      expect(parsed.text).toContain("¡Los esperamos en Junín!");
      expect(parsed.text).not.toContain("We are two");
      expect(parsed.attachments.map((file) => file.filename)).toEqual([`${result.reference}.ics`]);
      expect(parsed.attachments[0]!.content.toString("utf8")).toContain(`UID:${result.reference}@bariloche.example`);

      // Confirming again is refused and sends nothing.
      expect(await bookings.confirm(result.id, 1)).toMatchObject({ ok: false });
      expect(await confirmedEmails()).toHaveLength(1);
    },
  );

  it.skipIf(skip)("sends one confirmation when two instances confirm the same request at the same moment", async () => {
    const { test, bookings } = await setup();
    const instances =
      engine === "postgres" ? [bookingsOn(test.connect()).bookings, bookingsOn(test.connect()).bookings] : [bookings, bookings];
    const result = await bookings.submit(submission({ group_size: "2" }));
    if (!result.ok) throw new Error("not stored");
    const results = await Promise.all([instances[0]!.confirm(result.id, 1, "one"), instances[1]!.confirm(result.id, 1, "two")]);
    expect(results.filter((outcome) => outcome.ok)).toHaveLength(1);
    const emails = await test.database.db.selectFrom("mail_outbox").select("raw").where("kind", "=", "booking-confirmed").execute();
    expect(emails).toHaveLength(1);
    expect(await bookings.get(result.id)).toMatchObject({ status: "confirmed", seatsHeld: 2 });
  });

  it.skipIf(skip)("delivers the confirmation once, after a mail server outage and a restart", async () => {
    const { test, bookings } = await setup();
    const result = await bookings.submit(submission());
    if (!result.ok) throw new Error("not stored");
    expect(await bookings.confirm(result.id, 1)).toMatchObject({ ok: true });
    const refused = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:25"), { code: "ECONNREFUSED" });
    const down = createOutbox({
      db: test.database.db,
      transport: { description: "down", send: () => Promise.reject(refused), close() {} },
      now: () => NOW,
      log: memoryLog(),
    });
    while (await down.deliverOne()) {
      // every due email tried once, and failed
    }
    // The server starts again later, the mail server is back.
    const sent: OutgoingEmail[] = [];
    const up = createOutbox({
      db: test.connect().db,
      transport: { description: "up", send: async (email) => void sent.push(email), close() {} },
      now: () => NOW + 3_600_000,
      log: memoryLog(),
    });
    while (await up.deliverOne()) {
      // delivers what is due
    }
    expect(sent.filter((email) => email.kind === "booking-confirmed").map((email) => email.recipient)).toEqual([
      expect.stringMatching(/^ana\.\d+@example\.org$/),
    ]);
    expect(await up.deliverOne()).toBe(false);
  });

  it.skipIf(skip)("confirming without a departure, or onto another excursion's, emails nobody", async () => {
    const { test, bookings, departures } = await setup();
    const result = await bookings.submit(submission({ departure: "", date_from: "2027-01-10" }));
    if (!result.ok) throw new Error("not stored");
    const other = await departures.add({ offer: "freyclimb", startDate: "2027-01-10", seatsTotal: 6 });
    if (!other.ok) throw new Error("not added");
    expect(await bookings.previewConfirmation(result.id, other.departure.id)).toMatchObject({ ok: false, problem: "other-excursion" });
    expect(await bookings.confirm(result.id, other.departure.id)).toMatchObject({ ok: false, problem: "other-excursion" });
    expect(await bookings.changeState(result.id, "confirmed")).toMatchObject({ ok: true });
    const emails = await test.database.db.selectFrom("mail_outbox").select("id").where("kind", "=", "booking-confirmed").execute();
    expect(emails).toHaveLength(0);
  });

  it.skipIf(skip)("finds requests by reference, name or email", async () => {
    const { bookings } = await setup();
    const result = await bookings.submit(submission({ user_name: "Zoë 100%" }));
    if (!result.ok) throw new Error("not stored");
    expect((await bookings.list({ search: "zoë 100%" })).map((request) => request.id)).toEqual([result.id]);
    expect((await bookings.list({ search: result.reference.toLowerCase() })).map((request) => request.id)).toEqual([result.id]);
    expect(await bookings.list({ search: "nobody" })).toEqual([]);
    expect(await bookings.get(result.reference.toLowerCase())).toMatchObject({ id: result.id });
  });

  it.skipIf(skip)("lists requests a page at a time, new ones first, and counts what a filter finds", async () => {
    const { bookings } = await setup();
    const ids: number[] = [];
    for (let n = 0; n < 4; n++) {
      const result = await bookings.submit(submission({ departure: "", date_from: "2027-01-10" }));
      if (!result.ok) throw new Error("not stored");
      ids.push(result.id);
    }
    // The first two answered: the two new ones come first, each group the latest first.
    await bookings.changeState(ids[0]!, "answered");
    await bookings.changeState(ids[1]!, "answered");
    const order = (await bookings.list({ newFirst: true })).map((request) => request.id);
    expect(order).toEqual([ids[3], ids[2], ids[1], ids[0]]);
    expect((await bookings.list({ newFirst: true, limit: 2, offset: 2 })).map((request) => request.id)).toEqual([ids[1], ids[0]]);
    expect(await bookings.count({})).toBe(4);
    expect(await bookings.count({ statuses: ["new"] })).toBe(2);
    expect((await bookings.list({ ids: [ids[0]!, ids[2]!] })).map((request) => request.id)).toEqual([ids[2], ids[0]]);
    expect(await bookings.count({ ids: [] })).toBe(0);
    expect(await bookings.list({ ids: [] })).toEqual([]);
  });
});
