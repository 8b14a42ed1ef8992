/**
 * The traveller's request to cancel, asked on the booker's page (the business told by email in the
 * same transaction), and the owner's answer to it from the request's screen.
 */
import { CANCEL_REASON_MAX } from "./participant.ts";
import { excursionById } from "../../catalogue/model.ts";
import { type Departure, departureDates } from "../../departures/model.ts";
import { fill } from "../../i18n/fill.ts";
import { ADMIN_LANG, notificationEmail, receivedAt, workspaceLink } from "../../mail/compose.server.ts";
import { queueEmails } from "../../mail/store.server.ts";
import { bookingPageTexts } from "../i18n/page/index.ts";
import { bookingPageWorkspaceTexts } from "../i18n/workspace/index.ts";
import * as requests from "../store.server.ts";
import type { BookingPageDeps } from "./deps.server.ts";
import type { CancelAnswer, PageFormError } from "./model.ts";
import { openedBy } from "./opened.server.ts";
import { textOf } from "./owner-text.ts";
import * as pages from "./store.server.ts";

/** The kind of the email that tells the business a traveller asks to cancel. */
const CANCEL_ASKED_KIND = "booking-cancel-asked";

/** The booker asks to cancel, with a reason: the owner answers it from the request's screen. */
export async function askCancel(
  deps: BookingPageDeps,
  input: {
    token: string;
    reason: string;
    visitorHash: string;
  },
): Promise<{ ok: true } | { ok: false; kind: "unknown" } | { ok: false; kind: "refused"; formError: PageFormError }> {
  const opened = await openedBy(deps, input.token);
  if (opened.kind !== "open" || opened.scope.kind !== "booker") return { ok: false, kind: "unknown" };
  if (!deps.allowPost(input.visitorHash)) return { ok: false, kind: "refused", formError: "rate_limited" };
  const reason = input.reason.trim();
  if (!reason) return { ok: false, kind: "refused", formError: "reason_required" };
  if (reason.length > CANCEL_REASON_MAX) return { ok: false, kind: "refused", formError: "reason_too_long" };
  if (opened.request.status !== "confirmed") return { ok: false, kind: "refused", formError: "closed" };
  const time = deps.now();
  const existing = await pages.cancellationOf(deps.db, opened.request.id);
  if (existing && existing.status !== "refused") return { ok: false, kind: "refused", formError: "already_asked" };
  // The business is told through the outbox, in the same transaction as the request to cancel: both, or neither.
  const email = deps.mail ? await cancelAskedEmail(deps, opened.request, opened.departure, reason, time) : undefined;
  const stored = await deps.db.transaction().execute(async (trx) => {
    const asked = await pages.askCancellation(trx, {
      requestId: opened.request.id,
      reason,
      askedAt: time,
      again: existing !== undefined,
    });
    if (!asked) return false;
    if (email) await queueEmails(trx, { contact_id: null, booking_id: opened.request.id }, [email], time);
    return true;
  });
  if (!stored) return { ok: false, kind: "refused", formError: "already_asked" };
  if (email) deps.outbox?.poke?.();
  return { ok: true };
}

/**
 * The business's email about a request to cancel, in its language (ADMIN_LANG): the booking, the
 * excursion, its dates, the group's size, when and why, and the workspace's link. The booker's
 * name and address (Reply-To) only: nothing a participant typed (no document, birth date,
 * emergency contact or health note).
 */
async function cancelAskedEmail(
  deps: BookingPageDeps,
  request: requests.BookingRequest,
  departure: Departure | null,
  reason: string,
  time: number,
) {
  const settings = await deps.mail!();
  const catalogue = await deps.catalogue();
  const t = bookingPageWorkspaceTexts[ADMIN_LANG === "es" ? "es" : "en"].cancelMail;
  const excursion = textOf(excursionById(catalogue, request.offer), ADMIN_LANG, "name") || request.offer;
  const dated = departureDates(departure ?? { startDate: request.dateFrom, endDate: request.dateTo }, ADMIN_LANG, 0);
  const dates = dated.kind === "tbc" ? bookingPageTexts[ADMIN_LANG].datesTbc : dated.text;
  const words = { reference: request.reference, excursion, dates, name: request.name };
  return notificationEmail(settings, {
    kind: CANCEL_ASKED_KIND,
    subject: fill(t.subject, words),
    lead: fill(t.lead, words),
    rows: [
      [t.booking, request.reference],
      [t.excursion, excursion],
      [t.dates, dates],
      [t.people, String(request.groupSize)],
      [t.asked, receivedAt(time)],
    ],
    message: { label: t.reason, text: reason },
    open: { label: fill(t.open, words), href: workspaceLink(settings.publicUrl, "requests", request.id) },
    visitor: { name: request.name, address: request.email },
    date: time,
  });
}

/** Requests whose traveller asked to cancel and the owner has not answered yet (the workspace's Home counts them). */
export async function cancelsWaiting(deps: BookingPageDeps): Promise<number[]> {
  const ids: number[] = [];
  for (const requestId of await pages.waitingCancellations(deps.db)) {
    const request = await requests.getRequest(deps.db, requestId);
    if (request?.status === "confirmed") ids.push(requestId);
  }
  return ids;
}

/**
 * The owner's answer to a request to cancel: accepted, the request is declined through the
 * bookings service (its seats freed); refused, with a line the traveller reads on the page.
 */
export async function answerCancel(
  deps: BookingPageDeps,
  requestId: number,
  answer: { accept: boolean; line: string; by: string },
): Promise<CancelAnswer> {
  const line = answer.line.trim().slice(0, 500);
  if (!answer.accept && !line) return { ok: false, error: "answer-required" };
  const time = deps.now();
  const moved = await pages.answerCancellation(deps.db, requestId, {
    status: answer.accept ? "accepted" : "refused",
    line,
    at: time,
    by: answer.by,
  });
  if (!moved) return { ok: false, error: "not-asked" };
  if (!answer.accept) return { ok: true };
  const declined = await deps.bookings.changeState(requestId, "declined", { asked: true });
  if (!declined.ok) {
    // Put the request to cancel back as it was: nothing half-done.
    await pages.reopenCancellation(deps.db, requestId);
    return { ok: false, error: "state-refused" };
  }
  return { ok: true };
}
