import { simpleParser } from "mailparser";
import { describe, expect, it } from "vitest";
import { cleanupAfterEach } from "../../../db/cleanup-after-each.ts";
import type { Database } from "../../../db/database.ts";
import { createMigratedTestDatabase, testEngines } from "../../../db/testing.ts";
import { seededCatalogue } from "../../catalogue/seed/seeded-catalogue.server.ts";
import { createDeparturesService } from "../../departures/service.server.ts";
import { createOutbox } from "../../mail/outbox.server.ts";
import { memoryLog, testMail, testSigner } from "../../mail/testing/setup.ts";
import type { MailTransport } from "../../mail/transport.server.ts";
import { createBookingsService } from "../service.server.ts";
import { REQUESTED_AT, requestOnDeparture } from "../testing.server.ts";
import { createBookingPageService } from "./service.server.ts";
import { pageDb } from "./tables.ts";

const unused: MailTransport = { description: "unused", send: () => Promise.reject(new Error("no delivery in this test")), close() {} };
const NOW = REQUESTED_AT;
const DAY = 86_400_000;

/** A participant as the form posts them, valid unless overridden. */
const participant = (overrides: Record<string, string> = {}) => ({
  full_name: "Ana Pérez",
  document: "AB 123.456",
  nationality: "Argentina",
  birth_date: "1990-04-02",
  emergency_name: "Luis Pérez",
  emergency_phone: "+54 9 294 412 3456",
  health: "Allergic to penicillin",
  experience: "Two volcanoes",
  shoe_size: "42",
  harness_size: "M",
  accept: "yes",
  ...overrides,
});

async function bookingOn(database: Database, options: { rate?: number } = {}) {
  let clock = NOW;
  const outbox = createOutbox({ db: database.db, transport: unused });
  const departures = createDeparturesService({ database, now: () => clock });
  const bookings = createBookingsService({
    catalogue: async () => seededCatalogue(),
    database,
    departures,
    outbox,
    mail: testMail,
    signer: testSigner,
    now: () => clock,
    log: memoryLog(),
    settings: { rateLimit: { count: 1000, windowMs: 3_600_000 } },
  });
  const { departureId, requestId } = await requestOnDeparture(database, bookings, { gear: ["helmet"] });
  const page = createBookingPageService({
    database,
    bookings,
    secret: "a-secret-of-at-least-thirty-two-characters",
    publicUrl: "https://bariloche.example",
    catalogue: async () => seededCatalogue(),
    clock: () => clock,
    now: () => clock,
    outbox,
    mail: async () => testMail,
    log: memoryLog(),
    settings: { participantDataDays: 30, rateLimit: { count: options.rate ?? 1000, windowMs: 600_000 } },
  });
  return {
    bookings,
    departures,
    departureId,
    requestId,
    page,
    confirm: () => bookings.changeState(requestId, "confirmed", { departureId }),
    setClock: (time: number) => {
      clock = time;
    },
  };
}

const tokenOf = (link: string) => link.split("/").pop()!;

