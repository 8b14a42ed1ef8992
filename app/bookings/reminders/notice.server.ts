/** The notice a traveller gets when their departure is cancelled, on again, or moved. */
import type { Departure } from "../../departures/model.ts";
import { countEmailsAbout } from "../../mail/store.server.ts";
import { CONFIRMED_KIND } from "../confirmed-mail.server.ts";
import type { BookingRequest } from "../store.server.ts";
import type { RemindersDeps } from "./deps.server.ts";
import { composeDepartureNotice, NOTICE_KINDS } from "./mail.server.ts";

export async function departureNotice(
  deps: RemindersDeps,
  request: BookingRequest,
  kind: keyof typeof NOTICE_KINDS,
  after: Departure,
  before?: Departure,
  line?: string,
) {
  const { db, now } = deps;
  const cancelled = kind === "cancelled";
  const money = cancelled ? await deps.payments.get(request.id) : undefined;
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
    catalogue: await deps.catalogue(),
    settings: await deps.mailSettings(),
    // A cancelled booking's page only says so; a restored one's is the booking again (still "cancelled" while its notice is written: ahead).
    link: kind === "cancelled" ? undefined : await deps.bookingPage.linkFor(request.id, undefined, { ahead: true }),
    date: now(),
  });
}
