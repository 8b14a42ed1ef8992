/**
 * The two emails of a contact message, built once when the message is stored: a notification to
 * the business (Reply-To: the visitor) and a confirmation to the visitor in the page's language.
 * Each is kept as its complete RFC 5322 text, so every delivery attempt sends the very same bytes
 * with the very same Message-ID.
 */
import { chatLink } from "../business/chat.ts";
import { ADMIN_LANG, build, chatHint, escapeHtml, htmlPage, messageId, p, quote, small, TIME_ZONE, type ComposedEmail, type MailAddress, type MailSettings } from "../mail/compose.server.ts";
import { excursionSummary } from "../content/excursions/index.ts";
import { languageNames, type Lang } from "../i18n/languages.ts";
import type { ExcursionId } from "../site/pages.ts";
import { contactTexts } from "./i18n/index.ts";
import { fill } from "../i18n/fill.ts";
import type { ContactValues } from "./schema.ts";

export { ADMIN_LANG, type ComposedEmail, type MailAddress, type MailSettings };

export type EmailKind = "contact-admin" | "contact-confirmation";

export type ContactForMail = {
  values: ContactValues;
  lang: Lang;
  excursion: ExcursionId | null;
  createdAt: number;
  /** The confirmation was left out by the per-recipient limits (the notification says so). */
  confirmationSuppressed: boolean;
};

/** The notification to the business: every field, the visitor as Reply-To. */
async function adminEmail(contact: ContactForMail, settings: MailSettings): Promise<ComposedEmail> {
  const t = contactTexts[ADMIN_LANG].mail.admin;
  const { values } = contact;
  const host = new URL(settings.publicUrl).host;
  // "domingo, 22 de noviembre de 2026, 1:33:44 GMT-3": the business's own clock.
  const received = new Intl.DateTimeFormat(ADMIN_LANG, { dateStyle: "full", timeStyle: "long", timeZone: TIME_ZONE }).format(
    contact.createdAt,
  );
  const excursion = contact.excursion ? `${excursionSummary(contact.excursion, ADMIN_LANG).name} (${contact.excursion})` : null;
  const rows: [string, string][] = [
    [t.name, values.user_name],
    [t.email, values.user_email],
    [t.subject_, values.subject],
    [t.language, languageNames[contact.lang]],
    ...(excursion ? ([[t.excursion, excursion]] as [string, string][]) : []),
    [t.received, received],
  ];
  const intro = fill(t.intro, { host, name: values.user_name });
  const subject = fill(t.subject, { subject: values.subject });
  const text = [
    intro,
    "",
    ...rows.map(([label, value]) => `${label}: ${value}`),
    "",
    `${t.message}:`,
    values.message,
    ...(contact.confirmationSuppressed ? ["", t.confirmationSuppressed] : []),
    "",
  ].join("\n");
  const table = [
    '<table role="presentation" style="margin:0 0 16px;border-collapse:collapse">',
    ...rows.map(([label, value]) => {
      const cell =
        value === values.user_email
          ? `<a href="mailto:${escapeHtml(value)}" style="color:#0b57d0">${escapeHtml(value)}</a>`
          : escapeHtml(value);
      return `<tr><th scope="row" style="padding:4px 16px 4px 0;text-align:left;vertical-align:top;color:#4a5568;font-weight:normal">${escapeHtml(label)}</th><td style="padding:4px 0">${cell}</td></tr>`;
    }),
    "</table>",
  ].join("\n");
  const html = htmlPage(ADMIN_LANG, settings.business.name, subject, [
    p(intro),
    table,
    p(`${t.message}:`, "margin:0 0 8px;font-weight:bold"),
    quote(values.message),
    ...(contact.confirmationSuppressed ? [small(t.confirmationSuppressed)] : []),
  ]);
  const id = messageId(settings.from, settings.publicUrl);
  const raw = await build({
    from: settings.from,
    to: settings.adminEmail,
    replyTo: { name: values.user_name, address: values.user_email },
    subject,
    messageId: id,
    date: new Date(contact.createdAt),
    text,
    html,
    headers: { "Content-Language": ADMIN_LANG },
  });
  return { kind: "contact-admin", messageId: id, envelopeFrom: settings.from.address, recipient: settings.adminEmail, raw };
}

/**
 * The confirmation to the visitor, in the page's language: that the message arrived, and the
 * excursion it is about (if any). Nothing the visitor typed (name, subject, message): anyone can
 * make the site send this email to any address, so it must carry no text or link of theirs.
 */
async function confirmationEmail(contact: ContactForMail, settings: MailSettings): Promise<ComposedEmail> {
  const t = contactTexts[contact.lang].mail.confirmation;
  const { values } = contact;
  const host = new URL(settings.publicUrl).host;
  // Without a WhatsApp number the hint to answer by chat is left out.
  const chat = chatLink(settings.business.whatsapp);
  const hint = chatHint(t.replyHint, chat, fill);
  const subject = fill(t.subject, { site: settings.business.name });
  const received = fill(t.received, { site: settings.business.name });
  const about = contact.excursion ? fill(t.aboutExcursion, { excursion: excursionSummary(contact.excursion, contact.lang).name }) : undefined;
  const notYou = fill(t.notYou, { host });
  const text = [
    t.greeting,
    "",
    received,
    "",
    ...(about ? [about, ""] : []),
    ...hint.text,
    t.signature,
    settings.business.name,
    settings.publicUrl,
    "",
    "--",
    notYou,
    "",
  ].join("\n");
  const html = htmlPage(contact.lang, settings.business.name, subject, [
    p(t.greeting),
    p(received),
    ...(about ? [p(about)] : []),
    ...hint.html,
    `<p style="margin:0 0 16px">${escapeHtml(t.signature)}<br>${escapeHtml(settings.business.name)}<br><a href="${escapeHtml(settings.publicUrl)}" style="color:#0b57d0">${escapeHtml(host)}</a></p>`,
    small(notYou),
  ]);
  const id = messageId(settings.from, settings.publicUrl);
  const raw = await build({
    from: settings.from,
    to: values.user_email,
    replyTo: settings.adminEmail || undefined,
    subject,
    messageId: id,
    date: new Date(contact.createdAt),
    text,
    html,
    headers: {
      "Content-Language": contact.lang,
      // An automatic message (RFC 3834): out-of-office replies and the like should not answer it.
      "Auto-Submitted": "auto-generated",
      "X-Auto-Response-Suppress": "All",
    },
  });
  return {
    kind: "contact-confirmation",
    messageId: id,
    envelopeFrom: settings.from.address,
    recipient: values.user_email,
    raw,
  };
}

/** The emails a stored message causes: the notification, and the confirmation unless suppressed. */
export async function composeContactEmails(contact: ContactForMail, settings: MailSettings): Promise<ComposedEmail[]> {
  // With no address for the business yet (no ADMIN_EMAIL, no email in its details), the message
  // is only stored: the owner's list of what to set before launch names the email.
  const emails = settings.adminEmail ? [await adminEmail(contact, settings)] : [];
  if (!contact.confirmationSuppressed) emails.push(await confirmationEmail(contact, settings));
  return emails;
}
