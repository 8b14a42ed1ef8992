/**
 * Contact messages, written once for both engines (SQLite and PostgreSQL); their emails are queued
 * in the site's one mail outbox (app/mail/) in the same transaction.
 */
import type { Kysely } from "kysely";
import type { ContactStatus, Schema } from "../../db/schema.ts";
import type { ComposedEmail } from "../mail/compose.server.ts";
import { queueEmail, queueEmails } from "../mail/store.server.ts";
import type { ContactValues } from "./schema.ts";

export type { Database } from "../../db/database.ts";
export type { ContactStatus } from "../../db/schema.ts";
type Db = Kysely<Schema>;

export type NewContactMessage = {
  reference: string;
  values: ContactValues;
  lang: string;
  excursion: string | null;
  createdAt: number;
  clientHash: string;
  clientToken: string;
  confirmation: "queued" | "suppressed";
};

/**
 * Stores a message and its emails in one transaction: once this resolves, both are on disk and the
 * outbox will deliver the emails whatever happens to this process. The emails are written before
 * (nothing slow inside the transaction, which holds SQLite's one write lock): they name the
 * message by its reference.
 */
export async function insertContactMessage(db: Db, message: NewContactMessage, emails: ComposedEmail[]): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto("contact_messages")
      .values({
        created_at: message.createdAt,
        reference: message.reference,
        lang: message.lang,
        name: message.values.user_name,
        email: message.values.user_email,
        subject: message.values.subject,
        message: message.values.message,
        excursion: message.excursion,
        client_hash: message.clientHash,
        client_token: message.clientToken,
        confirmation: message.confirmation,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await queueEmails(trx, { contact_id: row.id }, emails, message.createdAt);
    return row.id;
  });
}

export async function contactIdByClientToken(db: Db, clientToken: string): Promise<number | undefined> {
  const row = await db.selectFrom("contact_messages").select("id").where("client_token", "=", clientToken).executeTakeFirst();
  return row?.id;
}

/** Messages a client stored since a time. */
/** The addresses this form's confirmations were queued to for a client since a time (app/forms/confirmation-addresses.server.ts). */
export async function confirmedAddressesSince(db: Db, clientHash: string, since: number): Promise<string[]> {
  const rows = await db
    .selectFrom("contact_messages")
    .select("email")
    .where("client_hash", "=", clientHash)
    .where("confirmation", "=", "queued")
    .where("created_at", ">", since)
    .execute();
  return rows.map((row) => row.email);
}

export async function countMessagesSince(db: Db, clientHash: string, since: number): Promise<number> {
  const row = await db
    .selectFrom("contact_messages")
    .select((eb) => eb.fn.countAll<number | string>().as("count"))
    .where("client_hash", "=", clientHash)
    .where("created_at", ">", since)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Messages stored since a time, from anyone (the workspace's "new since you last looked"). */
export async function countNewMessages(db: Db, since: number): Promise<number> {
  const row = await db
    .selectFrom("contact_messages")
    .select((eb) => eb.fn.countAll<number | string>().as("count"))
    .where("created_at", ">", since)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export type ContactMessage = {
  id: number;
  /** `M-XXXXXX`; null for messages stored before references. */
  reference: string | null;
  createdAt: number;
  name: string;
  email: string;
  subject: string;
  message: string;
  excursion: string | null;
  lang: string;
  status: ContactStatus;
  /** Whether the visitor was sent the confirmation (a reply is threaded under it). */
  confirmation: "queued" | "suppressed";
};

const messageColumns = [
  "id",
  "reference",
  "created_at",
  "name",
  "email",
  "subject",
  "message",
  "excursion",
  "lang",
  "status",
  "confirmation",
] as const;

type MessageRow = {
  id: number;
  reference: string | null;
  created_at: number;
  name: string;
  email: string;
  subject: string;
  message: string;
  excursion: string | null;
  lang: string;
  status: ContactStatus;
  confirmation: "queued" | "suppressed";
};

function messageOf(row: MessageRow): ContactMessage {
  return {
    id: row.id,
    reference: row.reference,
    createdAt: Number(row.created_at),
    name: row.name,
    email: row.email,
    subject: row.subject,
    message: row.message,
    excursion: row.excursion,
    lang: row.lang,
    status: row.status,
    confirmation: row.confirmation,
  };
}

/** The latest messages, newest first; of some states only when given. */
export async function latestMessages(db: Db, limit: number, statuses?: readonly ContactStatus[]): Promise<ContactMessage[]> {
  let query = db.selectFrom("contact_messages").select(messageColumns).orderBy("id", "desc").limit(limit);
  if (statuses?.length) query = query.where("status", "in", [...statuses]);
  return (await query.execute()).map(messageOf);
}

/** One message, by its id or its reference. */
export async function getMessage(db: Db, idOrReference: number | string): Promise<ContactMessage | undefined> {
  const row = await db
    .selectFrom("contact_messages")
    .select(messageColumns)
    .where(typeof idOrReference === "number" ? "id" : "reference", "=", idOrReference)
    .executeTakeFirst();
  return row && messageOf(row);
}

/** Moves a message to `to` if it is still in one of `from`; whether it moved. */
export async function moveMessage(db: Db, id: number, from: readonly ContactStatus[], to: ContactStatus): Promise<boolean> {
  const result = await db
    .updateTable("contact_messages")
    .set({ status: to })
    .where("id", "=", id)
    .where("status", "in", [...from])
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Messages in some states (what still needs the owner). */
export async function countMessagesIn(db: Db, statuses: readonly ContactStatus[]): Promise<number> {
  const row = await db
    .selectFrom("contact_messages")
    .select((eb) => eb.fn.countAll<number | string>().as("count"))
    .where("status", "in", [...statuses])
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export type ContactReply = { id: number; createdAt: number; author: string; text: string; emailId: number | null };

/**
 * Stores a reply and queues its email in one transaction; a new message becomes answered in it
 * too. Its id and the email's.
 */
export async function insertReply(
  db: Db,
  reply: { contactId: number; createdAt: number; author: string; text: string },
  email: ComposedEmail,
): Promise<{ id: number; emailId: number }> {
  return db.transaction().execute(async (trx) => {
    const emailId = await queueEmail(trx, { contact_id: reply.contactId }, email, reply.createdAt);
    const row = await trx
      .insertInto("contact_replies")
      .values({ contact_id: reply.contactId, created_at: reply.createdAt, author: reply.author, text: reply.text, email_id: emailId })
      .returning("id")
      .executeTakeFirstOrThrow();
    await trx
      .updateTable("contact_messages")
      .set({ status: "answered" })
      .where("id", "=", reply.contactId)
      .where("status", "=", "new")
      .execute();
    return { id: row.id, emailId };
  });
}

/** A message's replies, oldest first. */
export async function repliesOf(db: Db, contactId: number): Promise<ContactReply[]> {
  const rows = await db
    .selectFrom("contact_replies")
    .select(["id", "created_at", "author", "text", "email_id"])
    .where("contact_id", "=", contactId)
    .orderBy("id", "asc")
    .execute();
  return rows.map((row) => ({ id: row.id, createdAt: Number(row.created_at), author: row.author, text: row.text, emailId: row.email_id }));
}
