/**
 * The bookings service: the Request to book form's action stores requests through it (durably,
 * with their two emails in the site's one outbox, before the visitor is told), and the owner's
 * tools (the owner's workspace, and `npm run requests`) list requests and move them
 * through new → answered → confirmed or declined → done. Confirming onto a departure takes its
 * seats in the same transaction: a departure is never overbooked, even when two instances confirm
 * its last seat at the same moment.
 *
 * Every arrival and change is announced on the event bus (`BOOKINGS_TOPIC`), so a screen that
 * lists requests can follow them live.
 */
import { formGuard, type FormPolicy } from "../forms/receive.server.ts";
import { SlidingWindowLimiter } from "../runtime/rate-limit.server.ts";
import { changeState } from "./change-state.server.ts";
import { type BookingsOptions, bookingsDeps, HOUR } from "./deps.server.ts";
import { previewConfirmation, previewDecline } from "./state-emails.server.ts";
import * as store from "./store.server.ts";
import { submit } from "./submit.server.ts";

export { BOOKINGS_TOPIC, type BookingEvent } from "./events.server.ts";

/** The largest post taken: every field at its limit, percent-encoded, with room to spare. */
export const BOOKING_BODY_MAX_BYTES = 64 * 1024;
const FORM_MAX_AGE_MS = 24 * HOUR;

/** The bookings service: each of its parts takes the same options, with their defaults. */
export function createBookingsService(options: BookingsOptions) {
  const deps = bookingsDeps(options);
  const { db, settings, signer, now } = deps;
  const attempts = new SlidingWindowLimiter({ limit: settings.rateLimit.count * 4, windowMs: settings.rateLimit.windowMs, now });
  const change = (...args: Parameters<typeof changeState> extends [unknown, ...infer Rest] ? Rest : never) => changeState(deps, ...args);
  return {
    submit: (input: Parameters<typeof submit>[1]) => submit(deps, input),
    /** Requests, newest first, by state, excursion, departure or a search of reference, name and email. */
    list: (filter: store.RequestFilter = {}) => store.listRequests(db, filter),
    /** How many requests a filter finds, for a list shown a page at a time. */
    count: (filter: store.RequestFilter = {}) => store.countRequests(db, filter),
    /** The excursions that have any request. */
    requestedOffers: () => store.requestedOffers(db),
    /** One request, by its id or its reference. */
    get: (idOrReference: number | string) => store.getRequest(db, idOrReference),
    changeState: change,
    /** Requests stored since a time, from anyone. */
    countSince: (since: number) => store.countNewRequests(db, since),
    /** Requests nobody has answered yet (still new), whenever they came. */
    countUnanswered: () => store.countRequestsIn(db, ["new"]),
    /** Requests stored over [since, until) per offer, whatever became of them. */
    perOffer: (since: number, until: number) => store.requestsPerOffer(db, since, until),
    /** Confirms a request onto a departure (its own, or another), taking its seats. */
    confirm: (idOrReference: number | string, departureId?: number, personal?: string) =>
      change(idOrReference, "confirmed", { departureId, personal }),
    previewConfirmation: (idOrReference: number | string, departureId: number, personal?: string) =>
      previewConfirmation(deps, idOrReference, departureId, personal),
    previewDecline: (idOrReference: number | string, paid: { cents: number; currency: string } | null) =>
      previewDecline(deps, idOrReference, paid),
    /** The hidden fields of a form rendered now. */
    guard: () => formGuard(signer, now()),
    policy: {
      maxBytes: BOOKING_BODY_MAX_BYTES,
      attempts,
      signer,
      minFillMs: settings.minFillMs ?? 0,
      maxAgeMs: FORM_MAX_AGE_MS,
      now,
    } satisfies FormPolicy,
  };
}

export type BookingsService = ReturnType<typeof createBookingsService>;
