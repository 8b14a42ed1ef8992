/**
 * A booking request in words: the summary (for the chat button, and both emails), the notification
 * to the business (every detail, Reply-To: the visitor, a link to the request in the workspace) and
 * the confirmation to the visitor in the page's language (summary, reference, "we answer within 24
 * hours"). How an email is laid out is the mail feature's (app/mail/compose.server.ts); both go
 * through the site's one mail outbox.
 */
import type { Catalogue } from "../catalogue/model.ts";
import { excursionName } from "../content/excursions/index.ts";
import { rentalItemName } from "../content/rental/index.ts";
import { departureDates } from "../departures/model.ts";
import { departuresTexts } from "../departures/i18n/index.ts";
import { fill } from "../i18n/fill.ts";
import { isLang, labelColon, languageNames, type Lang } from "../i18n/languages.ts";
import {
  ADMIN_LANG,
  confirmationEmail,
  notificationEmail,
  receivedAt,
  workspaceLink,
  type ComposedEmail,
  type MailSettings,
} from "../mail/compose.server.ts";
import { bookingTexts } from "./i18n/index.ts";
import type { BookingRequest } from "./store.server.ts";

export type RequestForWords = Pick<
  BookingRequest,
  | "reference"
  | "lang"
  | "offer"
  | "dateFrom"
  | "dateTo"
  | "groupSize"
  | "experience"
  | "gear"
  | "groupLang"
  | "name"
  | "email"
  | "phone"
  | "message"
  | "createdAt"
> & { departure: { startDate: string | null; endDate: string | null } | null };

/** The request's facts as labelled lines, in a language. */
function summaryRows(
  request: RequestForWords,
  lang: Lang,
  year: number,
  catalogue: Catalogue,
): { intro: string; rows: [string, string][] } {
  const t = bookingTexts[lang];
  const excursion = excursionName(catalogue, request.offer, lang);
  const dates = request.departure
    ? departureDates(request.departure, lang, year)
    : departureDates({ startDate: request.dateFrom, endDate: request.dateTo }, lang, year);
  const gearName = (id: string) => (id === "kit" ? fill(t.fields.gear.kit, { count: 2 }, lang) : rentalItemName(catalogue, id, lang));
  const experience =
    { meets: t.fields.experience.meets, partly: t.fields.experience.partly, none: t.fields.experience.none }[request.experience] ??
    request.experience;
  const rows: [string, string][] = [
    [t.summary.departure, dates.kind === "tbc" ? departuresTexts[lang].tbc : dates.text],
    [t.summary.group, fill(t.summary.people, { count: request.groupSize }, lang)],
    [t.summary.experience, experience],
    [t.summary.gear, request.gear.length ? request.gear.map(gearName).join(", ") : t.summary.noGear],
    [t.summary.language, isLang(request.groupLang) ? languageNames[request.groupLang] : request.groupLang],
  ];
  return { intro: fill(t.summary.intro, { excursion, reference: request.reference }), rows };
}

/** The request in a few lines of plain text (the chat button's prefilled message). */
export function summaryText(request: RequestForWords, lang: Lang, year: number, catalogue: Catalogue): string {
  const { intro, rows } = summaryRows(request, lang, year, catalogue);
  const colon = labelColon(lang);
  return [intro, ...rows.map(([label, value]) => `${label}${colon} ${value}`)].join("\n");
}

/** The notification to the business (in Spanish): every detail, the visitor as Reply-To, a link to the request in the workspace. */
function adminEmail(
  request: RequestForWords,
  id: number,
  settings: MailSettings,
  year: number,
  confirmationSuppressed: boolean,
  catalogue: Catalogue,
): Promise<ComposedEmail> {
  const t = bookingTexts[ADMIN_LANG];
  const words = t.mail.admin;
  const { intro, rows } = summaryRows(request, ADMIN_LANG, year, catalogue);
  const host = new URL(settings.publicUrl).host;
  const { reference } = request;
  return notificationEmail(settings, {
    kind: "booking-admin",
    // The reference once: then the excursion and the dates asked for.
    subject: fill(words.subject, { reference, excursion: excursionName(catalogue, request.offer, ADMIN_LANG), dates: rows[0]?.[1] ?? "" }),
    lead: fill(words.lead, { host, name: request.name }),
    title: intro,
    rows: [
      ...rows,
      [t.summary.name, request.name],
      [t.summary.email, request.email],
      ...(request.phone ? ([[t.summary.phone, request.phone]] as [string, string][]) : []),
      [words.pageLanguage, isLang(request.lang) ? languageNames[request.lang] : request.lang],
      [words.received, receivedAt(request.createdAt)],
    ],
    message: request.message ? { label: t.summary.message, text: request.message } : undefined,
    note: confirmationSuppressed ? words.confirmationSuppressed : undefined,
    open: { label: fill(words.open, { reference }), href: workspaceLink(settings.publicUrl, "requests", id) },
    visitor: { name: request.name, address: request.email },
    date: request.createdAt,
  });
}

/**
 * The confirmation to the visitor, in the page's language: what they chose (excursion, dates, group,
 * gear, language) and their reference. Nothing they typed (see `Confirmation`).
 */
function confirmation(
  request: RequestForWords,
  lang: Lang,
  settings: MailSettings,
  year: number,
  catalogue: Catalogue,
): Promise<ComposedEmail> {
  const t = bookingTexts[lang].mail;
  const { intro, rows } = summaryRows(request, lang, year, catalogue);
  const excursion = excursionName(catalogue, request.offer, lang);
  return confirmationEmail(settings, {
    kind: "booking-confirmation",
    lang,
    to: request.email,
    subject: fill(t.subject, { reference: request.reference, site: settings.business.name }),
    greeting: t.greeting,
    paragraphs: [
      { text: fill(t.received, { excursion }) },
      { text: fill(t.referenceLine, { reference: request.reference }), strong: true },
    ],
    summary: { title: t.summaryTitle, lines: [intro], rows },
    replyHint: t.replyHint,
    signature: t.signature,
    notYou: fill(t.notYou, { host: new URL(settings.publicUrl).host }),
    date: request.createdAt,
  });
}

/** The emails a stored request causes: the notification, and the confirmation unless suppressed. */
export async function composeBookingEmails(
  request: RequestForWords,
  lang: Lang,
  settings: MailSettings,
  options: { id: number; year: number; confirmationSuppressed: boolean; catalogue: Catalogue },
): Promise<ComposedEmail[]> {
  // With no address for the business yet, the request is only stored (the owner's list shows it).
  const emails = settings.adminEmail
    ? [await adminEmail(request, options.id, settings, options.year, options.confirmationSuppressed, options.catalogue)]
    : [];
  // The traveller's receipt is kept and read again months later: its dates always with their year.
  if (!options.confirmationSuppressed) emails.push(await confirmation(request, lang, settings, 0, options.catalogue));
  return emails;
}
