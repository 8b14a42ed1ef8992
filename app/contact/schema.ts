/**
 * The contact form's schema: the browser checks a submit with it before posting, and the action
 * checks every post again with the very same rules (app/forms/schema.ts). Its errors are the
 * spec's codes; their texts, in the page's language, live in `./i18n`.
 */
import { EMAIL_PATTERN } from "../forms/email.ts";
import { defineForm, line, text, type FormErrors, type FormValues } from "../forms/schema.ts";

/** Length limits (the spec has none; these keep stored rows and emails sensible). */
export const contactLimits = {
  user_name: 100,
  /** The longest address SMTP carries. */
  user_email: 254,
  subject: 150,
  message: 5000,
} as const;

/** The single-line fields become email headers (From's name, Reply-To, Subject): one line, no encoded words. */
const headerSafe = { lineBreak: "line_break", encodedWord: "encoded_word" } as const;

/** The form's fields, named as in the spec (and posted under these names), in the form's order. */
export const contactForm = defineForm({
  user_name: line({ required: "name_required", max: contactLimits.user_name, tooLong: "name_too_long", ...headerSafe }),
  user_email: line({
    required: "email_required",
    max: contactLimits.user_email,
    tooLong: "email_too_long",
    ...headerSafe,
    format: { pattern: EMAIL_PATTERN, error: "email_invalid" },
  }),
  subject: line({ required: "subject_required", max: contactLimits.subject, tooLong: "subject_too_long", ...headerSafe }),
  message: text({ required: "message_required", max: contactLimits.message, tooLong: "message_too_long" }),
});

export type ContactField = (typeof contactForm.names)[number];
export type ContactValues = FormValues<typeof contactForm.rules>;
export type ContactErrors = FormErrors<typeof contactForm.rules>;
export type ContactErrorCode = NonNullable<ContactErrors[ContactField]>;

export const contactFields = contactForm.names;
export const emptyContactValues: ContactValues = { user_name: "", user_email: "", subject: "", message: "" };
