/**
 * The booking page's tables (db/migrations/0014-booking-page.ts), written once for both engines:
 * the private links (their tokens' hashes), the conditions texts accepted, the participants' forms
 * and the travellers' requests to cancel. The bookings feature's, like its requests (decision 0014).
 */
import type { Kysely, Selectable, Transaction } from "kysely";
import type { DatabaseSync } from "node:sqlite";
import type { BookingLinkRole, BookingParticipantsTable, Schema } from "../../../db/schema.ts";

export type { Database } from "../../../db/database.ts";
export type { BookingLinkRole } from "../../../db/schema.ts";
export type Db = Kysely<Schema> | Transaction<Schema>;
export type ParticipantRow = Selectable<BookingParticipantsTable>;
/** What a participant's form writes (besides its booking and slot). */
export type ParticipantValues = Omit<ParticipantRow, "id" | "request_id" | "slot">;

/** A new link of a request's slot, by its token's hash (the token itself is never kept). */
export async function insertLink(
  db: Db,
  link: { requestId: number; slot: number; role: BookingLinkRole; tokenHash: string; createdAt: number },
) {
  await db
    .insertInto("booking_links")
    .values({ request_id: link.requestId, slot: link.slot, role: link.role, token_hash: link.tokenHash, created_at: link.createdAt })
    .execute();
}

/** Keeps a forwarded link's hash the first time its page shows it (the same page shows the same link). */
export async function keepForwardedLink(db: Db, link: { requestId: number; slot: number; tokenHash: string; createdAt: number }) {
  await db
    .insertInto("booking_links")
    .values({ request_id: link.requestId, slot: link.slot, role: "forwarded", token_hash: link.tokenHash, created_at: link.createdAt })
    .onConflict((conflict) => conflict.column("token_hash").doNothing())
    .execute();
}

/** The link a token's hash names. */
export async function linkByTokenHash(db: Db, tokenHash: string) {
  return db.selectFrom("booking_links").select(["id", "request_id", "slot", "role"]).where("token_hash", "=", tokenHash).executeTakeFirst();
}

export async function participantsOf(db: Db, requestId: number): Promise<ParticipantRow[]> {
  return db.selectFrom("booking_participants").selectAll().where("request_id", "=", requestId).execute();
}

/** What the guide's list reads of the participants of several bookings (never the document or birth date). */
export async function participantsForList(db: Db, requestIds: number[]) {
  if (!requestIds.length) return [];
  return db
    .selectFrom("booking_participants")
    .select([
      "request_id",
      "slot",
      "full_name",
      "experience",
      "shoe_size",
      "harness_size",
      "emergency_name",
      "emergency_phone",
      "health",
      "conditions_at",
    ])
    .where("request_id", "in", requestIds)
    .execute();
}

/** Who saved a slot's form, under which name, and whether its conditions were accepted. */
export async function participantState(db: Db, requestId: number, slot: number) {
  return db
    .selectFrom("booking_participants")
    .select(["full_name", "filled_by", "conditions_at"])
    .where("request_id", "=", requestId)
    .where("slot", "=", slot)
    .executeTakeFirst();
}

/** The participants as the request's screen lists them: no personal field. */
export async function participantsSummary(db: Db, requestId: number) {
  return db
    .selectFrom("booking_participants")
    .select(["slot", "full_name", "conditions_at", "conditions_hash", "personal_deleted_at", "filled_by"])
    .where("request_id", "=", requestId)
    .orderBy("slot")
    .execute();
}

/** When a conditions text was first shown (kept by its hash), if it was. */
export async function conditionsFirstShown(db: Db, hash: string): Promise<number | undefined> {
  const row = await db.selectFrom("booking_conditions").select("first_shown_at").where("hash", "=", hash).executeTakeFirst();
  return row?.first_shown_at;
}

/** Keeps a conditions text by its hash (once). */
export async function keepConditions(db: Db, conditions: { hash: string; lang: string; text: string; shownAt: number }) {
  await db
    .insertInto("booking_conditions")
    .values({ hash: conditions.hash, lang: conditions.lang, text: conditions.text, first_shown_at: conditions.shownAt })
    .onConflict((conflict) => conflict.column("hash").doNothing())
    .execute();
}

/**
 * Writes a slot's form; `keepParticipants`: a form its participant saved is not replaced (every
 * post but one through the participant's own link). Whether it was written.
 */
export async function writeParticipant(
  db: Db,
  requestId: number,
  slot: number,
  values: ParticipantValues,
  options: { keepParticipants: boolean },
): Promise<boolean> {
  const written = await db
    .insertInto("booking_participants")
    .values({ request_id: requestId, slot, ...values })
    .onConflict((conflict) => {
      const update = conflict.columns(["request_id", "slot"]).doUpdateSet(values);
      return options.keepParticipants ? update.where("booking_participants.filled_by", "=", "booker") : update;
    })
    .executeTakeFirst();
  return Number(written.numInsertedOrUpdatedRows ?? 0) === 1;
}

