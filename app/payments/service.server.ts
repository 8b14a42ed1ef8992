/**
 * The payments service (decision 0063): what was paid against something to pay, checked against
 * what is due before anything is saved, in one transaction with the caller's history entry; a
 * payment taken back; a total set by hand where the price list cannot tell it. Something to pay is
 * a plain reference (a booking request's id), the total the price list asks, its currency and the
 * deposit asked: the feature that owes the money says what it is (app/bookings/money.server.ts),
 * this one knows no booking. No payment provider is called.
 */
import type { Deposit } from "../catalogue/model.ts";
import type { Trx } from "./store.server.ts";
import {
  cashDiscountCents,
  checkPayment,
  convertCents,
  depositCents,
  isCurrency,
  MAX_CENTS,
  moneyOf,
  type Currency,
  type Money,
  type PaymentMethod,
  type PaymentProblem,
  type Total,
} from "./money.ts";
import * as store from "./store.server.ts";

export type { Payment, Trx } from "./store.server.ts";

/** Something to pay, as the feature that owes it tells it. */
export type Payable = {
  /** What the payments are recorded against: a plain reference (a booking request's id). */
  ref: number;
  /** What the price list asks, when it can tell it; a total set by hand takes its place. */
  listed: Total | null;
  /** The deposit asked of the total in force (none when not set). */
  deposit: Deposit | null | undefined;
  /** Whether payments can be recorded against it now (a total set, a payment taken back, whatever this says). */
  open: boolean;
  /** The business's day it was agreed (`YYYY-MM-DD`): a payment is not dated more than a year before it. */
  madeOn: string;
};

export type PayableTotal = Total & { source: "catalogue" | "hand" };

/** What was paid against something to pay, and what is due. */
export type Account = {
  /** The total in force: set by hand, else the price list's. */
  total: PayableTotal | null;
  money: Money;
  /** Every payment, taken back ones too, in the order they were recorded. */
  payments: store.Payment[];
};

/** Who made a change, as the history names them. */
export type PaymentActor = { id: number | null; email: string };

/** What a change hands its caller's history, written in the same transaction. */
export type PaymentChange =
  | { kind: "recorded"; ref: number; payment: store.Payment; before: Money; after: Money }
  | { kind: "removed"; ref: number; payment: store.Payment; before: Money; after: Money }
  | { kind: "total"; ref: number; before: PayableTotal | null; after: PayableTotal };

export type Within = (trx: Trx, change: PaymentChange) => Promise<void>;

/**
 * Reads what is to pay, first in a change's transaction: it holds its row there, so two changes at
 * once are checked one after the other; undefined when there is nothing to pay under it.
 */
export type ReadPayable = (trx: Trx) => Promise<Payable | undefined>;

export type PaymentInput = {
  cents: number;
  currency: string;
  method: string;
  paidOn: string;
  note: string;
  /**
   * Paid in the other currency than the total's: the rate it was taken at, in centavos per dollar
   * (`parseRate`); what it counts toward what is due is its amount at that rate, rounded to the cent.
   */
  rateCents?: number | null;
};

/** What a payment settles of what is due: what it counts, and the cash discount it earned. */
const settled = (payment: store.Payment) => payment.countedCents + payment.discountCents;

type TotalProblem =
  | "unknown_payable"
  | "amount_invalid"
  | "amount_not_positive"
  | "currency_invalid"
  | "currency_other"
  | "total_below_paid";

type RemoveProblem = "unknown_payable" | "unknown_payment" | "already_removed";

/** A refusal inside a transaction: rolls it back, then becomes the answer. */
class Refused extends Error {
  readonly problem: PaymentProblem | TotalProblem | RemoveProblem;
  constructor(problem: PaymentProblem | TotalProblem | RemoveProblem) {
    super(problem);
    this.problem = problem;
  }
}

/** The account of something to pay, from its payments and its total set by hand (if any). */
function accountOf(payable: Payable, payments: store.Payment[], hand: store.HandTotal | undefined): Account {
  const total: PayableTotal | null = hand
    ? { cents: hand.cents, currency: hand.currency, from: false, source: "hand" }
    : payable.listed && { ...payable.listed, source: "catalogue" };
  const own = payments.filter((payment) => payment.bookingId === payable.ref);
  const money = moneyOf({
    totalCents: total?.cents ?? null,
    depositCents: total ? depositCents(payable.deposit, total.cents) : 0,
    paid: own.filter((payment) => payment.removedAt === null).map(settled),
  });
  return { total, money, payments: own };
}

/** What is paid and due once `paidCents` is paid, the total and the deposit as they were. */
function moneyAfter(money: Money, paidCents: number): Money {
  return moneyOf({ totalCents: money.totalCents, depositCents: money.depositCents, paid: [paidCents] });
}

/** Why a total set by hand is refused: not an amount, not positive, another currency than what was paid, below it. */
function totalProblem(input: { cents: number; currency: string }, current: Account): TotalProblem | null {
  if (!Number.isSafeInteger(input.cents) || input.cents > MAX_CENTS) return "amount_invalid";
  if (input.cents <= 0) return "amount_not_positive";
  if (!isCurrency(input.currency)) return "currency_invalid";
  const kept = current.payments.filter((payment) => payment.removedAt === null);
  if (kept.some((payment) => payment.countedCurrency !== input.currency)) return "currency_other";
  if (input.cents < current.money.paidCents) return "total_below_paid";
  return null;
}

