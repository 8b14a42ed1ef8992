/**
 * What the contact page, its action and the browser share: the action's answer, extra field
 * names, and the texts of errors.
 */
import type { ContactTexts } from "./i18n/en.ts";
import { contactLimits, type ContactErrorCode, type ContactErrors, type ContactValues } from "./schema.ts";

/** Problems with a post as a whole (not one field). */
export type ContactFormError = "rate-limited" | "automated" | "cross-site" | "too-large" | "save-failed" | "network";

export type ContactActionData =
  | {
      kind: "contact";
      ok: true;
      /** Unique per stored message: the page clears its form once per receipt. */
      receipt: string;
    }
  | {
      kind: "contact";
      ok: false;
      errors: ContactErrors;
      formError: ContactFormError | null;
      /** What was typed, so a page rendered without JavaScript can put it back. */
      values: ContactValues;
    };

/** Hidden fields besides the four of the schema (the honeypot has an ordinary-looking name on purpose). */
export const extraFields = {
  honeypot: "website",
  clientToken: "client_token",
  excursion: "excursion",
} as const;

/** The page's texts without the emails' (those stay on the server). */
export type ContactFormTexts = Omit<ContactTexts, "mail">;

export function formTexts(texts: ContactTexts): ContactFormTexts {
  const { mail: _mail, ...rest } = texts;
  return rest;
}

/** Fills `{name}` placeholders. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) => (Object.hasOwn(values, key) ? String(values[key]) : match));
}

const limitOf: Partial<Record<ContactErrorCode, number>> = {
  name_too_long: contactLimits.user_name,
  email_too_long: contactLimits.user_email,
  subject_too_long: contactLimits.subject,
  message_too_long: contactLimits.message,
};

/** A field error's text in the page's language. */
export function errorText(texts: Pick<ContactTexts, "errors">, code: ContactErrorCode): string {
  return fill(texts.errors[code], { max: limitOf[code] ?? "" });
}

export function isContactResult(value: unknown): value is ContactActionData {
  return typeof value === "object" && value !== null && (value as ContactActionData).kind === "contact";
}
