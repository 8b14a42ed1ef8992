/**
 * Where the booking page lives, how every other spelling of its path is recognised, and how a path
 * that names one is written without its token.
 */
import { defaultLang, isLang, type Lang } from "../i18n/languages.ts";

/** The booking page's path: `/es/booking/<token>` (app/routes.ts). */
export const BOOKING_PAGE_SEGMENT = "booking";
export const bookingPagePath = (lang: Lang, token: string) => `/${lang}/${BOOKING_PAGE_SEGMENT}/${token}`;

/** A token as the booking page makes them: 43 characters of base64url (256 bits). */
export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** What sits under a booking page's token: the page itself or its review. */
const PAGES_UNDER_TOKEN = ["", "/review"];

/**
 * A path's segments as a router, a proxy or a browser may read them: each percent-decoded (an
 * encoded slash stays inside its segment), `.` and `..` resolved, empty segments (double slashes)
 * dropped. Whatever cannot be decoded is read as written.
 */
function readSegments(pathname: string, resolveDots = true): string[] {
  const segments: string[] = [];
  for (const raw of pathname.split("/")) {
    let segment: string;
    try {
      segment = decodeURIComponent(raw);
    } catch {
      segment = raw;
    }
    if (segment === "" || (resolveDots && segment === ".")) continue;
    if (resolveDots && segment === "..") segments.pop();
    else segments.push(segment);
  }
  return segments;
}

type BookingPathParts = {
  /** The prefix before `booking`, lower-cased (a language's, or anything); "" when none. */
  prefix: string;
  token: string;
  /** What follows the token, as read (`review`, or anything). */
  rest: string[];
};

/**
 * The booking page a path names, however it is spelled (`/en/%62ooking/<token>`, `/en/./booking/…`,
 * `//EN//Booking/<token>/review`, `/booking/<token>`, `<token>.data`…), or undefined: `booking` as
 * its first or second segment, in any case, followed by something.
 */
function bookingPathOf(pathname: string): BookingPathParts | undefined {
  const segments = readSegments(pathname);
  const at = segments.slice(0, 2).findIndex((segment) => segment.toLowerCase() === BOOKING_PAGE_SEGMENT);
  if (at === -1 || segments.length <= at + 1) return undefined;
  return { prefix: at === 1 ? segments[0]!.toLowerCase() : "", token: segments[at + 1]!, rest: segments.slice(at + 2) };
}

/** Whether a path is a booking page's, in any spelling (never cached, never counted, never logged with its token). */
export function isBookingPagePath(pathname: string): boolean {
  return bookingPathOf(pathname) !== undefined;
}

/**
 * Whether a booking page's path is written exactly as the site writes it (`/es/booking/<token>`,
 * `/es/booking/<token>/review`): the only spelling that opens one. Every other is the site's 404,
 * so that a token travels in one spelling only, the one the logs, the service worker and the
 * headers recognise first.
 */
export function isCanonicalBookingPath(pathname: string): boolean {
  const parts = bookingPathOf(pathname);
  if (!parts || !/^[a-z]{2}$/.test(parts.prefix)) return false;
  const canonical = `/${parts.prefix}/${BOOKING_PAGE_SEGMENT}/${parts.token}`;
  return /^[A-Za-z0-9_-]+$/.test(parts.token) && PAGES_UNDER_TOKEN.some((under) => pathname === canonical + under);
}

/**
 * A path as logs write it: a booking page's, in any spelling, as its placeholder, the token never;
 * and any other path with a `booking` segment followed by something (`/en/booking/<token>/..`,
 * which resolves elsewhere) without what follows it.
 */
export function withoutBookingToken(pathname: string): string {
  const parts = bookingPathOf(pathname);
  if (!parts) {
    const written = readSegments(pathname, false);
    const at = written.findIndex((segment) => segment.toLowerCase() === BOOKING_PAGE_SEGMENT);
    return at !== -1 && at < written.length - 1 ? `/:path/${BOOKING_PAGE_SEGMENT}/:token/:rest` : pathname;
  }
  const prefix = /^[a-z]{2}$/.test(parts.prefix) ? `/${parts.prefix}` : parts.prefix ? "/:prefix" : "";
  const under = parts.rest.length === 0 ? "" : parts.rest.length === 1 && parts.rest[0] === "review" ? "/review" : "/:rest";
  return `${prefix}/${BOOKING_PAGE_SEGMENT}/:token${under}`;
}

/**
 * Where a booking page's other spelling is answered: the booking page's own "no such link" (the
 * site's 404, in the prefix's language, or English), a path that names no booking. Undefined for
 * the site's own spelling and for every path that is not a booking page's.
 */
export function bookingNotFoundPath(pathname: string): string | undefined {
  const parts = bookingPathOf(pathname);
  if (!parts || isCanonicalBookingPath(pathname)) return undefined;
  return `/${isLang(parts.prefix) ? parts.prefix : defaultLang}/${BOOKING_PAGE_SEGMENT}/-`;
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
