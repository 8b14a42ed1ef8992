import { describe, expect, it } from "vitest";
import { cleanupAfterEach } from "../../db/cleanup-after-each.ts";
import type { Database } from "../../db/database.ts";
import { createMigratedTestDatabase, testEngines } from "../../db/testing.ts";
import type { Catalogue, Deposit, Pricing } from "../catalogue/model.ts";
import { seededCatalogue } from "../catalogue/seed/seeded-catalogue.server.ts";
import { insertDeparture } from "../departures/store.server.ts";
import { createPaymentsService } from "../payments/service.server.ts";
import { insertRequest, moveRequest } from "./store.server.ts";
import { createBookingMoneyService, type BookingPaymentChange } from "./money.server.ts";

const NOW = Date.parse("2027-01-15T12:00:00Z");
const TODAY = "2027-01-15";
const owner = { id: null, email: "owner@example.com" };
let counter = 0;

/** The seeded catalogue with one excursion's price and deposit as a test needs them. */
async function catalogueWith(key: string, pricing: Pricing, deposit: Deposit | null): Promise<Catalogue> {
  const catalogue = await seededCatalogue();
  return {
    ...catalogue,
    excursions: catalogue.excursions.map((entry) => (entry.key === key ? { ...entry, data: { ...entry.data, pricing, deposit } } : entry)),
  };
}

/** A request to book, confirmed onto a departure (or left as `status`). */
async function booking(
  database: Database,
  options: { offer?: string; people?: number; start?: string | null; end?: string | null; status?: "confirmed" | "new" | "done" } = {},
) {
  counter++;
  const { db } = database;
  const departureId = await insertDeparture(
    db,
    {
      offer: (options.offer ?? "bautismo") as never,
      startDate: options.start === undefined ? "2027-02-10" : options.start,
      endDate: options.end ?? null,
      seatsTotal: 10,
      seatsTaken: 0,
      status: "scheduled",
      notes: {},
    },
    NOW,
  );
  const id = await insertRequest(
    db,
    {
      reference: `BV-TEST${String(counter).padStart(2, "0")}`,
      createdAt: NOW + counter,
      lang: "es",
      offer: options.offer ?? "bautismo",
      departureId,
      dateFrom: null,
      dateTo: null,
      groupSize: options.people ?? 2,
      experience: "",
      gear: [],
      groupLang: "es",
      name: "Ana",
      email: `ana${counter}@example.org`,
      phone: "",
      message: "",
      confirmation: "suppressed",
      clientHash: "test",
      clientToken: `token-${counter}-${Math.random()}`,
    },
    async () => [],
  );
  const status = options.status ?? "confirmed";
  if (status !== "new") await moveRequest(db, id, ["new"], { status: "confirmed", seatsHeld: options.people ?? 2 }, NOW);
  if (status === "done") await moveRequest(db, id, ["confirmed"], { status: "done" }, NOW);
  return id;
}

/** A booking's money on the payments service, by the test's clock. */
function moneyService(database: Database, catalogue: () => Promise<Catalogue>) {
  const payments = createPaymentsService({ database, today: () => TODAY, now: () => NOW });
  return createBookingMoneyService({ database, payments, catalogue, today: () => TODAY });
}

const usd = (amount: number): Pricing => ({ currency: "USD", tiers: [{ amount, unit: "person" }] });

