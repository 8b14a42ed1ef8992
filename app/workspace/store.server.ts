/**
 * The workspace's tables, written once for both engines (SQLite and PostgreSQL): members, their
 * passkeys and sessions, invitations, used passkey challenges and the history of changes. The only
 * module naming them in a query (decision 0014); the rules (how long a session lives, who is the
 * last owner, what an invitation allows) sit in the modules beside it and call these.
 */
import type { Kysely, Transaction } from "kysely";
import type { Schema, WorkspaceRole } from "../../db/schema.ts";

export type { Database } from "../../db/database.ts";
export type { WorkspaceRole } from "../../db/schema.ts";
export { settingOrCreate } from "../../db/settings.ts";
export type Db = Kysely<Schema> | Transaction<Schema>;

// Members -----------------------------------------------------------------------------------------

export type MemberRow = { id: number; email: string; role: WorkspaceRole; removedAt: number | null };

/** A member by address, removed or not. */
export async function memberByEmail(db: Db, email: string): Promise<MemberRow | undefined> {
  const row = await db
    .selectFrom("workspace_members")
    .select(["id", "email", "role", "removed_at"])
    .where("email", "=", email)
    .executeTakeFirst();
  return row && { id: row.id, email: row.email, role: row.role, removedAt: row.removed_at };
}

/** A member still in the workspace. */
export async function activeMember(
  db: Db,
  id: number,
): Promise<{ id: number; email: string; role: WorkspaceRole; seenAt: number } | undefined> {
  const row = await db
    .selectFrom("workspace_members")
    .select(["id", "email", "role", "seen_at"])
    .where("id", "=", id)
    .where("removed_at", "is", null)
    .executeTakeFirst();
  return row && { id: row.id, email: row.email, role: row.role, seenAt: row.seen_at };
}

/** Members still in the workspace, by address. */
export async function activeMembers(db: Db): Promise<{ id: number; email: string; role: WorkspaceRole; createdAt: number }[]> {
  const rows = await db
    .selectFrom("workspace_members")
    .select(["id", "email", "role", "created_at"])
    .where("removed_at", "is", null)
    .orderBy("email")
    .execute();
  return rows.map((row) => ({ id: row.id, email: row.email, role: row.role, createdAt: row.created_at }));
}

