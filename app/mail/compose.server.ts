/**
 * Every email of the site, built here: the settings (sender, the business's address, the site's
 * origin) and the three kinds of email, each written once for every form: a notification to the
 * business, a confirmation to a visitor, and the business's reply to a visitor. A feature gives the
 * words (app/contact/mail.server.ts, app/bookings/mail.server.ts); the layout, the headers and what
 * each kind carries are decided here. Each email is kept as its complete RFC 5322 text, built once
 * when it is queued, so every delivery attempt sends the very same bytes with the same Message-ID.
 */
import { randomBytes } from "node:crypto";
import MailComposer from "nodemailer/lib/mail-composer";
import { chatLink } from "../site/chat-link.ts";
import { fill } from "../i18n/fill.ts";
import { labelColon, type Lang } from "../i18n/languages.ts";
import { BUSINESS_TIME_ZONE } from "../runtime/clock.server.ts";
import { WORKSPACE_PATH } from "../site/pages.ts";

export type MailAddress = { name: string; address: string };

export type MailSettings = {
  /** The sender of every email (and the envelope sender, where bounces go). */
  from: MailAddress;
  /** Where notifications go; also the Reply-To of confirmations. */
  adminEmail: string;
  /** The site's public origin, named in the emails. */
  publicUrl: string;
  /** The business as the owner set it (app/business/): its name, and its WhatsApp number ("" unset). */
  business: { name: string; whatsapp: string; payment?: PaymentDetails };
};

/**
 * How a traveller pays the business, as the owner set it (app/business/): the PayPal and Mercado
 * Pago links and the bank transfer details; "" is not set.
 */
export type PaymentDetails = { paypal: string; mercadoPago: string; bankHolder: string; bankAccount: string; bankCuit: string };

/** Settings fixed once, or read for each email (the business's details may change while the site runs). */
export type MailSettingsSource = MailSettings | (() => Promise<MailSettings>);

export async function mailSettingsOf(source: MailSettingsSource): Promise<MailSettings> {
  return typeof source === "function" ? source() : source;
}

/** The "answer us on WhatsApp" paragraph of a confirmation, as text and as HTML; none without a number. */
function chatHint(template: string, chat: string | undefined) {
  if (!chat) return { text: [] as string[], html: [] as string[] };
  return {
    text: [fill(template, { chat }), ""],
    html: [
      `<p style="margin:0 0 16px">${escapeHtml(fill(template, { chat: "\u0000" })).replace("\u0000", `<a href="${escapeHtml(chat)}" style="color:#0b57d0">${escapeHtml(chat)}</a>`)}</p>`,
    ],
  };
}

/** The business reads its notifications in Spanish (it is in Argentina). */
export const ADMIN_LANG: Lang = "es";

/** When something arrived, on the business's own clock: "domingo, 22 de noviembre de 2026, 1:33:44 GMT-3". */
export function receivedAt(time: number): string {
  return new Intl.DateTimeFormat(ADMIN_LANG, { dateStyle: "full", timeStyle: "long", timeZone: BUSINESS_TIME_ZONE }).format(time);
}

/** Where the business opens what a notification is about: a screen of its workspace, on the public origin. */
export function workspaceLink(publicUrl: string, area: "requests" | "messages", id?: number | string): string {
  return new URL(`${WORKSPACE_PATH}/${area}${id === undefined ? "" : `/${id}`}`, publicUrl).href;
}

/** An email ready for the outbox. `kind`: `contact-admin`, `booking-confirmation`… */
export type ComposedEmail = {
  kind: string;
  messageId: string;
  envelopeFrom: string;
  recipient: string;
  raw: string;
};

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function messageId(from: MailAddress, publicUrl: string, prefix: string): string {
  const domain = from.address.split("@")[1] || new URL(publicUrl).hostname;
  return `<${prefix}.${Date.now().toString(36)}.${randomBytes(12).toString("hex")}@${domain}>`;
}

