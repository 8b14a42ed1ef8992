/**
 * The emails a change of state sends the traveller (the confirmation onto a departure, the
 * cancellation of a confirmed booking), composed before any transaction, and as the owner previews
 * them before saying yes.
 */
import { isUpcoming, lastDay } from "../departures/model.ts";
import { getDeparture } from "../departures/store.server.ts";
import { mailSettingsOf } from "../mail/compose.server.ts";
import { countEmailsAbout } from "../mail/store.server.ts";
import { composeConfirmedEmail, CONFIRMED_KIND, personalLine } from "./confirmed-mail.server.ts";
import { composeDeclinedEmail, DECLINED_KIND } from "./declined-mail.server.ts";
import type { BookingsDeps } from "./deps.server.ts";
import { type ConfirmProblem, Refused, refusalOf } from "./refused.server.ts";
import * as store from "./store.server.ts";

/** The email a confirmation would send, as the owner previews it before saying yes. */
type ConfirmationPreview =
  | { ok: true; to: string; subject: string; text: string; attachments: string[] }
  | { ok: false; error: string; problem?: ConfirmProblem };

/**
 * The confirmation email of a request onto a departure (checked as confirming checks it, seats
 * aside): composed before any transaction, so nothing slow runs while a write lock is held.
 */
export async function confirmationEmail(
  deps: BookingsDeps,
  current: store.BookingRequest,
  departureId: number,
  personal: string,
  date: number,
) {
  const departure = await getDeparture(deps.db, departureId);
  if (!departure) throw new Refused(`No departure #${departureId}`);
  if (departure.offer !== current.offer)
    throw new Refused(`Departure #${departureId} is for ${departure.offer}, not ${current.offer}`, "other-excursion");
  if (!isUpcoming(departure, deps.departures.today()))
    throw new Refused(`Departure #${departureId} is over (${lastDay(departure)})`, "past-departure");
  const sequence = await countEmailsAbout(deps.db, current.id, CONFIRMED_KIND);
  const email = await composeConfirmedEmail({
    request: current,
    departure,
    catalogue: await deps.catalogue(),
    settings: await mailSettingsOf(deps.mail),
    personal,
    bookingPageLink: await deps.bookingPageLink?.(current, departure),
    date,
    sequence,
  });
  return { email, departure };
}

/** The email telling a traveller their confirmed booking was cancelled by the business. */
export async function declinedEmail(
  deps: BookingsDeps,
  current: store.BookingRequest,
  paid: { cents: number; currency: string } | null,
  date: number,
) {
  const departure = current.departureId ? await getDeparture(deps.db, current.departureId) : undefined;
  const sequence =
    (await countEmailsAbout(deps.db, current.id, CONFIRMED_KIND)) + (await countEmailsAbout(deps.db, current.id, DECLINED_KIND));
  return composeDeclinedEmail({
    request: current,
    departure: departure ?? { startDate: current.dateFrom, endDate: current.dateTo },
    catalogue: await deps.catalogue(),
    settings: await mailSettingsOf(deps.mail),
    paid,
    date,
    sequence,
  });
}

/** The email declining a confirmed booking would send now, for the owner to read first. */
export async function previewDecline(deps: BookingsDeps, idOrReference: number | string, paid: { cents: number; currency: string } | null) {
  const current = await store.getRequest(deps.db, idOrReference);
  if (current?.status !== "confirmed") return undefined;
  const email = await declinedEmail(deps, current, paid, deps.now());
  return { to: email.recipient, subject: email.subject, text: email.text };
}

/** The email confirming a request onto a departure would send now, for the owner to read first. */
export async function previewConfirmation(
  deps: BookingsDeps,
  idOrReference: number | string,
  departureId: number,
  personal = "",
): Promise<ConfirmationPreview> {
  const current = await store.getRequest(deps.db, idOrReference);
  if (!current) return { ok: false, error: `No request ${idOrReference}` };
  try {
    const { email } = await confirmationEmail(deps, current, departureId, personalLine(personal), deps.now());
    return {
      ok: true,
      to: email.recipient,
      subject: email.subject,
      text: email.text,
      attachments: email.attachments,
    };
  } catch (error) {
    if (error instanceof Refused) return refusalOf(error);
    throw error;
  }
}
