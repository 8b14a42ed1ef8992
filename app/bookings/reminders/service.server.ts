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
import type { MailSettings } from "../../mail/compose.server.ts";
import { queueEmails } from "../../mail/store.server.ts";
import { businessDate } from "../../runtime/clock.server.ts";
import { addDays } from "../page/service.server.ts";
import type { BookingPageService } from "../page/service.server.ts";
import type { PaymentsService } from "../payments/service.server.ts";
import { listRequests, type BookingRequest } from "../store.server.ts";
import { composeReminder, type ReminderKind } from "./mail.server.ts";

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
      if (departure?.status === "cancelled") continue;
      const kind = dueKind(request, departure, today);
      if (!kind || sent.has(`${request.id}:${kind}`)) continue;
      catalogue ??= await options.catalogue();
      settings ??= await options.mailSettings();
      const link = await options.bookingPage.linkFor(request.id);
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
      const inserted = await db.transaction().execute(async (trx: Transaction<RemindersSchema>) => {
        const result = await trx
          .insertInto("booking_reminders")
          .values({ request_id: request.id, kind, created_at: now() } as never)
          .onConflict((conflict) => conflict.columns(["request_id", "kind"]).doNothing())
          .returning("id")
          .executeTakeFirst();
        if (!result) return false;
        await queueEmails(trx as unknown as Kysely<Schema>, { contact_id: null, booking_id: request.id }, [email], now());
        return true;
      });
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
