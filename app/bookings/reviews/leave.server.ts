/** A traveller's one review of their booking, left through their private link once the trip is over. */
import { lastDay } from "../../departures/model.ts";
import { getDeparture } from "../../departures/store.server.ts";
import { businessDate } from "../../runtime/clock.server.ts";
import { getRequest } from "../store.server.ts";
import type { ReviewsDeps } from "./deps.server.ts";
import type { ReviewProblem } from "./model.ts";
import { checkReview } from "./check.ts";
import * as store from "./store.server.ts";

/** Whether the booking's trip is over (a review can be left), or why not. */
export async function eligibility(deps: ReviewsDeps, requestId: number): Promise<ReviewProblem | null> {
  const { db } = deps;
  const request = await getRequest(db, requestId);
  if (!request || (request.status !== "confirmed" && request.status !== "done")) return "unknown";
  const departure = request.departureId ? await getDeparture(db, request.departureId) : undefined;
  if (departure?.status === "cancelled") return "unknown";
  const last = departure ? lastDay(departure) : (request.dateTo ?? request.dateFrom);
  if (!last || last >= businessDate(deps.clock())) return "not-yet";
  const existing = await store.reviewOfBooking(db, requestId);
  return existing ? "already" : null;
}

/** Leaves the booking's one review (waiting for the owner), or says why not, saving nothing. */
export async function leaveReview(
  deps: ReviewsDeps,
  requestId: number,
  input: { rating: unknown; text: unknown },
): Promise<{ ok: true; id: number } | { ok: false; problems: ReviewProblem[] }> {
  const { db, now } = deps;
  const checked = checkReview(input);
  if (!checked.ok) return checked;
  const problem = await eligibility(deps, requestId);
  if (problem) return { ok: false, problems: [problem] };
  const request = (await getRequest(db, requestId))!;
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
}
