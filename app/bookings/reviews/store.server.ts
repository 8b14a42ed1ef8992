/**
 * Travellers' reviews (db/migrations/0016-reminders-reviews.ts), written once for both engines: one
 * per booking, waiting for the owner, shown or hidden.
 */
import type { Kysely, Selectable, Transaction } from "kysely";
import type { BookingReviewsTable, ReviewStatus, Schema } from "../../../db/schema.ts";

export type { Database } from "../../../db/database.ts";
export type { ReviewStatus } from "../../../db/schema.ts";
type Db = Kysely<Schema> | Transaction<Schema>;
export type ReviewRow = Selectable<BookingReviewsTable>;

export async function reviewOfBooking(db: Db, requestId: number): Promise<ReviewRow | undefined> {
  return db.selectFrom("booking_reviews").selectAll().where("request_id", "=", requestId).executeTakeFirst();
}

/** A booking's one review, waiting for the owner; its id, or undefined when the booking has one already. */
export async function insertReview(
  db: Db,
  review: { requestId: number; offer: string; lang: string; author: string; rating: number; text: string; createdAt: number },
): Promise<number | undefined> {
  const inserted = await db
    .insertInto("booking_reviews")
    .values({
      request_id: review.requestId,
      offer: review.offer,
      lang: review.lang,
      author: review.author,
      rating: review.rating,
      text: review.text,
      status: "pending",
      created_at: review.createdAt,
    })
    .onConflict((conflict) => conflict.column("request_id").doNothing())
    .returning("id")
    .executeTakeFirst();
  return inserted?.id;
}

/** Reviews, newest first; only those in `status` when given; only an excursion's when `offer` is. */
export async function listReviews(db: Db, filter: { status?: ReviewStatus; offer?: string } = {}): Promise<ReviewRow[]> {
  let query = db.selectFrom("booking_reviews").selectAll().orderBy("id", "desc");
  if (filter.status) query = query.where("status", "=", filter.status);
  if (filter.offer !== undefined) query = query.where("offer", "=", filter.offer);
  return query.execute();
}

/** What moderating a review needs to know of it. */
export async function reviewForModeration(db: Db, id: number) {
  return db.selectFrom("booking_reviews").select(["status", "offer", "author", "rating"]).where("id", "=", id).executeTakeFirst();
}

export async function setReviewStatus(db: Db, id: number, status: ReviewStatus, at: number): Promise<void> {
  await db.updateTable("booking_reviews").set({ status, moderated_at: at }).where("id", "=", id).execute();
}

export async function countReviews(db: Db, status: ReviewStatus): Promise<number> {
  const row = await db
    .selectFrom("booking_reviews")
    .select((eb) => eb.fn.countAll<number | string>().as("count"))
    .where("status", "=", status)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
