/** Booking requests in the database, written once for both engines (SQLite and PostgreSQL). */
import { sql, type ExpressionBuilder, type Kysely, type Selectable, type Transaction } from "kysely";
import type { BookingRequestsTable, BookingStatus as StoredStatus, Schema } from "../../db/schema.ts";
import { queueEmails } from "../mail/store.server.ts";
import type { ComposedEmail } from "../mail/compose.server.ts";
import type { BookingStatus } from "./model.ts";

export type { Database } from "../../db/database.ts";
type Db = Kysely<Schema> | Transaction<Schema>;

export type BookingRequest = {
  id: number;
  reference: string;
  createdAt: number;
  updatedAt: number;
  lang: string;
  offer: string;
  departureId: number | null;
  dateFrom: string | null;
  dateTo: string | null;
  groupSize: number;
  experience: string;
  gear: string[];
  groupLang: string;
  name: string;
  email: string;
  phone: string;
  message: string;
  status: BookingStatus;
  seatsHeld: number;
  confirmation: "queued" | "suppressed";
  /** When its departure's cancellation declined it (state "cancelled"); null otherwise. */
  departureCancelledAt: number | null;
  /** When it was first confirmed (epoch ms); null until then. */
  confirmedAt: number | null;
};

/**
 * The state "cancelled" (the departure was cancelled by the owner) is kept as `declined` with
 * `departure_cancelled_at` set: the column's check predates it, and a request declined either way
 * holds no seat and opens no booking page (decision 0072).
 */
function stateOf(row: Pick<Selectable<BookingRequestsTable>, "status" | "departure_cancelled_at">): BookingStatus {
  return row.status === "declined" && row.departure_cancelled_at !== null ? "cancelled" : row.status;
}

/** A condition on the stored state for the requests in one of `statuses`. */
function inStates(statuses: readonly BookingStatus[]) {
  const stored = [...new Set(statuses.map((status): StoredStatus => (status === "cancelled" ? "declined" : status)))];
  const declined = statuses.includes("declined");
  const cancelled = statuses.includes("cancelled");
  return (eb: ExpressionBuilder<Schema, "booking_requests">) => {
    const condition = eb("status", "in", stored);
    if (declined === cancelled) return condition;
    // Only one of the two kept as `declined`.
    return eb.or([
      eb.and([eb("status", "<>", "declined"), condition]),
      eb.and([eb("status", "=", "declined"), eb("departure_cancelled_at", cancelled ? "is not" : "is", null)]),
    ]);
  };
}

function requestOf(row: Selectable<BookingRequestsTable>): BookingRequest {
  let gear: string[] = [];
  try {
    const parsed = JSON.parse(row.gear) as unknown;
    if (Array.isArray(parsed)) gear = parsed.filter((item): item is string => typeof item === "string");
  } catch {
    // an unreadable list is no gear
  }
  return {
    id: row.id,
    reference: row.reference,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    lang: row.lang,
    offer: row.offer,
    departureId: row.departure_id,
    dateFrom: row.date_from,
    dateTo: row.date_to,
    groupSize: row.group_size,
    experience: row.experience,
    gear,
    groupLang: row.group_lang,
    name: row.name,
    email: row.email,
    phone: row.phone,
    message: row.message,
    status: stateOf(row),
    seatsHeld: row.seats_held,
    confirmation: row.confirmation,
    departureCancelledAt: row.departure_cancelled_at,
    confirmedAt: row.confirmed_at,
  };
}

export type NewBookingRequest = Omit<
  BookingRequest,
  "id" | "status" | "seatsHeld" | "updatedAt" | "departureCancelledAt" | "confirmedAt"
> & {
  clientHash: string;
  clientToken: string;
};

/**
 * Stores a request and its emails in one transaction: once this resolves, both are on disk. The
 * emails are composed for the stored request's id (the business's notification links to it).
 */