/** A small, readable HTML body: the site's name, paragraphs, and blocks kept as typed. */
function htmlPage(lang: Lang, name: string, title: string, blocks: string[]): string {
  return [
    "<!doctype html>",
    `<html lang="${lang}">`,
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(title)}</title></head>`,
    '<body style="margin:0;padding:24px 12px;background:#eef1f5;color:#1b2433;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5">',
    '<div style="max-width:560px;margin:0 auto;padding:24px;background:#ffffff;border-radius:12px">',
    `<p style="margin:0 0 16px;font-size:20px;font-weight:bold;color:#0b1320">${escapeHtml(name)}</p>`,
    ...blocks,
    "</div>",
    "</body>",
    "</html>",
  ].join("\n");
}

const p = (text: string, style = "margin:0 0 16px") => `<p style="${style}">${escapeHtml(text)}</p>`;
const quote = (text: string) =>
  `<div style="margin:0 0 16px;padding:12px 16px;border-left:4px solid #f5a524;background:#f6f7f9;white-space:pre-wrap">${escapeHtml(text)}</div>`;
const small = (text: string) => p(text, "margin:24px 0 0;font-size:13px;color:#4a5568");

/** A table of labels and values. */
function table(rows: [string, string][], link?: (value: string) => string | undefined): string {
  return [
    '<table role="presentation" style="margin:0 0 16px;border-collapse:collapse">',
    ...rows.map(([label, value]) => {
      const href = link?.(value);
      const cell = href ? `<a href="${escapeHtml(href)}" style="color:#0b57d0">${escapeHtml(value)}</a>` : escapeHtml(value);
      return `<tr><th scope="row" style="padding:4px 16px 4px 0;text-align:left;vertical-align:top;color:#4a5568;font-weight:normal">${escapeHtml(label)}</th><td style="padding:4px 0">${cell}</td></tr>`;
    }),
    "</table>",
  ].join("\n");
}

async function build(options: ConstructorParameters<typeof MailComposer>[0]): Promise<string> {
  const buffer = await new MailComposer({ ...options, disableFileAccess: true, disableUrlAccess: true }).compile().build();
  return buffer.toString("utf8");
}

const link = (href: string, text = href) => `<a href="${escapeHtml(href)}" style="color:#0b57d0">${escapeHtml(text)}</a>`;

/** Headers of an automatic message (RFC 3834): out-of-office replies and the like should not answer it. */
const AUTOMATIC = { "Auto-Submitted": "auto-generated", "X-Auto-Response-Suppress": "All" };

/** What a notification to the business says, in Spanish (ADMIN_LANG). */
export type Notification = {
  /** `contact-admin`, `booking-admin`. */
  kind: string;
  subject: string;
  /** The first paragraph: what arrived, and that a reply to this email reaches the visitor. */
  lead: string;
  /** A line in bold above the table. */
  title?: string;
  /** Every detail, labelled; the visitor's email address is a mailto link. */
  rows: [string, string][];
  /** What the visitor wrote, as they wrote it. */
  message?: { label: string; text: string };
  /** The last line, in small print (a confirmation that was not sent). */
  note?: string;
  /** The item in the workspace. */
  open: { label: string; href: string };
  visitor: MailAddress;
  date: number;
};

/** A notification to the business: every detail, a link to the item in the workspace, the visitor as Reply-To. */
export async function notificationEmail(settings: MailSettings, words: Notification): Promise<ComposedEmail> {
  const { message, note, open } = words;
  const colon = labelColon(ADMIN_LANG);
  const text = [
    words.lead,
    "",
    ...(words.title ? [words.title, ""] : []),
    ...words.rows.map(([label, value]) => `${label}${colon} ${value}`),
    "",
    ...(message ? [`${message.label}${colon}`, message.text, ""] : []),
    `${open.label}${colon} ${open.href}`,
    "",
    ...(note ? [note, ""] : []),
  ].join("\n");
  const html = htmlPage(ADMIN_LANG, settings.business.name, words.subject, [
    p(words.lead),
    ...(words.title ? [p(words.title, "margin:0 0 8px;font-weight:bold")] : []),
    table(words.rows, (value) => (value === words.visitor.address ? `mailto:${value}` : undefined)),
    ...(message ? [p(`${message.label}${colon}`, "margin:0 0 8px;font-weight:bold"), quote(message.text)] : []),
    `<p style="margin:0 0 16px">${link(open.href, open.label)}</p>`,
    ...(note ? [small(note)] : []),
  ]);
  const id = messageId(settings.from, settings.publicUrl, words.kind);
  const raw = await build({
    from: settings.from,
    to: settings.adminEmail,
    replyTo: words.visitor,
    subject: words.subject,
    messageId: id,
    date: new Date(words.date),
    text,
    html,
    headers: { "Content-Language": ADMIN_LANG },
  });
  return { kind: words.kind, messageId: id, envelopeFrom: settings.from.address, recipient: settings.adminEmail, raw };
}

/** What a confirmation to a visitor says, in their language. */
/**
 * A confirmation's words. Anyone can make the site send one to any address, so it carries nothing
 * the visitor typed (no name, subject, message or phone: no text or link of theirs): what they
 * chose from the site's own lists, and the reference.
 */
export type Confirmation = {
  /** `contact-confirmation`, `booking-confirmation`. */
  kind: string;
  lang: Lang;
  /** The address alone: the name beside it would be the visitor's text. */
  to: string;
  subject: string;
  greeting: string;
  /** What was received and what happens next; `strong` ones in bold (a reference). */
  paragraphs: { text: string; strong?: boolean }[];
  /** What the visitor chose: a title, lines and labelled rows. */
  summary?: { title: string; lines: string[]; rows: [string, string][] };
  /** The "reply to this email, or chat with us on WhatsApp: {chat}" paragraph (left out without a number). */
  replyHint: string;
  signature: string;
  /** Why they received it, and to ignore it if it was not them. */
  notYou: string;
  date: number;
};

/** A confirmation to a visitor: what they chose, how to add something, the business's signature; an automatic message. */
export async function confirmationEmail(settings: MailSettings, words: Confirmation): Promise<ComposedEmail> {
  const name = settings.business.name;
  const host = new URL(settings.publicUrl).host;
  // Without a WhatsApp number the hint to answer by chat is left out.
  const hint = chatHint(words.replyHint, chatLink(settings.business.whatsapp));
  const { summary } = words;
  const colon = labelColon(words.lang);
  const text = [
    words.greeting,
    "",
    ...words.paragraphs.map((paragraph) => paragraph.text),
    "",
    ...(summary ? [summary.title, ...summary.lines, ...summary.rows.map(([label, value]) => `${label}${colon} ${value}`), ""] : []),
    ...hint.text,
    words.signature,
    name,
    settings.publicUrl,
    "",
    "--",
    words.notYou,
    "",
  ].join("\n");
  const html = htmlPage(words.lang, name, words.subject, [
    p(words.greeting),
    ...words.paragraphs.map((paragraph) => p(paragraph.text, paragraph.strong ? "margin:0 0 16px;font-weight:bold" : undefined)),
    ...(summary
      ? [
          p(summary.title, "margin:0 0 8px;font-weight:bold"),
          ...summary.lines.map((line) => p(line, "margin:0 0 8px")),
          ...(summary.rows.length ? [table(summary.rows)] : []),
        ]
      : []),
    ...hint.html,
    `<p style="margin:0 0 16px">${escapeHtml(words.signature)}<br>${escapeHtml(name)}<br>${link(settings.publicUrl, host)}</p>`,
    small(words.notYou),
  ]);
  const id = messageId(settings.from, settings.publicUrl, words.kind);
  const raw = await build({
    from: settings.from,
    to: words.to,
    replyTo: settings.adminEmail || undefined,
    subject: words.subject,
    messageId: id,
    date: new Date(words.date),
    text,
    html,
    headers: { "Content-Language": words.lang, ...AUTOMATIC },
  });
  return { kind: words.kind, messageId: id, envelopeFrom: settings.from.address, recipient: words.to, raw };
}

/** A file an email carries (a calendar event): its name, type and text. */
export type MailAttachment = { filename: string; contentType: string; content: string };

/** A part of a traveller's email: a title, lines, labelled rows, and links written out in full. */
export type MailSection = { title: string; lines?: string[]; rows?: [string, string][]; links?: { label: string; href: string }[] };

/**
 * What the business writes to one traveller about their booking, in their language: a greeting,
 * paragraphs, the owner's personal line (plain text, shown as written), sections, and files.
 */
export type TravellerMessage = {
  /** `booking-confirmed`. */
  kind: string;
  lang: Lang;
  to: MailAddress;
  subject: string;
  greeting: string;
  paragraphs: { text: string; strong?: boolean }[];
  /** The owner's own words, under a short lead ("A word from …:"). */
  personal?: { lead: string; text: string };
  sections: MailSection[];
  /** Closing lines before the signature (the calendar file, "reply to this email"). */
  closing: string[];
  signature: string;
  attachments: MailAttachment[];
  date: number;
};

/** A traveller's email as it will be sent (`raw`) and its text as the owner previews it (`text`). */
export type TravellerEmail = ComposedEmail & { subject: string; text: string; attachments: string[] };

/** An email from the business to a traveller, with the Reply-To the business's address; files attached. */
export async function travellerEmail(settings: MailSettings, words: TravellerMessage): Promise<TravellerEmail> {
  const name = settings.business.name;
  const host = new URL(settings.publicUrl).host;
  const colon = labelColon(words.lang);
  const sectionText = (section: MailSection) => [
    section.title,
    ...(section.lines ?? []),
    ...(section.rows ?? []).map(([label, value]) => `${label}${colon} ${value}`),
    ...(section.links ?? []).map(({ label, href }) => `${label}${colon} ${href}`),
    "",
  ];
  const text = [
    words.greeting,
    "",
    ...words.paragraphs.flatMap((paragraph) => [paragraph.text, ""]),
    ...(words.personal ? [words.personal.lead, words.personal.text, ""] : []),
    ...words.sections.flatMap(sectionText),
    ...words.closing.flatMap((line) => [line, ""]),
    words.signature,
    name,
    settings.publicUrl,
    "",
  ].join("\n");
  const html = htmlPage(words.lang, name, words.subject, [
    p(words.greeting),
    ...words.paragraphs.map((paragraph) => p(paragraph.text, paragraph.strong ? "margin:0 0 16px;font-weight:bold" : undefined)),
    ...(words.personal ? [p(words.personal.lead, "margin:0 0 8px"), quote(words.personal.text)] : []),
    ...words.sections.flatMap((section) => [
      p(section.title, "margin:24px 0 8px;font-weight:bold;font-size:18px"),
      ...(section.lines ?? []).map((line) => `<p style="margin:0 0 8px;white-space:pre-wrap">${escapeHtml(line)}</p>`),
      ...(section.rows?.length ? [table(section.rows)] : []),
      ...(section.links ?? []).map(
        ({ label, href }) => `<p style="margin:0 0 8px">${escapeHtml(label)}${escapeHtml(colon)} ${link(href)}</p>`,
      ),
    ]),
    ...words.closing.map((line) => p(line)),
    `<p style="margin:24px 0 0">${escapeHtml(words.signature)}<br>${escapeHtml(name)}<br>${link(settings.publicUrl, host)}</p>`,
  ]);
  const id = messageId(settings.from, settings.publicUrl, words.kind);
  const raw = await build({
    from: settings.from,
    to: words.to,
    replyTo: settings.adminEmail || undefined,
    subject: words.subject,
    messageId: id,
    date: new Date(words.date),
    text,
    html,
    attachments: words.attachments.map((file) => ({ filename: file.filename, contentType: file.contentType, content: file.content })),
    headers: { "Content-Language": words.lang },
  });
  return {
    kind: words.kind,
    messageId: id,
    envelopeFrom: settings.from.address,
    recipient: words.to.address,
    raw,
    subject: words.subject,
    text,
    attachments: words.attachments.map((file) => file.filename),
  };
}

/** The business's reply to a visitor, in the thread of an email they received (In-Reply-To and References name it). */
export async function replyEmail(
  settings: MailSettings,
  words: { kind: string; lang: Lang; to: MailAddress; subject: string; text: string; inReplyTo?: string; date: number },
): Promise<ComposedEmail> {
  const name = settings.business.name;
  const id = messageId(settings.from, settings.publicUrl, words.kind);
  const raw = await build({
    from: settings.from,
    to: words.to,
    replyTo: settings.adminEmail || undefined,
    subject: words.subject,
    messageId: id,
    ...(words.inReplyTo ? { inReplyTo: words.inReplyTo, references: [words.inReplyTo] } : {}),
    date: new Date(words.date),
    text: `${words.text}\n\n${name}\n${settings.publicUrl}\n`,
    html: htmlPage(words.lang, name, words.subject, [quote(words.text), p(name)]),
    headers: { "Content-Language": words.lang },
  });
  return { kind: words.kind, messageId: id, envelopeFrom: settings.from.address, recipient: words.to.address, raw };
}