describe.each(testEngines)("a booking's money on $engine", ({ engine, skip }) => {
  const cleanups = cleanupAfterEach();

  async function setup(catalogue?: Catalogue) {
    const test = await createMigratedTestDatabase(engine);
    cleanups.push(() => test.cleanup());
    const changes: BookingPaymentChange[] = [];
    const published = catalogue ?? (await catalogueWith("bautismo", usd(199.99), { kind: "share", percent: 30 }));
    const payments = moneyService(test.database, async () => published);
    const within = async (_trx: unknown, change: BookingPaymentChange) => void changes.push(change);
    return { test, payments, changes, within, database: test.database };
  }

  const pay = (cents: number, extra: Partial<{ currency: string; method: string; paidOn: string; note: string }> = {}) => ({
    cents,
    currency: "USD",
    method: "transfer",
    paidOn: TODAY,
    note: "",
    ...extra,
  });

  it.skipIf(skip)("records a deposit then the rest: the total from the catalogue, paid, due and the state, in exact cents", async () => {
    const { payments, database, within, changes } = await setup();
    const id = await booking(database, { people: 3 });
    const start = await payments.get(id);
    // 3 × USD 199.99 = USD 599.97; a 30% deposit, rounded to the cent: USD 179.99.
    expect(start?.total).toEqual({ cents: 59_997, currency: "USD", from: false, source: "catalogue" });
    expect(start?.money).toEqual({ totalCents: 59_997, depositCents: 17_999, paidCents: 0, dueCents: 59_997, state: "depositDue" });

    const deposit = await payments.record(owner, id, pay(17_999, { method: "cash", note: "Seña en mano" }), within);
    expect(deposit).toMatchObject({ ok: true, value: { money: { paidCents: 17_999, dueCents: 41_998, state: "depositPaid" } } });
    const rest = await payments.record(owner, id, pay(41_998, { paidOn: "2027-01-10" }), within);
    expect(rest).toMatchObject({ ok: true, value: { money: { paidCents: 59_997, dueCents: 0, state: "paidInFull" } } });

    const after = await payments.get(id);
    expect(after?.money.state).toBe("paidInFull");
    expect(after?.payments.map((payment) => [payment.cents, payment.method, payment.paidOn, payment.note, payment.recordedBy])).toEqual([
      [17_999, "cash", TODAY, "Seña en mano", "owner@example.com"],
      [41_998, "transfer", "2027-01-10", "", "owner@example.com"],
    ]);
    // Each written with its history entry, in the same transaction.
    expect(changes.map((change) => change.kind)).toEqual(["recorded", "recorded"]);
  });

  it.skipIf(skip)("refuses, saving nothing: more than due, zero or less, another currency, a day to come, an unknown booking", async () => {
    const { payments, database, within, changes } = await setup();
    const id = await booking(database);
    const pending = await booking(database, { status: "new" });
    const refusals = [
      [await payments.record(owner, id, pay(39_999), within), "over_due"],
      [await payments.record(owner, id, pay(0), within), "amount_not_positive"],
      [await payments.record(owner, id, pay(-500), within), "amount_not_positive"],
      [await payments.record(owner, id, pay(1_000, { currency: "ARS" }), within), "currency_other"],
      [await payments.record(owner, id, pay(1_000, { paidOn: "2027-01-16" }), within), "date_future"],
      // More than a year before the booking was made (by the business's clock).
      [await payments.record(owner, id, pay(1_000, { paidOn: "1900-01-01" }), within), "date_too_old"],
      [await payments.record(owner, 999_999, pay(1_000), within), "unknown_booking"],
      [await payments.record(owner, pending, pay(1_000), within), "unknown_booking"],
    ] as const;
    for (const [result, problem] of refusals) expect(result).toEqual({ ok: false, problem });
    const rows = await database.db.selectFrom("booking_payments").selectAll().execute();
    expect(rows).toEqual([]);
    expect(changes).toEqual([]);
  });

  it.skipIf(skip)(
    "says what a booking paid once it is cancelled or declined (its booker's page keeps saying it), payments taken back left out",
    async () => {
      const { payments, database, within } = await setup();
      const id = await booking(database);
      expect(await payments.paid(id)).toBeNull();
      await payments.record(owner, id, pay(10_800), within);
      const back = await payments.record(owner, id, pay(2_000), within);
      if (!back.ok) throw new Error(back.problem);
      await payments.remove(owner, id, back.value.payment.id, within);
      await moveRequest(database.db, id, ["confirmed"], { status: "declined", seatsHeld: 0 }, NOW);
      expect(await payments.get(id)).toBeUndefined();
      expect(await payments.paid(id)).toEqual({ cents: 10_800, currency: "USD" });
    },
  );

  it.skipIf(skip)("takes a payment back once: it stays in the list, marked, and counts no more", async () => {
    const { payments, database, within, changes } = await setup();
    const id = await booking(database);
    const recorded = await payments.record(owner, id, pay(12_000), within);
    if (!recorded.ok) throw new Error(recorded.problem);
    const removed = await payments.remove({ id: null, email: "other@example.com" }, id, recorded.value.payment.id, within);
    expect(removed).toMatchObject({ ok: true, value: { money: { paidCents: 0, dueCents: 39_998, state: "depositDue" } } });
    expect(await payments.remove(owner, id, recorded.value.payment.id, within)).toEqual({ ok: false, problem: "already_removed" });
    expect(await payments.remove(owner, id, 424242, within)).toEqual({ ok: false, problem: "unknown_payment" });
    const view = await payments.get(id);
    expect(view?.payments).toMatchObject([{ cents: 12_000, removedAt: NOW, removedBy: "other@example.com" }]);
    expect(view?.money.paidCents).toBe(0);
    expect(changes.map((change) => change.kind)).toEqual(["recorded", "removed"]);
  });

  it.skipIf(skip)("without a price for the group, asks for a total by hand; a 'from' price is the lowest, and can be set", async () => {
    const catalogue = await catalogueWith("piedraparada", { currency: "USD", tiers: [{ amount: 350, unit: "person", from: true }] }, null);
    const noPrice = {
      ...catalogue,
      excursions: catalogue.excursions.map((entry) =>
        entry.key === "ventana" ? { ...entry, data: { ...entry.data, pricing: { currency: "ARS" as const, tiers: [] } } } : entry,
      ),
    };
    const { payments, database, within } = await setup(noPrice);
    const unpriced = await booking(database, { offer: "ventana" });
    expect((await payments.get(unpriced))?.money.state).toBe("totalUnknown");
    expect(await payments.record(owner, unpriced, pay(1_000), within)).toEqual({ ok: false, problem: "total_unknown" });
    expect(await payments.setTotal(owner, unpriced, { cents: 0, currency: "ARS" }, within)).toEqual({
      ok: false,
      problem: "amount_not_positive",
    });
    expect(await payments.setTotal(owner, unpriced, { cents: 15_000_000, currency: "ARS" }, within)).toMatchObject({ ok: true });
    const set = await payments.get(unpriced);
    expect(set?.total).toEqual({ cents: 15_000_000, currency: "ARS", from: false, source: "hand" });
    expect(set?.money.state).toBe("noDeposit");
    expect(await payments.record(owner, unpriced, pay(5_000_000, { currency: "ARS" }), within)).toMatchObject({ ok: true });
    // Not below what was paid, nor in another currency than what was paid.
    expect(await payments.setTotal(owner, unpriced, { cents: 4_000_000, currency: "ARS" }, within)).toEqual({
      ok: false,
      problem: "total_below_paid",
    });
    expect(await payments.setTotal(owner, unpriced, { cents: 20_000, currency: "USD" }, within)).toEqual({
      ok: false,
      problem: "currency_other",
    });

    const from = await booking(database, { offer: "piedraparada", people: 2, start: "2027-02-01", end: "2027-02-05" });
    expect((await payments.get(from))?.total).toEqual({ cents: 70_000, currency: "USD", from: true, source: "catalogue" });
  });

  it.skipIf(skip)("lists the bookings with money due before their departure, the nearest first", async () => {
    const { payments, database, within } = await setup();
    const later = await booking(database, { start: "2027-03-01" });
    const sooner = await booking(database, { start: "2027-01-20" });
    const paid = await booking(database, { start: "2027-01-18" });
    await payments.record(owner, paid, pay(39_998), within);
    const gone = await booking(database, { start: "2027-01-10" });
    const done = await booking(database, { start: "2027-01-25", status: "done" });
    const due = await payments.due();
    expect(due.map((item) => item.booking.id)).toEqual([sooner, later]);
    expect(due.map((item) => item.money.state)).toEqual(["depositDue", "depositDue"]);
    expect([gone, done]).not.toContain(due[0]!.booking.id);
  });

  it.skipIf(skip)("two payments at once for the last amount due: one is recorded, the other refused", async () => {
    const { test, payments, database, within } = await setup();
    const id = await booking(database);
    // PostgreSQL: another instance's connection. SQLite: the same file through this process's one
    // connection (two connections in one thread would wait on each other's lock).
    const second = moneyService(engine === "postgres" ? test.connect() : database, async () =>
      catalogueWith("bautismo", usd(199.99), { kind: "share", percent: 30 }),
    );
    const results = await Promise.all([payments.record(owner, id, pay(39_998), within), second.record(owner, id, pay(39_998))]);
    expect(results.map((result) => result.ok).sort()).toEqual([false, true]);
    expect((await payments.get(id))?.money).toMatchObject({ paidCents: 39_998, state: "paidInFull" });
  });
});
