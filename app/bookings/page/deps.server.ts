/**
 * What every part of the booking page's service reads: the database, the two clocks, the settings,
 * the site's address, the catalogue, the outbox and the emails' settings, and the posts' limit.
 */
import { createHash } from "node:crypto";
import type { Catalogue } from "../../catalogue/model.ts";
import { isLang, type Lang } from "../../i18n/languages.ts";
import type { MailSettings } from "../../mail/compose.server.ts";
import type { Outbox } from "../../mail/outbox.server.ts";
import { businessDate } from "../../runtime/clock.server.ts";
import { SlidingWindowLimiter } from "../../runtime/rate-limit.server.ts";
import { bookingPagePath } from "../../site/booking-page-path.ts";
import type { BookingsService } from "../service.server.ts";
import type * as requests from "../store.server.ts";
import type { BookingPageSettings } from "./model.ts";
import type { Database } from "./store.server.ts";

export type BookingPageOptions = {
  database: Database;
  bookings: Pick<BookingsService, "changeState">;
  publicUrl: string;
  catalogue: () => Promise<Catalogue>;
  settings: BookingPageSettings;
  /** The business clock: departures pass by it. */
  clock: () => number;
  /** Real time, for records and the rate limit. */
  now?: () => number;
  /** The site's outbox and the emails' settings: the link sent again by email. */
  outbox?: Pick<Outbox, "queue" | "firstMessageIdAbout"> & { poke?: () => void };
  mail?: () => Promise<MailSettings>;
  log?: Pick<Console, "log" | "error">;
};

export type BookingPageDeps = Omit<BookingPageOptions, "now" | "log" | "publicUrl"> & {
  db: Database["db"];
  /** Real time, for records and the rate limit. */
  now: () => number;
  log: Pick<Console, "log" | "error">;
  /** The site's origin, the booking pages' links start with it. */
  origin: string;
  /** Today by the business clock (`YYYY-MM-DD`). */
  today: () => string;
  /** Posts one client may make; false when over its limit. */
  allowPost: (visitorHash: string) => boolean;
};

/** The service's options with their defaults, and what they give: today's date, the origin, the posts' limit. */
export function bookingPageDeps(options: BookingPageOptions): BookingPageDeps {
  const now = options.now ?? Date.now;
  const { settings } = options;
  const limiter = new SlidingWindowLimiter({ limit: settings.rateLimit.count, windowMs: settings.rateLimit.windowMs, now });
  return {
    ...options,
    db: options.database.db,
    now,
    log: options.log ?? console,
    origin: new URL(options.publicUrl).origin,
    today: () => businessDate(options.clock()),
    allowPost: (visitorHash) => limiter.hit(visitorHash).allowed,
  };
}

export const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

export const langOf = (request: requests.BookingRequest): Lang => (isLang(request.lang) ? request.lang : "en");

/** The address of a booking page's link, in the request's language. */
export const urlOf = (deps: Pick<BookingPageDeps, "origin">, request: requests.BookingRequest, token: string) =>
  `${deps.origin}${bookingPagePath(langOf(request), token)}`;
