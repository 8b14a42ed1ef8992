/**
 * The mail outbox in the database, written once for both engines: every email of the site (contact
 * messages, booking requests) waits here until a worker has handed it to the mail server.
 */
import { sql, type Kysely, type Selectable } from "kysely";
import type { MailOutboxTable, OutboxStatus, Schema } from "../../db/schema.ts";
import type { ComposedEmail } from "./compose.server.ts";
import type { OutgoingEmail } from "./transport.server.ts";
import { withoutBookingTokensInMessage } from "../site/booking-page-path.ts";

type Db = Kysely<Schema>;

/**
 * Queues a stored form's emails, inside the transaction that stores the form: what the visitor was
 * told was received has its emails with it, or neither exists.
 */
export async function queueEmails(
  trx: Db,
  about: { contact_id: number; booking_id?: null } | { contact_id: null; booking_id: number },
  emails: ComposedEmail[],
  at: number,
): Promise<void> {
  if (emails.length === 0) return;
  await trx
    .insertInto("mail_outbox")
    .values(
      emails.map((email) => ({
        ...about,
        kind: email.kind,
        message_id: email.messageId,
        envelope_from: email.envelopeFrom,
        recipient: email.recipient,
        raw: email.raw,
        next_attempt_at: at,
        created_at: at,
      })),
    )
    .execute();
}

