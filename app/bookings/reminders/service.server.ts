/**
 * Reminders through the outbox, once each: two days before the departure (or the day before, when
 * the server was down the day it was due) and the day after it ends (up to three days after, for
 * the same reason), by the business's clock. Each email is queued in the same transaction as its
 * row in `booking_reminders` (unique per booking and kind): of two instances running the job, or
 * a job run again after a restart, one inserts the row and queues the email, the other does nothing.
 */
import type { Kysely, Transaction } from "kysely";
import type { Database } from "../../../db/database.ts";
import type { Schema } from "../../../db/schema.ts";
import type { Catalogue } from "../../catalogue/model.ts";
import { lastDay, type Departure } from "../../departures/model.ts";
import { getDeparture } from "../../departures/store.server.ts";
import type { ComposedEmail, MailSettings } from "../../mail/compose.server.ts";
import { queueEmails } from "../../mail/store.server.ts";
import { businessDate } from "../../runtime/clock.server.ts";
import { addDays } from "../page/service.server.ts";
import type { BookingPageService } from "../page/service.server.ts";
import type { PaymentsService } from "../payments/service.server.ts";
import { listRequests, type BookingRequest } from "../store.server.ts";
import { composeDepartureNotice, composeReminder, type ReminderKind } from "./mail.server.ts";

type RemindersSchema = Schema & { booking_reminders: { id: number; request_id: number; kind: string; created_at: number } };

export function createRemindersService(options: {
  database: Database;
  catalogue: () => Promise<Catalogue>;
  mailSettings: () => Promise<MailSettings>;
  bookingPage: Pick<BookingPageService, "linkFor" | "summary">;
  payments: Pick<PaymentsService, "get">;
  /** The business clock: departures pass by it. */
  clock: () => number;
  now?: () => number;
  /** Called after emails were queued (wakes the outbox's worker). */
  queued?: () => void;
  log?: Pick<Console, "log" | "error">;
}) {
  const db = options.database.db as unknown as Kysely<RemindersSchema>;
  const now = options.now ?? Date.now;
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
    return db.transaction().execute(async (trx: Transaction<RemindersSchema>) => {
      const result = await trx
        .insertInto("booking_reminders")
        .values({ request_id: requestId, kind, created_at: now() } as never)
        .onConflict((conflict) => conflict.columns(["request_id", "kind"]).doNothing())
        .returning("id")
        .executeTakeFirst();
      if (!result) return false;
      await queueEmails(trx as unknown as Kysely<Schema>, { contact_id: null, booking_id: requestId }, [email], now());
      return true;
    });
  }

  /**
   * Tells every confirmed traveller of a departure the owner cancelled or moved, once each (per
   * cancellation, per new dates), in their language; how many were told. Called by the departures
   * service after a change (the workspace, `npm run departures`); the cancellations are also looked
   * for by the periodic job, should the server have stopped between the change and the emails.
   */
  async function departureChanged(before: Departure, after: Departure): Promise<number> {
    const cancelled = after.status === "cancelled" && before.status !== "cancelled";
    const moved = after.status !== "cancelled" && (after.startDate !== before.startDate || after.endDate !== before.endDate);
    if (!cancelled && !moved) return 0;
    const bookings = (await listRequests(options.database.db as Kysely<Schema>, { statuses: ["confirmed"], limit: 5000 })).filter(
      (request) => request.departureId === after.id,
    );
    let told = 0;
    for (const request of bookings) if (await tell(request, cancelled ? "cancelled" : "moved", after, before)) told++;
    if (told) {
      log.log(`Reminders: ${told} traveller(s) told of a departure ${cancelled ? "cancelled" : "moved"}`);
      options.queued?.();
    }
    return told;
  }

  async function tell(request: BookingRequest, kind: "cancelled" | "moved", after: Departure, before?: Departure): Promise<boolean> {
    const rowKind = kind === "cancelled" ? "cancelled" : `moved:${after.startDate ?? ""}:${after.endDate ?? ""}`;
    const email = await composeDepartureNotice(kind, {
      request,
      departure: after,
      before,
      catalogue: await options.catalogue(),
      settings: await options.mailSettings(),
      link: await options.bookingPage.linkFor(request.id),
      date: now(),
    });
    return queueOnce(request.id, rowKind, email);
  }

  /** Queues every reminder due now; how many were queued (by this call). */
  async function run(): Promise<number> {
    const today = businessDate(options.clock());
    const bookings = await listRequests(options.database.db as Kysely<Schema>, { statuses: ["confirmed", "done"], limit: 5000 });
    const sentRows = await db.selectFrom("booking_reminders").select(["request_id", "kind"]).execute();
    const sent = new Set(sentRows.map((row) => `${row.request_id}:${row.kind}`));
    let queued = 0;
    let catalogue: Catalogue | undefined;
    let settings: MailSettings | undefined;
    for (const request of bookings) {
      const departure = request.departureId
        ? ((await getDeparture(options.database.db as Kysely<Schema>, request.departureId)) ?? null)
        : null;
      if (departure?.status === "cancelled") {
        const last = lastDay(departure);
        if (
          request.status === "confirmed" &&
          (last === null || last >= today) &&
          !sent.has(`${request.id}:cancelled`) &&
          (await tell(request, "cancelled", departure))
        )
          queued++;
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
  const sentFor = (requestId: number) =>
    db.selectFrom("booking_reminders").select(["kind", "created_at"]).where("request_id", "=", requestId).orderBy("id").execute();

  let timer: ReturnType<typeof setInterval> | undefined;
  return {
    run,
    departureChanged,
    sentFor,
    /** Runs now, then every `everyMs` (the server calls it once it listens). */
    start(everyMs = 10 * 60_000) {
      if (timer) return;
      const go = () => run().catch((error) => log.error("Reminders: could not be queued:", error));
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