/** The participants whose personal fields are still kept, with their trip's dates (the purge picks the ones due). */
export async function participantsWithPersonalData(db: Db) {
  return db
    .selectFrom("booking_participants as p")
    .innerJoin("booking_requests as r", "r.id", "p.request_id")
    .leftJoin("departures as d", "d.id", "r.departure_id")
    .select([
      "p.request_id",
      "r.reference",
      "r.date_from",
      "r.date_to",
      "r.confirmed_at",
      "d.start_date",
      "d.end_date",
      "d.id as departure",
    ])
    .where("p.personal_deleted_at", "is", null)
    .execute();
}

/** Empties a booking's participants' personal fields; how many were emptied. */
export async function emptyPersonalFields(db: Db, requestId: number, time: number): Promise<number> {
  const result = await db
    .updateTable("booking_participants")
    .set({ document: null, birth_date: null, emergency_name: null, emergency_phone: null, health: null, personal_deleted_at: time })
    .where("request_id", "=", requestId)
    .where("personal_deleted_at", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function cancellationOf(db: Db, requestId: number) {
  return db.selectFrom("booking_cancellations").selectAll().where("request_id", "=", requestId).executeTakeFirst();
}

/** A new request to cancel, or one asked again after a refusal; false when one is already waiting (or accepted). */
export async function askCancellation(
  db: Db,
  request: { requestId: number; reason: string; askedAt: number; again: boolean },
): Promise<boolean> {
  if (request.again) {
    const moved = await db
      .updateTable("booking_cancellations")
      .set({ reason: request.reason, asked_at: request.askedAt, status: "asked", answer: "", answered_at: null, answered_by: null })
      .where("request_id", "=", request.requestId)
      .where("status", "=", "refused")
      .executeTakeFirst();
    return Number(moved.numUpdatedRows) === 1;
  }
  const inserted = await db
    .insertInto("booking_cancellations")
    .values({ request_id: request.requestId, reason: request.reason, asked_at: request.askedAt })
    .onConflict((conflict) => conflict.column("request_id").doNothing())
    .returning("request_id")
    .executeTakeFirst();
  return inserted !== undefined;
}

/** The owner's answer to a waiting request to cancel; false when none was waiting. */
export async function answerCancellation(
  db: Db,
  requestId: number,
  answer: { status: "accepted" | "refused"; line: string; at: number; by: string },
): Promise<boolean> {
  const moved = await db
    .updateTable("booking_cancellations")
    .set({ status: answer.status, answer: answer.line, answered_at: answer.at, answered_by: answer.by })
    .where("request_id", "=", requestId)
    .where("status", "=", "asked")
    .executeTakeFirst();
  return Number(moved.numUpdatedRows) === 1;
}

/** Puts an answered request to cancel back to waiting. */
export async function reopenCancellation(db: Db, requestId: number): Promise<void> {
  await db
    .updateTable("booking_cancellations")
    .set({ status: "asked", answer: "", answered_at: null, answered_by: null })
    .where("request_id", "=", requestId)
    .execute();
}

/** The requests whose traveller asked to cancel and wait for an answer, oldest first. */
export async function waitingCancellations(db: Db): Promise<number[]> {
  const rows = await db
    .selectFrom("booking_cancellations")
    .select("request_id")
    .where("status", "=", "asked")
    .orderBy("asked_at")
    .execute();
  return rows.map((row) => row.request_id);
}

/** The requests whose participants' personal data the purge deleted, and when. */
export async function purgedRequests(db: Db): Promise<{ reference: string; at: number }[]> {
  const rows = await db
    .selectFrom("booking_participants as p")
    .innerJoin("booking_requests as r", "r.id", "p.request_id")
    .select((eb) => ["r.reference", eb.fn.max("p.personal_deleted_at").as("at")])
    .where("p.personal_deleted_at", "is not", null)
    .groupBy("r.reference")
    .execute();
  return rows.map((row) => ({ reference: row.reference, at: Number(row.at) }));
}

/**
 * Empties, in a snapshot file (a SQLite copy of the database taken before the purge), the personal
 * fields of a request's participants the purge emptied in the database (the connection has secure
 * delete on, so the values are zeroed in the file); how many participants. The request is named by
 * its reference (a snapshot of another database may give its id to another request). A snapshot
 * from before the booking page existed has nothing to empty.
 */
export function forgetPurgedIn(file: DatabaseSync, reference: string, at: number): number {
  if (!file.prepare("select 1 from sqlite_master where type = 'table' and name = 'booking_participants'").get()) return 0;
  const result = file
    .prepare(
      `update booking_participants set document = null, birth_date = null, emergency_name = null, emergency_phone = null, health = null,
       personal_deleted_at = ? where request_id = (select id from booking_requests where reference = ?) and personal_deleted_at is null`,
    )
    .run(at, reference);
  return Number(result.changes);
}
