/**
 * Reviews (issue 30): a traveller whose trip is over leaves one rating (1 to 5) and a text for
 * their booking, through their private link; it waits for the owner, who shows or hides it (each
 * change in the workspace's history, like comments); the excursion's pages show the shown ones,
 * with their average and count. A change of what is shown is published through the change tracker,
 * so the page cache serves the excursion's pages afresh.
 */
import type * as audit from "../../workspace/audit.server.ts";
import type { ChangeTracker } from "../../runtime/changes.server.ts";
import type { ReviewsDeps } from "./deps.server.ts";
import { eligibility, leaveReview } from "./leave.server.ts";
import { moderate } from "./moderation.server.ts";
import * as store from "./store.server.ts";
import type { Database, ReviewRow, ReviewStatus } from "./store.server.ts";
export { checkReview } from "./check.ts";
export { REVIEWS_TOPIC } from "./moderation.server.ts";
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

export function createReviewsService(options: {
  database: Database;
  changes?: Pick<ChangeTracker, "publish">;
  /** The business clock: a trip is over by it. */
  clock: () => number;
  now?: () => number;
  log?: Pick<Console, "error">;
}) {
  const deps: ReviewsDeps = {
    db: options.database.db,
    changes: options.changes,
    clock: options.clock,
    now: options.now ?? options.clock,
    log: options.log ?? console,
  };
  const { db } = deps;

  return {
    eligibility: (requestId: number) => eligibility(deps, requestId),
    /** The booking's review, if one was left. */
    async of(requestId: number): Promise<Review | undefined> {
      const row = await store.reviewOfBooking(db, requestId);
      return row ? reviewOf(row) : undefined;
    },
    leave: (requestId: number, input: { rating: unknown; text: unknown }) => leaveReview(deps, requestId, input),
    /** Every review, newest first, for the owner. */
    async list(filter: { status?: ReviewStatus } = {}): Promise<Review[]> {
      return (await store.listReviews(db, filter)).map(reviewOf);
    },
    moderate: (id: number, status: "shown" | "hidden", actor: audit.Actor) => moderate(deps, id, status, actor),
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
