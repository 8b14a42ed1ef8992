/** The email that sends a booking page's link again to the traveller. */
import { fill } from "../../i18n/fill.ts";
import { replyEmail } from "../../mail/compose.server.ts";
import { CONFIRMED_KIND } from "../confirmed-mail.server.ts";
import { bookingPageTexts } from "../i18n/page/index.ts";
import * as requests from "../store.server.ts";
import { type BookingPageDeps, langOf } from "./deps.server.ts";
import { linkFor } from "./links.server.ts";

/** The kind of the email that sends a booking page's link again. */
const LINK_EMAIL_KIND = "booking-page-link";

/**
 * The link sent again to the traveller by email, through the outbox, in their language (in the
 * thread of their confirmation when there is one). Never anything the participants typed.
 */
export async function sendLink(
  deps: BookingPageDeps,
  requestId: number,
): Promise<{ ok: true; to: string } | { ok: false; problem: "no-link" | "no-outbox" }> {
  if (!deps.outbox || !deps.mail) return { ok: false, problem: "no-outbox" };
  const link = await linkFor(deps, requestId);
  const request = link ? await requests.getRequest(deps.db, requestId) : undefined;
  if (!link || !request) return { ok: false, problem: "no-link" };
  const lang = langOf(request);
  const settings = await deps.mail();
  const texts = bookingPageTexts[lang].linkEmail;
  const words = {
    reference: request.reference,
    business: settings.business.name,
    name: request.name,
    link,
    days: deps.settings.participantDataDays,
  };
  const email = await replyEmail(settings, {
    kind: LINK_EMAIL_KIND,
    lang,
    to: { name: request.name, address: request.email },
    subject: fill(texts.subject, words),
    text: fill(texts.text, words),
    inReplyTo: await deps.outbox.firstMessageIdAbout(request.id, CONFIRMED_KIND),
    date: deps.now(),
  });
  await deps.outbox.queue({ booking_id: request.id, contact_id: null }, email);
  return { ok: true, to: request.email };
}
