/**
 * The traveller's booking page (issue 30): private links, no account. Every token is random (or,
 * for the links the booker forwards, made from the booker's own token) and the database keeps
 * only its SHA-256: nothing it holds makes a link again, so each email carries a new one
 * (decision 0102). The booker's page shows, for each participant still to fill in their form, a
 * link to forward; the participant's first save through it gives them a link of their own (shown
 * to them then) and closes the forwarded one, which from then on shows only their name and that
 * the form is done: the booker never reads nor overwrites what a participant typed. The
 * participant corrects their form through their own link until the departure starts. Links stop
 * working, and the participants' personal fields are emptied, `PARTICIPANT_DATA_DAYS` after the
 * departure's last day (the purge runs on a timer on every instance; its conditional update makes
 * one of them do it, and the history says so once).
 */
import { createHash, createHmac, randomBytes } from "node:crypto";
import * as audit from "../../workspace/audit.server.ts";
import type { Catalogue, ExcursionEntry } from "../../catalogue/model.ts";
import { excursionById } from "../../catalogue/model.ts";
import { formatAmount } from "../../catalogue/price.ts";
import { bookingPrice, KIT, totalLines } from "../../catalogue/total.ts";
import { onlyInNote, shownText } from "../../catalogue/shown-text.ts";
import { rentalItemName } from "../../content/rental/index.ts";
import { departureDates, lastDay, type Departure } from "../../departures/model.ts";
import { getDeparture } from "../../departures/store.server.ts";
import { fill } from "../../i18n/fill.ts";
import { isLang, type Lang } from "../../i18n/languages.ts";
import type { PayView } from "./pay.ts";
import { businessDate } from "../../runtime/clock.server.ts";
import { SlidingWindowLimiter } from "../../runtime/rate-limit.server.ts";
import { ADMIN_LANG, notificationEmail, receivedAt, replyEmail, workspaceLink, type MailSettings } from "../../mail/compose.server.ts";
import { queueEmails } from "../../mail/store.server.ts";
import type { Outbox } from "../../mail/outbox.server.ts";
import { CONFIRMED_KIND } from "../confirmed-mail.server.ts";
import { bookingTexts } from "../i18n/index.ts";
import type { BookingsService } from "../service.server.ts";
import * as requests from "../store.server.ts";
import { bookingPageTexts } from "../i18n/page/index.ts";
import { bookingPageWorkspaceTexts } from "../i18n/workspace/index.ts";
import { CANCEL_REASON_MAX, checkParticipant, participantFields, type ParticipantErrorCode, type ParticipantField } from "./participant.ts";
import { bookingPagePath, TOKEN_PATTERN } from "../../site/booking-page-path.ts";
import * as pages from "./store.server.ts";
import type { BookingLinkRole, Database, Db } from "./store.server.ts";

export { forgetPurgedIn } from "./store.server.ts";

/** The kind of the email that sends a booking page's link again. */
export const LINK_EMAIL_KIND = "booking-page-link";
/** The kind of the email that tells the business a traveller asks to cancel. */
export const CANCEL_ASKED_KIND = "booking-cancel-asked";
const DAY_MS = 86_400_000;

export type BookingPageSettings = {
  /** Days after the departure's last day the personal fields are kept, and the links work. */
  participantDataDays: number;
  /** Posts one client may make on booking pages. */
  rateLimit: { count: number; windowMs: number };
};

type Scope = { kind: "booker" } | { kind: "participant"; slot: number };

export type Opened =
  | { kind: "unknown" }
  /** `dates`: the booking's departure was cancelled by the owner (those were its dates), not the booking alone. */
  | {
      kind: "cancelled";
      lang: Lang;
      reference: string;
      dates?: string;
      /** The booking's id, and whether this is the booker's link (their page keeps saying what was paid). */
      requestId: number;
      booker: boolean;
    }
  /**
   * The link the booker forwarded, once its participant has saved their form: it shows their name
   * and that the form is done, nothing more, and takes no post (the participant has their own link).
   */
  | { kind: "handedOver"; lang: Lang; reference: string; slot: number; name: string; conditionsAt: number | null }
  | {
      kind: "open";
      request: requests.BookingRequest;
      departure: Departure | null;
      scope: Scope;
      linkId: number;
      lang: Lang;
      /** Which link opened it; `token` is the link's own (a booker's page makes the links it forwards from it). */
      role: BookingLinkRole;
      token: string;
    };

