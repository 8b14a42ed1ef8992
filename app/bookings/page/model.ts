/** What the booking page's service takes and gives: its settings, what a token opens, the page's view and the answers to its posts. */
import type { Departure } from "../../departures/model.ts";
import type { Lang } from "../../i18n/languages.ts";
import type * as requests from "../store.server.ts";
import type { ParticipantErrorCode, ParticipantField } from "./participant.ts";
import type { PayView } from "./pay.ts";
import type { BookingLinkRole } from "./store.server.ts";

export type BookingPageSettings = {
  /** Days after the departure's last day the personal fields are kept, and the links work. */
  participantDataDays: number;
  /** Posts one client may make on booking pages. */
  rateLimit: { count: number; windowMs: number };
};

export type Scope = { kind: "booker" } | { kind: "participant"; slot: number };

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
