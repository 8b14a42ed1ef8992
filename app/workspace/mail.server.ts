/**
 * The workspace's one view of the site's mail outbox (app/mail/): every email's delivery state and
 * "send again", and the contact messages. Nothing else in the workspace reads the outbox.
 */
import type { OutboxRow, OutboxStatus } from "../mail/store.server.ts";
import type { Services } from "../site/context.ts";

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

/** How the workspace shows an email of the outbox. */
const viewOf = (row: OutboxRow): EmailView => ({
  id: row.id,
  kind: row.kind,
  recipient: row.recipient,
  state: stateOf(row.status),
  attempts: row.attempts,
  lastError: row.lastError,
  createdAt: row.createdAt,
  sentAt: row.sentAt,
  contactId: row.contactId,
});

export function mailbox(services: Pick<Services, "outbox" | "contact">) {
  const { outbox } = services;
  return {
    async emails(limit = 50): Promise<EmailView[]> {
      return (await outbox.emails({ limit })).map(viewOf);
    },
    /** The latest contact messages; of some states only when given. */
    contactMessages: (limit = 50, statuses?: Parameters<Services["contact"]["latest"]>[1]) => services.contact.latest(limit, statuses),
    /** The emails about one contact message, oldest first. */
    async emailsOfContact(contactId: number): Promise<EmailView[]> {
      return (await outbox.emailsOfContact(contactId)).map(viewOf);
    },
    /** The emails about one request to book, oldest first. */
    async emailsOf(bookingId: number): Promise<EmailView[]> {
      return (await outbox.emailsAbout(bookingId)).map(viewOf);
    },
    /** How many emails wait or failed. */
    async counts(): Promise<{ waiting: number; failed: number }> {
      const counts = await outbox.counts();
      return { waiting: counts.pending + counts.sending, failed: counts.failed };
    },
    /** Puts a failed email back in the queue, due now; whether it was failed. */
    sendAgain: async (id: number): Promise<boolean> => (await outbox.sendAgain([id])) === 1,
    /** One email's state, for the history's before and after. */
    async state(id: number): Promise<{ state: EmailView["state"]; recipient: string; lastError: string | null } | undefined> {
      const email = await outbox.email(id);
      return email && { state: stateOf(email.status), recipient: email.recipient, lastError: email.lastError };
    },
  };
}
