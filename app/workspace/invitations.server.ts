/**
 * One-time invitations: a link that registers a passkey, once, within 15 minutes. The database
 * keeps the link secret's hash; the link itself is shown once (by `npm run owner -- invite`, or to
 * the owner who invites from the Team screen).
 */
import type { WorkspaceRole } from "./store.server.ts";
import { INVITATION_PATH } from "./paths.ts";
import * as store from "./store.server.ts";
import { hashSecret, isSecret, newSecret } from "./tokens.server.ts";

type Db = store.Db;

export const INVITATION_TTL_MS = 15 * 60 * 1000;

export type Invitation = { id: number; email: string; role: WorkspaceRole; expiresAt: number };

export function invitationLink(publicUrl: string, secret: string): string {
  return new URL(`${INVITATION_PATH}${secret}`, publicUrl).href;
}

export async function createInvitation(
  db: Db,
  input: { email: string; role: WorkspaceRole; invitedBy: number | null; now: number },
): Promise<{ secret: string; invitation: Invitation }> {
  const secret = newSecret();
  const expiresAt = input.now + INVITATION_TTL_MS;
  const email = input.email.trim().toLowerCase();
  const id = await store.insertInvitation(db, {
    tokenHash: hashSecret(secret),
    email,
    role: input.role,
    invitedBy: input.invitedBy,
    now: input.now,
    expiresAt,
  });
  return { secret, invitation: { id, email, role: input.role, expiresAt } };
}

/** The invitation a link's secret names, while it is unused and within its 15 minutes. */
export async function openInvitation(db: Db, secret: string | undefined, now: number): Promise<Invitation | undefined> {
  if (!isSecret(secret)) return undefined;
  return store.openInvitationByTokenHash(db, hashSecret(secret), now);
}

/** Uses the invitation up: true for exactly one caller, while it is still open. */
export const spendInvitation = (db: Db, id: number, now: number): Promise<boolean> => store.markInvitationUsed(db, id, now);
