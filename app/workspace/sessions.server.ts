/**
 * Workspace sessions, kept on the server: the cookie holds a random secret, the database its hash,
 * the member, and when it was last used. A session ends when it goes 30 days unused, after 90 days
 * whatever its use, when its member signs out (here or everywhere) or is removed.
 */
import type { WorkspaceRole } from "./store.server.ts";
import * as store from "./store.server.ts";
import { createHmac } from "node:crypto";
import { hashSecret, isSecret, newSecret } from "./tokens.server.ts";

type Db = store.Db;

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
  /**
   * The key that seals the guide's lists kept on this session's phone (256 bits, base64url):
   * made from the session's own secret (the cookie's, of which the database keeps only a hash),
   * the same for the session's whole life, never stored (decision 0064). A copy of the database
   * cannot make it.
   */
  listsKey: string;
};

/** The guide's lists' key of the session whose cookie holds `secret`. */
const listsKeyOf = (secret: string): string => createHmac("sha256", secret).update("guide-lists").digest("base64url");

/** Starts a session for a member who just proved a passkey: always a new secret (a new id at sign-in). */
export async function startSession(
  db: Db,
  input: { memberId: number; passkeyId: string | null; userAgent: string; now: number },
): Promise<string> {
  const secret = newSecret();
  await store.insertSession(db, {
    tokenHash: hashSecret(secret),
    memberId: input.memberId,
    passkeyId: input.passkeyId,
    userAgent: input.userAgent.slice(0, 200),
    now: input.now,
  });
  return secret;
}

/** The member a cookie's secret signs in, or undefined (unknown, revoked, expired, member removed). */
export async function findSession(db: Db, secret: string | undefined, now: number): Promise<SignedIn | undefined> {
  if (!isSecret(secret)) return undefined;
  const session = await store.sessionByTokenHash(db, hashSecret(secret));
  if (!session) return undefined;
  if (now - session.lastSeenAt > SESSION_IDLE_MS || now - session.createdAt > SESSION_MAX_MS) return undefined;
  if (now - session.lastSeenAt > TOUCH_EVERY_MS) await store.touchSession(db, session.sessionId, now);
  return { sessionId: session.sessionId, signedInAt: session.createdAt, member: session.member, listsKey: listsKeyOf(secret) };
}

export const revokeSession = (db: Db, sessionId: number, now: number): Promise<void> => store.revokeSessionRow(db, sessionId, now);

/** Ends every open session of a member; how many. */
export const revokeAllSessions = (db: Db, memberId: number, now: number): Promise<number> =>
  store.revokeSessionsOfMember(db, memberId, now);

export type SessionView = { id: number; createdAt: number; lastSeenAt: number; userAgent: string };

/** A member's sessions still open, the most recently used first. */
export function openSessions(db: Db, memberId: number, now: number): Promise<SessionView[]> {
  return store.openSessionsOf(db, memberId, { seenAfter: now - SESSION_IDLE_MS, startedAfter: now - SESSION_MAX_MS });
}

// The cookie --------------------------------------------------------------------------------------

/**
 * `__Host-` (only ever set by this origin, for every path, over a secure connection) wherever the
 * browser takes a Secure cookie: over HTTPS, and on localhost, which browsers treat as secure.
 * On plain HTTP elsewhere (a test machine on a local network) a cookie without the prefix.
 */
function sessionCookieName(secure: boolean): string {
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
