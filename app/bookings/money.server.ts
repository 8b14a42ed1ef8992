/**
 * A booking's money (decision 0063), on the payments service: a booking (a confirmed request to
 * book) is something to pay, its total the catalogue's price for its group and days, its deposit
 * the excursion's; what was paid against it, what is due, and the bookings with money due before
 * their departure. Each change is written in the payments' transaction, with the caller's history
 * entry, which names the booking.
 */
import { excursionById, type Catalogue } from "../catalogue/model.ts";
import { bookingPrice } from "../catalogue/total.ts";
import type { Departure } from "../departures/model.ts";
import { getDeparture } from "../departures/store.server.ts";
import { catalogueTotal, daysBetween, type Money, type Total } from "../payments/money.ts";
import type {
  Payable,
  PayableTotal,
  Payment,
  PaymentActor,
  PaymentChange,
  PaymentInput,
  PaymentsService,
  Trx,
} from "../payments/service.server.ts";
import { businessDate } from "../runtime/clock.server.ts";
import { getRequest, listRequests, lockRequest, type BookingRequest, type Database } from "./store.server.ts";

/** The states of a request that make it a booking: confirmed (payments are recorded) or done (read only). */
const BOOKING_STATUSES = ["confirmed", "done"] as const;

export type BookingMoney = {
  booking: BookingRequest;
  departure: Departure | undefined;
  /** The day it leaves (the departure's first day, else the first day asked for); null when to be confirmed. */
  startDate: string | null;
  days: number;
  /** The total in force: set by hand, else the catalogue's. */
  total: PayableTotal | null;
  /** The catalogue's, whether or not a total was set by hand. */
  catalogueTotal: Total | null;
  money: Money;
  payments: Payment[];
  /** Whether payments can be recorded on it now (a confirmed request). */
  open: boolean;
};

/** A change to a booking's money, as its history entry tells it. */
export type BookingPaymentChange = PaymentChange & { booking: BookingRequest };

export type Within = (trx: Trx, change: BookingPaymentChange) => Promise<void>;

type Db = Parameters<typeof getRequest>[0];

function isBooking(request: BookingRequest | undefined): request is BookingRequest {
  return request !== undefined && (BOOKING_STATUSES as readonly string[]).includes(request.status);
}

/** A booking as something to pay: its departure's days, the catalogue's total and deposit. */
function payableOf(booking: BookingRequest, departure: Departure | undefined, catalogue: Catalogue) {
  const startDate = departure ? departure.startDate : booking.dateFrom;
  const days = departure ? daysBetween(departure.startDate, departure.endDate) : daysBetween(booking.dateFrom, booking.dateTo);
  const listed = catalogueTotal(bookingPrice(catalogue, { offer: booking.offer, people: booking.groupSize, days, gear: booking.gear }));
  const payable: Payable = {
    ref: booking.id,
    listed,
    deposit: excursionById(catalogue, booking.offer)?.data.deposit,
    open: booking.status === "confirmed",
    madeOn: businessDate(booking.createdAt),
  };
  return { payable, startDate, days };
}

/** The money of bookings, from rows already read (each departure read once; one query each for payments and totals). */
async function moneyOfBookings(
  db: Db,
  payments: PaymentsService,
  bookings: BookingRequest[],
  catalogue: Catalogue,
): Promise<BookingMoney[]> {
  const departures = new Map<number, Departure | undefined>();
  const read = [];
  for (const booking of bookings) {
    let departure: Departure | undefined;
    if (booking.departureId !== null) {
      if (!departures.has(booking.departureId)) departures.set(booking.departureId, await getDeparture(db, booking.departureId));
      departure = departures.get(booking.departureId);
    }
    read.push({ booking, departure, ...payableOf(booking, departure, catalogue) });
  }
  const accounts = await payments.accounts(read.map((item) => item.payable));
  return read.map(({ booking, departure, payable, startDate, days }, index) => {
    const account = accounts[index]!;
    return {
      booking,
      departure,
      startDate,
      days,
      total: account.total,
      catalogueTotal: payable.listed,
      money: account.money,
      payments: account.payments,
      open: payable.open,
    };
  });
}

