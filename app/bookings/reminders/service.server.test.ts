import { simpleParser } from "mailparser";
import { describe, expect, it } from "vitest";
import { cleanupAfterEach } from "../../../db/cleanup-after-each.ts";
import type { Database } from "../../../db/database.ts";
import { createMigratedTestDatabase, testEngines } from "../../../db/testing.ts";
import { NOTICE_KINDS, REMINDER_KINDS } from "./mail.server.ts";
import { at, confirmedBooking, NOW } from "./testing.server.ts";

describe.each(testEngines)("the reminders on $engine", ({ engine, skip }) => {
  const cleanups = cleanupAfterEach();

  async function setup() {
    process.env.TEST_CLOCK = new Date(NOW).toISOString();
    const test = await createMigratedTestDatabase(engine);
    delete process.env.TEST_CLOCK;
    cleanups.push(() => test.cleanup());
    const clock = { now: NOW };
    return { test, clock, ...(await confirmedBooking(test.database, clock)) };
  }

  const emailsOf = (database: Database, kind: string) =>
    database.db.selectFrom("mail_outbox").select(["raw", "recipient"]).where("kind", "=", kind).execute();

  it.skipIf(skip)(
    "sends the reminder two days before once, in Spanish, with the link and the missing forms, even run again or by two instances",
    async () => {
      const { test, clock, instance, page } = await setup();
      const first = instance();
      // Three days before: nothing yet.
      clock.now = at("2026-12-07");
      expect(await first.run()).toBe(0);
      clock.now = at("2026-12-08");
      // Two instances at once, then one run again, then a restarted one: one email.
      const counts = await Promise.all([first.run(), instance().run()]);
      expect(counts.reduce((a, b) => a + b, 0)).toBe(1);
      expect(await first.run()).toBe(0);
      expect(await instance().run()).toBe(0);
      const emails = await emailsOf(test.database, REMINDER_KINDS.before);
      expect(emails).toHaveLength(1);
      expect(emails[0]!.recipient).toBe("ana@example.org");
      const text = (await simpleParser(emails[0]!.raw)).text ?? "";
      expect(text).toContain("Hola Ana Pérez");
      // A link of its own (every email carries a new one), which opens the booking.
      const sent = text.match(/https:\/\/bariloche\.example\/es\/booking\/([A-Za-z0-9_-]{43})/)?.[1];
      expect(await page.open(sent ?? "")).toMatchObject({ kind: "open", scope: { kind: "booker" } });
      expect(text).toContain("Formularios de participantes sin completar: 2");
      expect(text).not.toContain("+54 9 294 555-1234");
    },
  );

  it.skipIf(skip)("reminds a 3 December departure on 1 December by Bariloche's day, in words true that day", async () => {
    const { test, clock, instance, departureId } = await setup();
    await test.database.db
      .updateTable("departures")
      .set({ start_date: "2026-12-03", end_date: "2026-12-03" })
      .where("id", "=", departureId)
      .execute();
    // 1 December at 01:30 UTC is still 30 November, 22:30, in Bariloche: three days before, nothing.
    clock.now = Date.parse("2026-12-01T01:30:00Z");
    expect(await instance().run()).toBe(0);
    // 1 December, 00:30 in Bariloche: two days before.
    clock.now = Date.parse("2026-12-01T03:30:00Z");
    expect(await instance().run()).toBe(1);
    const [email] = await emailsOf(test.database, REMINDER_KINDS.before);
    const parsed = await simpleParser(email!.raw);
    expect(parsed.subject).toContain("en dos días");
    expect(parsed.subject).not.toContain("mañana");
    // Dated the day it goes out by the business clock, not by the machine's.
    expect(parsed.date?.toISOString()).toBe("2026-12-01T03:30:00.000Z");
  });

  it.skipIf(skip)("a reminder that could only go out the day before says tomorrow, in the traveller's language", async () => {
    const { test, clock, instance, departureId } = await setup();
    await test.database.db
      .updateTable("departures")
      .set({ start_date: "2026-12-03", end_date: "2026-12-03" })
      .where("id", "=", departureId)
      .execute();
    await test.database.db.updateTable("booking_requests").set({ lang: "it" }).execute();
    clock.now = at("2026-12-02");
    expect(await instance().run()).toBe(1);
    const [email] = await emailsOf(test.database, REMINDER_KINDS.before);
    const parsed = await simpleParser(email!.raw);
    expect(parsed.subject).toContain("è domani");
    expect(parsed.text).toContain(", domani, 3 dicembre");
    expect(parsed.text).not.toContain("due giorni");
  });

  it.skipIf(skip)("queues nothing on its timer while the outbox is held (a restored copy), and the reminder once released", async () => {
    const { test, clock, instance } = await setup();
    clock.now = at("2026-12-08");
    let held = true;
    const job = instance({ held: async () => held });
    job.start(40);
    cleanups.push(() => job.stop());
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(await emailsOf(test.database, REMINDER_KINDS.before)).toHaveLength(0);
    held = false;
    await expect.poll(async () => (await emailsOf(test.database, REMINDER_KINDS.before)).length).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await emailsOf(test.database, REMINDER_KINDS.before)).toHaveLength(1);
  });

  it.skipIf(skip)("sends the day-after email once, with thanks and a link", async () => {
    const { test, clock, instance } = await setup();
    clock.now = at("2026-12-12");
    const job = instance();
    await job.run();
    expect(await emailsOf(test.database, REMINDER_KINDS.after)).toHaveLength(0);
    clock.now = at("2026-12-13");
    expect(await job.run()).toBe(1);
    expect(await instance().run()).toBe(0);
    clock.now = at("2026-12-14");
    expect(await job.run()).toBe(0);
    const emails = await emailsOf(test.database, REMINDER_KINDS.after);
    expect(emails).toHaveLength(1);
    const text = (await simpleParser(emails[0]!.raw)).text ?? "";
    expect(text).toContain("Gracias por el día con nosotros");
    expect(text).toMatch(/https:\/\/bariloche\.example\/es\/booking\/[A-Za-z0-9_-]{43}\/review/);
  });

  it.skipIf(skip)(
    "cancelling the departure cancels its bookings, frees their seats and tells each traveller once; no reminder follows",
    async () => {
      const { test, clock, instance, departures, departureId, bookings, requestId, page } = await setup();
      const link = (await page.linkFor(requestId))!;
      clock.now = at("2026-12-01");
      expect((await departures.cancel(departureId)).ok).toBe(true);
      // Cancelled again, and the periodic job run by two instances: still one email.
      await departures.cancel(departureId);
      await Promise.all([instance().run(), instance().run()]);
      const emails = await emailsOf(test.database, NOTICE_KINDS.cancelled);
      expect(emails).toHaveLength(1);
      const parsed = await simpleParser(emails[0]!.raw);
      expect(parsed.subject).toContain("cancelada");
      expect(parsed.text).toContain("te vamos a proponer otra fecha");
      // Nothing paid: no word about money; the calendar's event marked cancelled (same UID, a higher SEQUENCE).
      expect(parsed.text).not.toContain("Pagado hasta ahora");
      const calendar = parsed.attachments.find((file) => file.contentType.startsWith("text/calendar"))?.content.toString() ?? "";
      expect(calendar).toContain("STATUS:CANCELLED");
      expect(calendar).toMatch(/UID:BV-[^@]+@bariloche\.example/);
      expect(calendar).toContain("SEQUENCE:1");
      // The booking says its departure was cancelled, and holds no seat.
      const booking = (await bookings.get(requestId))!;
      expect(booking.status).toBe("cancelled");
      expect(booking.seatsHeld).toBe(0);
      expect((await departures.get(departureId))!.seatsTaken).toBe(0);
      expect(await bookings.list({ statuses: ["confirmed"] })).toHaveLength(0);
      expect((await bookings.list({ statuses: ["cancelled"] })).map((request) => request.id)).toEqual([requestId]);
      expect(await bookings.list({ statuses: ["declined"] })).toHaveLength(0);
      // Its page says the departure was cancelled.
      const opened = await page.open(link.split("/").pop()!);
      expect(opened).toMatchObject({ kind: "cancelled", dates: expect.stringContaining("10") });
      // No reminder before a cancelled departure, nor the day after.
      clock.now = at("2026-12-08");
      await instance().run();
      clock.now = at("2026-12-13");
      await instance().run();
      expect(await emailsOf(test.database, REMINDER_KINDS.before)).toHaveLength(0);
      expect(await emailsOf(test.database, REMINDER_KINDS.after)).toHaveLength(0);
    },
  );

  it.skipIf(skip)(
    "a departure cancelled with money paid: the email says what was paid and, with no written policy, the owner's own line about it",
    async () => {
      const { test, clock, departures, departureId, payments, requestId, page } = await setup();
      const link = (await page.linkFor(requestId))!;
      clock.now = at("2026-12-01");
      const recorded = await payments.record({ id: null, email: "owner@example.com" }, requestId, {
        cents: 10_800,
        currency: "USD",
        method: "transfer",
        paidOn: "2026-11-30",
        note: "",
      });
      expect(recorded.ok).toBe(true);
      const line = "Te devolvemos los USD 108 por transferencia esta semana.";
      expect((await departures.cancel(departureId, { line })).ok).toBe(true);
      const [email] = await emailsOf(test.database, NOTICE_KINDS.cancelled);
      const text = (await simpleParser(email!.raw)).text ?? "";
      expect(text).toMatch(/Pagado hasta ahora por esta reserva: USD\s108/);
      expect(text).toContain("Qué pasa con lo que pagaste");
      expect(text).toContain(line);
      // The seeded catalogue has no cancellation policy: none is promised.
      expect(text).not.toContain("política de cancelación");
      // The booker's page keeps saying what was paid.
      const opened = await page.open(link.split("/").pop()!);
      expect(opened).toMatchObject({ kind: "cancelled", requestId, booker: true });
    },
  );

  it.skipIf(skip)(
    "declining a confirmed booking tells the traveller once, with what was paid and the calendar's cancellation",
    async () => {
      const { test, clock, bookings, payments, requestId } = await setup();
      clock.now = at("2026-12-01");
      await payments.record({ id: null, email: "owner@example.com" }, requestId, {
        cents: 10_800,
        currency: "USD",
        method: "transfer",
        paidOn: "2026-11-30",
        note: "",
      });
      const paid = { cents: 10_800, currency: "USD" };
      const preview = await bookings.previewDecline(requestId, paid);
      expect(preview?.subject).toContain("cancelada");
      // The preview sends nothing; the decline sends it, once (a second decline is refused).
      expect(await emailsOf(test.database, "booking-declined")).toHaveLength(0);
      expect((await bookings.changeState(requestId, "declined", { paid })).ok).toBe(true);
      expect((await bookings.changeState(requestId, "declined", { paid })).ok).toBe(false);
      const emails = await emailsOf(test.database, "booking-declined");
      expect(emails).toHaveLength(1);
      const parsed = await simpleParser(emails[0]!.raw);
      expect(parsed.subject).toBe(preview?.subject);
      expect(parsed.text).toMatch(/Pagado hasta ahora por esta reserva: USD\s108/);
      const calendar = parsed.attachments.find((file) => file.contentType.startsWith("text/calendar"))?.content.toString() ?? "";
      expect(calendar).toContain("STATUS:CANCELLED");
      expect(calendar).toContain("SEQUENCE:1");
    },
  );

  it.skipIf(skip)("a traveller's own request to cancel, accepted: no email that the business cancelled it", async () => {
    const { test, bookings, requestId } = await setup();
    expect((await bookings.changeState(requestId, "declined", { asked: true })).ok).toBe(true);
    expect(await emailsOf(test.database, "booking-declined")).toHaveLength(0);
  });

  it.skipIf(skip)(
    "restoring the departure confirms its bookings again with their seats and tells each traveller once that it is on again",
    async () => {
      const { test, clock, instance, departures, departureId, bookings, requestId } = await setup();
      clock.now = at("2026-12-01");
      await departures.cancel(departureId);
      // Fewer seats than the booking takes back: the restore is refused, nothing moves.
      await test.database.db.updateTable("departures").set({ seats_total: 1 }).where("id", "=", departureId).execute();
      const refused = await departures.restore(departureId);
      expect(refused).toMatchObject({ ok: false, problem: "seats" });
      expect((await departures.get(departureId))!.status).toBe("cancelled");
      await test.database.db.updateTable("departures").set({ seats_total: 8 }).where("id", "=", departureId).execute();
      expect((await departures.restore(departureId)).ok).toBe(true);
      await Promise.all([instance().run(), instance().run()]);
      const booking = (await bookings.get(requestId))!;
      expect(booking.status).toBe("confirmed");
      expect(booking.seatsHeld).toBe(2);
      expect(await departures.get(departureId)).toMatchObject({ status: "scheduled", seatsTaken: 2 });
      const emails = await emailsOf(test.database, NOTICE_KINDS.restored);
      expect(emails).toHaveLength(1);
      const parsed = await simpleParser(emails[0]!.raw);
      expect(parsed.subject).toContain("vuelve a estar confirmada");
      expect(parsed.text).toContain("tu reserva sigue como estaba");
      expect(parsed.text).not.toContain("política de cancelación");
      // The reminder comes again, and a second cancellation tells the traveller again.
      clock.now = at("2026-12-08");
      expect(await instance().run()).toBe(1);
      await departures.cancel(departureId);
      expect(await emailsOf(test.database, NOTICE_KINDS.cancelled)).toHaveLength(2);
    },
  );

  it.skipIf(skip)("restored on new dates: one email, that it is on again, with the new dates", async () => {
    const { test, clock, departures, departureId } = await setup();
    clock.now = at("2026-12-01");
    await departures.cancel(departureId);
    expect((await departures.change(departureId, { status: "scheduled", startDate: "2026-12-17", endDate: "2026-12-19" })).ok).toBe(true);
    expect(await emailsOf(test.database, NOTICE_KINDS.moved)).toHaveLength(0);
    const emails = await emailsOf(test.database, NOTICE_KINDS.restored);
    expect(emails).toHaveLength(1);
    expect((await simpleParser(emails[0]!.raw)).text).toContain("17");
  });

  it.skipIf(skip)("a server stopped between the cancellation and its bookings: the periodic job finishes them, once", async () => {
    const { test, clock, instance, departures, departureId, bookings, requestId } = await setup();
    clock.now = at("2026-12-01");
    // The departure cancelled straight in the database, as if the server had stopped before telling anyone.
    await test.database.db.updateTable("departures").set({ status: "cancelled" }).where("id", "=", departureId).execute();
    const counts = await Promise.all([instance().run(), instance().run()]);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(1);
    expect((await bookings.get(requestId))!.status).toBe("cancelled");
    expect((await departures.get(departureId))!.seatsTaken).toBe(0);
    expect(await emailsOf(test.database, NOTICE_KINDS.cancelled)).toHaveLength(1);
  });

  it.skipIf(skip)("tells the traveller of new dates once per move, and the reminder follows the new dates", async () => {
    const { test, clock, instance, departures, departureId } = await setup();
    clock.now = at("2026-12-01");
    expect((await departures.change(departureId, { startDate: "2026-12-17", endDate: "2026-12-19" })).ok).toBe(true);
    await departures.change(departureId, { seatsTotal: 9 });
    await instance().run();
    const emails = await emailsOf(test.database, NOTICE_KINDS.moved);
    expect(emails).toHaveLength(1);
    const text = (await simpleParser(emails[0]!.raw)).text ?? "";
    expect(text).toContain("cambió de fecha");
    expect(text).toContain("17");
    clock.now = at("2026-12-08");
    expect(await instance().run()).toBe(0);
    clock.now = at("2026-12-15");
    expect(await instance().run()).toBe(1);
  });
});
