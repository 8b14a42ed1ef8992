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
import type { Catalogue } from "../catalogue/model.ts";
import { randomInt } from "node:crypto";
import type { Database } from "./store.server.ts";
import { takeSeatsOn, releaseSeats, getDeparture } from "../departures/store.server.ts";
import type { DeparturesService } from "../departures/service.server.ts";
import { isUpcoming, lastDay, type Departure } from "../departures/model.ts";
import { confirmationAddresses, type ConfirmationAddresses } from "../forms/confirmation-addresses.server.ts";
import { formGuard, type FormPolicy } from "../forms/receive.server.ts";
import type { FormSigner } from "../forms/signing.server.ts";
import type { Lang } from "../i18n/languages.ts";
import { mailSettingsOf, type MailSettingsSource } from "../mail/compose.server.ts";
import type { Outbox } from "../mail/outbox.server.ts";
import { countEmailsAbout, countEmailsSince, queueEmails } from "../mail/store.server.ts";
import type { EventBus } from "../runtime/events.server.ts";
import { SlidingWindowLimiter } from "../runtime/rate-limit.server.ts";
import type { ExcursionId } from "../site/pages.ts";
import { composeConfirmedEmail, CONFIRMED_KIND, personalLine } from "./confirmed-mail.server.ts";
import { composeDeclinedEmail, DECLINED_KIND } from "./declined-mail.server.ts";
import { composeBookingEmails, summaryText } from "./mail.server.ts";
import { nextStatuses, type BookingStatus } from "./model.ts";
import type { BookingValues } from "./schema.ts";
import * as store from "./store.server.ts";
import * as audit from "../workspace/audit.server.ts";

export const BOOKINGS_TOPIC = "bookings";
/** What the bus carries: ids, never content. */
export type BookingEvent = { type: "created" | "changed"; id: number; reference: string; status: BookingStatus };

export type BookingSettings = {
  /** Requests one client may store per window (counted in the database: holds across instances). */
  rateLimit: { count: number; windowMs: number };
  minFillMs?: number;
  /** Confirmations one address may receive per window; beyond it, requests still reach the business. */
  recipientLimit?: { count: number; windowMs: number };
  /** Different addresses one client may have confirmations sent to per window, over every form (app/forms/confirmation-addresses.server.ts). */
  addressLimit?: { count: number; windowMs: number };
};

const HOUR = 60 * 60_000;
/** The largest post taken: every field at its limit, percent-encoded, with room to spare. */
export const BOOKING_BODY_MAX_BYTES = 64 * 1024;
const FORM_MAX_AGE_MS = 24 * HOUR;

export type BookingSubmission = {
  offer: ExcursionId;
  values: BookingValues;
  lang: Lang;
  /** What the form is stored under: the same form posted again is stored once (app/forms/idempotency.server.ts). */
  key: string;
  visitor: string;
};

export type BookingResult =
  | { ok: true; id: number; reference: string; summary: string; duplicate: boolean }
  | { ok: false; formError: "rate-limited" | "save-failed"; retryAfterSeconds?: number };

/**
 * `problem` names a refusal the owner's workspace words itself: the departure is of another
 * excursion, or over (`error` says the same in English, for the command line).
 */
type StateChangeEmail = { to: string; subject: string };

export type StateChange =
  | {
      ok: true;
      request: store.BookingRequest /** The confirmation emailed to the traveller, queued with the change. */;
      emailed?: StateChangeEmail;
    }
  | { ok: false; error: string; problem?: ConfirmProblem };

export type StateChangeOptions = {
  departureId?: number;
  /** The owner's personal line in the confirmation email. */
  personal?: string;
  /** Who changes it, from the workspace: the history's line is written in the change's transaction (and the form's key kept with it). */
  history?: { actor: audit.Actor; formKey?: string };
  /** Declining a confirmed booking: what it paid, said in the email that tells the traveller. */
  paid?: { cents: number; currency: string } | null;
  /** The traveller asked for it (their request to cancel, accepted): their page says so, no email. */
  asked?: boolean;
};

