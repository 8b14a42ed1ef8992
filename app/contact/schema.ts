/**
 * The contact form's one schema: the browser checks a submit with it before posting, and the
 * server checks every post again with the very same rules. Errors are codes; their texts, in the
 * page's language, live in `./i18n`.
 */
import { z } from "zod";

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

const singleLine = (required: ContactErrorCode, tooLong: ContactErrorCode, max: number) =>
  z.preprocess(
    cleanSingleLine,
    z
      .string()
      .trim()
      .min(1, required)
      .refine((value) => !LINE_BREAK.test(value), "line_break")
      .max(max, tooLong),
  );

export const contactSchema = z.object({
  user_name: singleLine("name_required", "name_too_long", contactLimits.user_name),
  user_email: z.preprocess(
    cleanSingleLine,
    z
      .string()
      .trim()
      .min(1, "email_required")
      .refine((value) => !LINE_BREAK.test(value), "line_break")
      .max(contactLimits.user_email, "email_too_long")
      .regex(EMAIL_PATTERN, "email_invalid"),
  ),
  subject: singleLine("subject_required", "subject_too_long", contactLimits.subject),
  message: z.preprocess(
    cleanMultiLine,
    z.string().trim().min(1, "message_required").max(contactLimits.message, "message_too_long"),
  ),
});

export type ContactValidation = { ok: true; values: ContactValues } | { ok: false; errors: ContactErrors };

/** Checks every field at once; each field reports its first problem (required before format). */
export function validateContact(input: Partial<Record<ContactField, unknown>>): ContactValidation {
  const result = contactSchema.safeParse(input);
  if (result.success) return { ok: true, values: result.data };
  const errors: ContactErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as ContactField;
    errors[field] ??= issue.message as ContactErrorCode;
  }
  return { ok: false, errors };
}

/** The fields with an error, in the form's order (the first one gets the focus). */
export function fieldsWithErrors(errors: ContactErrors): ContactField[] {
  return contactFields.filter((field) => errors[field] !== undefined);
}
