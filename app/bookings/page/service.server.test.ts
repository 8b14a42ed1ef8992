import { createHash, createHmac } from "node:crypto";
import { sql } from "kysely";
import { simpleParser } from "mailparser";
import { describe, expect, it } from "vitest";
import { cleanupAfterEach } from "../../../db/cleanup-after-each.ts";
import type { Database } from "../../../db/database.ts";
import { migrate } from "../../../db/database.ts";
import { migrations } from "../../../db/migrations/index.ts";
import { createMigratedTestDatabase, createTestDatabase, testEngines } from "../../../db/testing.ts";
import type { Catalogue } from "../../catalogue/model.ts";
import { seededCatalogue } from "../../catalogue/seed/seeded-catalogue.server.ts";
import { createDeparturesService } from "../../departures/service.server.ts";
import { createOutbox } from "../../mail/outbox.server.ts";
import { memoryLog, testMail, testSigner } from "../../mail/testing/setup.ts";
import type { MailTransport } from "../../mail/transport.server.ts";
import { createBookingsService } from "../service.server.ts";
import { REQUESTED_AT, requestOnDeparture } from "../testing.server.ts";
import { createBookingPageService } from "./service.server.ts";

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

async function bookingOn(database: Database, options: { rate?: number; transport?: MailTransport; catalogue?: Catalogue } = {}) {
  let clock = NOW;
  const outbox = createOutbox({ db: database.db, transport: options.transport ?? unused });
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
    publicUrl: "https://bariloche.example",
    catalogue: async () => options.catalogue ?? seededCatalogue(),
    clock: () => clock,
    now: () => clock,
    outbox,
    mail: async () => testMail,
    log: memoryLog(),
    settings: { participantDataDays: 30, rateLimit: { count: options.rate ?? 1000, windowMs: 600_000 } },
  });
  return {
    outbox,
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
const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");
/** The forms' key the tests' instances share (FORMS_SECRET): booking links were derived from it until migration 0022. */
const FORMS_KEY = "a-secret-of-at-least-thirty-two-characters";
/** A link as the server made them before migration 0022: an HMAC of the request, the slot and a generation under the forms' key. */
const derivedToken = (key: string, requestId: number, slot: number, generation = 1) =>
  createHmac("sha256", key).update(`booking-page\0${requestId}\0${slot}\0${generation}`).digest("base64url");
const delivered: MailTransport = { description: "accepts everything", send: async () => {}, close() {} };

/** Every row of every table of the database, as text: what a copy of it holds. */
async function everything(database: Database): Promise<string> {
  const names =
    database.engine === "sqlite"
      ? (await sql<{ name: string }>`select name from sqlite_master where type = 'table'`.execute(database.db)).rows
      : (
          await sql<{
            name: string;
          }>`select table_name as name from information_schema.tables where table_schema = current_schema()`.execute(database.db)
        ).rows;
  const parts: string[] = [];
  for (const { name } of names) parts.push(JSON.stringify((await sql`select * from ${sql.table(name)}`.execute(database.db)).rows));
  return parts.join("\n");
}

describe.each(testEngines)("the booking page on $engine", ({ engine, skip }) => {
  const cleanups = cleanupAfterEach();

  async function setup(options: { rate?: number; catalogue?: Catalogue } = {}) {
    process.env.TEST_CLOCK = new Date(NOW).toISOString();
    const test = await createMigratedTestDatabase(engine);
    delete process.env.TEST_CLOCK;
    cleanups.push(() => test.cleanup());
    return { test, ...(await bookingOn(test.database, options)) };
  }

  it.skipIf(skip)("shows a meeting point and a list written in another language only, as written and said so (decision 0120)", async () => {
    const catalogue = structuredClone(seededCatalogue());
    const volcano = catalogue.excursions.find((entry) => entry.key === "trekkingLanin")!;
    volcano.data.meeting = { mapUrl: "", time: "07:30" };
    volcano.texts.en = { ...volcano.texts.en!, meetingPlace: "YPF station, Junín de los Andes", bring: "- Mountain boots" };
    const { page, requestId, confirm } = await setup({ catalogue });
    await confirm();
    const opened = await page.open(tokenOf((await page.linkFor(requestId))!));
    if (opened.kind !== "open") throw new Error("not open");
    const view = await page.view(opened);
    expect(view.lang).toBe("es");
    // Never left out: the English text, its language, and the line in the page's language.
    expect(view.meeting).toMatchObject({
      place: "YPF station, Junín de los Andes",
      placeIn: { lang: "en", note: "Texto disponible solo en inglés." },
    });
    expect(view.bring).toEqual(["Mountain boots"]);
    expect(view.bringIn).toEqual({ lang: "en", note: "Texto disponible solo en inglés." });
  });

  it.skipIf(skip)(
    "gives a confirmed request a new random private link each time, in its language, and keeps only their hashes",
    async () => {
      const { test, page, requestId, confirm } = await setup();
      expect(await page.linkFor(requestId)).toBeUndefined();
      expect((await confirm()).ok).toBe(true);
      const link = await page.linkFor(requestId);
      expect(link).toMatch(/^https:\/\/bariloche\.example\/es\/booking\/[A-Za-z0-9_-]{43}$/);
      const again = await page.linkFor(requestId);
      // Inside a transaction too (the one that confirms, composing the confirmation email).
      const inside = await test.database.db.transaction().execute((trx) => page.linkFor(requestId, trx));
      expect(new Set([link, again, inside]).size).toBe(3);
      const rows = await test.database.db.selectFrom("booking_links").selectAll().execute();
      expect(rows).toHaveLength(3);
      for (const one of [link, again, inside]) {
        expect(JSON.stringify(rows)).not.toContain(tokenOf(one!));
        // Every link made keeps opening the booking.
        expect(await page.open(tokenOf(one!))).toMatchObject({ kind: "open", scope: { kind: "booker" }, lang: "es" });
      }
      for (const wrong of ["x".repeat(43), tokenOf(link!).slice(0, 42), "", "../../admin"])
        expect(await page.open(wrong)).toEqual({ kind: "unknown" });
    },
  );

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
      // The helmet asked for is in the total, as its own line (two people, three days, USD 5 a day).
      expect(view.totalLines.map(([label, value]) => [label, value.replace(/[\u00a0\u202f]/g, " ")])).toEqual([
        ["Ascenso al volcán Lanín", "USD 1.040"],
        ["Casco", "2 × USD 5 / día × 3 días = USD 30"],
      ]);
      expect(view.total?.replace(/[\u00a0\u202f]/g, " ")).toBe("USD 1.070");
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
      const db = test.database.db;
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
      // The same page shows the same link to forward.
      expect((await page.view(opened)).participantLinks[2]).toBe(forwarded);
      const through = await page.open(tokenOf(forwarded));
      expect(through).toMatchObject({ kind: "open", scope: { kind: "participant", slot: 2 }, role: "forwarded" });
      if (through.kind !== "open") throw new Error("not open");
      // A participant's page shows no group money.
      expect((await page.view(through)).total).toBeNull();
      // Through a participant's link, its own slot whatever the post says; the first save gives them a link of their own.
      const own = await page.saveParticipant({
        token: tokenOf(forwarded),
        slot: 1,
        conditionsHash,
        visitorHash: "w",
        form: participant({ full_name: "Bruno Díaz", emergency_name: "Carla Díaz", document: "X1234567" }),
      });
      expect(own).toMatchObject({
        ok: true,
        slot: 2,
        own: true,
        ownLink: expect.stringMatching(/^https:\/\/bariloche\.example\/es\/booking\//),
      });
      const ownLink = own.ok ? own.ownLink! : "";
      expect(ownLink).not.toBe(forwarded);
      // The forwarded link now shows only their name and that the form is done, and takes no post.
      expect(await page.open(tokenOf(forwarded))).toEqual({
        kind: "handedOver",
        lang: "es",
        reference: expect.any(String),
        slot: 2,
        name: "Bruno Díaz",
        conditionsAt: NOW,
      });
      expect(
        await page.saveParticipant({
          token: tokenOf(forwarded),
          slot: 2,
          conditionsHash,
          visitorHash: "v",
          form: participant({ full_name: "Bruno Díaz", emergency_name: "Carla Díaz", document: "Z0000000" }),
        }),
      ).toEqual({ ok: false, kind: "refused", errors: {}, formError: "handed_over" });
      // Still theirs through their own link: the participant opens their form again, with what they typed, and corrects it.
      const reopened = await page.open(tokenOf(ownLink));
      if (reopened.kind !== "open") throw new Error("the participant's own link does not open");
      const ownView = await page.view(reopened);
      expect(ownView.participants).toMatchObject([{ slot: 2, values: { document: "X1234567" } }]);
      expect(ownView).toMatchObject({ ownLink, total: null, participantLinks: {} });
      expect(
        await page.saveParticipant({
          token: tokenOf(ownLink),
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
    expect(await page.open(tokenOf(ahead!))).toMatchObject({ kind: "open", scope: { kind: "booker" } });
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
    // A new link of its own, which opens the booking as the first one still does.
    const sent = parsed.text?.match(/https:\/\/bariloche\.example\/es\/booking\/[A-Za-z0-9_-]{43}/)?.[0];
    expect(sent).toBeDefined();
    expect(sent).not.toBe(ahead);
    expect(await page.open(tokenOf(sent!))).toMatchObject({ kind: "open", scope: { kind: "booker" } });
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
      expect(parsed.subject).toMatch(/^Solicitud de cancelación BV-[A-Z0-9]{6}: /);
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
    const db = test.database.db;
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

  it.skipIf(skip)("lets a participant correct their form until the departure starts, then closes every form, filled or not", async () => {
    const { test, page, requestId, confirm, setClock } = await setup();
    await confirm();
    const token = tokenOf((await page.linkFor(requestId))!);
    const opened = await page.open(token);
    if (opened.kind !== "open") throw new Error("not open");
    const view = await page.view(opened);
    expect(view).toMatchObject({ started: false, until: "2027-01-11" });
    const forwarded = tokenOf(view.participantLinks[1]!);
    const conditionsHash = view.conditions.hash;
    const first = await page.saveParticipant({ token: forwarded, slot: 1, conditionsHash, visitorHash: "w", form: participant() });
    if (!first.ok || !first.ownLink) throw new Error("no link of their own");
    const own = tokenOf(first.ownLink);
    const save = (form: Record<string, string>, through = own, slot = 1) =>
      page.saveParticipant({ token: through, slot, conditionsHash, visitorHash: "w", form: participant(form) });
    // The evening before the departure (2026-12-10, business time): still corrected.
    setClock(Date.parse("2026-12-09T23:30:00-03:00"));
    expect(await save({ health: "Asthma" })).toEqual({ ok: true, slot: 1, own: true });
    // From the departure's first day: refused, nothing changed.
    setClock(Date.parse("2026-12-10T00:10:00-03:00"));
    const reopened = await page.open(own);
    if (reopened.kind !== "open") throw new Error("not open");
    expect((await page.view(reopened)).started).toBe(true);
    expect(await save({ health: "Nothing" })).toEqual({ ok: false, kind: "refused", errors: {}, formError: "corrections_closed" });
    const rows = await test.database.db.selectFrom("booking_participants").select(["slot", "health"]).execute();
    expect(rows).toEqual([{ slot: 1, health: "Asthma" }]);
    // A form never filled in closes too: the guide's list is what counts on the day.
    expect(await save({ full_name: "Bruno Díaz", emergency_name: "Carla Díaz" }, token, 2)).toEqual({
      ok: false,
      kind: "refused",
      errors: {},
      formError: "forms_closed",
    });
    expect(await test.database.db.selectFrom("booking_participants").select("slot").execute()).toEqual([{ slot: 1 }]);
  });

  it.skipIf(skip)(
    "on a departure to be confirmed, counts the retention from the request's own dates, else from its confirmation plus a year",
    async () => {
      const { test, page, requestId, departureId, confirm, setClock } = await setup();
      // Confirmed on 25 November 2026 (the business clock), then its departure's dates are taken back.
      await confirm();
      const { db } = test.database;
      await db.updateTable("departures").set({ start_date: null, end_date: null }).where("id", "=", departureId).execute();
      const token = tokenOf((await page.linkFor(requestId))!);
      const viewAt = async (time: number) => {
        setClock(time);
        const opened = await page.open(token);
        return opened.kind === "open" ? page.view(opened) : opened;
      };
      const own = (await viewAt(NOW)) as Awaited<ReturnType<typeof page.view>>;
      // No date at all: a year after its confirmation is taken as the trip's day, and 30 days after it the data goes.
      expect(own).toMatchObject({ started: false, until: "2027-12-25" });
      const save = (slot: number, through = token) =>
        page.saveParticipant({ token: through, slot, conditionsHash: own.conditions.hash, visitorHash: "t", form: participant() });
      expect(await save(1)).toMatchObject({ ok: true });
      // The bound's day: the forms close (filled or not).
      expect(await viewAt(Date.parse("2026-11-25T12:00:00-03:00") + 365 * DAY)).toMatchObject({ started: true });
      expect(await save(2)).toMatchObject({ ok: false, formError: "forms_closed" });
      expect(await page.purge()).toBe(0);
      // The last day of the retention: still open; the next, gone, and its personal data emptied.
      expect(await viewAt(Date.parse("2027-12-24T23:00:00-03:00"))).toMatchObject({ until: "2027-12-25" });
      expect(await viewAt(Date.parse("2027-12-25T00:30:00-03:00"))).toEqual({ kind: "unknown" });
      expect(await page.purge()).toBe(1);
      const left = await db.selectFrom("booking_participants").select(["health", "document"]).execute();
      expect(left).toEqual([{ health: null, document: null }]);

      // With dates of its own, those count: from the last of them.
      await db
        .updateTable("booking_requests")
        .set({ date_from: "2027-02-01", date_to: "2027-02-03" })
        .where("id", "=", requestId)
        .execute();
      setClock(NOW);
      const dated = await page.open(token);
      if (dated.kind !== "open") throw new Error("not open");
      expect(await page.view(dated)).toMatchObject({ started: false, until: "2027-03-05" });
      expect(await viewAt(Date.parse("2027-02-01T08:00:00-03:00"))).toMatchObject({ started: true });
      expect(await viewAt(Date.parse("2027-03-05T08:00:00-03:00"))).toEqual({ kind: "unknown" });
    },
  );

  it.skipIf(skip)("keeps no link, nor any way to make one, in the database: a copy of it opens no booking", async () => {
    process.env.TEST_CLOCK = new Date(NOW).toISOString();
    const test = await createMigratedTestDatabase(engine);
    delete process.env.TEST_CLOCK;
    cleanups.push(() => test.cleanup());
    const { page, requestId, confirm, outbox } = { ...(await bookingOn(test.database, { transport: delivered })) };
    await confirm();
    const booker = tokenOf((await page.linkFor(requestId))!);
    expect(await page.sendLink(requestId)).toMatchObject({ ok: true });
    const opened = await page.open(booker);
    if (opened.kind !== "open") throw new Error("not open");
    const view = await page.view(opened);
    const forwarded = Object.values(view.participantLinks).map(tokenOf);
    expect(forwarded).toHaveLength(2);
    const saved = await page.saveParticipant({
      token: forwarded[0]!,
      slot: 1,
      conditionsHash: view.conditions.hash,
      visitorHash: "w",
      form: participant(),
    });
    if (!saved.ok || !saved.ownLink) throw new Error("not saved");
    // The email that carried a link is sent: the outbox keeps it without the token.
    const linkEmail = () =>
      test.database.db.selectFrom("mail_outbox").select("raw").where("kind", "=", "booking-page-link").executeTakeFirstOrThrow();
    const emailed = await linkEmail();
    const sentToken = (await simpleParser(emailed.raw)).text?.match(/\/booking\/([A-Za-z0-9_-]{43})/)?.[1];
    expect(sentToken).toBeDefined();
    while (await outbox.deliverOne()) {}
    const tokens = [booker, sentToken!, ...forwarded, tokenOf(saved.ownLink)];
    for (const token of tokens) expect(await page.open(token)).toMatchObject({ kind: expect.stringMatching(/^(open|handedOver)$/) });
    const copy = await everything(test.database);
    for (const token of tokens) expect(copy).not.toContain(token);
    expect((await simpleParser((await linkEmail()).raw)).text).toMatch(/\/booking\/x{43}/);
    // Nor does any key the copy holds, nor the forms' key itself, make any link it knows the hash of.
    const hashes = new Set(
      (await test.database.db.selectFrom("booking_links").select("token_hash").execute()).map((row) => row.token_hash),
    );
    const keys = [FORMS_KEY, ...(await test.database.db.selectFrom("settings").select("value").execute()).map((row) => row.value)];
    for (const key of keys)
      for (let slot = 0; slot <= 2; slot++)
        for (let generation = 1; generation <= 3; generation++)
          expect(hashes.has(sha256(derivedToken(key, requestId, slot, generation)))).toBe(false);
  });

  it.skipIf(skip)("still opens a link made before the links became random (migration 0022): links already sent keep working", async () => {
    process.env.TEST_CLOCK = new Date(NOW).toISOString();
    const test = await createTestDatabase(engine);
    delete process.env.TEST_CLOCK;
    cleanups.push(() => test.cleanup());
    const database = test.connect();
    await migrate(
      database,
      migrations.filter((migration) => migration.name !== "0022-random-booking-links"),
    );
    const { page, requestId, confirm } = await bookingOn(database);
    await confirm();
    // The booker's link and a participant's, as the server made and stored them then.
    const old = { booker: derivedToken(FORMS_KEY, requestId, 0), participant: derivedToken(FORMS_KEY, requestId, 1) };
    for (const [slot, token] of [
      [0, old.booker],
      [1, old.participant],
    ] as const)
      await sql`insert into booking_links (request_id, slot, generation, token_hash, created_at) values (${requestId}, ${slot}, 1, ${sha256(token)}, ${NOW})`.execute(
        database.db,
      );
    expect(await migrate(database)).toEqual(["0022-random-booking-links"]);
    expect(await page.open(old.booker)).toMatchObject({ kind: "open", scope: { kind: "booker" }, role: "booking" });
    expect(await page.open(old.participant)).toMatchObject({ kind: "open", scope: { kind: "participant", slot: 1 }, role: "forwarded" });
    // New links are random: nothing derives them from the forms' key any more.
    const fresh = tokenOf((await page.linkFor(requestId))!);
    expect(fresh).not.toBe(old.booker);
    expect(fresh).not.toBe(derivedToken(FORMS_KEY, requestId, 0, 2));
  });
});
