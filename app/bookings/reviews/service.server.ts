/**
 * Reviews (issue 30): a traveller whose trip is over leaves one rating (1 to 5) and a text for
 * their booking, through their private link; it waits for the owner, who shows or hides it (each
 * change in the workspace's history, like comments); the excursion's pages show the shown ones,
 * with their average and count. A change of what is shown is published through the change tracker,
 * so the page cache serves the excursion's pages afresh.
 */
import * as audit from "../../workspace/audit.server.ts";
import { lastDay } from "../../departures/model.ts";
import { getDeparture } from "../../departures/store.server.ts";
import type { ChangeTracker } from "../../runtime/changes.server.ts";
import { businessDate } from "../../runtime/clock.server.ts";
import { getRequest } from "../store.server.ts";
import { REVIEW_TEXT_MAX, type ReviewProblem } from "./model.ts";
import * as store from "./store.server.ts";
import type { Database, ReviewRow, ReviewStatus } from "./store.server.ts";

export { REVIEW_TEXT_MAX, type ReviewProblem } from "./model.ts";

export const REVIEWS_TOPIC = "reviews";
export type { ReviewStatus } from "./store.server.ts";

export type Review = {
  id: number;
  offer: string;
  lang: string;
  author: string;
  rating: number;
  text: string;
  status: ReviewStatus;
  createdAt: number;
};

const reviewOf = (row: ReviewRow): Review => ({
  id: row.id,
  offer: row.offer,
  lang: row.lang,
  author: row.author,
  rating: row.rating,
  text: row.text,
  status: row.status,
  createdAt: Number(row.created_at),
});

/** The rating and the text as the form posts them, checked: a whole number from 1 to 5, a text of 1 to 2,000 characters. */
export function checkReview(input: {
  rating: unknown;
  text: unknown;
}): { ok: true; rating: number; text: string } | { ok: false; problems: ReviewProblem[] } {
  const problems: ReviewProblem[] = [];
  const rating = typeof input.rating === "string" && /^[1-5]$/.test(input.rating.trim()) ? Number(input.rating.trim()) : NaN;
  if (!Number.isInteger(rating)) problems.push("rating");
  const text = typeof input.text === "string" ? input.text.replace(/\r\n?/g, "\n").trim() : "";
  if (!text) problems.push("text");
  else if ([...text].length > REVIEW_TEXT_MAX) problems.push("too-long");
  return problems.length ? { ok: false, problems } : { ok: true, rating, text };
}

export function createReviewsService(options: {
  database: Database;
  changes?: Pick<ChangeTracker, "publish">;
  /** The business clock: a trip is over by it. */
  clock: () => number;
  now?: () => number;
  log?: Pick<Console, "error">;
}) {
  const { db } = options.database;
  // A review is dated by the business clock (the real time outside tests): the page shows that day.
  const now = options.now ?? options.clock;
  const log = options.log ?? console;

  async function publish(offer: string) {
    try {
      await options.changes?.publish(REVIEWS_TOPIC, { offer });
    } catch (error) {
      log.error("Could not announce a change of reviews:", error);
    }
  }

  /** Whether the booking's trip is over (a review can be left), or why not. */
  async function eligibility(requestId: number): Promise<ReviewProblem | null> {
    const request = await getRequest(options.database.db, requestId);
    if (!request || (request.status !== "confirmed" && request.status !== "done")) return "unknown";
    const departure = request.departureId ? await getDeparture(options.database.db, request.departureId) : undefined;
    if (departure?.status === "cancelled") return "unknown";
    const last = departure ? lastDay(departure) : (request.dateTo ?? request.dateFrom);
    if (!last || last >= businessDate(options.clock())) return "not-yet";
    const existing = await store.reviewOfBooking(db, requestId);
    return existing ? "already" : null;
  }

  return {
    eligibility,
    /** The booking's review, if one was left. */
    async of(requestId: number): Promise<Review | undefined> {
      const row = await store.reviewOfBooking(db, requestId);
      return row ? reviewOf(row) : undefined;
    },
    /** Leaves the booking's one review (waiting for the owner), or says why not, saving nothing. */
    async leave(
      requestId: number,
      input: { rating: unknown; text: unknown },
    ): Promise<{ ok: true; id: number } | { ok: false; problems: ReviewProblem[] }> {
      const checked = checkReview(input);
      if (!checked.ok) return checked;
      const problem = await eligibility(requestId);
      if (problem) return { ok: false, problems: [problem] };
      const request = (await getRequest(options.database.db, requestId))!;
      const id = await store.insertReview(db, {
        requestId,
        offer: request.offer,
        lang: request.lang,
        author: request.name.trim().split(/\s+/)[0] ?? "",
        rating: checked.rating,
        text: checked.text,
        createdAt: now(),
      });
      if (id === undefined) return { ok: false, problems: ["already"] };
      return { ok: true, id };
    },
    /** Every review, newest first, for the owner. */
    async list(filter: { status?: ReviewStatus } = {}): Promise<Review[]> {
      return (await store.listReviews(db, filter)).map(reviewOf);
    },
    /** Shows or hides a review, with its line in the history; false when there is no such review. */
    async moderate(id: number, status: "shown" | "hidden", actor: audit.Actor): Promise<boolean> {
      const time = now();
      const offer = await db.transaction().execute(async (trx) => {
        const row = await store.reviewForModeration(trx, id);
        if (!row) return undefined;
        if (row.status === status) return null;
        await store.setReviewStatus(trx, id, status, time);
        await audit.record(
          trx,
          {
            actor,
            action: status === "shown" ? "review.shown" : "review.hidden",
            subject: `review #${id}`,
            before: { status: row.status },
            after: { status, author: row.author, rating: row.rating },
          },
          time,
        );
        return row.offer;
      });
      if (offer === undefined) return false;
      if (offer) await publish(offer);
      return true;
    },
    /** Reviews waiting for the owner to show or hide them (the workspace's Home counts them). */
    async countPending(): Promise<number> {
      return store.countReviews(db, "pending");
    },
    /** What an excursion's pages show: the shown reviews, newest first, their average (one decimal) and count. */
    async shown(offer: string): Promise<{ reviews: Review[]; count: number; average: number | null }> {
      const rows = (await store.listReviews(db, { offer, status: "shown" })).map(reviewOf);
      const count = rows.length;
      const average = count ? Math.round((rows.reduce((sum, review) => sum + review.rating, 0) / count) * 10) / 10 : null;
      return { reviews: rows, count, average };
    },
  };
}

export type ReviewsService = ReturnType<typeof createReviewsService>;
