/**
 * The reminders' emails, in the traveller's language: two days before the departure (where and
 * when the group meets, what to bring, the weather rule, what is still missing, what is still to
 * pay, the private link) and the day after (thanks, and where to leave a review). Written from the
 * business's own data: no document number, no health note, nothing the traveller typed but their name.
 */
import { excursionById, type Catalogue } from "../../catalogue/model.ts";
import { parsePlainText, visibleText } from "../../catalogue/plain-text.ts";
import { formatAmount } from "../../catalogue/price.ts";
import { onlyInNote, shownText } from "../../catalogue/shown-text.ts";
import type { Currency } from "../../catalogue/model.ts";
import { courseName } from "../../content/home/index.ts";
import { excursionName } from "../../content/excursions/index.ts";
import { departuresTexts } from "../../departures/i18n/index.ts";
import { departureDates, isCourseOffer, isOfferId, type Departure } from "../../departures/model.ts";
import { fill } from "../../i18n/fill.ts";
import type { Lang } from "../../i18n/languages.ts";
import {
  travellerEmail,
  type MailAttachment,
  type MailSection,
  type MailSettings,
  type TravellerEmail,
} from "../../mail/compose.server.ts";
import { bookingCalendar, travellerLang } from "../confirmed-mail.server.ts";
import type { BookingRequest } from "../store.server.ts";
import { remindersTexts } from "../i18n/reminders/index.ts";

export const REMINDER_KINDS = { before: "reminder-before", after: "reminder-after" } as const;
export type ReminderKind = keyof typeof REMINDER_KINDS;

export type ReminderInput = {
  request: Pick<BookingRequest, "lang" | "offer" | "name" | "email">;
  departure: Pick<Departure, "startDate" | "endDate">;
  catalogue: Catalogue;
  settings: MailSettings;
  /** The private booking page (before), or where to leave a review (after); undefined: no such line. */
  link?: string;
  /** Before: participants' forms not filled in, and participants who have not accepted the conditions. */
  missing?: { forms: number; conditions: number };
  /** Before: what is still to pay, when known and above zero. */
  due?: { cents: number; currency: string } | null;
  /** Before: the business's day it is sent (`YYYY-MM-DD`): the words say how far the departure really is. */
  today?: string;
  date: number;
};

/** Whole calendar days from `from` to `to` (`YYYY-MM-DD`). */
function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/**
 * An owner's text as the pages show it (app/catalogue/shown-text.ts): the traveller's language, else
 * the language it was written in, followed by the line that says which (decision 0120).
 */
function textIn(texts: Partial<Record<Lang, Record<string, string>>>, field: string, lang: Lang): { text: string; note: string } {
  const shown = shownText({ texts }, field, lang);
  return { text: shown?.text ?? "", note: onlyInNote(shown, lang) ?? "" };
}

function offerName(catalogue: Catalogue, offer: string, lang: Lang): string {
  if (isOfferId(offer) && isCourseOffer(offer)) return courseName(catalogue, offer, lang);
  return excursionName(catalogue, offer, lang);
}

export async function composeReminder(kind: ReminderKind, input: ReminderInput): Promise<TravellerEmail> {
  const { request, departure, catalogue, settings } = input;
  const lang = travellerLang(request.lang);
  const words = remindersTexts[lang];
  const site = settings.business.name;
  const excursion = offerName(catalogue, request.offer, lang);
  const dated = departureDates(departure, lang, 0);
  const dates = dated.kind === "tbc" ? departuresTexts[lang].tbc : dated.text;
  const to = { name: request.name, address: request.email };

  if (kind === "after") {
    const t = words.after;
    return travellerEmail(settings, {
      kind: REMINDER_KINDS.after,
      lang,
      to,
      subject: fill(t.subject, { site }),
      greeting: fill(t.greeting, { name: request.name }),
      paragraphs: [
        { text: fill(t.lead, { excursion, site }), strong: true },
        ...(input.link ? [{ text: fill(t.review, { link: input.link }) }] : []),
      ],
      sections: [],
      closing: [t.reply],
      signature: words.signature,
      attachments: [],
      date: input.date,
    });
  }

  const t = words.before;
  const entry = excursionById(catalogue, request.offer);
  const texts = entry?.texts ?? {};
  const shownPlace = textIn(texts, "meetingPlace", lang);
  const place = shownPlace.note ? `${shownPlace.text} — ${shownPlace.note}` : shownPlace.text;
  const time = entry?.data.meeting.time ?? "";
  const mapUrl = entry?.data.meeting.mapUrl ?? "";
  const sections: MailSection[] = [
    {
      title: t.meetingTitle,
      lines: place || time ? [] : [t.meetingLater],
      rows: [...(place ? ([[t.place, place]] as [string, string][]) : []), ...(time ? ([[t.time, time]] as [string, string][]) : [])],
      links: mapUrl ? [{ label: t.map, href: mapUrl }] : [],
    },
  ];
  const bring = textIn(texts, "bring", lang);
  if (bring.text)
    sections.push({
      title: t.bringTitle,
      lines: [
        ...visibleText(parsePlainText(bring.text, "list"))
          .split("\n")
          .map((line) => `• ${line}`),
        ...(bring.note ? [bring.note] : []),
      ],
    });
  const weather = textIn(catalogue.policies.texts, "weather", lang);
  if (weather.text)
    sections.push({
      title: t.weatherTitle,
      lines: [visibleText(parsePlainText(weather.text, "text")), ...(weather.note ? [weather.note] : [])],
    });
  const missing = input.missing;
  const missingLines = [
    ...(missing && missing.forms > 0 ? [fill(t.missingForms, { count: missing.forms })] : []),
    ...(missing && missing.conditions > 0 ? [fill(t.missingConditions, { count: missing.conditions })] : []),
  ];
  if (missingLines.length) sections.push({ title: t.missingTitle, lines: missingLines });
  if (input.due && input.due.cents > 0)
    sections.push({
      title: t.dueTitle,
      lines: [fill(t.due, { amount: formatAmount(input.due.cents / 100, input.due.currency as Currency, lang) })],
    });

  // Two days before, as planned; the day before when it could not go out then (server down, booking confirmed since).
  const tomorrow = input.today !== undefined && departure.startDate !== null && daysBetween(input.today, departure.startDate) <= 1;
  return travellerEmail(settings, {
    kind: REMINDER_KINDS.before,
    lang,
    to,
    subject: fill(tomorrow ? t.tomorrowSubject : t.subject, { excursion, site }),
    greeting: fill(t.greeting, { name: request.name }),
    paragraphs: [
      { text: fill(tomorrow ? t.tomorrowLead : t.lead, { excursion, dates }), strong: true },
      ...(input.link ? [{ text: fill(t.page, { link: input.link }) }] : []),
    ],
    sections,
    closing: [t.reply],
    signature: words.signature,
    attachments: [],
    date: input.date,
  });
}

