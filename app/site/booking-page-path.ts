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
