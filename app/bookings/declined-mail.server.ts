/**
 * The email that tells a traveller the business cancelled their confirmed booking (the owner
 * declined it in the workspace, asked once): which booking, that its places are freed, what it had
 * paid, the business's cancellation policy when written, and the calendar's cancellation of the
 * event the confirmation added (same UID, a higher SEQUENCE, `STATUS:CANCELLED`).
 */
import type { Catalogue, Currency } from "../catalogue/model.ts";
import { parsePlainText, visibleText } from "../catalogue/plain-text.ts";
import { formatAmount } from "../catalogue/price.ts";
import { shownText } from "../catalogue/shown-text.ts";
import { courseName } from "../content/home/index.ts";
import { excursionName } from "../content/excursions/index.ts";
import { departuresTexts } from "../departures/i18n/index.ts";
import { departureDates, isCourseOffer, isOfferId, type Departure } from "../departures/model.ts";
import { fill } from "../i18n/fill.ts";
import { travellerEmail, type MailSection, type MailSettings, type TravellerEmail } from "../mail/compose.server.ts";
import { bookingCalendar, travellerLang } from "./confirmed-mail.server.ts";
import { bookingTexts } from "./i18n/index.ts";
import type { BookingRequest } from "./store.server.ts";

export const DECLINED_KIND = "booking-declined";

export type DeclinedEmailInput = {
  request: Pick<BookingRequest, "reference" | "lang" | "offer" | "name" | "email">;
  departure: Pick<Departure, "startDate" | "endDate">;
  catalogue: Catalogue;
  settings: MailSettings;
  /** What the booking has paid (null or zero: nothing said about money). */
  paid: { cents: number; currency: string } | null;
  date: number;
  /** The calendar file's SEQUENCE: above every one sent for the booking. */
  sequence: number;
};

export async function composeDeclinedEmail(input: DeclinedEmailInput): Promise<TravellerEmail> {
  const { request, departure, catalogue, settings } = input;
  const lang = travellerLang(request.lang);
  const words = bookingTexts[lang];
  const t = words.mail.declined;
  const site = settings.business.name;
  const excursion =
    isOfferId(request.offer) && isCourseOffer(request.offer)
      ? courseName(catalogue, request.offer, lang)
      : excursionName(catalogue, request.offer, lang);
  const dated = departureDates(departure, lang, 0);
  const dates = dated.kind === "tbc" ? departuresTexts[lang].tbc : dated.text;
  const paragraphs = [{ text: fill(t.lead, { reference: request.reference, excursion, dates }), strong: true }];
  if (input.paid && input.paid.cents > 0)
    paragraphs.push({
      text: fill(t.paid, { amount: formatAmount(input.paid.cents / 100, input.paid.currency as Currency, lang) }),
      strong: true,
    });
  const sections: MailSection[] = [];
  const policy = shownText(catalogue.policies, "cancellation", lang)?.text ?? "";
  if (policy) sections.push({ title: words.mail.confirmed.policies.cancellation, lines: [visibleText(parsePlainText(policy, "text"))] });
  const calendar = bookingCalendar({
    request,
    departure,
    catalogue,
    settings,
    description: fill(t.lead, { reference: request.reference, excursion, dates }),
    stamp: input.date,
    sequence: input.sequence,
    cancelled: true,
  });
  return travellerEmail(settings, {
    kind: DECLINED_KIND,
    lang,
    to: { name: request.name, address: request.email },
    subject: fill(t.subject, { reference: request.reference, site }),
    greeting: fill(words.mail.confirmed.greeting, { name: request.name }),
    paragraphs,
    sections,
    closing: [...(calendar ? [t.calendar] : []), words.mail.confirmed.reply],
    signature: words.mail.signature,
    attachments: calendar
      ? [{ filename: `${request.reference}.ics`, contentType: "text/calendar; charset=utf-8; method=PUBLISH", content: calendar }]
      : [],
    date: input.date,
  });
}
