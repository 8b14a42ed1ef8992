/**
 * The payments service (decision 0063): what the owner was paid against a booking (a confirmed
 * request to book), checked against what is due before anything is saved, in one transaction with
 * its history entry; a payment taken back; a total set by hand where the catalogue's prices cannot
 * tell it; and the bookings with money due before their departure. No payment provider is called.
 */
import type { Database, Trx } from "./store.server.ts";
import { excursionById, type Catalogue } from "../catalogue/model.ts";
import { bookingPrice } from "../catalogue/total.ts";
import type { Departure } from "../departures/model.ts";
import { getDeparture } from "../departures/store.server.ts";
import { businessDate } from "../runtime/clock.server.ts";
import { getRequest, listRequests, type BookingRequest } from "../bookings/store.server.ts";
import {
  catalogueTotal,
  checkPayment,
  daysBetween,
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

export type { Payment } from "./store.server.ts";

/** The states of a request that make it a booking: confirmed (payments are recorded) or done (read only). */
const BOOKING_STATUSES = ["confirmed", "done"] as const;

export type BookingTotal = Total & { source: "catalogue" | "hand" };

export type BookingMoney = {
  booking: BookingRequest;
  departure: Departure | undefined;
  /** The day it leaves (the departure's first day, else the first day asked for); null when to be confirmed. */
  startDate: string | null;
  days: number;
  /** The total in force: set by hand, else the catalogue's. */
  total: BookingTotal | null;
  /** The catalogue's, whether or not a total was set by hand. */
  catalogueTotal: Total | null;
  money: Money;
  payments: store.Payment[];
  /** Whether payments can be recorded on it now (a confirmed request). */
  open: boolean;
};

/** Who made a change, as the history names them. */
export type PaymentActor = { id: number | null; email: string };

/** What a change hands its caller's history, written in the same transaction. */
export type PaymentChange =
  | { kind: "recorded"; booking: BookingRequest; payment: store.Payment; before: Money; after: Money }
  | { kind: "removed"; booking: BookingRequest; payment: store.Payment; before: Money; after: Money }
  | { kind: "total"; booking: BookingRequest; before: BookingTotal | null; after: BookingTotal };

export type Within = (trx: Trx, change: PaymentChange) => Promise<void>;

export type PaymentInput = { cents: number; currency: string; method: string; paidOn: string; note: string };

export type TotalProblem =
  | "unknown_booking"
  | "amount_invalid"
  | "amount_not_positive"
  | "currency_invalid"
  | "currency_other"
  | "total_below_paid";

/** A refusal inside a transaction: rolls it back, then becomes the answer. */
export type RemoveProblem = "unknown_booking" | "unknown_payment" | "already_removed";

class Refused extends Error {
  readonly problem: PaymentProblem | TotalProblem | RemoveProblem;
  constructor(problem: PaymentProblem | TotalProblem | RemoveProblem) {
    super(problem);
    this.problem = problem;
  }
}

export function createPaymentsService(options: {
  database: Database;
  catalogue: () => Promise<Catalogue>;
  /** The business's day (`YYYY-MM-DD`, by its clock): a payment is never dated after it. */
  today: () => string;
  now?: () => number;
}) {
  const { database } = options;
  const { db } = database;
  const now = options.now ?? Date.now;

  function isBooking(request: BookingRequest | undefined): request is BookingRequest {
    return request !== undefined && (BOOKING_STATUSES as readonly string[]).includes(request.status);
  }

  /** The money of bookings, from rows already read (one query each for payments and totals). */
  async function moneyOfBookings(db: store.Db, bookings: BookingRequest[], catalogue: Catalogue): Promise<BookingMoney[]> {
    const ids = bookings.map((booking) => booking.id);
    const payments = await store.paymentsOf(db, ids);
    const totals = await store.handTotalsOf(db, ids);
    const departures = new Map<number, Departure | undefined>();
    const result: BookingMoney[] = [];
    for (const booking of bookings) {
      let departure: Departure | undefined;
      if (booking.departureId !== null) {
        if (!departures.has(booking.departureId)) departures.set(booking.departureId, await getDeparture(db, booking.departureId));
        departure = departures.get(booking.departureId);
      }
      const startDate = departure ? departure.startDate : booking.dateFrom;
      const days = departure ? daysBetween(departure.startDate, departure.endDate) : daysBetween(booking.dateFrom, booking.dateTo);
      const excursion = excursionById(catalogue, booking.offer);
      const fromCatalogue = catalogueTotal(
        bookingPrice(catalogue, { offer: booking.offer, people: booking.groupSize, days, gear: booking.gear }),
      );
      const hand = totals.get(booking.id);
      const total: BookingTotal | null = hand
        ? { cents: hand.cents, currency: hand.currency, from: false, source: "hand" }
        : fromCatalogue && { ...fromCatalogue, source: "catalogue" };
      const own = payments.filter((payment) => payment.bookingId === booking.id);
      const money = moneyOf({
        totalCents: total?.cents ?? null,
        depositCents: total ? depositCents(excursion?.data.deposit, total.cents) : 0,
        paid: own.filter((payment) => payment.removedAt === null).map((payment) => payment.cents),
      });
      result.push({
        booking,
        departure,
        startDate,
        days,
        total,
        catalogueTotal: fromCatalogue,
        money,
        payments: own,
        open: booking.status === "confirmed",
      });
    }
    return result;
  }

  async function view(db: store.Db, bookingId: number): Promise<BookingMoney | undefined> {
    const booking = await getRequest(db, bookingId);
    if (!isBooking(booking)) return undefined;
    return (await moneyOfBookings(db, [booking], await options.catalogue()))[0];
  }

  async function inTransaction<T>(bookingId: number, work: (trx: Trx, current: BookingMoney) => Promise<T>) {
    try {
      const value = await db.transaction().execute(async (trx) => {
        await store.lockBooking(trx, bookingId, database.engine);
        const current = await view(trx, bookingId);
        if (!current) throw new Refused("unknown_booking");
        return work(trx, current);
      });
      return { ok: true as const, value };
    } catch (error) {
      if (error instanceof Refused) return { ok: false as const, problem: error.problem };
      throw error;
    }
  }

  return {
    /** A booking's total, deposit, payments, paid, due and state; undefined when no such booking. */
    get: (bookingId: number) => view(db, bookingId),

    /**
     * What a booking paid so far (its payments not taken back), whatever its state now: a booking
     * cancelled with its departure, or declined, still says it on its booker's page (decision
     * 0111), where `get` knows only bookings still on. Null when nothing was paid.
     */
    async paid(bookingId: number): Promise<{ cents: number; currency: Currency } | null> {
      const kept = (await store.paymentsOf(db, [bookingId])).filter((payment) => payment.removedAt === null);
      const cents = kept.reduce((sum, payment) => sum + payment.cents, 0);
      return kept[0] && cents > 0 ? { cents, currency: kept[0].currency } : null;
    },

    /**
     * Records a payment, refused with nothing saved when it is not a positive amount, more than what
     * is due, in another currency than the total's, dated after today (by the business's clock), or
     * against no open booking. `within` writes its history entry in the same transaction.
     */
    async record(actor: PaymentActor, bookingId: number, input: PaymentInput, within?: Within) {
      const note = input.note.trim().slice(0, 500);
      return inTransaction(bookingId, async (trx, current) => {
        if (!current.open) throw new Refused("unknown_booking");
        const problem = checkPayment(input, {
          money: current.money,
          currency: current.total?.currency ?? null,
          today: options.today(),
          madeOn: businessDate(current.booking.createdAt),
        });
        if (problem) throw new Refused(problem);
        const payment = await store.insertPayment(trx, {
          bookingId,
          cents: input.cents,
          currency: input.currency as Currency,
          method: input.method as PaymentMethod,
          paidOn: input.paidOn,
          note,
          recordedAt: now(),
          recordedBy: actor.email,
        });
        const after = moneyOf({
          totalCents: current.money.totalCents,
          depositCents: current.money.depositCents,
          paid: [current.money.paidCents, payment.cents],
        });
        await within?.(trx, { kind: "recorded", booking: current.booking, payment, before: current.money, after });
        return { payment, money: after };
      });
    },

    /** Takes a payment back: it stays in the booking's list, marked, and counts no more. */
    async remove(actor: PaymentActor, bookingId: number, paymentId: number, within?: Within) {
      return inTransaction(bookingId, async (trx, current) => {
        const payment = current.payments.find((candidate) => candidate.id === paymentId);
        if (!payment) throw new Refused("unknown_payment");
        if (payment.removedAt !== null || !(await store.markRemoved(trx, paymentId, now(), actor.email)))
          throw new Refused("already_removed");
        const after = moneyOf({
          totalCents: current.money.totalCents,
          depositCents: current.money.depositCents,
          paid: [current.money.paidCents - payment.cents],
        });
        await within?.(trx, { kind: "removed", booking: current.booking, payment, before: current.money, after });
        return { payment, money: after };
      });
    },

    /** Sets a booking's total by hand (where the catalogue cannot tell it, or the owner agreed another). */
    async setTotal(actor: PaymentActor, bookingId: number, input: { cents: number; currency: string }, within?: Within) {
      return inTransaction(bookingId, async (trx, current) => {
        if (!Number.isSafeInteger(input.cents) || input.cents > MAX_CENTS) throw new Refused("amount_invalid");
        if (input.cents <= 0) throw new Refused("amount_not_positive");
        if (!isCurrency(input.currency)) throw new Refused("currency_invalid");
        const kept = current.payments.filter((payment) => payment.removedAt === null);
        if (kept.some((payment) => payment.currency !== input.currency)) throw new Refused("currency_other");
        if (input.cents < current.money.paidCents) throw new Refused("total_below_paid");
        const after: BookingTotal = { cents: input.cents, currency: input.currency, from: false, source: "hand" };
        await store.setHandTotal(trx, { bookingId, cents: input.cents, currency: input.currency, setAt: now(), setBy: actor.email });
        await within?.(trx, { kind: "total", booking: current.booking, before: current.total, after });
        return after;
      });
    },

    /**
     * Bookings with money due before their departure: confirmed, leaving today or later (or on a
     * day still to be confirmed), not paid in full (a total still to set counts). The nearest first;
     * those without a day last.
     */
    async due(): Promise<BookingMoney[]> {
      const today = options.today();
      // Every confirmed booking (the screens show a page of them at a time, Home their count): a
      // cap here would hide the money due on the oldest ones.
      const confirmed = await listRequests(db, { statuses: ["confirmed"], limit: 1_000_000 });
      const all = await moneyOfBookings(db, confirmed, await options.catalogue());
      return all
        .filter((item) => item.money.state !== "paidInFull" && (item.startDate === null || item.startDate >= today))
        .sort(
          (a, b) => (a.startDate ?? "9999-12-31").localeCompare(b.startDate ?? "9999-12-31") || a.booking.createdAt - b.booking.createdAt,
        );
    },
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
