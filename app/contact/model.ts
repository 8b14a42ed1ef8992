/**
 * What the contact page, its action and the browser share: the action's answer and the texts of
 * errors.
 */
import type { FormGuard } from "../forms/fields.ts";
import type { FormProblem } from "../forms/receive.server.ts";
import { fill } from "../i18n/fill.ts";
import type { Lang } from "../i18n/languages.ts";
import type { ContactTexts } from "./i18n/en.ts";
import { contactLimits, type ContactErrorCode, type ContactErrors, type ContactValues } from "./schema.ts";

/** Problems with a post as a whole (not one field); "network" is the browser's own. */
export type ContactFormError = FormProblem | "network";

export type ContactActionData =
  | {
      kind: "contact";
      ok: true;
      /** Unique per stored message: the page clears its form once per receipt. */
      receipt: string;
      /** Written without a connection: kept on the device, to be sent when the signal returns. */
      kept?: true;
    }
  | {
      kind: "contact";
      ok: false;
      errors: ContactErrors;
      formError: ContactFormError | null;
      /** What was typed, so a page rendered without JavaScript can put it back. */
      values: ContactValues;
    };

/** The excursion a message is about (`?excursion=`), posted with the form. */
export const EXCURSION_FIELD = "excursion";

/** The page's texts without the emails' (those stay on the server), and what a message kept offline says. */
export type ContactFormTexts = Omit<ContactTexts, "mail"> & { kept: string };

export function formTexts(texts: ContactTexts, kept: string): ContactFormTexts {
  const { mail: _mail, ...rest } = texts;
  return { ...rest, kept };
}

export type ContactPageData = {
  texts: ContactFormTexts;
  guard: FormGuard;
  /** The excursion named by `?excursion=`, and the subject it fills in. */
  excursion: { id: string; subject: string } | null;
};

const limitOf: Partial<Record<ContactErrorCode, number>> = {
  name_too_long: contactLimits.user_name,
  email_too_long: contactLimits.user_email,
  subject_too_long: contactLimits.subject,
  message_too_long: contactLimits.message,
};

/** A field error's text in the page's language (a limit's text in the form its count takes). */
export function errorText(texts: Pick<ContactTexts, "errors">, code: ContactErrorCode, lang: Lang): string {
  return fill(texts.errors[code], { count: limitOf[code] ?? 0 }, lang);
}

export function isContactResult(value: unknown): value is ContactActionData {
  return typeof value === "object" && value !== null && (value as ContactActionData).kind === "contact";
}
