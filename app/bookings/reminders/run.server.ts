/** The reminders due today, queued once each: two days before the departure, and the day after it ends. */
import type { Catalogue } from "../../catalogue/model.ts";
import { type Departure, lastDay } from "../../departures/model.ts";
import { getDeparture } from "../../departures/store.server.ts";
import type { MailSettings } from "../../mail/compose.server.ts";
import { businessDate } from "../../runtime/clock.server.ts";
import { addDays } from "../page/trip.server.ts";
import { type BookingRequest, listRequests } from "../store.server.ts";
import { cancelOne, restoreOne } from "./booking-moves.server.ts";
import type { RemindersDeps } from "./deps.server.ts";
import { composeReminder, type ReminderKind } from "./mail.server.ts";
import { queueOnce } from "./once.server.ts";
import { sentKinds } from "./store.server.ts";

/** Which reminder is due for a booking today, if any. */
function dueKind(request: BookingRequest, departure: Departure | null, today: string): ReminderKind | null {
  const first = departure ? departure.startDate : request.dateFrom;
  const last = departure ? lastDay(departure) : (request.dateTo ?? request.dateFrom);
  if (request.status === "confirmed" && first && first > today && first <= addDays(today, 2)) return "before";
  if ((request.status === "confirmed" || request.status === "done") && last && last < today && last >= addDays(today, -3)) return "after";
  return null;
}

/** The forms and the conditions still missing on a booking (the reminder before says so). */
async function missingOf(deps: RemindersDeps, request: BookingRequest) {
  const { participants } = await deps.bookingPage.summary(request.id);
  const filled = participants.filter((p) => p.slot >= 1 && p.slot <= request.groupSize);
  return { forms: Math.max(0, request.groupSize - filled.length), conditions: filled.filter((p) => p.conditions_at === null).length };
}

/** Queues every reminder due now; how many were queued (by this call). */
export async function queueDueReminders(deps: RemindersDeps): Promise<number> {
  const { db, now, log } = deps;
  const today = businessDate(deps.clock());
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
      if (request.status === "confirmed" && (last === null || last >= today) && (await cancelOne(deps, request, departure))) queued++;
      continue;
    }
    if (request.status === "cancelled") {
      // A server stopped between a restore and its bookings (the departure is on again).
      if (departure && (lastDay(departure) ?? today) >= today) {
        try {
          if (await restoreOne(deps, request, departure)) queued++;
        } catch (error) {
          log.error(`Reminders: booking ${request.reference} could not be restored:`, error);
        }
      }
      continue;
    }
    const kind = dueKind(request, departure, today);
    if (!kind || sent.has(`${request.id}:${kind}`)) continue;
    catalogue ??= await deps.catalogue();
    settings ??= await deps.mailSettings();
    const pageLink = await deps.bookingPage.linkFor(request.id);
    // The day after: where the booking's review is left (a page of the private link).
    const link = kind === "after" && pageLink ? `${pageLink}/review` : pageLink;
    const money = kind === "before" ? await deps.payments.get(request.id) : undefined;
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
      missing: kind === "before" ? await missingOf(deps, request) : undefined,
      due,
      today,
      date: now(),
    });
    const inserted = await queueOnce(deps, request.id, kind, email);
    if (inserted) queued++;
  }
  if (queued) {
    log.log(`Reminders: ${queued} email(s) queued`);
    deps.queued?.();
  }
  return queued;
}
