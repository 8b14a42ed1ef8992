/**
 * The booking page's private links (decision 0102): every token random, or, for the links the
 * booker forwards, made from the booker's own token; the database keeps only its SHA-256.
 */
import { createHmac, randomBytes } from "node:crypto";
import type { Departure } from "../../departures/model.ts";
import { getDeparture } from "../../departures/store.server.ts";
import * as requests from "../store.server.ts";
import { type BookingPageDeps, sha256, urlOf } from "./deps.server.ts";
import type { BookingLinkRole, Db } from "./store.server.ts";
import * as pages from "./store.server.ts";
import { linksExpired } from "./trip.server.ts";

/** A new link: a random token (256 bits), of which only the hash is kept. */
export async function newLink(
  deps: Pick<BookingPageDeps, "now">,
  q: Db,
  requestId: number,
  slot: number,
  role: BookingLinkRole,
): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await pages.insertLink(q, { requestId, slot, role, tokenHash: sha256(token), createdAt: deps.now() });
  return token;
}

/**
 * The link a booker's page shows to forward to a participant: made from the booker's own token
 * (which the database does not hold), so the same page shows the same link, and its hash is kept
 * the first time it is shown.
 */
export async function forwardedLink(
  deps: Pick<BookingPageDeps, "db" | "now" | "origin">,
  request: requests.BookingRequest,
  bookerToken: string,
  slot: number,
): Promise<string> {
  const token = createHmac("sha256", bookerToken).update(`participant\0${slot}`).digest("base64url");
  await pages.keepForwardedLink(deps.db, { requestId: request.id, slot, tokenHash: sha256(token), createdAt: deps.now() });
  return urlOf(deps, request, token);
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
export async function linkFor(
  deps: BookingPageDeps,
  requestId: number,
  trx?: Db,
  options: { ahead?: boolean } = {},
): Promise<string | undefined> {
  const q = trx ?? deps.db;
  const request = await requests.getRequest(q, requestId);
  if (!request) return undefined;
  const departure = request.departureId ? ((await getDeparture(q, request.departureId)) ?? null) : null;
  return linkOf(deps, request, departure, options, q);
}

/** A new link of a request and its departure already read (the confirmation passes the ones it read). */
export async function linkOf(
  deps: BookingPageDeps,
  request: requests.BookingRequest,
  departure: Departure | null,
  options: { ahead?: boolean } = {},
  q: Db = deps.db,
): Promise<string | undefined> {
  // Ahead: for the email that confirms it, composed before the request is confirmed (the link opens once it is).
  if (!options.ahead && request.status !== "confirmed" && request.status !== "done") return undefined;
  if (linksExpired(deps, request, departure)) return undefined;
  return urlOf(deps, request, await newLink(deps, q, request.id, 0, "booking"));
}
