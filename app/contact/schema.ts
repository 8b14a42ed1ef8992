/**
 * The contact form's one schema: the browser checks a submit with it before posting, and the
 * server checks every post again with the very same rules (plain code: no validation library in
 * the browser bundle). Errors are codes; their texts, in the page's language, live in `./i18n`.
 */
import { isBlank } from "../blank-text.ts";

/** The form's fields, named as in the spec (and posted under these names). */
export const contactFields = ["user_name", "user_email", "subject", "message"] as const;
export type ContactField = (typeof contactFields)[number];
export type ContactValues = Record<ContactField, string>;

export const emptyContactValues: ContactValues = { user_name: "", user_email: "", subject: "", message: "" };

/** Length limits (the spec has none; these keep stored rows and emails sensible). */
export const contactLimits = {
  user_name: 100,
  /** The longest address SMTP carries. */
  user_email: 254,
  subject: 150,
  message: 5000,
} as const satisfies Record<ContactField, number>;

export type ContactErrorCode =
  | "name_required"
  | "email_required"
  | "email_invalid"
  | "subject_required"
  | "message_required"
  | "name_too_long"
  | "email_too_long"
  | "subject_too_long"
  | "message_too_long"
  | "line_break";

export type ContactErrors = Partial<Record<ContactField, ContactErrorCode>>;

/**
 * The spec's address rule: text, an at sign, text, a dot, text. "Text" is a run of characters
 * that are not spaces, at signs or address punctuation (`,;:<>()[]\"`): one plain address, never a
 * list or a display name, so nothing typed here can add recipients to an email.
 */
const addressText = String.raw`[^\s@,;:<>()[\]\\"]+`;
export const EMAIL_PATTERN = new RegExp(`^${addressText}@${addressText}\\.${addressText}$`, "u");

/** Line breaks of any kind; a single-line field (they all end up in email headers) must have none. */
const LINE_BREAK = /[\r\n\u0085\u2028\u2029]/;

/** Control and bidi-override characters, which no field needs (tabs become spaces). */
const CONTROLS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u0084\u0086-\u009f\u202a-\u202e\u2066-\u2069]/g;

function cleanSingleLine(value: unknown): string {
  if (typeof value !== "string") return "";
  return value.normalize("NFC").replace(/\t/g, " ").replace(CONTROLS, "");
}

function cleanMultiLine(value: unknown): string {
  if (typeof value !== "string") return "";
  return value.normalize("NFC").replace(/\r\n?/g, "\n").replace(/\t/g, "    ").replace(CONTROLS, "");
}

type FieldRule = {
  clean: (value: unknown) => string;
  required: ContactErrorCode;
  singleLine: boolean;
  max: number;
  tooLong: ContactErrorCode;
  format?: { pattern: RegExp; error: ContactErrorCode };
};

/**
 * The rules, checked in this order for each field: required (after trimming), on one line,
 * within its length, well formed. A field reports its first problem only.
 */
export const contactRules: Record<ContactField, FieldRule> = {
  user_name: { clean: cleanSingleLine, required: "name_required", singleLine: true, max: contactLimits.user_name, tooLong: "name_too_long" },
  user_email: {
    clean: cleanSingleLine,
    required: "email_required",
    singleLine: true,
    max: contactLimits.user_email,
    tooLong: "email_too_long",
    format: { pattern: EMAIL_PATTERN, error: "email_invalid" },
  },
  subject: { clean: cleanSingleLine, required: "subject_required", singleLine: true, max: contactLimits.subject, tooLong: "subject_too_long" },
  message: { clean: cleanMultiLine, required: "message_required", singleLine: false, max: contactLimits.message, tooLong: "message_too_long" },
};

function checkField(rule: FieldRule, input: unknown): { value: string } | { error: ContactErrorCode } {
  const value = rule.clean(input).trim();
  if (isBlank(value)) return { error: rule.required };
  if (rule.singleLine && LINE_BREAK.test(value)) return { error: "line_break" };
  if (value.length > rule.max) return { error: rule.tooLong };
  if (rule.format && !rule.format.pattern.test(value)) return { error: rule.format.error };
  return { value };
}

export type ContactValidation = { ok: true; values: ContactValues } | { ok: false; errors: ContactErrors };

/** Checks every field at once (no validation library: this runs in the browser too). */
export function validateContact(input: Partial<Record<ContactField, unknown>>): ContactValidation {
  const values: ContactValues = { ...emptyContactValues };
  const errors: ContactErrors = {};
  for (const field of contactFields) {
    const result = checkField(contactRules[field], input[field]);
    if ("error" in result) errors[field] = result.error;
    else values[field] = result.value;
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, values };
}

/** The fields with an error, in the form's order (the first one gets the focus). */
export function fieldsWithErrors(errors: ContactErrors): ContactField[] {
  return contactFields.filter((field) => errors[field] !== undefined);
}