export async function insertMember(db: Db, input: { email: string; role: WorkspaceRole; now: number }): Promise<number> {
  const row = await db
    .insertInto("workspace_members")
    .values({ email: input.email, role: input.role, created_at: input.now, seen_at: 0, removed_at: null })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Gives a member a role, bringing back a member who had been removed. */
export async function setMemberRole(db: Db, id: number, role: WorkspaceRole): Promise<void> {
  await db.updateTable("workspace_members").set({ role, removed_at: null }).where("id", "=", id).execute();
}

export async function markMemberRemoved(db: Db, id: number, now: number): Promise<void> {
  await db.updateTable("workspace_members").set({ removed_at: now }).where("id", "=", id).execute();
}

export async function markMemberSeen(db: Db, id: number, now: number): Promise<void> {
  await db.updateTable("workspace_members").set({ seen_at: now }).where("id", "=", id).execute();
}

/** Owners still in the workspace with a passkey of their own (who can sign in), other than `except`. */
export async function countOwnersWithPasskeys(db: Db, except: number): Promise<number> {
  const row = await db
    .selectFrom("workspace_members as m")
    .innerJoin("workspace_passkeys as p", "p.member_id", "m.id")
    .select((eb) => eb.fn.count<number | string>("m.id").distinct().as("count"))
    .where("m.role", "=", "owner")
    .where("m.removed_at", "is", null)
    .where("m.id", "!=", except)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

// Passkeys ----------------------------------------------------------------------------------------

export type PasskeyRow = { id: string; memberId: number; label: string; createdAt: number; lastUsedAt: number | null };

/** The passkeys of these members, oldest first. */
export async function passkeysOfMembers(db: Db, memberIds: readonly number[]): Promise<PasskeyRow[]> {
  if (memberIds.length === 0) return [];
  const rows = await db
    .selectFrom("workspace_passkeys")
    .select(["id", "member_id", "label", "created_at", "last_used_at"])
    .where("member_id", "in", memberIds)
    .orderBy("created_at", "asc")
    .execute();
  return rows.map((row) => ({
    id: row.id,
    memberId: row.member_id,
    label: row.label,
    createdAt: row.created_at,
    lastUsedAt: row.last_used_at,
  }));
}

export async function passkeyExists(db: Db, id: string): Promise<boolean> {
  return (await db.selectFrom("workspace_passkeys").select("id").where("id", "=", id).executeTakeFirst()) !== undefined;
}

export async function insertPasskey(
  db: Db,
  passkey: {
    id: string;
    memberId: number;
    publicKey: Uint8Array;
    counter: number;
    transports: readonly string[];
    label: string;
    now: number;
  },
): Promise<void> {
  await db
    .insertInto("workspace_passkeys")
    .values({
      id: passkey.id,
      member_id: passkey.memberId,
      public_key: passkey.publicKey,
      counter: passkey.counter,
      transports: JSON.stringify(passkey.transports),
      label: passkey.label,
      created_at: passkey.now,
      last_used_at: passkey.now,
    })
    .execute();
}

/** A passkey that can sign in (its member still in the workspace), with what checking it needs. */
export async function passkeyForSignIn(
  db: Db,
  id: string,
): Promise<
  | {
      id: string;
      publicKey: Uint8Array<ArrayBuffer>;
      counter: number;
      transports: string[];
      label: string;
      memberId: number;
      email: string;
    }
  | undefined
> {
  const row = await db
    .selectFrom("workspace_passkeys as p")
    .innerJoin("workspace_members as m", "m.id", "p.member_id")
    .select(["p.id", "p.public_key", "p.counter", "p.transports", "p.label", "m.id as memberId", "m.email"])
    .where("p.id", "=", id)
    .where("m.removed_at", "is", null)
    .executeTakeFirst();
  return (
    row && {
      id: row.id,
      publicKey: new Uint8Array(row.public_key),
      counter: row.counter,
      transports: JSON.parse(row.transports) as string[],
      label: row.label,
      memberId: row.memberId,
      email: row.email,
    }
  );
}

export async function passkeyUsed(db: Db, id: string, counter: number, now: number): Promise<void> {
  await db.updateTable("workspace_passkeys").set({ counter, last_used_at: now }).where("id", "=", id).execute();
}

/** A passkey with its member (only of `memberId`, when given). */
export async function passkeyWithMember(
  db: Db,
  id: string,
  memberId?: number,
): Promise<{ id: string; label: string; memberId: number; email: string; role: WorkspaceRole } | undefined> {
  let query = db
    .selectFrom("workspace_passkeys as p")
    .innerJoin("workspace_members as m", "m.id", "p.member_id")
    .select(["p.id", "p.label", "p.member_id", "m.email", "m.role"])
    .where("p.id", "=", id);
  if (memberId !== undefined) query = query.where("p.member_id", "=", memberId);
  const row = await query.executeTakeFirst();
  return row && { id: row.id, label: row.label, memberId: row.member_id, email: row.email, role: row.role };
}

export async function countPasskeys(db: Db, memberId: number): Promise<number> {
  const row = await db
    .selectFrom("workspace_passkeys")
    .select((eb) => eb.fn.countAll<number | string>().as("count"))
    .where("member_id", "=", memberId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function deletePasskey(db: Db, id: string): Promise<void> {
  await db.deleteFrom("workspace_passkeys").where("id", "=", id).execute();
}

/** Deletes a member's passkeys; their labels. */
export async function deletePasskeysOf(db: Db, memberId: number): Promise<string[]> {
  const rows = await db.deleteFrom("workspace_passkeys").where("member_id", "=", memberId).returning("label").execute();
  return rows.map((row) => row.label);
}

// Sessions ----------------------------------------------------------------------------------------

export async function insertSession(
  db: Db,
  session: { tokenHash: string; memberId: number; passkeyId: string | null; userAgent: string; now: number },
): Promise<void> {
  await db
    .insertInto("workspace_sessions")
    .values({
      token_hash: session.tokenHash,
      member_id: session.memberId,
      passkey_id: session.passkeyId,
      created_at: session.now,
      last_seen_at: session.now,
      revoked_at: null,
      user_agent: session.userAgent,
    })
    .execute();
}

/** An open session by its secret's hash, with its member (still in the workspace). */
export async function sessionByTokenHash(
  db: Db,
  tokenHash: string,
): Promise<
  | { sessionId: number; createdAt: number; lastSeenAt: number; member: { id: number; email: string; role: WorkspaceRole; seenAt: number } }
  | undefined
> {
  const row = await db
    .selectFrom("workspace_sessions as s")
    .innerJoin("workspace_members as m", "m.id", "s.member_id")
    .select(["s.id as sessionId", "s.last_seen_at", "s.created_at", "m.id as memberId", "m.email", "m.role", "m.seen_at"])
    .where("s.token_hash", "=", tokenHash)
    .where("s.revoked_at", "is", null)
    .where("m.removed_at", "is", null)
    .executeTakeFirst();
  return (
    row && {
      sessionId: row.sessionId,
      createdAt: row.created_at,
      lastSeenAt: row.last_seen_at,
      member: { id: row.memberId, email: row.email, role: row.role, seenAt: row.seen_at },
    }
  );
}

export async function touchSession(db: Db, id: number, now: number): Promise<void> {
  await db.updateTable("workspace_sessions").set({ last_seen_at: now }).where("id", "=", id).execute();
}

/** An open session of this member's; its device. */
export async function openSessionOf(db: Db, id: number, memberId: number): Promise<{ id: number; userAgent: string } | undefined> {
  const row = await db
    .selectFrom("workspace_sessions")
    .select(["id", "user_agent"])
    .where("id", "=", id)
    .where("member_id", "=", memberId)
    .where("revoked_at", "is", null)
    .executeTakeFirst();
  return row && { id: row.id, userAgent: row.user_agent };
}

export async function revokeSessionRow(db: Db, id: number, now: number): Promise<void> {
  await db.updateTable("workspace_sessions").set({ revoked_at: now }).where("id", "=", id).where("revoked_at", "is", null).execute();
}

/** Ends every open session of a member; how many. */
export async function revokeSessionsOfMember(db: Db, memberId: number, now: number): Promise<number> {
  const result = await db
    .updateTable("workspace_sessions")
    .set({ revoked_at: now })
    .where("member_id", "=", memberId)
    .where("revoked_at", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Ends the open sessions a passkey opened. */
export async function revokeSessionsOfPasskey(db: Db, passkeyId: string, now: number): Promise<void> {
  await db
    .updateTable("workspace_sessions")
    .set({ revoked_at: now })
    .where("passkey_id", "=", passkeyId)
    .where("revoked_at", "is", null)
    .execute();
}

/** A member's open sessions used after `seenAfter` and started after `startedAfter`, the most recently used first. */
export async function openSessionsOf(
  db: Db,
  memberId: number,
  window: { seenAfter: number; startedAfter: number },
): Promise<{ id: number; createdAt: number; lastSeenAt: number; userAgent: string }[]> {
  const rows = await db
    .selectFrom("workspace_sessions")
    .select(["id", "created_at", "last_seen_at", "user_agent"])
    .where("member_id", "=", memberId)
    .where("revoked_at", "is", null)
    .where("last_seen_at", ">", window.seenAfter)
    .where("created_at", ">", window.startedAfter)
    .orderBy("last_seen_at", "desc")
    .execute();
  return rows.map((row) => ({ id: row.id, createdAt: row.created_at, lastSeenAt: row.last_seen_at, userAgent: row.user_agent }));
}

// Invitations -------------------------------------------------------------------------------------

export async function insertInvitation(
  db: Db,
  invitation: { tokenHash: string; email: string; role: WorkspaceRole; invitedBy: number | null; now: number; expiresAt: number },
): Promise<number> {
  const row = await db
    .insertInto("workspace_invitations")
    .values({
      token_hash: invitation.tokenHash,
      email: invitation.email,
      role: invitation.role,
      invited_by: invitation.invitedBy,
      created_at: invitation.now,
      expires_at: invitation.expiresAt,
      used_at: null,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

/** An invitation by its secret's hash, while unused and not expired at `now`. */
export async function openInvitationByTokenHash(
  db: Db,
  tokenHash: string,
  now: number,
): Promise<{ id: number; email: string; role: WorkspaceRole; expiresAt: number } | undefined> {
  const row = await db
    .selectFrom("workspace_invitations")
    .select(["id", "email", "role", "expires_at"])
    .where("token_hash", "=", tokenHash)
    .where("used_at", "is", null)
    .where("expires_at", ">", now)
    .executeTakeFirst();
  return row && { id: row.id, email: row.email, role: row.role, expiresAt: row.expires_at };
}

/** Marks an open invitation used: true for exactly one caller. */
export async function markInvitationUsed(db: Db, id: number, now: number): Promise<boolean> {
  const result = await db
    .updateTable("workspace_invitations")
    .set({ used_at: now })
    .where("id", "=", id)
    .where("used_at", "is", null)
    .where("expires_at", ">", now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

// Used passkey challenges -------------------------------------------------------------------------

/** Records a challenge as used (forgetting those expired): false when it already was. */
export async function spendChallenge(db: Db, challengeHash: string, now: number, keepUntil: number): Promise<boolean> {
  await db.deleteFrom("workspace_used_challenges").where("expires_at", "<", now).execute();
  const result = await db
    .insertInto("workspace_used_challenges")
    .values({ challenge_hash: challengeHash, expires_at: keepUntil })
    .onConflict((conflict) => conflict.column("challenge_hash").doNothing())
    .returning("challenge_hash")
    .executeTakeFirst();
  return result !== undefined;
}

// History -----------------------------------------------------------------------------------------

export type AuditRecord = {
  at: number;
  memberId: number | null;
  actor: string;
  action: string;
  subject: string;
  before: string | null;
  after: string | null;
  formKey: string | null;
};

export async function insertAudit(db: Db, entry: AuditRecord): Promise<void> {
  await db
    .insertInto("workspace_audit")
    .values({
      at: entry.at,
      member_id: entry.memberId,
      actor: entry.actor,
      action: entry.action,
      subject: entry.subject,
      before: entry.before,
      after: entry.after,
      form_key: entry.formKey,
    })
    .execute();
}

export async function auditHasFormKey(db: Db, formKey: string): Promise<boolean> {
  return (await db.selectFrom("workspace_audit").select("id").where("form_key", "=", formKey).executeTakeFirst()) !== undefined;
}

/** The newest entries first. */
export async function latestAudit(
  db: Db,
  limit: number,
): Promise<{ id: number; at: number; actor: string; action: string; subject: string; before: string | null; after: string | null }[]> {
  return db
    .selectFrom("workspace_audit")
    .select(["id", "at", "actor", "action", "subject", "before", "after"])
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
}