export function createBookingMoneyService(options: {
  database: Database;
  payments: PaymentsService;
  catalogue: () => Promise<Catalogue>;
  /** The business's day (`YYYY-MM-DD`, by its clock): the bookings with money due leave on it or later. */
  today: () => string;
}) {
  const { database, payments } = options;
  const { db } = database;

  /**
   * Runs a change of the payments service on a booking: the booking read first in its transaction
   * (its row held there), a refusal when it is none, and the history entry told which booking.
   */
  async function onBooking<T, P extends string>(
    bookingId: number,
    within: Within | undefined,
    change: (
      read: (trx: Trx) => Promise<Payable | undefined>,
      within: ((trx: Trx, change: PaymentChange) => Promise<void>) | undefined,
    ) => Promise<{ ok: true; value: T } | { ok: false; problem: P }>,
  ) {
    let booking: BookingRequest | undefined;
    const read = async (trx: Trx) => {
      await lockRequest(trx, bookingId, database.engine);
      const request = await getRequest(trx, bookingId);
      if (!isBooking(request)) return undefined;
      booking = request;
      const departure = request.departureId === null ? undefined : await getDeparture(trx, request.departureId);
      return payableOf(request, departure, await options.catalogue()).payable;
    };
    const result = await change(read, within && ((trx, paymentChange) => within(trx, { ...paymentChange, booking: booking! })));
    if (result.ok) return result;
    const problem = result.problem === "unknown_payable" ? "unknown_booking" : (result.problem as Exclude<P, "unknown_payable">);
    return { ok: false as const, problem };
  }

  return {
    /** A booking's total, deposit, payments, paid, due and state; undefined when no such booking. */
    async get(bookingId: number): Promise<BookingMoney | undefined> {
      const booking = await getRequest(db, bookingId);
      if (!isBooking(booking)) return undefined;
      return (await moneyOfBookings(db, payments, [booking], await options.catalogue()))[0];
    },

    /**
     * What a booking paid so far (its payments not taken back), whatever its state now: a booking
     * cancelled with its departure, or declined, still says it on its booker's page (decision 0111),
     * where `get` knows only bookings still on. Null when nothing was paid.
     */
    paid: (bookingId: number) => payments.paid(bookingId),

    /**
     * Records a payment, refused with nothing saved when it is not a positive amount, more than what
     * is due, in another currency than the total's, dated after today (by the business's clock), or
     * against no open booking. `within` writes its history entry in the same transaction.
     */
    record: (actor: PaymentActor, bookingId: number, input: PaymentInput, within?: Within) =>
      onBooking(bookingId, within, (read, inside) => payments.record(actor, read, input, inside)),

    /** Takes a payment back: it stays in the booking's list, marked, and counts no more. */
    remove: (actor: PaymentActor, bookingId: number, paymentId: number, within?: Within) =>
      onBooking(bookingId, within, (read, inside) => payments.remove(actor, read, paymentId, inside)),

    /** Sets a booking's total by hand (where the catalogue's prices cannot tell it, or the owner agreed another). */
    setTotal: (actor: PaymentActor, bookingId: number, input: { cents: number; currency: string }, within?: Within) =>
      onBooking(bookingId, within, (read, inside) => payments.setTotal(actor, read, input, inside)),

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
      const all = await moneyOfBookings(db, payments, confirmed, await options.catalogue());
      return all
        .filter((item) => item.money.state !== "paidInFull" && (item.startDate === null || item.startDate >= today))
        .sort(
          (a, b) => (a.startDate ?? "9999-12-31").localeCompare(b.startDate ?? "9999-12-31") || a.booking.createdAt - b.booking.createdAt,
        );
    },
  };
}

export type BookingMoneyService = ReturnType<typeof createBookingMoneyService>;