export type ParticipantView = {
  slot: number;
  filled: boolean;
  name: string;
  conditionsAt: number | null;
  filledBy: "booker" | "participant" | null;
  /** The values to edit again; only for the one who typed them (the booker's forms, or the participant's own). */
  values: Partial<Record<ParticipantField, string>> | null;
  personalDeleted: boolean;
};

export type ConditionsView = {
  hash: string;
  lang: Lang;
  sections: { field: "cancellation" | "weather" | "insurance" | "registration"; title: string; text: string }[];
  risks: string;
  text: string;
};

export type BookingPageView = {
  lang: Lang;
  reference: string;
  state: "confirmed" | "cancelRequested" | "done";
  excursion: string;
  dates: string;
  meeting: { place: string; time: string; mapUrl: string; placeIn?: { lang: Lang; note: string } } | null;
  bring: string[];
  /** The list's language and the line that says so, when the owner wrote it in another language only. */
  bringIn?: { lang: Lang; note: string };
  rented: string[];
  groupSize: number;
  /** The group's money: the booker's page only (null on a participant's). */
  total: string | null;
  /** With gear asked for, the total's parts (the excursion, each piece of gear) as labels and values; none otherwise or for a total set by hand. */
  totalLines: [string, string][];
  /** Paid and due, when the payments' records know the total (the page's loader sets them). */
  paid?: string;
  due?: string | null;
  /** The booker's page only: the deposit and how to pay (the page's loader sets it; app/bookings/page/pay.ts). */
  pay?: PayView;
  scope: Scope;
  participants: ParticipantView[];
  /** The booker's view only: the link to forward to each participant who has not filled in their form. */
  participantLinks: Record<number, string>;
  /** A participant's view through their own link: that link (the page's own address), to keep. */
  ownLink: string | null;
  conditions: ConditionsView;
  /** When this text of the conditions was first shown (epoch milliseconds): the page dates it. */
  conditionsSince: number;
  cancellation: { status: "asked" | "accepted" | "refused"; askedAt: number; answer: string } | null;
  days: number;
  /** The departure has started (business clock): a filled form can no longer be corrected. */
  started: boolean;
  /** The last day the link opens and the personal data is kept (`YYYY-MM-DD`), when the trip's dates are known. */
  until: string | null;
};

export type SaveResult =
  /** `ownLink`: the participant's own link, made by this save (their first, through the link they were forwarded). */
  | { ok: true; slot: number; own: boolean; ownLink?: string }
  | { ok: false; kind: "unknown" }
  | { ok: false; kind: "refused"; errors: Partial<Record<ParticipantField, ParticipantErrorCode>>; formError?: PageFormError };

export type PageFormError =
  | "rate_limited"
  | "form_expired"
  | "save_failed"
  | "closed"
  | "already_asked"
  | "reason_required"
  | "reason_too_long"
  | "corrections_closed"
  | "handed_over"
  | "forms_closed"
  | "too_large";

export type CancelAnswer = { ok: true } | { ok: false; error: "no-request" | "not-asked" | "state-refused" | "answer-required" };

export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/**
 * How long after its confirmation a booking with no date at all (a departure still to be confirmed,
 * and no dates of its own) is taken to happen: its data's retention counts from that day, and its
 * forms close on it (decision 0100). A date set later counts instead.
 */
export const UNDATED_TRIP_DAYS = 365;

type TripRequest = Pick<requests.BookingRequest, "dateFrom" | "dateTo" | "confirmedAt">;

/** The day an undated trip is taken to happen: its confirmation's plus the bound; null before it is confirmed. */
function undatedTripDay(request: TripRequest): string | null {
  return request.confirmedAt === null ? null : addDays(businessDate(request.confirmedAt), UNDATED_TRIP_DAYS);
}

/**
 * The trip's last day: its departure's; without one (to be confirmed), the last of the dates asked
 * for; with neither, the bound after its confirmation. Null only for a request never confirmed.
 */
export function tripLastDay(request: TripRequest, departure: Pick<Departure, "startDate" | "endDate"> | null): string | null {
  return (departure ? lastDay(departure) : null) ?? request.dateTo ?? request.dateFrom ?? undatedTripDay(request);
}

/** The trip's first day: its departure's, else the first date asked for, else the bound after its confirmation. */
function tripFirstDay(request: TripRequest, departure: Pick<Departure, "startDate"> | null): string | null {
  return departure?.startDate ?? request.dateFrom ?? undatedTripDay(request);
}

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

