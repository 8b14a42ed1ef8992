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
import type { Departure } from "../../departures/model.ts";
import type { BookingRequest } from "../store.server.ts";
import { answerCancel, askCancel, cancelsWaiting } from "./cancellation.server.ts";
import { type BookingPageOptions, bookingPageDeps } from "./deps.server.ts";
import { sendLink } from "./link-email.server.ts";
import { linkFor, linkOf } from "./links.server.ts";
import type { Opened } from "./model.ts";
import { openedBy } from "./opened.server.ts";
import { participantFields } from "./participant.ts";
import { saveParticipant } from "./participants.server.ts";
import { personalDataPurge } from "./retention.server.ts";
import * as pages from "./store.server.ts";
import { bookingPageView } from "./view.server.ts";

export type { BookingPageView, PageFormError, ParticipantView } from "./model.ts";
export { forgetPurgedIn } from "./store.server.ts";

/** The booking page's service: each of its parts takes the same options, with their defaults. */
export function createBookingPageService(options: BookingPageOptions) {
  const deps = bookingPageDeps(options);
  const { db } = deps;
  const { purge, start, stop } = personalDataPurge(deps);
  return {
    linkFor: (requestId: number, trx?: pages.Db, linkOptions?: { ahead?: boolean }) => linkFor(deps, requestId, trx, linkOptions),
    linkOf: (request: BookingRequest, departure: Departure | null, linkOptions?: { ahead?: boolean }, q?: pages.Db) =>
      linkOf(deps, request, departure, linkOptions, q),
    /** The requests whose participants' personal data the purge deleted, and when (what snapshots taken before must forget). */
    purged: () => pages.purgedRequests(db),
    /** Requests whose traveller asked to cancel and the owner has not answered yet (the workspace's Home counts them). */
    cancelsWaiting: () => cancelsWaiting(deps),
    sendLink: (requestId: number) => sendLink(deps, requestId),
    open: (token: string, shownIn?: Parameters<typeof openedBy>[2]) => openedBy(deps, token, shownIn),
    view: (opened: Extract<Opened, { kind: "open" }>) => bookingPageView(deps, opened),
    saveParticipant: (input: Parameters<typeof saveParticipant>[1]) => saveParticipant(deps, input),
    askCancel: (input: Parameters<typeof askCancel>[1]) => askCancel(deps, input),
    answerCancel: (requestId: number, answer: Parameters<typeof answerCancel>[2]) => answerCancel(deps, requestId, answer),
    /** What the request's screen shows of the booking page. */
    async summary(requestId: number) {
      const cancellation = await pages.cancellationOf(db, requestId);
      const participants = await pages.participantsSummary(db, requestId);
      return { cancellation: cancellation ?? null, participants };
    },
    /** What the guide's list reads of the participants of these bookings. */
    participantsForList: (requestIds: number[]) => pages.participantsForList(db, requestIds),
    purge,
    /** The fields a participant's form posts. */
    fields: participantFields,
    start,
    stop,
  };
}

export type BookingPageService = ReturnType<typeof createBookingPageService>;
