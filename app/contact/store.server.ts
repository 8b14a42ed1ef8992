/**
 * Contact messages, written once for both engines (SQLite and PostgreSQL); their emails are queued
 * in the site's one mail outbox (app/mail/) in the same transaction.
 */
import type { Kysely } from "kysely";
import type { Schema } from "../../db/schema.ts";
import type { ComposedEmail } from "../mail/compose.server.ts";
import { queueEmails } from "../mail/store.server.ts";
import type { ContactValues } from "./schema.ts";

type Db = Kysely<Schema>;

export type NewContactMessage = {
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
 * outbox will deliver the emails whatever happens to this process.
 */
export async function insertContactMessage(db: Db, message: NewContactMessage, emails: ComposedEmail[]): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto("contact_messages")
      .values({
        created_at: message.createdAt,
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
  createdAt: number;
  name: string;
  email: string;
  subject: string;
  message: string;
  excursion: string | null;
  lang: string;
};

/** The latest messages, newest first. */
export async function latestMessages(db: Db, limit: number): Promise<ContactMessage[]> {
  const rows = await db
    .selectFrom("contact_messages")
    .select(["id", "created_at", "name", "email", "subject", "message", "excursion", "lang"])
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    createdAt: row.created_at,
    name: row.name,
    email: row.email,
    subject: row.subject,
    message: row.message,
    excursion: row.excursion,
    lang: row.lang,
  }));
}
