/**
 * Reminders through the outbox, once each: two days before the departure (or the day before, when
 * the server was down the day it was due, or the booking was confirmed since: its words then say
 * "tomorrow") and the day after it ends (up to three days after, for
 * the same reason), by the business's clock. Each email is queued in the same transaction as its
 * row in `booking_reminders` (unique per booking and kind): of two instances running the job, or
 * a job run again after a restart, one inserts the row and queues the email, the other does nothing.
 */
import type { Catalogue } from "../../catalogue/model.ts";
import { lastDay, type Departure } from "../../departures/model.ts";
import { getDeparture, releaseSeats, takeSeats } from "../../departures/store.server.ts";
import type { ComposedEmail, MailSettings } from "../../mail/compose.server.ts";
import { countEmailsAbout, queueEmails } from "../../mail/store.server.ts";
import { CONFIRMED_KIND } from "../confirmed-mail.server.ts";
import { businessDate } from "../../runtime/clock.server.ts";
import { addDays } from "../page/service.server.ts";
import type { BookingPageService } from "../page/service.server.ts";
import type { BookingMoneyService } from "../money.server.ts";
import { cancelWithDeparture, listRequests, restoreWithDeparture, type BookingRequest } from "../store.server.ts";
import { markOnce, sentFor, sentKinds, type Database, type Db } from "./store.server.ts";
import { composeDepartureNotice, composeReminder, NOTICE_KINDS, type ReminderKind } from "./mail.server.ts";