describe.each(testEngines)("the booking page on $engine", ({ engine, skip }) => {
  const cleanups = cleanupAfterEach();

  async function setup(options: { rate?: number } = {}) {
    process.env.TEST_CLOCK = new Date(NOW).toISOString();
    const test = await createMigratedTestDatabase(engine);
    delete process.env.TEST_CLOCK;
    cleanups.push(() => test.cleanup());
    return { test, ...(await bookingOn(test.database, options)) };
  }

  it.skipIf(skip)("gives a confirmed request one private link, in its language, and keeps only the token's hash", async () => {
    const { test, page, requestId, confirm } = await setup();
    expect(await page.linkFor(requestId)).toBeUndefined();
    expect((await confirm()).ok).toBe(true);
    const link = await page.linkFor(requestId);
    expect(link).toMatch(/^https:\/\/bariloche\.example\/es\/booking\/[A-Za-z0-9_-]{43}$/);
    expect(await page.linkFor(requestId)).toBe(link);
    // The same inside a transaction (the one that confirms, composing the confirmation email).
    expect(await test.database.db.transaction().execute((trx) => page.linkFor(requestId, trx))).toBe(link);
    const rows = await pageDb(test.database.db).selectFrom("booking_links").selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(tokenOf(link!));
    expect(await page.open(tokenOf(link!))).toMatchObject({ kind: "open", scope: { kind: "booker" }, lang: "es" });
    for (const wrong of ["x".repeat(43), tokenOf(link!).slice(0, 42), "", "../../admin"])
      expect(await page.open(wrong)).toEqual({ kind: "unknown" });
  });

  it.skipIf(skip)(
    "saves two participants, one through their own link, with the conditions' version, and refuses bad input saving nothing",
    async () => {
      const { test, page, requestId, confirm } = await setup();
      await confirm();
      const token = tokenOf((await page.linkFor(requestId))!);
      const opened = await page.open(token);
      if (opened.kind !== "open") throw new Error("not open");
      const view = await page.view(opened);
      expect(view.participants.map((one) => one.slot)).toEqual([1, 2]);
      expect(view.total).toMatch(/\d/);
      // The conditions are dated by when their text was first shown (a day in words on the page), not by an internal code.
      const since = view.conditionsSince;
      expect(Number.isFinite(since)).toBe(true);
      expect((await page.view(opened)).conditionsSince).toBe(since);
      // Opened in another language (the page's language selector): the same booking, its words and conditions in that language.
      const french = await page.open(token, "fr");
      if (french.kind !== "open") throw new Error("not open in French");
      expect(french.request.id).toBe(requestId);
      const frenchView = await page.view(french);
      expect(frenchView.lang).toBe("fr");
      expect(frenchView.reference).toBe(view.reference);
      expect(frenchView.conditions.hash).not.toBe(view.conditions.hash);
      const conditionsHash = view.conditions.hash;
      const bad = await page.saveParticipant({
        token,
        slot: 1,
        conditionsHash,
        visitorHash: "v",
        form: participant({ birth_date: "2027-01-01", emergency_name: " ana  PEREZ ", document: "12", accept: "" }),
      });
      expect(bad).toMatchObject({
        ok: false,
        kind: "refused",
        errors: { birth_date: "birth_future", emergency_name: "emergency_same", document: "document_invalid", accept: "accept_required" },
      });
      const db = pageDb(test.database.db);
      expect(await db.selectFrom("booking_participants").selectAll().execute()).toEqual([]);
      // The texts shown are kept, each once, with when first shown; a refused save adds nothing.
      const shownTexts = async () =>
        (await db.selectFrom("booking_conditions").select("hash").orderBy("hash").execute()).map((row) => row.hash);
      expect(await shownTexts()).toEqual([view.conditions.hash, frenchView.conditions.hash].sort());

      expect(await page.saveParticipant({ token, slot: 1, conditionsHash, visitorHash: "v", form: participant() })).toEqual({
        ok: true,
        slot: 1,
        own: false,
      });
      const forwarded = view.participantLinks[2]!;
      expect(forwarded).toMatch(/\/es\/booking\//);
      expect(await page.open(tokenOf(forwarded))).toMatchObject({ kind: "open", scope: { kind: "participant", slot: 2 } });
      // Through a participant's link, its own slot whatever the post says.
      const own = await page.saveParticipant({
        token: tokenOf(forwarded),
        slot: 1,
        conditionsHash,
        visitorHash: "w",
        form: participant({ full_name: "Bruno Díaz", emergency_name: "Carla Díaz", document: "X1234567" }),
      });
      expect(own).toEqual({ ok: true, slot: 2, own: true });
      // Still theirs: the participant opens their form again, with what they typed, and corrects it.
      const reopened = await page.open(tokenOf(forwarded));
      if (reopened.kind !== "open") throw new Error("the participant's link no longer opens");
      expect((await page.view(reopened)).participants).toMatchObject([{ slot: 2, values: { document: "X1234567" } }]);
      expect(
        await page.saveParticipant({
          token: tokenOf(forwarded),
          slot: 2,
          conditionsHash,
          visitorHash: "w",
          form: participant({ full_name: "Bruno Díaz", emergency_name: "Carla Díaz", document: "X7654321" }),
        }),
      ).toEqual({ ok: true, slot: 2, own: true });
      // The booker can neither read nor overwrite it.
      expect(
        await page.saveParticipant({ token, slot: 2, conditionsHash, visitorHash: "v", form: participant({ full_name: "Someone Else" }) }),
      ).toMatchObject({ ok: false, formError: "closed" });
      const rows = await db.selectFrom("booking_participants").selectAll().orderBy("slot").execute();
      expect(rows.map((row) => [row.slot, row.full_name, row.document, row.conditions_name, row.filled_by])).toEqual([
        [1, "Ana Pérez", "AB123456", "Ana Pérez", "booker"],
        [2, "Bruno Díaz", "X7654321", "Bruno Díaz", "participant"],
      ]);
      expect(rows.every((row) => row.conditions_hash === conditionsHash && row.conditions_at === NOW)).toBe(true);
      const kept = await db.selectFrom("booking_conditions").selectAll().where("hash", "=", conditionsHash).execute();
      expect(kept).toHaveLength(1);
      expect(kept[0]!.text).toContain(view.conditions.risks);
      expect(await shownTexts()).toHaveLength(2);
      // The booker sees the second participant registered, not their personal data.
      const again = await page.view(opened);
      expect(again.participants[1]).toMatchObject({ filled: true, name: "Bruno Díaz", values: null });
      expect(again.participants[0]!.values).toMatchObject({ document: "AB123456" });
      expect(again.participantLinks).toEqual({});
      // Conditions changed since the page was shown: nothing saved, the page shows the new text.
      expect(
        await page.saveParticipant({
          token,
          slot: 1,
          conditionsHash: "0".repeat(64),
          visitorHash: "v",
          form: participant({ full_name: "Other" }),
        }),
      ).toMatchObject({ ok: false, formError: "form_expired" });
      expect((await db.selectFrom("booking_participants").select("full_name").where("slot", "=", 1).executeTakeFirst())?.full_name).toBe(
        "Ana Pérez",
      );
    },
  );

  it.skipIf(skip)("sends the link again by email, in the traveller's language, and gives it ahead to the email that confirms", async () => {
    const { test, page, requestId, confirm } = await setup();
    const ahead = await page.linkFor(requestId, undefined, { ahead: true });
    expect(ahead).toMatch(/\/es\/booking\//);
    // Not confirmed yet: the link opens nothing until it is.
    expect(await page.open(tokenOf(ahead!))).toEqual({ kind: "unknown" });
    expect(await page.sendLink(requestId)).toEqual({ ok: false, problem: "no-link" });
    await confirm();
    expect(await page.linkFor(requestId)).toBe(ahead);
    expect(await page.sendLink(requestId)).toEqual({ ok: true, to: "ana@example.org" });
    const email = await test.database.db
      .selectFrom("mail_outbox")
      .selectAll()
      .where("kind", "=", "booking-page-link")
      .executeTakeFirstOrThrow();
    expect(email.recipient).toBe("ana@example.org");
    expect(email.booking_id).toBe(requestId);
    const parsed = await simpleParser(email.raw);
    expect(parsed.subject).toMatch(/^Tu página de reserva BV-/);
    expect(parsed.text).toContain(ahead);
  });

  it.skipIf(skip)("limits the posts one client makes", async () => {
    const { page, requestId, confirm } = await setup({ rate: 2 });
    await confirm();
    const token = tokenOf((await page.linkFor(requestId))!);
    const post = () => page.saveParticipant({ token, slot: 1, conditionsHash: "x", visitorHash: "same", form: participant() });
    await post();
    await post();
    expect(await post()).toMatchObject({ ok: false, formError: "rate_limited" });
  });

  it.skipIf(skip)(
    "takes a request to cancel; accepted, the request is declined, its seats freed, and its link says it was cancelled",
    async () => {
      const { page, requestId, confirm, departures, departureId, bookings } = await setup();
      await confirm();
      expect((await departures.get(departureId))?.seatsTaken).toBe(2);
      const token = tokenOf((await page.linkFor(requestId))!);
      expect(await page.askCancel({ token, reason: " ", visitorHash: "v" })).toMatchObject({ ok: false, formError: "reason_required" });
      expect(await page.askCancel({ token, reason: "Sick", visitorHash: "v" })).toEqual({ ok: true });
      expect(await page.askCancel({ token, reason: "Again", visitorHash: "v" })).toMatchObject({ ok: false, formError: "already_asked" });
      expect(await page.answerCancel(requestId, { accept: false, line: "", by: "owner@example.org" })).toEqual({
        ok: false,
        error: "answer-required",
      });
      expect(await page.answerCancel(requestId, { accept: true, line: "", by: "owner@example.org" })).toEqual({ ok: true });
      expect(await page.answerCancel(requestId, { accept: true, line: "", by: "owner@example.org" })).toEqual({
        ok: false,
        error: "not-asked",
      });
      expect((await bookings.get(requestId))?.status).toBe("declined");
      expect((await departures.get(departureId))?.seatsTaken).toBe(0);
      expect(await page.open(token)).toMatchObject({ kind: "cancelled", lang: "es" });
    },
  );

  it.skipIf(skip)(
    "tells the business of a request to cancel once, in Spanish, with no participant's personal data; Home's list has it until answered",
    async () => {
      const { test, page, requestId, confirm } = await setup();
      await confirm();
      const token = tokenOf((await page.linkFor(requestId))!);
      // A participant filled in with personal data the business email must not carry.
      const opened = await page.open(token);
      if (opened.kind !== "open") throw new Error("not open");
      const conditionsHash = (await page.view(opened)).conditions.hash;
      expect((await page.saveParticipant({ token, slot: 1, conditionsHash, visitorHash: "v", form: participant() })).ok).toBe(true);
      const asks = await Promise.all([
        page.askCancel({ token, reason: "Mi hermana se casa ese fin de semana", visitorHash: "v" }),
        page.askCancel({ token, reason: "Mi hermana se casa ese fin de semana", visitorHash: "w" }),
      ]);
      expect(asks.filter((answer) => answer.ok)).toHaveLength(1);
      expect(await page.cancelsWaiting()).toEqual([requestId]);
      const emails = await test.database.db
        .selectFrom("mail_outbox")
        .select(["raw", "recipient"])
        .where("kind", "=", "booking-cancel-asked")
        .execute();
      expect(emails).toHaveLength(1);
      expect(emails[0]!.recipient).toBe("guides@example.com");
      const parsed = await simpleParser(emails[0]!.raw);
      expect(parsed.subject).toMatch(/^Pedido de cancelación BV-[A-Z0-9]{6}: /);
      expect(parsed.text).toContain("Ana Pérez pide cancelar la reserva");
      expect(parsed.text).toContain("Motivo:\nMi hermana se casa ese fin de semana");
      expect(parsed.text).toContain("Personas: 2");
      expect(parsed.text).toMatch(/https:\/\/bariloche\.example\/admin\/requests\/\d+/);
      expect(parsed.replyTo?.text).toContain("ana@example.org");
      for (const personal of ["AB 123.456", "1990-04-02", "Luis Pérez", "412 3456", "penicillin"])
        expect(parsed.text).not.toContain(personal);
      expect(parsed.html || "").not.toContain("penicillin");
      // Answered: no longer waiting.
      await page.answerCancel(requestId, { accept: false, line: "Lo charlamos por WhatsApp", by: "owner@example.org" });
      expect(await page.cancelsWaiting()).toEqual([]);
    },
  );

  it.skipIf(skip)("deletes the personal data 30 days after the departure's last day, once, in the history, keeping names", async () => {
    const { test, page, requestId, confirm, setClock } = await setup();
    await confirm();
    const token = tokenOf((await page.linkFor(requestId))!);
    const opened = await page.open(token);
    if (opened.kind !== "open") throw new Error("not open");
    const { hash } = (await page.view(opened)).conditions;
    await page.saveParticipant({ token, slot: 1, conditionsHash: hash, visitorHash: "v", form: participant() });
    // The last day is 2026-12-12: on 2027-01-10 (29 days after), everything is still there.
    setClock(Date.parse("2027-01-10T15:00:00Z"));
    expect(await page.purge()).toBe(0);
    expect(await page.open(token)).toMatchObject({ kind: "open" });
    setClock(Date.parse("2027-01-11T15:00:00Z"));
    expect(await Promise.all([page.purge(), page.purge()]).then(([a, b]) => a + b)).toBe(1);
    expect(await page.purge()).toBe(0);
    const db = pageDb(test.database.db);
    const row = await db.selectFrom("booking_participants").selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      full_name: "Ana Pérez",
      document: null,
      birth_date: null,
      emergency_name: null,
      emergency_phone: null,
      health: null,
      personal_deleted_at: Date.parse("2027-01-11T15:00:00Z"),
    });
    const history = await test.database.db.selectFrom("workspace_audit").selectAll().where("action", "=", "participants.purged").execute();
    expect(history).toHaveLength(1);
    expect(history[0]!.after).not.toContain("AB123456");
    expect(history[0]!.after).not.toContain("penicillin");
    expect(await page.open(token)).toEqual({ kind: "unknown" });
    expect(await page.linkFor(requestId)).toBeUndefined();
    void DAY;
  });

  it.skipIf(skip)(
    "lets a participant correct their form until the departure starts, then refuses corrections but still takes a first form",
    async () => {
      const { test, page, requestId, confirm, setClock } = await setup();
      await confirm();
      const token = tokenOf((await page.linkFor(requestId))!);
      const opened = await page.open(token);
      if (opened.kind !== "open") throw new Error("not open");
      const view = await page.view(opened);
      expect(view).toMatchObject({ started: false, until: "2027-01-11" });
      const own = tokenOf(view.participantLinks[1]!);
      const conditionsHash = view.conditions.hash;
      const save = (form: Record<string, string>, through = own, slot = 1) =>
        page.saveParticipant({ token: through, slot, conditionsHash, visitorHash: "w", form: participant(form) });
      expect(await save({})).toEqual({ ok: true, slot: 1, own: true });
      // The evening before the departure (2026-12-10, business time): still corrected.
      setClock(Date.parse("2026-12-09T23:30:00-03:00"));
      expect(await save({ health: "Asthma" })).toEqual({ ok: true, slot: 1, own: true });
      // From the departure's first day: refused, nothing changed.
      setClock(Date.parse("2026-12-10T00:10:00-03:00"));
      const reopened = await page.open(own);
      if (reopened.kind !== "open") throw new Error("not open");
      expect((await page.view(reopened)).started).toBe(true);
      expect(await save({ health: "Nothing" })).toEqual({ ok: false, kind: "refused", errors: {}, formError: "corrections_closed" });
      const rows = await pageDb(test.database.db).selectFrom("booking_participants").select(["slot", "health"]).execute();
      expect(rows).toEqual([{ slot: 1, health: "Asthma" }]);
      // A form never filled in can still be given at the meeting point.
      expect(await save({ full_name: "Bruno Díaz", emergency_name: "Carla Díaz" }, token, 2)).toEqual({ ok: true, slot: 2, own: false });
    },
  );
});