export const NOTICE_KINDS = { cancelled: "departure-cancelled", moved: "departure-moved", restored: "departure-restored" } as const;

export type NoticeInput = {
  request: Pick<BookingRequest, "lang" | "offer" | "name" | "email" | "reference">;
  /** The departure as it is now (cancelled, on its new dates, or on again). */
  departure: Pick<Departure, "startDate" | "endDate">;
  /** Moved: the dates the traveller knew. */
  before?: Pick<Departure, "startDate" | "endDate">;
  catalogue: Catalogue;
  settings: MailSettings;
  link?: string;
  /** Cancelled: what the booking has paid (null or zero: nothing). */
  paid?: { cents: number; currency: string } | null;
  /** Cancelled with money paid and no written cancellation policy: the owner's own line on what happens to it. */
  line?: string;
  /** Cancelled: the calendar file's SEQUENCE, above every one sent for the booking (its event is then marked cancelled). */
  sequence?: number;
  date: number;
};

/** A departure cancelled, moved or restored (on again after a cancellation) by the owner, told to one traveller with what happens next. */
export async function composeDepartureNotice(kind: keyof typeof NOTICE_KINDS, input: NoticeInput): Promise<TravellerEmail> {
  const { request, catalogue, settings } = input;
  const lang = travellerLang(request.lang);
  const words = remindersTexts[lang];
  const t = words[kind];
  const site = settings.business.name;
  const excursion = offerName(catalogue, request.offer, lang);
  const datesOf = (departure: Pick<Departure, "startDate" | "endDate">) => {
    const dated = departureDates(departure, lang, 0);
    return dated.kind === "tbc" ? departuresTexts[lang].tbc : dated.text;
  };
  const dates = datesOf(input.departure);
  const before = input.before ? datesOf(input.before) : dates;
  const policy = textIn(catalogue.policies.texts, "cancellation", lang);
  const sections: MailSection[] = [];
  const paragraphs = [
    { text: fill(t.lead, { excursion, dates, before }), strong: true },
    { text: t.next },
    ...(input.link ? [{ text: fill(words.before.page, { link: input.link }) }] : []),
  ];
  let attachments: MailAttachment[] = [];
  const closing = [words.before.reply];
  if (kind === "cancelled") {
    const c = words.cancelled;
    // What was paid, and what happens to it: the business's written policy, else the owner's own line (decision 0111).
    if (input.paid && input.paid.cents > 0) {
      const amount = formatAmount(input.paid.cents / 100, input.paid.currency as Currency, lang);
      paragraphs.push({ text: fill(c.paid, { amount }), strong: true });
      const line = input.line?.trim();
      if (line) sections.push({ title: c.paidTitle, lines: [line] });
      else if (policy.text) sections.push({ title: c.paidTitle, lines: [c.paidPolicy] });
    }
    const calendar =
      input.sequence !== undefined
        ? bookingCalendar({
            request,
            departure: input.departure,
            catalogue,
            settings,
            description: fill(t.lead, { excursion, dates, before }),
            stamp: input.date,
            sequence: input.sequence,
            cancelled: true,
          })
        : undefined;
    if (calendar) {
      attachments = [
        { filename: `${request.reference}.ics`, contentType: "text/calendar; charset=utf-8; method=PUBLISH", content: calendar },
      ];
      closing.unshift(c.calendar);
    }
  }
  if (policy.text && kind !== "restored")
    sections.push({
      title: words.policyTitle,
      lines: [visibleText(parsePlainText(policy.text, "text")), ...(policy.note ? [policy.note] : [])],
    });
  return travellerEmail(settings, {
    kind: NOTICE_KINDS[kind],
    lang,
    to: { name: request.name, address: request.email },
    subject: fill(t.subject, { excursion, dates, site }),
    greeting: fill(words.before.greeting, { name: request.name }),
    paragraphs,
    sections,
    closing,
    signature: words.signature,
    attachments,
    date: input.date,
  });
}
