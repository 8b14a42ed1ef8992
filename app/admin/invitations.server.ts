/**
 * One-time invitations: a link that registers a passkey, once, within 15 minutes. The database
 * keeps the link secret's hash; the link itself is shown once (by `npm run owner -- invite`, or to
 * the owner who invites from the Team screen).
 */
import type { Kysely, Transaction } from "kysely";
import type { Schema, WorkspaceRole } from "../../db/schema.ts";
import { INVITATION_PATH } from "./paths.ts";
import { hashSecret, isSecret, newSecret } from "./tokens.server.ts";

type Db = Kysely<Schema> | Transaction<Schema>;

export const INVITATION_TTL_MS = 15 * 60 * 1000;
export { INVITATION_PATH };

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
  const row = await db
    .insertInto("workspace_invitations")
    .values({
      token_hash: hashSecret(secret),
      email,
      role: input.role,
      invited_by: input.invitedBy,
      created_at: input.now,
      expires_at: expiresAt,
      used_at: null,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return { secret, invitation: { id: row.id, email, role: input.role, expiresAt } };
}

/** The invitation a link's secret names, while it is unused and within its 15 minutes. */
export async function openInvitation(db: Db, secret: string | undefined, now: number): Promise<Invitation | undefined> {
  if (!isSecret(secret)) return undefined;
  const row = await db
    .selectFrom("workspace_invitations")
    .select(["id", "email", "role", "expires_at"])
    .where("token_hash", "=", hashSecret(secret))
    .where("used_at", "is", null)
    .where("expires_at", ">", now)
    .executeTakeFirst();
  return row && { id: row.id, email: row.email, role: row.role, expiresAt: row.expires_at };
}

/** Uses the invitation up: true for exactly one caller, while it is still open. */
export async function useInvitation(db: Db, id: number, now: number): Promise<boolean> {
  const result = await db
    .updateTable("workspace_invitations")
    .set({ used_at: now })
    .where("id", "=", id)
    .where("used_at", "is", null)
    .where("expires_at", ">", now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
