/**
 * Workspace sessions, kept on the server: the cookie holds a random secret, the database its hash,
 * the member, and when it was last used. A session ends when it goes 30 days unused, after 90 days
 * whatever its use, when its member signs out (here or everywhere) or is removed.
 */
import type { Kysely } from "kysely";
import type { Schema, WorkspaceRole } from "../../db/schema.ts";
import { hashSecret, isSecret, newSecret } from "./tokens.server.ts";

type Db = Kysely<Schema>;

export const SESSION_IDLE_MS = 30 * 24 * 60 * 60 * 1000;
export const SESSION_MAX_MS = 90 * 24 * 60 * 60 * 1000;
/** A session's last use is written at most this often (not on every request). */
const TOUCH_EVERY_MS = 60 * 1000;

/** Changes to who can sign in (invitations, roles, members, passkeys) need a sign-in this recent. */
export const RECENT_SIGN_IN_MS = 15 * 60 * 1000;

export type SignedIn = {
  sessionId: number;
  /** When this session's passkey was shown (its sign-in). */
  signedInAt: number;
  member: { id: number; email: string; role: WorkspaceRole; seenAt: number };
};

/** Starts a session for a member who just proved a passkey: always a new secret (a new id at sign-in). */
export async function startSession(
  db: Db,
  input: { memberId: number; passkeyId: string | null; userAgent: string; now: number },
): Promise<string> {
  const secret = newSecret();
  await db
    .insertInto("workspace_sessions")
    .values({
      token_hash: hashSecret(secret),
      member_id: input.memberId,
      passkey_id: input.passkeyId,
      created_at: input.now,
      last_seen_at: input.now,
      revoked_at: null,
      user_agent: input.userAgent.slice(0, 200),
    })
    .execute();
  return secret;
}

/** The member a cookie's secret signs in, or undefined (unknown, revoked, expired, member removed). */
export async function findSession(db: Db, secret: string | undefined, now: number): Promise<SignedIn | undefined> {
  if (!isSecret(secret)) return undefined;
  const row = await db
    .selectFrom("workspace_sessions as s")
    .innerJoin("workspace_members as m", "m.id", "s.member_id")
    .select(["s.id as sessionId", "s.last_seen_at", "s.created_at", "m.id as memberId", "m.email", "m.role", "m.seen_at"])
    .where("s.token_hash", "=", hashSecret(secret))
    .where("s.revoked_at", "is", null)
    .where("m.removed_at", "is", null)
    .executeTakeFirst();
  if (!row) return undefined;
  if (now - row.last_seen_at > SESSION_IDLE_MS || now - row.created_at > SESSION_MAX_MS) return undefined;
  if (now - row.last_seen_at > TOUCH_EVERY_MS) {
    await db.updateTable("workspace_sessions").set({ last_seen_at: now }).where("id", "=", row.sessionId).execute();
  }
  return {
    sessionId: row.sessionId,
    signedInAt: row.created_at,
    member: { id: row.memberId, email: row.email, role: row.role, seenAt: row.seen_at },
  };
}

export async function revokeSession(db: Pick<Db, "updateTable">, sessionId: number, now: number): Promise<void> {
  await db.updateTable("workspace_sessions").set({ revoked_at: now }).where("id", "=", sessionId).where("revoked_at", "is", null).execute();
}

/** Ends every open session of a member; how many. */
export async function revokeAllSessions(db: Pick<Db, "updateTable">, memberId: number, now: number): Promise<number> {
  const result = await db
    .updateTable("workspace_sessions")
    .set({ revoked_at: now })
    .where("member_id", "=", memberId)
    .where("revoked_at", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export type SessionView = { id: number; createdAt: number; lastSeenAt: number; userAgent: string };

/** A member's sessions still open, the most recently used first. */
export async function openSessions(db: Db, memberId: number, now: number): Promise<SessionView[]> {
  const rows = await db
    .selectFrom("workspace_sessions")
    .select(["id", "created_at", "last_seen_at", "user_agent"])
    .where("member_id", "=", memberId)
    .where("revoked_at", "is", null)
    .where("last_seen_at", ">", now - SESSION_IDLE_MS)
    .where("created_at", ">", now - SESSION_MAX_MS)
    .orderBy("last_seen_at", "desc")
    .execute();
  return rows.map((row) => ({ id: row.id, createdAt: row.created_at, lastSeenAt: row.last_seen_at, userAgent: row.user_agent }));
}

// The cookie --------------------------------------------------------------------------------------

/**
 * `__Host-` (only ever set by this origin, for every path, over a secure connection) wherever the
 * browser takes a Secure cookie: over HTTPS, and on localhost, which browsers treat as secure.
 * On plain HTTP elsewhere (a test machine on a local network) a cookie without the prefix.
 */
export function sessionCookieName(secure: boolean): string {
  return secure ? "__Host-workspace" : "workspace";
}

export function cookieIsSecure(publicUrl: string, reachedSecurely: boolean): boolean {
  const url = new URL(publicUrl);
  return reachedSecurely || url.protocol === "https:" || url.hostname === "localhost";
}

export function sessionCookie(secret: string, secure: boolean): string {
  const attributes = ["Path=/", "HttpOnly", "SameSite=Lax", `Max-Age=${SESSION_IDLE_MS / 1000}`];
  if (secure) attributes.push("Secure");
  return [`${sessionCookieName(secure)}=${secret}`, ...attributes].join("; ");
}

export function clearSessionCookie(secure: boolean): string {
  return [`${sessionCookieName(secure)}=`, "Path=/", "HttpOnly", "SameSite=Lax", "Max-Age=0", ...(secure ? ["Secure"] : [])].join("; ");
}

/** The session's secret in a request's cookies, if any. */
export function sessionSecretOf(cookieHeader: string | null, secure: boolean): string | undefined {
  if (!cookieHeader) return undefined;
  const name = sessionCookieName(secure);
  for (const part of cookieHeader.split(";")) {
    const [key, ...value] = part.trim().split("=");
    if (key === name) return value.join("=");
  }
  return undefined;
}