export async function insertRequest(
  db: Kysely<Schema>,
  request: NewBookingRequest,
  emailsFor: (id: number) => Promise<ComposedEmail[]>,
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto("booking_requests")
      .values({
        reference: request.reference,
        created_at: request.createdAt,
        updated_at: request.createdAt,
        lang: request.lang,
        offer: request.offer,
        departure_id: request.departureId,
        date_from: request.dateFrom,
        date_to: request.dateTo,
        group_size: request.groupSize,
        experience: request.experience,
        gear: JSON.stringify(request.gear),
        group_lang: request.groupLang,
        name: request.name,
        email: request.email,
        phone: request.phone,
        message: request.message,
        client_hash: request.clientHash,
        client_token: request.clientToken,
        confirmation: request.confirmation,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await queueEmails(trx, { contact_id: null, booking_id: row.id }, await emailsFor(row.id), request.createdAt);
    return row.id;
  });
}

export async function requestByClientToken(db: Db, clientToken: string): Promise<BookingRequest | undefined> {
  const row = await db.selectFrom("booking_requests").selectAll().where("client_token", "=", clientToken).executeTakeFirst();
  return row && requestOf(row);
}

/** The addresses this form's confirmations were queued to for a client since a time (app/forms/confirmation-addresses.server.ts). */
export async function confirmedAddressesSince(db: Db, clientHash: string, since: number): Promise<string[]> {
  const rows = await db
    .selectFrom("booking_requests")
    .select("email")
    .where("client_hash", "=", clientHash)
    .where("confirmation", "=", "queued")
    .where("created_at", ">", since)
    .execute();
  return rows.map((row) => row.email);
}