/** The accounts of these, in their order (one query each for payments and totals). */
async function accountsOf(db: store.Db, payables: readonly Payable[]): Promise<Account[]> {
  const refs = payables.map((payable) => payable.ref);
  const payments = await store.paymentsOf(db, refs);
  const totals = await store.handTotalsOf(db, refs);
  return payables.map((payable) => accountOf(payable, payments, totals.get(payable.ref)));
}

export function createPaymentsService(options: {
  database: store.Database;
  /** The business's day (`YYYY-MM-DD`, by its clock): a payment is never dated after it. */
  today: () => string;
  now?: () => number;
  /** The cash discount in force (a whole percentage, 0 for none; the business's settings): read when a cash payment is recorded. */
  cashDiscountPercent?: () => Promise<number>;
}) {
  const { db } = options.database;
  const now = options.now ?? Date.now;
  const cashDiscountPercent = options.cashDiscountPercent ?? (async () => 0);

  async function inTransaction<T>(read: ReadPayable, work: (trx: Trx, payable: Payable, current: Account) => Promise<T>) {
    try {
      const value = await db.transaction().execute(async (trx) => {
        const payable = await read(trx);
        if (!payable) throw new Refused("unknown_payable");
        const [current] = await accountsOf(trx, [payable]);
        return work(trx, payable, current!);
      });
      return { ok: true as const, value };
    } catch (error) {
      if (error instanceof Refused) return { ok: false as const, problem: error.problem };
      throw error;
    }
  }

  return {
    /** The accounts of these, in their order. */
    accounts: (payables: readonly Payable[]) => accountsOf(db, payables),

    /**
     * What was paid so far against a reference (its payments not taken back, each as it counts: a
     * peso payment at its rate; no discount, which no one paid), whatever became of what it was
     * for. Null when nothing was paid.
     */
    async paid(bookingId: number): Promise<{ cents: number; currency: Currency } | null> {
      const kept = (await store.paymentsOf(db, [bookingId])).filter((payment) => payment.removedAt === null);
      const cents = kept.reduce((sum, payment) => sum + payment.countedCents, 0);
      return kept[0] && cents > 0 ? { cents, currency: kept[0].countedCurrency } : null;
    },

    /**
     * Records a payment, refused with nothing saved when it is not a positive amount, more than what
     * is due, in the other currency than the total's without a rate, dated after today (by the
     * business's clock), or against nothing open to pay. Paid in the other currency, it counts at
     * its rate; paid in cash, it earns the cash discount in force, kept with it (never more than
     * what is left due after it). `within` writes its history entry in the same transaction.
     */
    async record(actor: PaymentActor, read: ReadPayable, input: PaymentInput, within?: Within) {
      const note = input.note.trim().slice(0, 500);
      const percent = input.method === "cash" ? await cashDiscountPercent() : 0;
      return inTransaction(read, async (trx, payable, current) => {
        if (!payable.open) throw new Refused("unknown_payable");
        const totalCurrency = current.total?.currency ?? null;
        const other = totalCurrency !== null && isCurrency(input.currency) && input.currency !== totalCurrency;
        const rateCents = other ? (input.rateCents ?? null) : null;
        const countedCents =
          other && rateCents !== null && rateCents > 0
            ? convertCents(input.cents, input.currency as Currency, totalCurrency, rateCents)
            : input.cents;
        const problem = checkPayment(
          { ...input, rateCents, countedCents },
          { money: current.money, currency: totalCurrency, today: options.today(), madeOn: payable.madeOn },
        );
        if (problem) throw new Refused(problem);
        const discountCents = cashDiscountCents(countedCents, percent, (current.money.dueCents ?? 0) - countedCents);
        const payment = await store.insertPayment(trx, {
          bookingId: payable.ref,
          cents: input.cents,
          currency: input.currency as Currency,
          method: input.method as PaymentMethod,
          paidOn: input.paidOn,
          note,
          recordedAt: now(),
          recordedBy: actor.email,
          rateCents,
          countedCents,
          discountCents,
          discountPercent: discountCents > 0 ? percent : 0,
        });
        const after = moneyAfter(current.money, current.money.paidCents + settled(payment));
        await within?.(trx, { kind: "recorded", ref: payable.ref, payment, before: current.money, after });
        return { payment, money: after };
      });
    },

    /** Takes a payment back: it stays in the list, marked, and counts no more. */
    async remove(actor: PaymentActor, read: ReadPayable, paymentId: number, within?: Within) {
      return inTransaction(read, async (trx, payable, current) => {
        const payment = current.payments.find((candidate) => candidate.id === paymentId);
        if (!payment) throw new Refused("unknown_payment");
        if (payment.removedAt !== null || !(await store.markRemoved(trx, paymentId, now(), actor.email)))
          throw new Refused("already_removed");
        const after = moneyAfter(current.money, current.money.paidCents - settled(payment));
        await within?.(trx, { kind: "removed", ref: payable.ref, payment, before: current.money, after });
        return { payment, money: after };
      });
    },

    /** Sets the total by hand (where the price list cannot tell it, or the owner agreed another). */
    async setTotal(actor: PaymentActor, read: ReadPayable, input: { cents: number; currency: string }, within?: Within) {
      return inTransaction(read, async (trx, payable, current) => {
        const problem = totalProblem(input, current);
        if (problem) throw new Refused(problem);
        const currency = input.currency as Currency;
        const after: PayableTotal = { cents: input.cents, currency, from: false, source: "hand" };
        await store.setHandTotal(trx, { bookingId: payable.ref, cents: input.cents, currency, setAt: now(), setBy: actor.email });
        await within?.(trx, { kind: "total", ref: payable.ref, before: current.total, after });
        return after;
      });
    },
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