/** The workspace's history line of a request's change of state. */
function stateHistory(
  before: store.BookingRequest,
  after: store.BookingRequest,
  by: NonNullable<StateChangeOptions["history"]>,
  emailed: StateChangeEmail | undefined,
  note: string | undefined,
): audit.AuditEntry {
  return {
    actor: by.actor,
    action: "request.state",
    subject: `request ${before.reference}`,
    before: { status: before.status, departure: before.departureId, seatsHeld: before.seatsHeld },
    after: {
      status: after.status,
      departure: after.departureId,
      seatsHeld: after.seatsHeld,
      // The email it sent, with the owner's personal line as it went.
      ...(emailed ? { email: { ...emailed, note } } : {}),
    },
    formKey: by.formKey,
  };
}

/** The email a confirmation would send, as the owner previews it before saying yes. */
export type ConfirmationPreview =
  | { ok: true; to: string; subject: string; text: string; attachments: string[] }
  | { ok: false; error: string; problem?: ConfirmProblem };
export type ConfirmProblem = "other-excursion" | "past-departure";

/** Letters and digits that cannot be mistaken for one another when read aloud or copied. */
const REFERENCE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
export function newReference(): string {
  let code = "";
  for (let i = 0; i < 6; i++) code += REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)];
  return `BV-${code}`;
}

/** A refusal inside a transaction: rolls it back, then becomes the answer. */
/** Why the seats of a departure could not be taken: its dates changed since the email was written, or too few are left. */
async function seatsRefusal(db: Parameters<typeof getDeparture>[0], read: Departure, seats: number): Promise<Refused> {
  const now = await getDeparture(db, read.id);
  if (!now) return new Refused(`No departure #${read.id}`);
  if (now.startDate !== read.startDate || now.endDate !== read.endDate || now.offer !== read.offer)
    return new Refused("The departure changed meanwhile: look at it again");
  return new Refused(
    `Departure #${read.id} has ${Math.max(0, now.seatsTotal - now.seatsTaken)} seat(s) left (${now.status}): not enough for ${seats}`,
  );
}

class Refused extends Error {
  readonly problem?: ConfirmProblem;
  constructor(message: string, problem?: ConfirmProblem) {
    super(message);
    this.problem = problem;
  }
}

