/**
 * A booking request in words: the summary (for the chat button, and both emails), the notification
 * to the business (every detail, Reply-To: the visitor) and the confirmation to the visitor in the
 * page's language (summary, reference, "we answer within 24 hours"). Both go through the site's
 * one mail outbox (app/mail/).
 */
import { chatLink } from "../business/chat.ts";
import { excursionSummary } from "../content/excursions/index.ts";
import { getRentalContent } from "../content/rental/index.ts";
import { departureDates } from "../departures/model.ts";
import { departuresTexts } from "../departures/i18n/index.ts";
import { fill } from "../i18n/fill.ts";
import { isLang, languageNames, type Lang } from "../i18n/languages.ts";
import { ADMIN_LANG, build, chatHint, escapeHtml, htmlPage, messageId, p, quote, small, table, TIME_ZONE, type ComposedEmail, type MailSettings } from "../mail/compose.server.ts";
import type { ExcursionId } from "../site/pages.ts";
import { bookingTexts } from "./i18n/index.ts";
import type { BookingRequest } from "./store.server.ts";

export type RequestForWords = Pick<
  BookingRequest,
  "reference" | "lang" | "offer" | "dateFrom" | "dateTo" | "groupSize" | "experience" | "gear" | "groupLang" | "name" | "email" | "phone" | "message" | "createdAt"
> & { departure: { startDate: string | null; endDate: string | null } | null };