/** An owner's text as the pages show it: in `lang`, else in the language it was written in (decision 0120). */
function textOf(entry: { texts: Partial<Record<Lang, Record<string, string>>> } | undefined, lang: Lang, field: string): string {
  return entry ? (shownText(entry, field, lang)?.text ?? "") : "";
}

/** A text shown in another language than the page's: that language (its `lang`) and the line that says so. */
function otherLanguage(entry: ExcursionEntry | undefined, lang: Lang, field: string): { lang: Lang; note: string } | undefined {
  const shown = entry ? shownText(entry, field, lang) : undefined;
  const note = onlyInNote(shown, lang);
  return shown && note ? { lang: shown.lang, note } : undefined;
}

/**
 * The conditions as shown in a language: the business's policies, then the activity's risks (the
 * excursion's own text when the owner wrote one, else the site's general one); kept by their hash,
 * shown dated by when that text was first shown.
 */
export function conditionsOf(catalogue: Catalogue, lang: Lang, excursion?: ExcursionEntry): ConditionsView {
  const texts = bookingPageTexts[lang];
  const risks = textOf(excursion, lang, "risks") || texts.risks;
  const sections = (["cancellation", "weather", "insurance", "registration"] as const)
    .map((field) => ({ field, title: texts.policies[field], text: textOf(catalogue.policies, lang, field) }))
    .filter((section) => section.text);
  const text = [...sections.map((section) => `${section.title}\n${section.text}`), `${texts.risksTitle}\n${risks}`].join("\n\n");
  const hash = sha256(`${lang}\n${text}`);
  return { hash, lang, sections, risks, text };
}

/** One participant as the page shows them: its values only to whoever typed them. */
function participantView(row: pages.ParticipantRow | undefined, slot: number, scope: Scope): ParticipantView {
  if (!row) return { slot, filled: false, name: "", conditionsAt: null, filledBy: null, values: null, personalDeleted: false };
  const mine = scope.kind === "participant" || row.filled_by === "booker";
  return {
    slot,
    filled: row.conditions_at !== null,
    name: row.full_name,
    conditionsAt: row.conditions_at,
    filledBy: row.filled_by,
    personalDeleted: row.personal_deleted_at !== null,
    values: mine
      ? {
          full_name: row.full_name,
          document: row.document ?? "",
          nationality: row.nationality,
          birth_date: row.birth_date ?? "",
          emergency_name: row.emergency_name ?? "",
          emergency_phone: row.emergency_phone ?? "",
          health: row.health ?? "",
          experience: row.experience,
          shoe_size: row.shoe_size,
          harness_size: row.harness_size,
        }
      : null,
  };
}