/** Queues one email on its own (a reply written in the workspace), due at `at`; its id. */
export async function queueEmail(
  db: Db,
  about: { contact_id: number; booking_id?: null } | { contact_id: null; booking_id: number },
  email: ComposedEmail,
  at: number,
): Promise<number> {
  const row = await db
    .insertInto("mail_outbox")
    .values({
      ...about,
      kind: email.kind,
      message_id: email.messageId,
      envelope_from: email.envelopeFrom,
      recipient: email.recipient,
      raw: email.raw,
      next_attempt_at: at,
      created_at: at,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The Message-ID of the first email of a kind about a request to book (a reply is threaded under it). */
export async function firstMessageIdAbout(db: Db, bookingId: number, kind: string): Promise<string | undefined> {
  const row = await db
    .selectFrom("mail_outbox")
    .select("message_id")
    .where("booking_id", "=", bookingId)
    .where("kind", "=", kind)
    .orderBy("id", "asc")
    .executeTakeFirst();
  return row?.message_id;
}

/** The Message-ID of the first email of a kind about a contact message (a reply is threaded under it). */
export async function firstMessageIdOfContact(db: Db, contactId: number, kind: string): Promise<string | undefined> {
  const row = await db
    .selectFrom("mail_outbox")
    .select("message_id")
    .where("contact_id", "=", contactId)
    .where("kind", "=", kind)
    .orderBy("id", "asc")
    .executeTakeFirst();
  return row?.message_id;
}

/** Emails of a kind queued since a time: to one recipient (any letter case), or to anyone. */
export async function countEmailsSince(db: Db, kind: string, since: number, recipient?: string): Promise<number> {
  let query = db
    .selectFrom("mail_outbox")
    .select((eb) => eb.fn.countAll<number | string>().as("count"))
    .where("kind", "=", kind)
    .where("created_at", ">", since);
  if (recipient !== undefined) query = query.where(sql<string>`lower(recipient)`, "=", recipient.toLowerCase());
  const row = await query.executeTakeFirstOrThrow();
  return Number(row.count);
}

/** How many emails of a kind were queued about a request to book (a confirmation sent again is its calendar event's next version). */
export async function countEmailsAbout(db: Db, bookingId: number, kind: string): Promise<number> {
  const row = await db
    .selectFrom("mail_outbox")
    .select((eb) => eb.fn.countAll<number | string>().as("count"))
    .where("booking_id", "=", bookingId)
    .where("kind", "=", kind)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

// The outbox ------------------------------------------------------------------------------------

/** Due: pending and its time has come, or claimed by a worker whose claim ran out (it died). */
function due(now: number) {
  return sql<boolean>`((status = 'pending' and next_attempt_at <= ${now}) or (status = 'sending' and lease_until < ${now}))`;
}

/**
 * Claims one due email for `owner` until `leaseUntil`. The claim is a conditional update of one
 * row, so when several workers (processes, instances) race for the same email, exactly one wins.
 */
export async function claimDueEmail(
  db: Db,
  owner: string,
  now: number,
  leaseUntil: number,
): Promise<{ email: OutgoingEmail; attempts: number } | undefined> {
  const candidates = await db
    .selectFrom("mail_outbox")
    .select("id")
    .where(due(now))
    .orderBy("next_attempt_at")
    .orderBy("id")
    .limit(5)
    .execute();
  for (const { id } of candidates) {
    const claimed = await db
      .updateTable("mail_outbox")
      .set((eb) => ({ status: "sending", lease_owner: owner, lease_until: leaseUntil, attempts: eb("attempts", "+", 1) }))
      .where("id", "=", id)
      .where(due(now))
      .returning(["id", "kind", "message_id", "envelope_from", "recipient", "raw", "created_at", "attempts"])
      .executeTakeFirst();
    if (claimed) {
      const email: OutgoingEmail = {
        id: claimed.id,
        kind: claimed.kind,
        messageId: claimed.message_id,
        envelopeFrom: claimed.envelope_from,
        recipient: claimed.recipient,
        raw: claimed.raw,
        createdAt: claimed.created_at,
      };
      return { email, attempts: claimed.attempts };
    }
  }
  return undefined;
}

/**
 * Records a delivery; false if the claim was lost meanwhile (then another worker owns the email).
 * The copy kept from then on (`raw`, the sent message) has its booking pages' tokens blanked: a
 * copy of the database opens no booking (decision 0102).
 */
export async function markSent(db: Db, id: number, owner: string, now: number, sentRaw?: string): Promise<boolean> {
  const kept = sentRaw === undefined ? {} : { raw: withoutBookingTokensInMessage(sentRaw) };
  const result = await db
    .updateTable("mail_outbox")
    .set({ status: "sent", sent_at: now, lease_owner: null, lease_until: null, last_error: null, ...kept })
    .where("id", "=", id)
    .where("lease_owner", "=", owner)
    .where("status", "=", "sending")
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Records a failed attempt: back to pending until `nextAttemptAt`, or failed for good. */
export async function markFailedAttempt(
  db: Db,
  id: number,
  owner: string,
  outcome: { error: string; giveUp: boolean; nextAttemptAt: number },
): Promise<boolean> {
  const result = await db
    .updateTable("mail_outbox")
    .set({
      status: outcome.giveUp ? "failed" : "pending",
      next_attempt_at: outcome.nextAttemptAt,
      last_error: outcome.error,
      lease_owner: null,
      lease_until: null,
    })
    .where("id", "=", id)
    .where("lease_owner", "=", owner)
    .where("status", "=", "sending")
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** When the next pending email falls due (for the worker's sleep), if any. */
export async function nextDueTime(db: Db): Promise<number | undefined> {
  const row = await db
    .selectFrom("mail_outbox")
    .select((eb) => [eb.fn.min("next_attempt_at").as("pending"), eb.fn.min("lease_until").as("leased")])
    .where("status", "in", ["pending", "sending"])
    .executeTakeFirst();
  const times = [row?.pending, row?.leased].filter((time) => time !== null && time !== undefined).map(Number);
  return times.length ? Math.min(...times) : undefined;
}

export type OutboxRow = {
  id: number;
  contactId: number | null;
  kind: string;
  recipient: string;
  messageId: string;
  status: OutboxStatus;
  attempts: number;
  nextAttemptAt: number;
  lastError: string | null;
  createdAt: number;
  sentAt: number | null;
};

export async function outboxCounts(db: Db): Promise<Record<OutboxStatus, number>> {
  const rows = await db
    .selectFrom("mail_outbox")
    .select((eb) => ["status", eb.fn.countAll<number | string>().as("count")])
    .groupBy("status")
    .execute();
  const counts: Record<OutboxStatus, number> = { pending: 0, sending: 0, sent: 0, failed: 0 };
  for (const row of rows) counts[row.status] = Number(row.count);
  return counts;
}

const rowColumns = [
  "id",
  "contact_id",
  "kind",
  "recipient",
  "message_id",
  "status",
  "attempts",
  "next_attempt_at",
  "last_error",
  "created_at",
  "sent_at",
] as const;

/** The newest emails, optionally of some statuses only. */
export async function outboxRows(db: Db, options: { statuses?: OutboxStatus[]; limit: number }): Promise<OutboxRow[]> {
  let query = db.selectFrom("mail_outbox").select(rowColumns).orderBy("id", "desc").limit(options.limit);
  if (options.statuses?.length) query = query.where("status", "in", options.statuses);
  return (await query.execute()).map(outboxRowOf);
}

/** The emails about one request to book, oldest first. */
export async function outboxRowsAbout(db: Db, bookingId: number): Promise<OutboxRow[]> {
  const rows = await db.selectFrom("mail_outbox").select(rowColumns).where("booking_id", "=", bookingId).orderBy("id", "asc").execute();
  return rows.map(outboxRowOf);
}

/** The emails about one contact message, oldest first. */
export async function outboxRowsOfContact(db: Db, contactId: number): Promise<OutboxRow[]> {
  const rows = await db.selectFrom("mail_outbox").select(rowColumns).where("contact_id", "=", contactId).orderBy("id", "asc").execute();
  return rows.map(outboxRowOf);
}

/** One email, with its envelope sender and its message as it is (or will be) sent. */
export async function outboxEmail(db: Db, id: number): Promise<(OutboxRow & { envelopeFrom: string; raw: string }) | undefined> {
  const row = await db
    .selectFrom("mail_outbox")
    .select([...rowColumns, "envelope_from", "raw"])
    .where("id", "=", id)
    .executeTakeFirst();
  return row && { ...outboxRowOf(row), envelopeFrom: row.envelope_from, raw: row.raw };
}

function outboxRowOf(row: Pick<Selectable<MailOutboxTable>, (typeof rowColumns)[number]>): OutboxRow {
  return {
    id: row.id,
    contactId: row.contact_id,
    kind: row.kind,
    recipient: row.recipient,
    messageId: row.message_id,
    status: row.status,
    attempts: row.attempts,
    nextAttemptAt: row.next_attempt_at,
    lastError: row.last_error,
    createdAt: row.created_at,
    sentAt: row.sent_at,
  };
}

/** Puts failed emails (all, or the given ones) back in the queue, due now. Returns how many. */
export async function requeueFailed(db: Db, now: number, ids?: number[]): Promise<number> {
  let query = db.updateTable("mail_outbox").set({ status: "pending", next_attempt_at: now }).where("status", "=", "failed");
  if (ids) query = query.where("id", "in", ids.length ? ids : [-1]);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows);
}
