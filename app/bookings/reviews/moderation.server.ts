/** The owner shows or hides a review, with its line in the history; the excursion's pages are told. */
import * as audit from "../../workspace/audit.server.ts";
import type { ReviewsDeps } from "./deps.server.ts";
import * as store from "./store.server.ts";

export const REVIEWS_TOPIC = "reviews";

async function publish(deps: ReviewsDeps, offer: string) {
  try {
    await deps.changes?.publish(REVIEWS_TOPIC, { offer });
  } catch (error) {
    deps.log.error("Could not announce a change of reviews:", error);
  }
}

/** Shows or hides a review, with its line in the history; false when there is no such review. */
export async function moderate(deps: ReviewsDeps, id: number, status: "shown" | "hidden", actor: audit.Actor): Promise<boolean> {
  const { db, now } = deps;
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
  if (offer) await publish(deps, offer);
  return true;
}
