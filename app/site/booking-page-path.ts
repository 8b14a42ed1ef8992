/** Where the booking page lives, and how a path that names one is written without its token. */
import type { Lang } from "../i18n/languages.ts";

/** The booking page's path: `/es/booking/<token>` (app/routes.ts). */
export const BOOKING_PAGE_SEGMENT = "booking";
export const bookingPagePath = (lang: Lang, token: string) => `/${lang}/${BOOKING_PAGE_SEGMENT}/${token}`;

/** A token as the booking page makes them: 43 characters of base64url (256 bits). */
export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** Whether a path is a booking page's (never cached, never counted, never logged with its token). */
export function isBookingPagePath(pathname: string): boolean {
  return /^(?:\/[a-z]{2})?\/booking\/[^/]+/i.test(pathname);
}

/** A path as logs write it: a booking page's token replaced by a placeholder. */
export function withoutBookingToken(pathname: string): string {
  return pathname.replace(/^(\/[a-z]{2})?\/booking\/[^/]+/i, (_match, lang: string | undefined) => `${lang ?? ""}/booking/:token`);
}

/** A booking page's address inside a message as it is sent: in quoted-printable, any character may be followed by a soft line break. */
const SOFT = "(?:=\\r?\\n)?";
const spelled = (text: string) => [...text].map((char) => char.replace(/[/]/g, "\\/") + SOFT).join("");
const TOKEN_IN_MESSAGE = new RegExp(`(${spelled(`/${BOOKING_PAGE_SEGMENT}/`)})(?:[A-Za-z0-9_-]${SOFT}){43}(?![A-Za-z0-9_-])`, "g");

/**
 * An email as the outbox keeps it once sent: every booking page's token in it (plain or
 * quoted-printable) replaced by a placeholder of the same length, so the kept copy opens nothing
 * (decision 0102). What was sent is not changed.
 */
export function withoutBookingTokensInMessage(raw: string): string {
  return raw.replace(TOKEN_IN_MESSAGE, (match, path: string) => path + match.slice(path.length).replace(/[A-Za-z0-9_-]/g, "x"));
}