export function createBookingPageService(options: {
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
}) {
  const { db } = options.database;
  const now = options.now ?? Date.now;
  const log = options.log ?? console;
  const { settings } = options;
  const origin = new URL(options.publicUrl).origin;
  const limiter = new SlidingWindowLimiter({ limit: settings.rateLimit.count, windowMs: settings.rateLimit.windowMs, now });
  const today = () => businessDate(options.clock());

  const langOf = (request: requests.BookingRequest): Lang => (isLang(request.lang) ? request.lang : "en");
  const urlOf = (request: requests.BookingRequest, token: string) => `${origin}${bookingPagePath(langOf(request), token)}`;

  /** A new link: a random token (256 bits), of which only the hash is kept. */
  async function newLink(q: Db, requestId: number, slot: number, role: BookingLinkRole): Promise<string> {
    const token = randomBytes(32).toString("base64url");
    await pages.insertLink(q, { requestId, slot, role, tokenHash: sha256(token), createdAt: now() });
    return token;
  }

  /**
   * The link a booker's page shows to forward to a participant: made from the booker's own token
   * (which the database does not hold), so the same page shows the same link, and its hash is kept
   * the first time it is shown.
   */
  async function forwardedLink(request: requests.BookingRequest, bookerToken: string, slot: number): Promise<string> {
    const token = createHmac("sha256", bookerToken).update(`participant\0${slot}`).digest("base64url");
    await pages.keepForwardedLink(db, { requestId: request.id, slot, tokenHash: sha256(token), createdAt: now() });
    return urlOf(request, token);
  }

  /** The first day the link no longer opens and the personal data is gone; null while the trip's dates are unknown. */
  function retentionEnd(request: requests.BookingRequest, departure: Departure | null): string | null {
    const last = tripLastDay(request, departure);
    return last === null ? null : addDays(last, settings.participantDataDays);
  }

  function expired(request: requests.BookingRequest, departure: Departure | null): boolean {
    const end = retentionEnd(request, departure);
    return end !== null && today() >= end;
  }

  /** Whether the trip has started by the business clock: every form is then closed, filled or not. */
  function started(request: requests.BookingRequest, departure: Departure | null): boolean {
    const first = tripFirstDay(request, departure);
    return first !== null && today() >= first;
  }

  /**
   * A new private link to a confirmed request's booking page, in the traveller's language (the
   * confirmation email, each reminder and the workspace ask for one; every link made keeps
   * working until the booking's retention ends). Undefined
   * for a request that is not confirmed, or whose retention period is over. `trx`: inside the
   * transaction that confirms the request. `ahead`: the link of a request about to be confirmed
   * (the confirmation email is composed before the transaction that confirms): the page opens it
   * only once the request is confirmed.
   */
  async function linkFor(requestId: number, trx?: Db, options: { ahead?: boolean } = {}): Promise<string | undefined> {
    const q = trx ?? db;
    const request = await requests.getRequest(q, requestId);
    if (!request) return undefined;
    const departure = request.departureId ? ((await getDeparture(q, request.departureId)) ?? null) : null;
    return linkOf(request, departure, options, q);
  }

  /** A new link of a request and its departure already read (the confirmation passes the ones it read). */
  async function linkOf(
    request: requests.BookingRequest,
    departure: Departure | null,
    options: { ahead?: boolean } = {},
    q: Db = db,
  ): Promise<string | undefined> {
    // Ahead: for the email that confirms it, composed before the request is confirmed (the link opens once it is).
    if (!options.ahead && request.status !== "confirmed" && request.status !== "done") return undefined;
    if (expired(request, departure)) return undefined;
    return urlOf(request, await newLink(q, request.id, 0, "booking"));
  }

  /**
   * The link sent again to the traveller by email, through the outbox, in their language (in the
   * thread of their confirmation when there is one). Never anything the participants typed.
   */
  async function sendLink(requestId: number): Promise<{ ok: true; to: string } | { ok: false; problem: "no-link" | "no-outbox" }> {
    if (!options.outbox || !options.mail) return { ok: false, problem: "no-outbox" };
    const link = await linkFor(requestId);
    const request = link ? await requests.getRequest(db, requestId) : undefined;
    if (!link || !request) return { ok: false, problem: "no-link" };
    const lang = langOf(request);
    const settings = await options.mail();
    const texts = bookingPageTexts[lang].linkEmail;
    const words = {
      reference: request.reference,
      business: settings.business.name,
      name: request.name,
      link,
      days: options.settings.participantDataDays,
    };
    const email = await replyEmail(settings, {
      kind: LINK_EMAIL_KIND,
      lang,
      to: { name: request.name, address: request.email },
      subject: fill(texts.subject, words),
      text: fill(texts.text, words),
      inReplyTo: await options.outbox.firstMessageIdAbout(request.id, CONFIRMED_KIND),
      date: now(),
    });
    await options.outbox.queue({ booking_id: request.id, contact_id: null }, email);
    return { ok: true, to: request.email };
  }

  /**
   * What a token opens. The token is hashed before it is looked up (one indexed query whatever it
   * is), so a wrong token costs the same as a right one and says nothing about the right ones.
   */
  async function open(token: string, shownIn?: Lang): Promise<Opened> {
    const hash = sha256(token);
    const link = await pages.linkByTokenHash(db, hash);
    if (!link || !TOKEN_PATTERN.test(token)) return { kind: "unknown" };
    const request = await requests.getRequest(db, link.request_id);
    if (!request) return { kind: "unknown" };
    const departure = request.departureId ? ((await getDeparture(db, request.departureId)) ?? null) : null;
    if (expired(request, departure)) return { kind: "unknown" };
    // Shown in the language the traveller chose on the page (its language selector), else the request's.
    const lang = shownIn ?? langOf(request);
    const booker = link.slot === 0;
    if (request.status === "declined") return { kind: "cancelled", lang, reference: request.reference, requestId: request.id, booker };
    if (request.status === "cancelled") {
      const dated = departureDates(departure ?? { startDate: null, endDate: null }, lang, Number(today().slice(0, 4)));
      return {
        kind: "cancelled",
        lang,
        reference: request.reference,
        requestId: request.id,
        booker,
        dates: dated.kind === "tbc" ? bookingPageTexts[lang].datesTbc : dated.text,
      };
    }
    if (request.status !== "confirmed" && request.status !== "done") return { kind: "unknown" };
    if (link.slot > request.groupSize) return { kind: "unknown" };
    if (link.role === "forwarded") {
      // Once its participant has saved their form, the forwarded link no longer opens it: they have their own.
      const saved = await pages.participantState(db, request.id, link.slot);
      if (saved?.filled_by === "participant")
        return {
          kind: "handedOver",
          lang,
          reference: request.reference,
          slot: link.slot,
          name: saved.full_name,
          conditionsAt: saved.conditions_at,
        };
    }
    const scope: Scope = link.slot === 0 ? { kind: "booker" } : { kind: "participant", slot: link.slot };
    return { kind: "open", request, departure, scope, linkId: link.id, lang, role: link.role, token };
  }

  async function view(opened: Extract<Opened, { kind: "open" }>): Promise<BookingPageView> {
    const { request, departure, scope, lang, token } = opened;
    const catalogue = await options.catalogue();
    const texts = bookingPageTexts[lang];
    const excursion: ExcursionEntry | undefined = excursionById(catalogue, request.offer);
    const year = Number(today().slice(0, 4));
    const dateSource = departure ?? { startDate: request.dateFrom, endDate: request.dateTo };
    const dates = departureDates(dateSource, lang, year);
    const days =
      dateSource.startDate && dateSource.endDate
        ? Math.round((Date.parse(dateSource.endDate) - Date.parse(dateSource.startDate)) / DAY_MS) + 1
        : 1;
    const total = bookingPrice(catalogue, { offer: request.offer, people: request.groupSize, days, gear: request.gear });
    const gearName = (id: string) =>
      id === KIT
        ? fill(bookingTexts[lang].fields.gear.kit, { count: catalogue.home.data.kitPrice?.people ?? 2 }, lang)
        : rentalItemName(catalogue, id, lang);
    const place = textOf(excursion, lang, "meetingPlace");
    const rows = await pages.participantsOf(db, request.id);
    const bySlot = new Map(rows.map((row) => [row.slot, row]));
    const slots = scope.kind === "booker" ? Array.from({ length: request.groupSize }, (_, index) => index + 1) : [scope.slot];
    const participants = slots.map((slot) => participantView(bySlot.get(slot), slot, scope));
    const participantLinks: Record<number, string> = {};
    if (scope.kind === "booker") {
      for (const participant of participants) {
        if (participant.filled) continue;
        participantLinks[participant.slot] = await forwardedLink(request, token, participant.slot);
      }
    }
    const cancellation = await pages.cancellationOf(db, request.id);
    const conditions = conditionsOf(catalogue, lang, excursion);
    return {
      lang,
      reference: request.reference,
      state: request.status === "done" ? "done" : cancellation?.status === "asked" ? "cancelRequested" : "confirmed",
      excursion: textOf(excursion, lang, "name") || request.offer,
      dates: dates.kind === "tbc" ? texts.datesTbc : dates.text,
      meeting:
        excursion && (place || excursion.data.meeting.time)
          ? {
              place,
              time: excursion.data.meeting.time,
              mapUrl: excursion.data.meeting.mapUrl,
              ...(place && otherLanguage(excursion, lang, "meetingPlace")
                ? { placeIn: otherLanguage(excursion, lang, "meetingPlace") }
                : {}),
            }
          : null,
      ...(otherLanguage(excursion, lang, "bring") ? { bringIn: otherLanguage(excursion, lang, "bring") } : {}),
      bring: textOf(excursion, lang, "bring")
        .split("\n")
        .map((line) => line.replace(/^[-*•]\s*/, "").trim())
        .filter(Boolean),
      rented: request.gear.map(gearName),
      groupSize: request.groupSize,
      // The group's money is the booker's: a participant's page shows none.
      total: total && scope.kind === "booker" ? formatAmount(total.amount, total.currency, lang) : null,
      totalLines:
        total?.gear.length && scope.kind === "booker"
          ? totalLines(total, lang, { excursion: textOf(excursion, lang, "name") || request.offer, gear: gearName })
          : [],
      scope,
      participants,
      participantLinks,
      ownLink: opened.role === "own" ? urlOf(request, token) : null,
      conditions,
      conditionsSince: await conditionsShownSince(conditions),
      cancellation: cancellation ? { status: cancellation.status, askedAt: cancellation.asked_at, answer: cancellation.answer } : null,
      days: settings.participantDataDays,
      started: started(request, departure),
      until: retentionEnd(request, departure),
    };
  }

  /**
   * Since when a text of the conditions is shown (the page dates it in words): when it was first
   * shown, kept the first time (each text once, by its hash, as the acceptances keep it).
   */
  async function conditionsShownSince(conditions: ConditionsView): Promise<number> {
    const kept = await pages.conditionsFirstShown(db, conditions.hash);
    if (kept !== undefined) return kept;
    // By the business clock: the day the page says is Bariloche's.
    const time = options.clock();
    await pages.keepConditions(db, { hash: conditions.hash, lang: conditions.lang, text: conditions.text, shownAt: time });
    const first = await pages.conditionsFirstShown(db, conditions.hash);
    return first ?? time;
  }

  /** Posts one client may make; false when over its limit. */
  function allowPost(visitorHash: string): boolean {
    return limiter.hit(visitorHash).allowed;
  }

  /**
   * One participant's form, saved with the conditions accepted (their exact text kept by its hash)
   * in one transaction. A participant corrects their own form through their link as often as they
   * need until the departure starts; the booker never overwrites it. Once the departure has
   * started, a filled form is no longer corrected (the guide's list is what counts on the day).
   */
  async function saveParticipant(input: {
    token: string;
    slot: number;
    form: Partial<Record<ParticipantField, string>>;
    conditionsHash: string;
    visitorHash: string;
    /** The language the page was shown in (its conditions were those of that language). */
    lang?: Lang;
  }): Promise<SaveResult> {
    const opened = await open(input.token, input.lang);
    if (opened.kind === "handedOver") return { ok: false, kind: "refused", errors: {}, formError: "handed_over" };
    if (opened.kind !== "open") return { ok: false, kind: "unknown" };
    const { request, scope, departure } = opened;
    // Through the link the booker forwarded: the participant's first save, which gives them their own link.
    const forwarded = opened.role === "forwarded";
    const slot = scope.kind === "participant" ? scope.slot : input.slot;
    if (!Number.isInteger(slot) || slot < 1 || slot > request.groupSize) return { ok: false, kind: "unknown" };
    if (!allowPost(input.visitorHash)) return { ok: false, kind: "refused", errors: {}, formError: "rate_limited" };
    const checked = checkParticipant(input.form, today());
    if (!checked.ok) return { ok: false, kind: "refused", errors: checked.errors };
    const catalogue = await options.catalogue();
    const conditions = conditionsOf(catalogue, opened.lang, excursionById(catalogue, request.offer));
    // The text changed since the page was shown: the page shows the new one, to accept again.
    if (conditions.hash !== input.conditionsHash) return { ok: false, kind: "refused", errors: {}, formError: "form_expired" };
    const existing = await pages.participantState(db, request.id, slot);
    // A participant's own form, saved by them, is theirs: the booker sees it filled, and cannot overwrite it.
    if (scope.kind === "booker" && existing?.filled_by === "participant")
      return { ok: false, kind: "refused", errors: {}, formError: "closed" };
    // From the departure's start the guide's list is what counts: a form is neither corrected nor filled.
    if (started(request, departure))
      return { ok: false, kind: "refused", errors: {}, formError: existing?.conditions_at != null ? "corrections_closed" : "forms_closed" };
    const time = now();
    const { values } = checked;
    try {
      const saved = await db.transaction().execute(async (trx) => {
        await pages.keepConditions(trx, { hash: conditions.hash, lang: opened.lang, text: conditions.text, shownAt: time });
        const row: pages.ParticipantValues = {
          full_name: values.fullName,
          nationality: values.nationality,
          experience: values.experience,
          shoe_size: values.shoeSize,
          harness_size: values.harnessSize,
          document: values.document,
          birth_date: values.birthDate,
          emergency_name: values.emergencyName,
          emergency_phone: values.emergencyPhone,
          health: values.health,
          personal_deleted_at: null,
          conditions_hash: conditions.hash,
          conditions_name: values.fullName,
          conditions_at: time,
          filled_by: scope.kind,
          updated_at: time,
        };
        // Neither the booker's post nor one through the forwarded link replaces a form its participant
        // saved, even one saved a moment ago: only the participant's own link does.
        if (!(await pages.writeParticipant(trx, request.id, slot, row, { keepParticipants: opened.role !== "own" })))
          return { saved: false as const };
        // Their first save: a link of their own, made in the same transaction (both, or neither).
        return { saved: true as const, ownToken: forwarded ? await newLink(trx, request.id, slot, "own") : undefined };
      });
      if (!saved.saved) return { ok: false, kind: "refused", errors: {}, formError: forwarded ? "handed_over" : "closed" };
      if (saved.ownToken) return { ok: true, slot, own: true, ownLink: urlOf(request, saved.ownToken) };
    } catch (error) {
      // Never the values: they are personal.
      log.error(`Booking ${request.reference}: a participant could not be saved (${(error as Error).name})`);
      return { ok: false, kind: "refused", errors: {}, formError: "save_failed" };
    }
    return { ok: true, slot, own: scope.kind === "participant" };
  }

  /** The booker asks to cancel, with a reason: the owner answers it from the request's screen. */
  async function askCancel(input: {
    token: string;
    reason: string;
    visitorHash: string;
  }): Promise<{ ok: true } | { ok: false; kind: "unknown" } | { ok: false; kind: "refused"; formError: PageFormError }> {
    const opened = await open(input.token);
    if (opened.kind !== "open" || opened.scope.kind !== "booker") return { ok: false, kind: "unknown" };
    if (!allowPost(input.visitorHash)) return { ok: false, kind: "refused", formError: "rate_limited" };
    const reason = input.reason.trim();
    if (!reason) return { ok: false, kind: "refused", formError: "reason_required" };
    if (reason.length > CANCEL_REASON_MAX) return { ok: false, kind: "refused", formError: "reason_too_long" };
    if (opened.request.status !== "confirmed") return { ok: false, kind: "refused", formError: "closed" };
    const time = now();
    const existing = await pages.cancellationOf(db, opened.request.id);
    if (existing && existing.status !== "refused") return { ok: false, kind: "refused", formError: "already_asked" };
    // The business is told through the outbox, in the same transaction as the request to cancel: both, or neither.
    const email = options.mail ? await cancelAskedEmail(opened.request, opened.departure, reason, time) : undefined;
    const stored = await db.transaction().execute(async (trx) => {
      const asked = await pages.askCancellation(trx, {
        requestId: opened.request.id,
        reason,
        askedAt: time,
        again: existing !== undefined,
      });
      if (!asked) return false;
      if (email) await queueEmails(trx, { contact_id: null, booking_id: opened.request.id }, [email], time);
      return true;
    });
    if (!stored) return { ok: false, kind: "refused", formError: "already_asked" };
    if (email) options.outbox?.poke?.();
    return { ok: true };
  }

  /**
   * The business's email about a request to cancel, in its language (ADMIN_LANG): the booking, the
   * excursion, its dates, the group's size, when and why, and the workspace's link. The booker's
   * name and address (Reply-To) only: nothing a participant typed (no document, birth date,
   * emergency contact or health note).
   */
  async function cancelAskedEmail(request: requests.BookingRequest, departure: Departure | null, reason: string, time: number) {
    const settings = await options.mail!();
    const catalogue = await options.catalogue();
    const t = bookingPageWorkspaceTexts[ADMIN_LANG === "es" ? "es" : "en"].cancelMail;
    const excursion = textOf(excursionById(catalogue, request.offer), ADMIN_LANG, "name") || request.offer;
    const dated = departureDates(departure ?? { startDate: request.dateFrom, endDate: request.dateTo }, ADMIN_LANG, 0);
    const dates = dated.kind === "tbc" ? bookingPageTexts[ADMIN_LANG].datesTbc : dated.text;
    const words = { reference: request.reference, excursion, dates, name: request.name };
    return notificationEmail(settings, {
      kind: CANCEL_ASKED_KIND,
      subject: fill(t.subject, words),
      lead: fill(t.lead, words),
      rows: [
        [t.booking, request.reference],
        [t.excursion, excursion],
        [t.dates, dates],
        [t.people, String(request.groupSize)],
        [t.asked, receivedAt(time)],
      ],
      message: { label: t.reason, text: reason },
      open: { label: fill(t.open, words), href: workspaceLink(settings.publicUrl, "requests", request.id) },
      visitor: { name: request.name, address: request.email },
      date: time,
    });
  }

  /** Requests whose traveller asked to cancel and the owner has not answered yet (the workspace's Home counts them). */
  async function cancelsWaiting(): Promise<number[]> {
    const ids: number[] = [];
    for (const requestId of await pages.waitingCancellations(db)) {
      const request = await requests.getRequest(db, requestId);
      if (request?.status === "confirmed") ids.push(requestId);
    }
    return ids;
  }

  /**
   * The owner's answer to a request to cancel: accepted, the request is declined through the
   * bookings service (its seats freed); refused, with a line the traveller reads on the page.
   */
  async function answerCancel(requestId: number, answer: { accept: boolean; line: string; by: string }): Promise<CancelAnswer> {
    const line = answer.line.trim().slice(0, 500);
    if (!answer.accept && !line) return { ok: false, error: "answer-required" };
    const time = now();
    const moved = await pages.answerCancellation(db, requestId, {
      status: answer.accept ? "accepted" : "refused",
      line,
      at: time,
      by: answer.by,
    });
    if (!moved) return { ok: false, error: "not-asked" };
    if (!answer.accept) return { ok: true };
    const declined = await options.bookings.changeState(requestId, "declined", { asked: true });
    if (!declined.ok) {
      // Put the request to cancel back as it was: nothing half-done.
      await pages.reopenCancellation(db, requestId);
      return { ok: false, error: "state-refused" };
    }
    return { ok: true };
  }

  /** What the request's screen shows of the booking page. */
  async function summary(requestId: number) {
    const cancellation = await pages.cancellationOf(db, requestId);
    const participants = await pages.participantsSummary(db, requestId);
    return { cancellation: cancellation ?? null, participants };
  }

  /**
   * Empties the personal fields of every participant whose trip ended `participantDataDays` ago,
   * one request at a time, each with its line in the workspace's history (counts, never the data).
   */
  let pendingForget = false;
  async function purge(): Promise<number> {
    const rows = await pages.participantsWithPersonalData(db);
    const due = new Map<number, string>();
    for (const row of rows) {
      // The page's own rule (`retentionEnd`): the departure's last day, the request's, or the bound after its confirmation.
      const last = tripLastDay(
        { dateFrom: row.date_from, dateTo: row.date_to, confirmedAt: row.confirmed_at },
        row.departure !== null ? { startDate: row.start_date, endDate: row.end_date } : null,
      );
      if (last !== null && today() >= addDays(last, settings.participantDataDays)) due.set(row.request_id, row.reference);
    }
    let emptied = 0;
    for (const [requestId, reference] of due) {
      const time = now();
      const count = await db.transaction().execute(async (trx) => {
        const count = await pages.emptyPersonalFields(trx, requestId, time);
        if (count > 0)
          await audit.record(
            trx,
            {
              actor: { id: null, email: "server" },
              action: "participants.purged",
              subject: `request ${reference}`,
              before: null,
              after: { participants: count, days: settings.participantDataDays },
            },
            time,
          );
        return count;
      });
      emptied += count;
    }
    if (emptied) {
      log.log(`Booking pages: personal data of ${emptied} participant(s) deleted after ${settings.participantDataDays} days`);
      // Out of the database's log too, not only its tables (decision 0104); tried again next time otherwise.
      pendingForget = !(await options.database.forgetDeleted());
    } else if (pendingForget && (await options.database.forgetDeleted())) pendingForget = false;
    return emptied;
  }

  /** The requests whose participants' personal data the purge deleted, and when (what snapshots taken before must forget). */
  const purged = () => pages.purgedRequests(db);

  let timer: ReturnType<typeof setInterval> | undefined;
  return {
    linkFor,
    linkOf,
    purged,
    cancelsWaiting,
    sendLink,
    open,
    view,
    saveParticipant,
    askCancel,
    answerCancel,
    summary,
    /** What the guide's list reads of the participants of these bookings. */
    participantsForList: (requestIds: number[]) => pages.participantsForList(db, requestIds),
    purge,
    /** The fields a participant's form posts. */
    fields: participantFields,
    /** Deletes what is due now, then every hour (the server calls it once it listens). */
    start(everyMs = 60 * 60_000) {
      if (timer) return;
      const run = () => purge().catch((error) => log.error("Booking pages: the personal data could not be deleted:", error));
      void run();
      timer = setInterval(run, everyMs);
      timer.unref?.();
    },
    stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
    },
  };
}

export type BookingPageService = ReturnType<typeof createBookingPageService>;
