import { describe, expect, it } from "vitest";
import { cleanupAfterEach } from "../../db/cleanup-after-each.ts";
import type { Database } from "../../db/database.ts";
import { createMigratedTestDatabase, testEngines } from "../../db/testing.ts";
import { createPaymentsService, type Payable, type PaymentChange } from "./service.server.ts";

const NOW = Date.parse("2027-01-15T12:00:00Z");
const TODAY = "2027-01-15";
const owner = { id: null, email: "owner@example.com" };

/** A row the payments' reference points at (the tables' foreign key): the service itself reads nothing of it. */
async function reference(database: Database, n: number): Promise<number> {
  const row = await database.db
    .insertInto("booking_requests")
    .values({
      reference: `BV-PAY${n}`,
      created_at: NOW,
      updated_at: NOW,
      lang: "es",
      offer: "bautismo",
      departure_id: null,
      date_from: null,
      date_to: null,
      group_size: 2,
      experience: "",
      group_lang: "es",
      name: "Ana",
      email: `ana${n}@example.org`,
      client_hash: "test",
      client_token: null,
      confirmation: "suppressed",
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

describe.each(testEngines)("payments against something to pay on $engine", ({ engine, skip }) => {
  const cleanups = cleanupAfterEach();

  async function setup() {
    const test = await createMigratedTestDatabase(engine);
    cleanups.push(() => test.cleanup());
    const payments = createPaymentsService({ database: test.database, today: () => TODAY, now: () => NOW });
    const ref = await reference(test.database, 1);
    const payable: Payable = {
      ref,
      listed: { cents: 40_000, currency: "USD", from: false },
      deposit: { kind: "share", percent: 25 },
      open: true,
      madeOn: TODAY,
    };
    return { database: test.database, payments, payable, read: async () => payable };
  }

  const pay = (cents: number) => ({ cents, currency: "USD", method: "cash", paidOn: TODAY, note: "" });

  it.skipIf(skip)(
    "records against a plain reference: the listed total, its deposit, paid and due; the history told the reference",
    async () => {
      const { payments, payable, read } = await setup();
      const changes: PaymentChange[] = [];
      const within = async (_trx: unknown, change: PaymentChange) => void changes.push(change);
      expect(await payments.accounts([payable])).toEqual([
        {
          total: { cents: 40_000, currency: "USD", from: false, source: "catalogue" },
          money: { totalCents: 40_000, depositCents: 10_000, paidCents: 0, dueCents: 40_000, state: "depositDue" },
          payments: [],
        },
      ]);
      const recorded = await payments.record(owner, read, pay(10_000), within);
      expect(recorded).toMatchObject({ ok: true, value: { money: { paidCents: 10_000, dueCents: 30_000, state: "depositPaid" } } });
      expect(await payments.setTotal(owner, read, { cents: 30_000, currency: "USD" }, within)).toMatchObject({ ok: true });
      const [account] = await payments.accounts([payable]);
      expect(account?.total).toEqual({ cents: 30_000, currency: "USD", from: false, source: "hand" });
      expect(account?.money).toMatchObject({ depositCents: 7_500, paidCents: 10_000, dueCents: 20_000 });
      expect(changes.map((change) => [change.kind, change.ref])).toEqual([
        ["recorded", payable.ref],
        ["total", payable.ref],
      ]);
    },
  );

  it.skipIf(skip)("refuses what is not there or not open to pay; a history line that fails takes the payment with it", async () => {
    const { database, payments, payable } = await setup();
    expect(await payments.record(owner, async () => undefined, pay(1_000))).toEqual({ ok: false, problem: "unknown_payable" });
    expect(await payments.record(owner, async () => ({ ...payable, open: false }), pay(1_000))).toEqual({
      ok: false,
      problem: "unknown_payable",
    });
    const failing = async () => {
      throw new Error("history unavailable");
    };
    await expect(payments.record(owner, async () => payable, pay(1_000), failing)).rejects.toThrow("history unavailable");
    expect(await database.db.selectFrom("booking_payments").selectAll().execute()).toEqual([]);
  });
});
