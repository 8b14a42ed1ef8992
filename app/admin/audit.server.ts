/**
 * The workspace's history: every change made in it, with who made it, what it was, when, and the
 * thing before and after. Written in the same transaction as the change where the change is the
 * workspace's own (members, passkeys, sessions); right after it where a feature's service makes it
 * (comments, emails). The owner reads it on the History screen.
 */
import type { Kysely, Transaction } from "kysely";
import type { Schema } from "../../db/schema.ts";

type Db = Kysely<Schema> | Transaction<Schema>;

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
  | "business.changed"
  | "photo.set"
  | "photo.removed";

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

export async function record(db: Db, entry: AuditEntry, at: number): Promise<void> {
  await db
    .insertInto("workspace_audit")
    .values({
      at,
      member_id: entry.actor.id,
      actor: entry.actor.email,
      action: entry.action,
      subject: entry.subject,
      before: json(entry.before),
      after: json(entry.after),
      form_key: entry.formKey ?? null,
    })
    .execute();
}

/** Whether a form with this key already made its change (the same form posted again). */
export async function alreadyDone(db: Db, formKey: string): Promise<boolean> {
  const row = await db.selectFrom("workspace_audit").select("id").where("form_key", "=", formKey).executeTakeFirst();
  return row !== undefined;
}

export async function history(db: Db, limit: number): Promise<AuditRow[]> {
  const rows = await db
    .selectFrom("workspace_audit")
    .select(["id", "at", "actor", "action", "subject", "before", "after"])
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
  return rows.map((row) => ({ ...row, action: row.action as AuditAction }));
}
