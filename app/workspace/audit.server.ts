/**
 * The workspace's history: every change made in it, with who made it, what it was, when, and the
 * thing before and after. Written in the same transaction as the change where the change is the
 * workspace's own (members, passkeys, sessions); right after it where a feature's service makes it
 * (comments, emails). The owner reads it on the History screen.
 */
import { auditHasFormKey, insertAudit, latestAudit, type Db } from "./store.server.ts";

/** What was done: the History screen names each in the member's language. */
export type AuditAction =
  | "member.invited"
  | "member.joined"
  | "member.role"
  | "member.removed"
  | "passkey.added"
  | "passkey.removed"
  | "session.signed-in"
  | "session.signed-out"
  | "session.signed-out-everywhere"
  | "comment.hidden"
  | "review.shown"
  | "review.hidden"
  | "comment.shown"
  | "comment.photo-removed"
  | "email.requeued"
  | "request.replied"
  | "request.state"
  | "message.replied"
  | "message.state"
  | "departure.added"
  | "departure.changed"
  | "departure.cancelled"
  | "departure.restored"
  | "business.changed"
  | "photo.set"
  | "photo.removed"
  | "catalogue.added"
  | "catalogue.published"
  | "catalogue.restored"
  | "catalogue.retired"
  | "payment.recorded"
  | "payment.removed"
  | "payment.total"
  | "participants.purged"
  | "mail.released"
  | "request.cancel-answered"
  | "request.page-link";

export type Actor = { id: number | null; email: string };

export type AuditEntry = {
  actor: Actor;
  action: AuditAction;
  /** What it was done to: `comment #12`, `member guide@example.com`. */
  subject: string;
  before: unknown;
  after: unknown;
  /** The form's one-time key, when a form made the change. */
  formKey?: string;
};

export type AuditRow = {
  id: number;
  at: number;
  actor: string;
  action: AuditAction;
  subject: string;
  before: string | null;
  after: string | null;
};

const json = (value: unknown) => (value === undefined || value === null ? null : JSON.stringify(value));

export function record(db: Db, entry: AuditEntry, at: number): Promise<void> {
  return insertAudit(db, {
    at,
    memberId: entry.actor.id,
    actor: entry.actor.email,
    action: entry.action,
    subject: entry.subject,
    before: json(entry.before),
    after: json(entry.after),
    formKey: entry.formKey ?? null,
  });
}

/** Whether a form with this key already made its change (the same form posted again). */
export const alreadyDone = (db: Db, formKey: string): Promise<boolean> => auditHasFormKey(db, formKey);

export async function history(db: Db, limit: number): Promise<AuditRow[]> {
  return (await latestAudit(db, limit)).map((row) => ({ ...row, action: row.action as AuditAction }));
}