export async function countRequestsSince(db: Db, clientHash: string, since: number): Promise<number> {
  const row = await db
    .selectFrom("booking_requests")
    .select((eb) => eb.fn.countAll<number | string>().as("count"))
    .where("client_hash", "=", clientHash)
    .where("created_at", ">", since)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Requests stored since a time, from anyone (the workspace's "new since you last looked"). */
export async function countNewRequests(db: Db, since: number): Promise<number> {
  const row = await db
    .selectFrom("booking_requests")
    .select((eb) => eb.fn.countAll<number | string>().as("count"))
    .where("created_at", ">", since)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Requests in one of `statuses`, whenever they came. */
export async function countRequestsIn(db: Db, statuses: readonly BookingStatus[]): Promise<number> {
  const row = await db
    .selectFrom("booking_requests")
    .select((eb) => eb.fn.countAll<number | string>().as("count"))
    .where(inStates(statuses))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Requests stored over [since, until) per offer, whatever became of them. */
export async function requestsPerOffer(db: Db, since: number, until: number): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom("booking_requests")
    .select((eb) => ["offer", eb.fn.countAll<number | string>().as("requests")])
    .where("created_at", ">=", since)
    .where("created_at", "<", until)
    .groupBy("offer")
    .execute();
  return new Map(rows.map((row) => [row.offer, Number(row.requests)]));
}

export type RequestFilter = {
  statuses?: BookingStatus[];
  offer?: string;
  departureId?: number;
  /** Only these requests (an empty list: none). */
  ids?: readonly number[];
  /** Reference, name or email containing this (any letter case). */
  search?: string;
  limit?: number;
  /** Rows skipped before the first returned (a list's later page). */
  offset?: number;
  /** New requests before the others (each group the latest first), as the workspace's list shows them. */
  newFirst?: boolean;
};

/** The condition a filter puts on the requests (its limit, offset and order aside). */
function matching(filter: RequestFilter) {
  return (eb: ExpressionBuilder<Schema, "booking_requests">) => {
    const conditions = [];
    if (filter.statuses?.length) conditions.push(inStates(filter.statuses)(eb));
    if (filter.offer) conditions.push(eb("offer", "=", filter.offer));
    if (filter.departureId !== undefined) conditions.push(eb("departure_id", "=", filter.departureId));
    if (filter.ids) conditions.push(filter.ids.length ? eb("id", "in", [...filter.ids]) : sql<boolean>`1 = 0`);
    if (filter.search) {
      // `!` escapes LIKE's wildcards typed in the search.
      const like = `%${filter.search.toLowerCase().replace(/[!%_]/g, (char) => `!${char}`)}%`;
      conditions.push(
        sql<boolean>`(lower(reference) like ${like} escape '!' or lower(name) like ${like} escape '!' or lower(email) like ${like} escape '!')`,
      );
    }
    return conditions.length ? eb.and(conditions) : sql<boolean>`1 = 1`;
  };
}

export async function listRequests(db: Db, filter: RequestFilter = {}): Promise<BookingRequest[]> {
  let query = db.selectFrom("booking_requests").selectAll();
  if (filter.newFirst) query = query.orderBy(sql`case when status = 'new' then 0 else 1 end`);
  query = query
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(filter.limit ?? 100)
    .offset(filter.offset ?? 0);
  return (await query.where(matching(filter)).execute()).map(requestOf);
}

/** The excursions that have any request (what the requests' list can be filtered by). */
export async function requestedOffers(db: Db): Promise<string[]> {
  return (await db.selectFrom("booking_requests").select("offer").distinct().execute()).map((row) => row.offer);
}

/** How many requests a filter finds (its limit and offset aside). */
export async function countRequests(db: Db, filter: RequestFilter = {}): Promise<number> {
  const query = db.selectFrom("booking_requests").select((eb) => eb.fn.countAll<number | string>().as("count"));
  return Number((await query.where(matching(filter)).executeTakeFirstOrThrow()).count);
}

export async function getRequest(db: Db, idOrReference: number | string): Promise<BookingRequest | undefined> {
  const query = db.selectFrom("booking_requests").selectAll();
  const row = await (typeof idOrReference === "number"
    ? query.where("id", "=", idOrReference)
    : query.where("reference", "=", idOrReference.toUpperCase())
  ).executeTakeFirst();
  return row && requestOf(row);
}

/** Moves a request from one of `from` to `to` (a conditional update: two owners at once, one wins). */
export async function moveRequest(
  db: Db,
  id: number,
  from: readonly BookingStatus[],
  set: { status: Exclude<BookingStatus, "cancelled">; departureId?: number | null; seatsHeld?: number },
  now: number,
): Promise<boolean> {
  const result = await db
    .updateTable("booking_requests")
    .set({
      status: set.status,
      updated_at: now,
      // Whatever it moves to, it is no longer the departure's cancellation that declined it.
      departure_cancelled_at: null,
      // Its first confirmation is kept: a booking without dates counts its data's retention from it.
      ...(set.status === "confirmed" ? { confirmed_at: sql<number>`coalesce(confirmed_at, ${now})` } : {}),
      ...(set.departureId !== undefined ? { departure_id: set.departureId } : {}),
      ...(set.seatsHeld !== undefined ? { seats_held: set.seatsHeld } : {}),
    })
    .where("id", "=", id)
    .where(inStates(from))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * A confirmed request on a departure the owner cancelled: it becomes "cancelled" and holds no seat
 * (the caller gives the seats back in the same transaction). Conditional: of two instances, one
 * moves it; its group's size, or null when it was not confirmed on that departure any more.
 */
export async function cancelWithDeparture(db: Db, id: number, departureId: number, now: number): Promise<number | null> {
  const row = await db
    .updateTable("booking_requests")
    .set({ status: "declined", departure_cancelled_at: now, seats_held: 0, updated_at: now })
    .where("id", "=", id)
    .where("departure_id", "=", departureId)
    .where("status", "=", "confirmed")
    .returning("group_size")
    .executeTakeFirst();
  if (!row) return null;
  return row.group_size;
}

/**
 * A request its departure's cancellation declined, confirmed again on the departure restored,
 * holding its group's seats (the caller takes them in the same transaction); false when it is not
 * in that state any more (another instance did it, or the owner moved it meanwhile).
 */
export async function restoreWithDeparture(db: Db, id: number, departureId: number, seats: number, now: number): Promise<boolean> {
  const result = await db
    .updateTable("booking_requests")
    .set({ status: "confirmed", departure_cancelled_at: null, seats_held: seats, updated_at: now })
    .where("id", "=", id)
    .where("departure_id", "=", departureId)
    .where("status", "=", "declined")
    .where("departure_cancelled_at", "is not", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Holds the request's row until the transaction ends (PostgreSQL; SQLite's write transactions hold
 * the whole file already): two payments recorded against it at once are checked one after the other.
 */
export async function lockRequest(db: Transaction<Schema>, id: number, engine: "sqlite" | "postgres"): Promise<void> {
  if (engine !== "postgres") return;
  await db.selectFrom("booking_requests").select("id").where("id", "=", id).forUpdate().execute();
}