export function createRemindersService(options: {
  database: Database;
  catalogue: () => Promise<Catalogue>;
  mailSettings: () => Promise<MailSettings>;
  bookingPage: Pick<BookingPageService, "linkFor" | "summary">;
  payments: Pick<BookingMoneyService, "get">;
  /** The business clock: departures pass by it. */
  clock: () => number;
  now?: () => number;
  /** Called after emails were queued (wakes the outbox's worker). */
  queued?: () => void;
  /** After a booking gave back or took seats on a departure (the departures service announces it to the pages). */
  seatsMoved?: (departureId: number) => Promise<unknown>;
  /** Whether the outbox is held (a restored copy): the timer queues no reminder until it is released. */
  held?: () => Promise<boolean>;
  log?: Pick<Console, "log" | "error">;
}) {
  const { db } = options.database;
  // Emails and rows are dated by the business clock too (the real time outside tests).
  const now = options.now ?? options.clock;
  // The outbox sends what is due by the real time: an email is queued due now, whatever day the business clock says.
  const queuedAt = options.now ?? Date.now;
  const log = options.log ?? console;

  /** Which reminder is due for a booking today, if any. */
  function dueKind(request: BookingRequest, departure: Departure | null, today: string): ReminderKind | null {
    const first = departure ? departure.startDate : request.dateFrom;
    const last = departure ? lastDay(departure) : (request.dateTo ?? request.dateFrom);
    if (request.status === "confirmed" && first && first > today && first <= addDays(today, 2)) return "before";
    if ((request.status === "confirmed" || request.status === "done") && last && last < today && last >= addDays(today, -3)) return "after";
    return null;
  }

  async function missingOf(request: BookingRequest) {
    const { participants } = await options.bookingPage.summary(request.id);
    const filled = participants.filter((p) => p.slot >= 1 && p.slot <= request.groupSize);
    return { forms: Math.max(0, request.groupSize - filled.length), conditions: filled.filter((p) => p.conditions_at === null).length };
  }

  /**
   * Inserts the booking's row of this kind and queues its email in one transaction; false (nothing
   * queued) when the row was there already: another instance, or an earlier run, sent it.
   */
  async function queueOnce(requestId: number, kind: string, email: ComposedEmail): Promise<boolean> {
    return db.transaction().execute(async (trx) => {
      if (!(await markOnce(trx, requestId, kind, now()))) return false;
      await queueEmails(trx, { contact_id: null, booking_id: requestId }, [email], queuedAt());
      return true;
    });
  }

  /**
   * Follows a departure the owner changed (the workspace, `npm run departures`), and tells its
   * travellers, once each, in their language:
   * - cancelled: every confirmed booking on it becomes "cancelled" (the departure was cancelled)
   *   and gives its seats back, with its notice, in one transaction per booking;
   * - restored (cancelled, then scheduled again): the bookings its cancellation declined are
   *   confirmed again and take their seats back, with a notice that the departure is on again;
   * - moved: every confirmed traveller is told the new dates (once per new dates).
   * Each move of a booking is a conditional update, so with several instances (or the periodic job
   * finishing what a stopped server left) a booking moves, and its traveller is told, once.
   * How many travellers were told.
   */
  async function departureChanged(before: Departure, after: Departure, told: { line?: string } = {}): Promise<number> {
    const cancelled = after.status === "cancelled" && before.status !== "cancelled";
    const restored = before.status === "cancelled" && after.status !== "cancelled";
    const moved = after.status !== "cancelled" && (after.startDate !== before.startDate || after.endDate !== before.endDate);
    let count = 0;
    if (cancelled) {
      for (const request of await bookingsOn(after.id, "confirmed")) if (await cancelOne(request, after, told.line)) count++;
    } else if (restored) {
      for (const request of await bookingsOn(after.id, "cancelled")) if (await restoreOne(request, after)) count++;
    }
    // Restored on new dates: the notice that it is on again says them (one email, not two).
    if (moved && !restored)
      for (const request of await bookingsOn(after.id, "confirmed"))
        if (
          await queueOnce(
            request.id,
            `moved:${after.startDate ?? ""}:${after.endDate ?? ""}`,
            await notice(request, "moved", after, before),
          )
        )
          count++;
    if (count) {
      log.log(`Reminders: ${count} traveller(s) told of a departure ${cancelled ? "cancelled" : restored ? "restored" : "moved"}`);
      options.queued?.();
    }
    return count;
  }

  const bookingsOn = async (departureId: number, status: "confirmed" | "cancelled") =>
    listRequests(db, { statuses: [status], departureId, limit: 5000 });

  /** Seats the bookings declined by a departure's cancellation would take back if it were restored. */
  async function seatsToRestore(departureId: number): Promise<number> {
    return (await bookingsOn(departureId, "cancelled")).reduce((sum, request) => sum + request.groupSize, 0);
  }

  async function notice(request: BookingRequest, kind: keyof typeof NOTICE_KINDS, after: Departure, before?: Departure, line?: string) {
    const cancelled = kind === "cancelled";
    const money = cancelled ? await options.payments.get(request.id) : undefined;
    // The calendar's event marked cancelled: above every file sent for the booking.
    const sequence = cancelled
      ? (await countEmailsAbout(db, request.id, CONFIRMED_KIND)) + (await countEmailsAbout(db, request.id, NOTICE_KINDS.cancelled))
      : undefined;
    return composeDepartureNotice(kind, {
      paid: money?.total ? { cents: money.money.paidCents, currency: money.total.currency } : null,
      line,
      sequence,
      request,
      departure: after,
      before,
      catalogue: await options.catalogue(),
      settings: await options.mailSettings(),
      // A cancelled booking's page only says so; a restored one's is the booking again (still "cancelled" while its notice is written: ahead).
      link: kind === "cancelled" ? undefined : await options.bookingPage.linkFor(request.id, undefined, { ahead: true }),
      date: now(),
    });
  }

  /** A confirmed booking on a cancelled departure: "cancelled", its seats given back, its traveller told. */
  async function cancelOne(request: BookingRequest, departure: Departure, line?: string): Promise<boolean> {
    const email = await notice(request, "cancelled", departure, undefined, line);
    const time = now();
    const done = await db.transaction().execute(async (trx) => {
      const seats = await cancelWithDeparture(trx, request.id, departure.id, time);
      if (seats === null) return false;
      if (request.seatsHeld > 0) await releaseSeats(trx, departure.id, request.seatsHeld, time);
      await queueIn(trx, request.id, `cancelled:${time}`, email, time);
      return true;
    });
    if (done) await options.seatsMoved?.(departure.id);
    return done;
  }

  /** A booking its departure's cancellation declined, on the departure restored: confirmed again, seats taken, traveller told. */
  async function restoreOne(request: BookingRequest, departure: Departure): Promise<boolean> {
    const email = await notice(request, "restored", departure);
    const time = now();
    const done = await db.transaction().execute(async (trx) => {
      if (!(await restoreWithDeparture(trx, request.id, departure.id, request.groupSize, time))) return false;
      // The departure's total was checked against these seats when it was restored; a change since refuses.
      if (!(await takeSeats(trx, departure.id, request.groupSize, time)))
        throw new Error(`Departure #${departure.id} has not the seats to restore ${request.reference}`);
      await queueIn(trx, request.id, `restored:${request.departureCancelledAt ?? time}`, email, time);
      return true;
    });
    if (done) await options.seatsMoved?.(departure.id);
    return done;
  }

  async function queueIn(trx: Db, requestId: number, kind: string, email: ComposedEmail, time: number) {
    await markOnce(trx, requestId, kind, time);
    await queueEmails(trx, { contact_id: null, booking_id: requestId }, [email], queuedAt());
  }

  /** Queues every reminder due now; how many were queued (by this call). */
  async function run(): Promise<number> {
    const today = businessDate(options.clock());
    const bookings = await listRequests(db, {
      statuses: ["confirmed", "done", "cancelled"],
      limit: 5000,
    });
    const sent = await sentKinds(db);
    let queued = 0;
    let catalogue: Catalogue | undefined;
    let settings: MailSettings | undefined;
    for (const request of bookings) {
      const departure = request.departureId ? ((await getDeparture(db, request.departureId)) ?? null) : null;
      if (departure?.status === "cancelled") {
        // A server stopped between the cancellation and its bookings: finish them (no reminder for a cancelled departure).
        const last = lastDay(departure);
        if (request.status === "confirmed" && (last === null || last >= today) && (await cancelOne(request, departure))) queued++;
        continue;
      }
      if (request.status === "cancelled") {
        // A server stopped between a restore and its bookings (the departure is on again).
        if (departure && (lastDay(departure) ?? today) >= today) {
          try {
            if (await restoreOne(request, departure)) queued++;
          } catch (error) {
            log.error(`Reminders: booking ${request.reference} could not be restored:`, error);
          }
        }
        continue;
      }
      const kind = dueKind(request, departure, today);
      if (!kind || sent.has(`${request.id}:${kind}`)) continue;
      catalogue ??= await options.catalogue();
      settings ??= await options.mailSettings();
      const pageLink = await options.bookingPage.linkFor(request.id);
      // The day after: where the booking's review is left (a page of the private link).
      const link = kind === "after" && pageLink ? `${pageLink}/review` : pageLink;
      const money = kind === "before" ? await options.payments.get(request.id) : undefined;
      const due =
        money?.total && money.money.dueCents !== null && money.money.dueCents > 0
          ? { cents: money.money.dueCents, currency: money.total.currency }
          : null;
      const email = await composeReminder(kind, {
        request,
        departure: departure ?? { startDate: request.dateFrom, endDate: request.dateTo },
        catalogue,
        settings,
        link,
        missing: kind === "before" ? await missingOf(request) : undefined,
        due,
        today,
        date: now(),
      });
      const inserted = await queueOnce(request.id, kind, email);
      if (inserted) queued++;
    }
    if (queued) {
      log.log(`Reminders: ${queued} email(s) queued`);
      options.queued?.();
    }
    return queued;
  }

  /** The reminders sent for a booking (its history). */
  const sentForBooking = (requestId: number) => sentFor(db, requestId);

  let timer: ReturnType<typeof setInterval> | undefined;
  return {
    run,
    departureChanged,
    seatsToRestore,
    sentFor: sentForBooking,
    /** Runs now, then every `everyMs` (the server calls it once it listens). */
    start(everyMs = 10 * 60_000) {
      if (timer) return;
      const go = async () => {
        try {
          if (await options.held?.()) return;
          await run();
        } catch (error) {
          log.error("Reminders: could not be queued:", error);
        }
      };
      void go();
      timer = setInterval(go, everyMs);
      timer.unref?.();
    },
    stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
    },
  };
}

export type RemindersService = ReturnType<typeof createRemindersService>;
