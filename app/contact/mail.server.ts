/**
 * The two emails of a contact message in words, built once when the message is stored: a
 * notification to the business (Reply-To: the visitor) and a confirmation to the visitor in the
 * page's language. How an email is laid out is the mail feature's (app/mail/compose.server.ts).
 */
import {
  ADMIN_LANG,
  confirmationEmail,
  notificationEmail,
  receivedAt,
  replyEmail,
  workspaceLink,
  type ComposedEmail,
  type MailSettings,
} from "../mail/compose.server.ts";
import { isLang, languageNames, type Lang } from "../i18n/languages.ts";
import type { ExcursionId } from "../site/pages.ts";
import { contactTexts } from "./i18n/index.ts";
import { fill } from "../i18n/fill.ts";
import type { ContactValues } from "./schema.ts";

type EmailKind = "contact-admin" | "contact-confirmation";

export type ContactForMail = {
  values: ContactValues;
  lang: Lang;
  excursion: ExcursionId | null;
  /** The excursion's name in the business's language and in the visitor's. */
  excursionNames: { admin: string; visitor: string } | null;
  createdAt: number;
  /** The confirmation was left out by the per-recipient limits (the notification says so). */
  confirmationSuppressed: boolean;
};

/** The notification to the business: every field, the visitor as Reply-To, a link to the message in the workspace. */
function adminEmail(contact: ContactForMail, reference: string, settings: MailSettings): Promise<ComposedEmail> {
  const t = contactTexts[ADMIN_LANG].mail.admin;
  const { values } = contact;
  const excursion = contact.excursion && contact.excursionNames ? `${contact.excursionNames.admin} (${contact.excursion})` : null;
  return notificationEmail(settings, {
    kind: "contact-admin",
    subject: fill(t.subject, { subject: values.subject }),
    lead: fill(t.intro, { host: new URL(settings.publicUrl).host, name: values.user_name }),
    rows: [
      [t.name, values.user_name],
      [t.email, values.user_email],
      [t.subject_, values.subject],
      [t.language, languageNames[contact.lang]],
      ...(excursion ? ([[t.excursion, excursion]] as [string, string][]) : []),
      [t.received, receivedAt(contact.createdAt)],
    ],
    message: { label: t.message, text: values.message },
    note: contact.confirmationSuppressed ? t.confirmationSuppressed : undefined,
    open: { label: t.open, href: workspaceLink(settings.publicUrl, "messages", reference) },
    visitor: { name: values.user_name, address: values.user_email },
    date: contact.createdAt,
  });
}

/**
 * The confirmation to the visitor, in the page's language: that the message arrived, and the
 * excursion it is about (if any). Nothing the visitor typed (see `Confirmation`).
 */
function confirmation(contact: ContactForMail, settings: MailSettings): Promise<ComposedEmail> {
  const t = contactTexts[contact.lang].mail.confirmation;
  const { values } = contact;
  const site = settings.business.name;
  const about = contact.excursionNames ? fill(t.aboutExcursion, { excursion: contact.excursionNames.visitor }) : undefined;
  return confirmationEmail(settings, {
    kind: "contact-confirmation",
    lang: contact.lang,
    to: values.user_email,
    subject: fill(t.subject, { site }),
    greeting: t.greeting,
    paragraphs: [{ text: fill(t.received, { site }) }, ...(about ? [{ text: about }] : [])],
    replyHint: t.replyHint,
    signature: t.signature,
    notYou: fill(t.notYou, { host: new URL(settings.publicUrl).host }),
    date: contact.createdAt,
  });
}

/** The emails a message (its `reference`) causes: the notification, and the confirmation unless suppressed. */
export async function composeContactEmails(contact: ContactForMail, reference: string, settings: MailSettings): Promise<ComposedEmail[]> {
  // With no address for the business yet (no ADMIN_EMAIL, no email in its details), the message
  // is only stored: the owner's list of what to set before launch names the email.
  const emails = settings.adminEmail ? [await adminEmail(contact, reference, settings)] : [];
  if (!contact.confirmationSuppressed) emails.push(await confirmation(contact, settings));
  return emails;
}

/**
 * The business's reply to a message, written in the workspace: in the thread of the confirmation
 * the visitor received (its subject with "Re:", In-Reply-To and References naming it), or, when
 * none was sent, under the subject the visitor wrote. In the visitor's language (the page's).
 */
export function composeContactReply(
  message: { name: string; email: string; subject: string; lang: string },
  text: string,
  settings: MailSettings,
  thread: { confirmation: string | undefined; date: number },
): Promise<ComposedEmail> {
  const lang: Lang = isLang(message.lang) ? message.lang : "en";
  const subject = thread.confirmation
    ? fill(contactTexts[lang].mail.confirmation.subject, { site: settings.business.name })
    : message.subject;
  return replyEmail(settings, {
    kind: "contact-reply",
    lang,
    to: { name: message.name, address: message.email },
    subject: `Re: ${subject}`,
    text,
    inReplyTo: thread.confirmation,
    date: thread.date,
  });
}
