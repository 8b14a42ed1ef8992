/** Payments and totals set by hand, in the database: written once for both engines (SQLite and PostgreSQL). */
import type { Kysely, Selectable, Transaction } from "kysely";
import type { BookingPaymentsTable, Schema } from "../../db/schema.ts";
import type { Currency, PaymentMethod } from "./money.ts";

export type { Database } from "../../db/database.ts";
export type Db = Kysely<Schema> | Transaction<Schema>;
/** A transaction a payment is written in (a feature writes its own change in the same one). */
export type Trx = Transaction<Schema>;

export type Payment = {
  id: number;
  bookingId: number;
  cents: number;
  currency: Currency;
  method: PaymentMethod;
  /** The business's day it was paid on (`YYYY-MM-DD`). */
  paidOn: string;
  note: string;
  recordedAt: number;
  recordedBy: string;
  /** Taken back: when and by whom (the row stays, for the booking's list and the history). */
  removedAt: number | null;
  removedBy: string | null;
  /** Paid in the other currency than the total's: the rate it was taken at (centavos per dollar); null in the total's own (decision 0131). */
  rateCents: number | null;
  /** What it counts toward what is due, in the currency it counts in (`countedCurrency`): its amount, or its amount at its rate. */
  countedCents: number;
  countedCurrency: Currency;
  /** The cash discount it earned (its own line on the account), in `countedCurrency`, and at what percentage; 0 when none. */
  discountCents: number;
  discountPercent: number;
};

export type HandTotal = { bookingId: number; cents: number; currency: Currency; setAt: number; setBy: string };

function paymentOf(row: Selectable<BookingPaymentsTable>): Payment {
  return {
    id: row.id,
    bookingId: row.booking_id,
    cents: Number(row.amount_cents),
    currency: row.currency,
    method: row.method,
    paidOn: row.paid_on,
    note: row.note,
    recordedAt: Number(row.recorded_at),
    recordedBy: row.recorded_by,
    removedAt: row.removed_at === null ? null : Number(row.removed_at),
    removedBy: row.removed_by,
    rateCents: row.rate_cents === null ? null : Number(row.rate_cents),
    countedCents: row.counted_cents === null ? Number(row.amount_cents) : Number(row.counted_cents),
    countedCurrency: row.rate_cents === null ? row.currency : row.currency === "ARS" ? "USD" : "ARS",
    discountCents: Number(row.discount_cents),
    discountPercent: Number(row.discount_percent),
  };
}

/** Every payment of these bookings, taken back ones too, in the order they were recorded. */
export async function paymentsOf(db: Db, bookingIds: readonly number[]): Promise<Payment[]> {
  if (!bookingIds.length) return [];
  const rows = await db
    .selectFrom("booking_payments")
    .selectAll()
    .where("booking_id", "in", [...bookingIds])
    .orderBy("id")
    .execute();
  return rows.map(paymentOf);
}

async function getPayment(db: Db, id: number): Promise<Payment | undefined> {
  const row = await db.selectFrom("booking_payments").selectAll().where("id", "=", id).executeTakeFirst();
  return row && paymentOf(row);
}

export async function insertPayment(
  db: Db,
  payment: Omit<Payment, "id" | "removedAt" | "removedBy" | "countedCurrency">,
): Promise<Payment> {
  const row = await db
    .insertInto("booking_payments")
    .values({
      booking_id: payment.bookingId,
      amount_cents: payment.cents,
      currency: payment.currency,
      method: payment.method,
      paid_on: payment.paidOn,
      note: payment.note,
      recorded_at: payment.recordedAt,
      recorded_by: payment.recordedBy,
      rate_cents: payment.rateCents,
      counted_cents: payment.rateCents === null ? null : payment.countedCents,
      discount_cents: payment.discountCents,
      discount_percent: payment.discountPercent,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return paymentOf(row);
}

/** Takes a payment back (once: false when it already was). */
export async function markRemoved(db: Db, id: number, at: number, by: string): Promise<boolean> {
  const result = await db
    .updateTable("booking_payments")
    .set({ removed_at: at, removed_by: by })
    .where("id", "=", id)
    .where("removed_at", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function handTotalsOf(db: Db, bookingIds: readonly number[]): Promise<Map<number, HandTotal>> {
  if (!bookingIds.length) return new Map();
  const rows = await db
    .selectFrom("booking_totals")
    .selectAll()
    .where("booking_id", "in", [...bookingIds])
    .execute();
  return new Map(
    rows.map((row) => [
      row.booking_id,
      { bookingId: row.booking_id, cents: Number(row.amount_cents), currency: row.currency, setAt: Number(row.set_at), setBy: row.set_by },
    ]),
  );
}

export async function setHandTotal(db: Db, total: HandTotal): Promise<void> {
  const values = { amount_cents: total.cents, currency: total.currency, set_at: total.setAt, set_by: total.setBy };
  await db
    .insertInto("booking_totals")
    .values({ booking_id: total.bookingId, ...values })
    .onConflict((conflict) => conflict.column("booking_id").doUpdateSet(values))
    .execute();
}
