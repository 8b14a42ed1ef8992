/**
 * Reviews (issue 30): a traveller whose trip is over leaves one rating (1 to 5) and a text for
 * their booking, through their private link; it waits for the owner, who shows or hides it (each
 * change in the workspace's history, like comments); the excursion's pages show the shown ones,
 * with their average and count. A change of what is shown is published through the change tracker,
 * so the page cache serves the excursion's pages afresh.
 */
import type { Kysely } from "kysely";
import type { Database } from "../../../db/database.ts";
import type { Schema } from "../../../db/schema.ts";
import * as audit from "../../workspace/audit.server.ts";
import { lastDay } from "../../departures/model.ts";
import { getDeparture } from "../../departures/store.server.ts";
import type { ChangeTracker } from "../../runtime/changes.server.ts";
import { businessDate } from "../../runtime/clock.server.ts";
import { getRequest } from "../store.server.ts";
import { REVIEW_TEXT_MAX, type ReviewProblem } from "./model.ts";

export { REVIEW_TEXT_MAX, type ReviewProblem } from "./model.ts";

export const REVIEWS_TOPIC = "reviews";
export type ReviewStatus = "pending" | "shown" | "hidden";

type ReviewsTable = {
  id: number;
  request_id: number;
  offer: string;
  lang: string;
  author: string;
  rating: number;
  text: string;
  status: ReviewStatus;
  created_at: number;
  moderated_at: number | null;
};
type ReviewsSchema = Schema & { booking_reviews: ReviewsTable };

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

const reviewOf = (row: ReviewsTable): Review => ({
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
  const db = options.database.db as unknown as Kysely<ReviewsSchema>;
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
    const existing = await db.selectFrom("booking_reviews").select("id").where("request_id", "=", requestId).executeTakeFirst();
    return existing ? "already" : null;
  }

  return {
    eligibility,
    /** The booking's review, if one was left. */
    async of(requestId: number): Promise<Review | undefined> {
      const row = await db.selectFrom("booking_reviews").selectAll().where("request_id", "=", requestId).executeTakeFirst();
      return row ? reviewOf(row as ReviewsTable) : undefined;
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
      const inserted = await db
        .insertInto("booking_reviews")
        .values({
          request_id: requestId,
          offer: request.offer,
          lang: request.lang,
          author: request.name.trim().split(/\s+/)[0] ?? "",
          rating: checked.rating,
          text: checked.text,
          status: "pending",
          created_at: now(),
        } as never)
        .onConflict((conflict) => conflict.column("request_id").doNothing())
        .returning("id")
        .executeTakeFirst();
      if (!inserted) return { ok: false, problems: ["already"] };
      return { ok: true, id: inserted.id };
    },
    /** Every review, newest first, for the owner. */
    async list(filter: { status?: ReviewStatus } = {}): Promise<Review[]> {
      let query = db.selectFrom("booking_reviews").selectAll().orderBy("id", "desc");
      if (filter.status) query = query.where("status", "=", filter.status);
      return (await query.execute()).map((row) => reviewOf(row as ReviewsTable));
    },
    /** Shows or hides a review, with its line in the history; false when there is no such review. */
    async moderate(id: number, status: "shown" | "hidden", actor: audit.Actor): Promise<boolean> {
      const time = now();
      const offer = await db.transaction().execute(async (trx) => {
        const row = await trx
          .selectFrom("booking_reviews")
          .select(["status", "offer", "author", "rating"])
          .where("id", "=", id)
          .executeTakeFirst();
        if (!row) return undefined;
        if (row.status === status) return null;
        await trx.updateTable("booking_reviews").set({ status, moderated_at: time }).where("id", "=", id).execute();
        await audit.record(
          trx as never,
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
      const row = await db
        .selectFrom("booking_reviews")
        .select((eb) => eb.fn.countAll<number | string>().as("count"))
        .where("status", "=", "pending")
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },
    /** What an excursion's pages show: the shown reviews, newest first, their average (one decimal) and count. */
    async shown(offer: string): Promise<{ reviews: Review[]; count: number; average: number | null }> {
      const rows = (
        await db
          .selectFrom("booking_reviews")
          .selectAll()
          .where("offer", "=", offer)
          .where("status", "=", "shown")
          .orderBy("id", "desc")
          .execute()
      ).map((row) => reviewOf(row as ReviewsTable));
      const count = rows.length;
      const average = count ? Math.round((rows.reduce((sum, review) => sum + review.rating, 0) / count) * 10) / 10 : null;
      return { reviews: rows, count, average };
    },
  };
}

export type ReviewsService = ReturnType<typeof createReviewsService>;
