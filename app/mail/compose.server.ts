/**
 * What every email of the site is built with: the settings (sender, the business's address, the
 * site's origin), a small readable HTML page, and the complete RFC 5322 text, built once when the
 * email is queued so every delivery attempt sends the very same bytes with the same Message-ID.
 */
import { randomBytes } from "node:crypto";
import MailComposer from "nodemailer/lib/mail-composer";
import { site } from "../config/site.ts";
import type { Lang } from "../i18n/languages.ts";

export type MailAddress = { name: string; address: string };

export type MailSettings = {
  /** The sender of every email (and the envelope sender, where bounces go). */
  from: MailAddress;
  /** Where notifications go; also the Reply-To of confirmations. */
  adminEmail: string;
  /** The site's public origin, named in the emails. */
  publicUrl: string;
  /** The business as the owner set it (app/business/): its name, and its WhatsApp number ("" unset). */
  business: { name: string; whatsapp: string };
};

/** Settings fixed once, or read for each email (the business's details may change while the site runs). */
export type MailSettingsSource = MailSettings | (() => Promise<MailSettings>);

export async function mailSettingsOf(source: MailSettingsSource): Promise<MailSettings> {
  return typeof source === "function" ? source() : source;
}

/** The "answer us on WhatsApp" paragraph of a confirmation, as text and as HTML; none without a number. */
export function chatHint(template: string, chat: string | undefined, fill: (template: string, values: Record<string, string>) => string) {
  if (!chat) return { text: [] as string[], html: [] as string[] };
  return {
    text: [fill(template, { chat }), ""],
    html: [`<p style="margin:0 0 16px">${escapeHtml(fill(template, { chat: "\u0000" })).replace("\u0000", `<a href="${escapeHtml(chat)}" style="color:#0b57d0">${escapeHtml(chat)}</a>`)}</p>`],
  };
}

/** The business reads its notifications in Spanish (it is in Argentina). */
export const ADMIN_LANG: Lang = "es";
/** Dates in emails are the business's (app/config/site.ts). */
export const TIME_ZONE = site.timeZone;

/** An email ready for the outbox. `kind`: `contact-admin`, `booking-confirmation`… */
export type ComposedEmail = {
  kind: string;
  messageId: string;
  envelopeFrom: string;
  recipient: string;
  raw: string;
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

export function messageId(from: MailAddress, publicUrl: string, prefix = "contact"): string {
  const domain = from.address.split("@")[1] || new URL(publicUrl).hostname;
  return `<${prefix}.${Date.now().toString(36)}.${randomBytes(12).toString("hex")}@${domain}>`;
}

/** A small, readable HTML body: the site's name, paragraphs, and blocks kept as typed. */
export function htmlPage(lang: Lang, name: string, title: string, blocks: string[]): string {
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

export const p = (text: string, style = "margin:0 0 16px") => `<p style="${style}">${escapeHtml(text)}</p>`;
export const quote = (text: string) =>
  `<div style="margin:0 0 16px;padding:12px 16px;border-left:4px solid #f5a524;background:#f6f7f9;white-space:pre-wrap">${escapeHtml(text)}</div>`;
export const small = (text: string) => p(text, "margin:24px 0 0;font-size:13px;color:#4a5568");

/** A table of labels and values (the business's notifications). */
export function table(rows: [string, string][], link?: (value: string) => string | undefined): string {
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

export async function build(options: ConstructorParameters<typeof MailComposer>[0]): Promise<string> {
  const buffer = await new MailComposer({ ...options, disableFileAccess: true, disableUrlAccess: true }).compile().build();
  return buffer.toString("utf8");
}