/** The request's facts as labelled lines, in a language. */
export function summaryRows(request: RequestForWords, lang: Lang, year: number): { intro: string; rows: [string, string][] } {
  const t = bookingTexts[lang];
  const excursion = excursionSummary(request.offer as ExcursionId, lang).name;
  const dates = request.departure
    ? departureDates(request.departure, lang, year)
    : departureDates({ startDate: request.dateFrom, endDate: request.dateTo }, lang, year);
  const rental = getRentalContent(lang);
  const gearName = (id: string) =>
    id === "kit" ? fill(t.fields.gear.kit, { count: 2 }, lang) : (rental.items.find((item) => item.id === id)?.title ?? id);
  const experience = { meets: t.fields.experience.meets, partly: t.fields.experience.partly, none: t.fields.experience.none }[request.experience] ?? request.experience;
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
export function summaryText(request: RequestForWords, lang: Lang, year: number): string {
  const { intro, rows } = summaryRows(request, lang, year);
  return [intro, ...rows.map(([label, value]) => `${label}: ${value}`)].join("\n");
}

async function adminEmail(request: RequestForWords, settings: MailSettings, year: number, confirmationSuppressed: boolean): Promise<ComposedEmail> {
  const t = bookingTexts[ADMIN_LANG];
  const { intro, rows } = summaryRows(request, ADMIN_LANG, year);
  const received = new Intl.DateTimeFormat(ADMIN_LANG, { dateStyle: "full", timeStyle: "long", timeZone: TIME_ZONE }).format(request.createdAt);
  const all: [string, string][] = [
    ...rows,
    [t.summary.name, request.name],
    [t.summary.email, request.email],
    ...(request.phone ? ([[t.summary.phone, request.phone]] as [string, string][]) : []),
    ["Idioma de la página", isLang(request.lang) ? languageNames[request.lang] : request.lang],
    ["Recibida", received],
  ];
  const host = new URL(settings.publicUrl).host;
  const lead = `Nueva solicitud de reserva desde ${host}. Respondé a este correo para contestarle a ${request.name} (dentro de las 24 horas), y registrá el estado con npm run requests.`;
  const suppressed = "No se le envió confirmación a esta dirección: recibió demasiadas recientemente (posible abuso).";
  const subject = `Solicitud de reserva ${request.reference}: ${intro.replace(/^[^:]*:\s*/, "")}`;
  const text = [lead, "", intro, "", ...all.map(([label, value]) => `${label}: ${value}`), "", ...(request.message ? [`${t.summary.message}:`, request.message, ""] : []), ...(confirmationSuppressed ? [suppressed, ""] : [])].join("\n");
  const html = htmlPage(ADMIN_LANG, settings.business.name, subject, [
    p(lead),
    p(intro, "margin:0 0 8px;font-weight:bold"),
    table(all, (value) => (value === request.email ? `mailto:${value}` : undefined)),
    ...(request.message ? [p(`${t.summary.message}:`, "margin:0 0 8px;font-weight:bold"), quote(request.message)] : []),
    ...(confirmationSuppressed ? [small(suppressed)] : []),
  ]);
  const id = messageId(settings.from, settings.publicUrl, "booking");
  const raw = await build({
    from: settings.from,
    to: settings.adminEmail,
    replyTo: { name: request.name, address: request.email },
    subject,
    messageId: id,
    date: new Date(request.createdAt),
    text,
    html,
    headers: { "Content-Language": ADMIN_LANG },
  });
  return { kind: "booking-admin", messageId: id, envelopeFrom: settings.from.address, recipient: settings.adminEmail, raw };
}

async function confirmationEmail(request: RequestForWords, lang: Lang, settings: MailSettings, year: number): Promise<ComposedEmail> {
  const t = bookingTexts[lang].mail;
  const { intro, rows } = summaryRows(request, lang, year);
  const host = new URL(settings.publicUrl).host;
  // Without a WhatsApp number the hint to answer by chat is left out.
  const chat = chatLink(settings.business.whatsapp);
  const hint = chatHint(t.replyHint, chat, fill);
  const excursion = excursionSummary(request.offer as ExcursionId, lang).name;
  const subject = fill(t.subject, { reference: request.reference, site: settings.business.name });
  const greeting = fill(t.greeting, { name: request.name });
  const received = fill(t.received, { excursion });
  const reference = fill(t.referenceLine, { reference: request.reference });
  const notYou = fill(t.notYou, { host });
  const text = [
    greeting,
    "",
    received,
    reference,
    "",
    t.summaryTitle,
    intro,
    ...rows.map(([label, value]) => `${label}: ${value}`),
    ...(request.message ? ["", request.message] : []),
    "",
    ...hint.text,
    t.signature,
    settings.business.name,
    settings.publicUrl,
    "",
    "--",
    notYou,
    "",
  ].join("\n");
  const html = htmlPage(lang, settings.business.name, subject, [
    p(greeting),
    p(received),
    p(reference, "margin:0 0 16px;font-weight:bold"),
    p(t.summaryTitle, "margin:0 0 8px;font-weight:bold"),
    table(rows),
    ...(request.message ? [quote(request.message)] : []),
    ...hint.html,
    `<p style="margin:0 0 16px">${escapeHtml(t.signature)}<br>${escapeHtml(settings.business.name)}<br><a href="${escapeHtml(settings.publicUrl)}" style="color:#0b57d0">${escapeHtml(host)}</a></p>`,
    small(notYou),
  ]);
  const id = messageId(settings.from, settings.publicUrl, "booking");
  const raw = await build({
    from: settings.from,
    to: { name: request.name, address: request.email },
    replyTo: settings.adminEmail || undefined,
    subject,
    messageId: id,
    date: new Date(request.createdAt),
    text,
    html,
    headers: { "Content-Language": lang, "Auto-Submitted": "auto-generated", "X-Auto-Response-Suppress": "All" },
  });
  return { kind: "booking-confirmation", messageId: id, envelopeFrom: settings.from.address, recipient: request.email, raw };
}

/** The emails a stored request causes: the notification, and the confirmation unless suppressed. */
export async function composeBookingEmails(
  request: RequestForWords,
  lang: Lang,
  settings: MailSettings,
  options: { year: number; confirmationSuppressed: boolean },
): Promise<ComposedEmail[]> {
  // With no address for the business yet, the request is only stored (the owner's list shows it).
  const emails = settings.adminEmail ? [await adminEmail(request, settings, options.year, options.confirmationSuppressed)] : [];
  if (!options.confirmationSuppressed) emails.push(await confirmationEmail(request, lang, settings, options.year));
  return emails;
}
