/**
 * The workspace's one view of the site's mail outbox (app/mail/): every email's delivery state and
 * "send again", and the contact messages. Nothing else in the workspace reads the outbox.
 */
import type { OutboxStatus } from "../../db/schema.ts";
import * as outbox from "../mail/store.server.ts";
import type { Services } from "../site/services.server.ts";

export type EmailView = {
  id: number;
  kind: string;
  recipient: string;
  /** sent, waiting (queued or being sent) or failed. */
  state: "sent" | "waiting" | "failed";
  attempts: number;
  lastError: string | null;
  createdAt: number;
  sentAt: number | null;
  contactId: number | null;
};

const stateOf = (status: OutboxStatus): EmailView["state"] => (status === "sent" ? "sent" : status === "failed" ? "failed" : "waiting");

export function mailbox(services: Pick<Services, "database" | "outbox">) {
  const { db } = services.database;
  return {
    async emails(limit = 50): Promise<EmailView[]> {
      const rows = await outbox.outboxRows(db, { limit });
      return rows.map((row) => ({
        id: row.id,
        kind: row.kind,
        recipient: row.recipient,
        state: stateOf(row.status),
        attempts: row.attempts,
        lastError: row.lastError,
        createdAt: row.createdAt,
        sentAt: row.sentAt,
        contactId: row.contactId,
      }));
    },
    /** The latest contact messages. */
    async contactMessages(limit = 50) {
      const rows = await db
        .selectFrom("contact_messages")
        .select(["id", "created_at", "name", "email", "subject", "message", "excursion", "lang"])
        .orderBy("id", "desc")
        .limit(limit)
        .execute();
      return rows.map((row) => ({ id: row.id, createdAt: row.created_at, name: row.name, email: row.email, subject: row.subject, message: row.message, excursion: row.excursion, lang: row.lang }));
    },
    /** The emails about one request to book, oldest first. */
    async emailsOf(bookingId: number): Promise<EmailView[]> {
      const rows = await db
        .selectFrom("mail_outbox")
        .select(["id", "kind", "recipient", "status", "attempts", "last_error", "created_at", "sent_at", "contact_id"])
        .where("booking_id", "=", bookingId)
        .orderBy("id", "asc")
        .execute();
      return rows.map((row) => ({
        id: row.id,
        kind: row.kind,
        recipient: row.recipient,
        state: stateOf(row.status),
        attempts: row.attempts,
        lastError: row.last_error,
        createdAt: row.created_at,
        sentAt: row.sent_at,
        contactId: row.contact_id,
      }));
    },
    /** How many emails wait or failed. */
    async counts(): Promise<{ waiting: number; failed: number }> {
      const counts = await outbox.outboxCounts(db);
      return { waiting: counts.pending + counts.sending, failed: counts.failed };
    },
    /** Puts a failed email back in the queue, due now; whether it was failed. */
    async sendAgain(id: number, now: number): Promise<boolean> {
      const done = (await outbox.requeueFailed(db, now, [id])) === 1;
      if (done) services.outbox.poke();
      return done;
    },
    /** One email's state, for the history's before and after. */
    async state(id: number): Promise<{ state: EmailView["state"]; recipient: string; lastError: string | null } | undefined> {
      const row = await db.selectFrom("mail_outbox").select(["status", "recipient", "last_error"]).where("id", "=", id).executeTakeFirst();
      return row && { state: stateOf(row.status), recipient: row.recipient, lastError: row.last_error };
    },
  };
}