export function createBookingsService(options: {
  database: Database;
  departures: DeparturesService;
  outbox: Outbox;
  /** Fixed, or read for each request (the business's details may change while the site runs). */
  mail: MailSettingsSource;
  settings: BookingSettings;
  signer: FormSigner;
  bus?: EventBus;
  /** The addresses every form that confirms has written to (app/forms/confirmation-addresses.server.ts); without it, this form's own. */
  confirmationAddresses?: ConfirmationAddresses;
  /** The published catalogue (the excursions' and rental items' names its emails write). */
  catalogue: () => Promise<Catalogue>;
  /** The private link to a request's booking page, given ahead of its confirmation (app/bookings/page/): its confirmation email carries it. */
  bookingPageLink?: (request: store.BookingRequest, departure: Departure) => Promise<string | undefined>;
  now?: () => number;
  log?: Pick<Console, "log" | "warn" | "error">;
}) {
  const { database, departures, outbox, mail, settings, signer } = options;
  const { db } = database;
  const now = options.now ?? Date.now;
  const log = options.log ?? console;
  const recipientLimit = settings.recipientLimit ?? { count: 3, windowMs: 24 * HOUR };
  const attempts = new SlidingWindowLimiter({ limit: settings.rateLimit.count * 4, windowMs: settings.rateLimit.windowMs, now });
  // On the site, every form that confirms counts together; on its own, this form counts its own.
  const addresses =
    options.confirmationAddresses ??
    confirmationAddresses([(clientHash, since) => store.confirmedAddressesSince(db, clientHash, since)], settings.addressLimit);

  async function announce(request: store.BookingRequest, type: BookingEvent["type"]) {
    try {
      await options.bus?.publish(BOOKINGS_TOPIC, {
        type,
        id: request.id,
        reference: request.reference,
        status: request.status,
      } satisfies BookingEvent);
    } catch (error) {
      log.error("Could not announce a booking request:", error);
    }
  }

  const year = () => Number(departures.today().slice(0, 4));

  async function submit(input: BookingSubmission): Promise<BookingResult> {
    const { values } = input;
    const departureId = values.departure ? Number(values.departure) : null;
    const clientToken = input.key;
    let id: number;
    let reference: string;
    let summary: string;
    try {
      const earlier = await store.requestByClientToken(db, clientToken);
      if (earlier) {
        const departure = earlier.departureId ? ((await getDeparture(db, earlier.departureId)) ?? null) : null;
        return {
          ok: true,
          id: earlier.id,
          reference: earlier.reference,
          summary: summaryText({ ...earlier, departure }, input.lang, year(), await options.catalogue()),
          duplicate: true,
        };
      }
      const clientHash = signer.visitorHash(input.visitor);
      if ((await store.countRequestsSince(db, clientHash, now() - settings.rateLimit.windowMs)) >= settings.rateLimit.count) {
        return { ok: false, formError: "rate-limited", retryAfterSeconds: Math.ceil(settings.rateLimit.windowMs / 1000) };
      }
      const toAddress = await countEmailsSince(db, "booking-confirmation", now() - recipientLimit.windowMs, values.user_email);
      const toNewAddress = await addresses.mayConfirmTo({ clientHash, address: values.user_email, now: now() });
      const confirmation = toAddress >= recipientLimit.count || !toNewAddress ? "suppressed" : "queued";
      const departure = departureId ? ((await getDeparture(db, departureId)) ?? null) : null;
      const createdAt = now();
      const request: store.NewBookingRequest = {
        reference: newReference(),
        createdAt,
        lang: input.lang,
        offer: input.offer,
        departureId: departure ? departure.id : null,
        dateFrom: departure ? null : values.date_from || null,
        dateTo: departure ? null : values.date_to || null,
        groupSize: values.group_size,
        experience: values.experience ?? "",
        gear: values.gear,
        groupLang: values.group_lang ?? input.lang,
        name: values.user_name,
        email: values.user_email,
        phone: values.phone,
        message: values.message,
        confirmation,
        clientHash,
        clientToken,
      };
      for (let attempt = 1; ; attempt++) {
        const words = { ...request, departure };
        const settings = await mailSettingsOf(mail);
        const catalogue = await options.catalogue();
        const emailsFor = (id: number) =>
          composeBookingEmails(words, input.lang, settings, {
            id,
            year: year(),
            confirmationSuppressed: confirmation === "suppressed",
            catalogue,
          });
        try {
          id = await store.insertRequest(db, request, emailsFor);
          reference = request.reference;
          summary = summaryText(words, input.lang, year(), catalogue);
          break;
        } catch (error) {
          // The same form stored meanwhile by a concurrent post?
          const concurrent = await store.requestByClientToken(db, clientToken).catch(() => undefined);
          if (concurrent)
            return {
              ok: true,
              id: concurrent.id,
              reference: concurrent.reference,
              summary: summaryText({ ...concurrent, departure }, input.lang, year(), await options.catalogue()),
              duplicate: true,
            };
          // Else a reference drawn twice (one in a billion): draw again.
          if (attempt >= 3) throw error;
          request.reference = newReference();
        }
      }
      if (confirmation === "suppressed")
        log.warn(`Booking request ${reference}: no confirmation emailed, the address or the client is over its limit.`);
    } catch (error) {
      log.error("Could not store a booking request:", error);
      return { ok: false, formError: "save-failed" };
    }
    outbox.poke();
    const stored = await store.getRequest(db, id).catch(() => undefined);
    if (stored) await announce(stored, "created");
    return { ok: true, id, reference, summary, duplicate: false };
  }

  /**
   * The confirmation email of a request onto a departure (checked as confirming checks it, seats
   * aside): composed before any transaction, so nothing slow runs while a write lock is held.
   */
  async function confirmationEmail(current: store.BookingRequest, departureId: number, personal: string, date: number) {
    const departure = await getDeparture(db, departureId);
    if (!departure) throw new Refused(`No departure #${departureId}`);
    if (departure.offer !== current.offer)
      throw new Refused(`Departure #${departureId} is for ${departure.offer}, not ${current.offer}`, "other-excursion");
    if (!isUpcoming(departure, departures.today()))
      throw new Refused(`Departure #${departureId} is over (${lastDay(departure)})`, "past-departure");
    const sequence = await countEmailsAbout(db, current.id, CONFIRMED_KIND);
    const email = await composeConfirmedEmail({
      request: current,
      departure,
      catalogue: await options.catalogue(),
      settings: await mailSettingsOf(mail),
      personal,
      bookingPageLink: await options.bookingPageLink?.(current, departure),
      date,
      sequence,
    });
    return { email, departure };
  }

  /** The email telling a traveller their confirmed booking was cancelled by the business. */
  async function declinedEmail(current: store.BookingRequest, paid: { cents: number; currency: string } | null, date: number) {
    const departure = current.departureId ? await getDeparture(db, current.departureId) : undefined;
    const sequence = (await countEmailsAbout(db, current.id, CONFIRMED_KIND)) + (await countEmailsAbout(db, current.id, DECLINED_KIND));
    return composeDeclinedEmail({
      request: current,
      departure: departure ?? { startDate: current.dateFrom, endDate: current.dateTo },
      catalogue: await options.catalogue(),
      settings: await mailSettingsOf(mail),
      paid,
      date,
      sequence,
    });
  }

  /** The email declining a confirmed booking would send now, for the owner to read first. */
  async function previewDecline(idOrReference: number | string, paid: { cents: number; currency: string } | null) {
    const current = await store.getRequest(db, idOrReference);
    if (current?.status !== "confirmed") return undefined;
    const email = await declinedEmail(current, paid, now());
    return { to: email.recipient, subject: email.subject, text: email.text };
  }

  /** The email confirming a request onto a departure would send now, for the owner to read first. */
  async function previewConfirmation(idOrReference: number | string, departureId: number, personal = ""): Promise<ConfirmationPreview> {
    const current = await store.getRequest(db, idOrReference);
    if (!current) return { ok: false, error: `No request ${idOrReference}` };
    try {
      const { email } = await confirmationEmail(current, departureId, personalLine(personal), now());
      return {
        ok: true,
        to: email.recipient,
        subject: email.subject,
        text: email.text,
        attachments: email.attachments,
      };
    } catch (error) {
      if (error instanceof Refused) return { ok: false, error: error.message, ...(error.problem ? { problem: error.problem } : {}) };
      throw error;
    }
  }

  /**
   * Moves a request to `to`. Confirming onto a departure (the one it names, or `departureId`) takes
   * its seats in the same transaction, or refuses when too few are left; declining a confirmed
   * request gives its seats back.
   */
  async function changeState(
    which: number | string | store.BookingRequest,
    to: BookingStatus,
    change: StateChangeOptions = {},
  ): Promise<StateChange> {
    // A request already read (the workspace's screen read it) is not read again: the move is conditional on its state.
    const current = typeof which === "object" ? which : await store.getRequest(db, which);
    if (!current) return { ok: false, error: `No request ${String(which)}` };
    if (!nextStatuses[current.status].includes(to)) {
      return {
        ok: false,
        error: `A request ${current.status} cannot become ${to} (it can become: ${nextStatuses[current.status].join(", ") || "nothing"})`,
      };
    }
    const time = now();
    const departureId = change.departureId ?? current.departureId ?? undefined;
    let seatsMoved: number | undefined;
    let emailed: { to: string; subject: string } | undefined;
    try {
      // Confirming onto a departure tells the traveller: the email is queued with the change, or neither happens.
      const planned =
        to === "confirmed" && departureId !== undefined
          ? await confirmationEmail(current, departureId, personalLine(change.personal), time)
          : undefined;
      // What the request becomes: the move below is conditional on the state read, so this is what it is once it commits.
      const moved: store.BookingRequest = {
        ...current,
        status: to,
        updatedAt: time,
        departureCancelledAt: null,
        // The first confirmation is kept (store.moveRequest).
        confirmedAt: to === "confirmed" ? (current.confirmedAt ?? time) : current.confirmedAt,
      };
      // Declining a confirmed booking tells the traveller, once: queued with the move, or neither happens.
      const declined =
        current.status === "confirmed" && to === "declined" && !change.asked
          ? await declinedEmail(current, change.paid ?? null, time)
          : undefined;
      await db.transaction().execute(async (trx) => {
        if (planned) {
          // The departure read for the email (its excursion's, not over): its seats are taken only while its dates are still the email's.
          const { departure } = planned;
          if (
            !(await store.moveRequest(
              trx,
              current.id,
              [current.status],
              { status: "confirmed", departureId: departure.id, seatsHeld: current.groupSize },
              time,
            ))
          )
            throw new Refused("The request changed meanwhile: look at it again");
          if (!(await takeSeatsOn(trx, departure, current.groupSize, time))) throw await seatsRefusal(trx, departure, current.groupSize);
          Object.assign(moved, { departureId: departure.id, seatsHeld: current.groupSize });
          seatsMoved = departure.id;
          await queueEmails(trx, { contact_id: null, booking_id: current.id }, [planned.email], time);
          emailed = { to: planned.email.recipient, subject: planned.email.subject };
        } else if (current.seatsHeld > 0 && to === "declined") {
          if (!(await store.moveRequest(trx, current.id, [current.status], { status: to, seatsHeld: 0 }, time)))
            throw new Refused("The request changed meanwhile: look at it again");
          moved.seatsHeld = 0;
          if (current.departureId !== null) {
            await releaseSeats(trx, current.departureId, current.seatsHeld, time);
            seatsMoved = current.departureId;
          }
        } else if (to === "cancelled" || !(await store.moveRequest(trx, current.id, [current.status], { status: to }, time))) {
          // "cancelled" is the departure's doing (app/bookings/reminders/), never a move of its own.
          throw new Refused("The request changed meanwhile: look at it again");
        }
        if (declined) {
          await queueEmails(trx, { contact_id: null, booking_id: current.id }, [declined], time);
          emailed = { to: declined.recipient, subject: declined.subject };
        }
        // The history line is written with the change it describes: both, or neither.
        if (change.history) await audit.record(trx, stateHistory(current, moved, change.history, emailed, change.personal), time);
      });
      return finish(moved, emailed, seatsMoved);
    } catch (error) {
      if (error instanceof Refused) return { ok: false, error: error.message, ...(error.problem ? { problem: error.problem } : {}) };
      throw error;
    }
  }

  /** After a change committed: the outbox woken, the departure's and the request's screens told. */
  async function finish(
    request: store.BookingRequest,
    emailed: StateChangeEmail | undefined,
    seatsMoved: number | undefined,
  ): Promise<StateChange> {
    if (emailed) outbox.poke();
    if (seatsMoved !== undefined) await departures.announce(seatsMoved);
    await announce(request, "changed");
    return { ok: true, request, ...(emailed ? { emailed } : {}) };
  }

  return {
    submit,
    /** Requests, newest first, by state, excursion, departure or a search of reference, name and email. */
    list: (filter: store.RequestFilter = {}) => store.listRequests(db, filter),
    /** How many requests a filter finds, for a list shown a page at a time. */
    count: (filter: store.RequestFilter = {}) => store.countRequests(db, filter),
    /** The excursions that have any request. */
    requestedOffers: () => store.requestedOffers(db),
    /** One request, by its id or its reference. */
    get: (idOrReference: number | string) => store.getRequest(db, idOrReference),
    changeState,
    /** Requests stored since a time, from anyone. */
    countSince: (since: number) => store.countNewRequests(db, since),
    /** Requests nobody has answered yet (still new), whenever they came. */
    countUnanswered: () => store.countRequestsIn(db, ["new"]),
    /** Requests stored over [since, until) per offer, whatever became of them. */
    perOffer: (since: number, until: number) => store.requestsPerOffer(db, since, until),
    /** Confirms a request onto a departure (its own, or another), taking its seats. */
    confirm: (idOrReference: number | string, departureId?: number, personal?: string) =>
      changeState(idOrReference, "confirmed", { departureId, personal }),
    previewConfirmation,
    previewDecline,
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
