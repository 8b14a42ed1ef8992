/**
 * The workspace's sessions: the one a request carries, a member's open ones, signing out (here or
 * everywhere) and ending one.
 * One part of the workspace (app/workspace/workspace.server.ts puts them together).
 */
import * as audit from "./audit.server.ts";
import { findSession, openSessions, revokeAllSessions, revokeSession, type SignedIn } from "./sessions.server.ts";
import * as store from "./store.server.ts";
import type { Member, WorkspaceContext } from "./workspace-context.server.ts";

export function sessionActions(context: WorkspaceContext) {
  const { db, now } = context;
  return {
    current: (secret: string | undefined) => findSession(db, secret, now()),
    sessions: (memberId: number) => openSessions(db, memberId, now()),

    async signOut(signedIn: SignedIn, formKey?: string) {
      await db.transaction().execute(async (trx) => {
        await revokeSession(trx, signedIn.sessionId, now());
        await audit.record(
          trx,
          {
            actor: signedIn.member,
            action: "session.signed-out",
            subject: `session #${signedIn.sessionId}`,
            before: null,
            after: null,
            formKey,
          },
          now(),
        );
      });
    },

    async signOutEverywhere(actor: { id: number; email: string }, formKey?: string): Promise<number> {
      return db.transaction().execute(async (trx) => {
        const count = await revokeAllSessions(trx, actor.id, now());
        await audit.record(
          trx,
          {
            actor,
            action: "session.signed-out-everywhere",
            subject: `member ${actor.email}`,
            before: { sessions: count },
            after: { sessions: 0 },
            formKey,
          },
          now(),
        );
        return count;
      });
    },

    /** Ends a session replaced by a new sign-in on the same device (a new id at every sign-in). */
    replaced: (sessionId: number) => revokeSession(db, sessionId, now()),

    /** Ends one open session of the member's own. */
    async endSession(actor: Member, sessionId: number, formKey?: string): Promise<boolean> {
      const row = await store.openSessionOf(db, sessionId, actor.id);
      if (!row) return false;
      await db.transaction().execute(async (trx) => {
        await revokeSession(trx, sessionId, now());
        await audit.record(
          trx,
          {
            actor,
            action: "session.signed-out",
            subject: `session #${sessionId}`,
            before: { device: row.userAgent },
            after: null,
            formKey,
          },
          now(),
        );
      });
      return true;
    },
  };
}
