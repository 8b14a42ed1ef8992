/**
 * The workspace's team: its members with their passkeys, a member's role, removing a member or a
 * passkey (never the last owner able to sign in).
 * One part of the workspace (app/workspace/workspace.server.ts puts them together).
 */
import type { WorkspaceRole } from "./store.server.ts";
import * as audit from "./audit.server.ts";
import { leavesNoOwner, otherOwnersWithPasskeys } from "./owners.server.ts";
import { revokeAllSessions } from "./sessions.server.ts";
import * as store from "./store.server.ts";
import type { Actor, MemberView, PasskeyView, WorkspaceContext } from "./workspace-context.server.ts";

export function memberActions(context: WorkspaceContext) {
  const { db, now, passkeysOf } = context;
  return {
    async members(): Promise<MemberView[]> {
      const rows = await store.activeMembers(db);
      const passkeys = await passkeysOf(rows.map((row) => row.id));
      return rows.map((row) => ({ ...row, passkeys: passkeys.get(row.id) ?? [] }));
    },

    async passkeysOf(memberId: number): Promise<PasskeyView[]> {
      return (await passkeysOf([memberId])).get(memberId) ?? [];
    },

    /** Changes a member's role; refused when it would leave no owner able to sign in. */
    async setRole(actor: Actor, memberId: number, role: WorkspaceRole, formKey?: string): Promise<"done" | "unknown" | "last-owner"> {
      const member = await store.activeMember(db, memberId);
      if (!member) return "unknown";
      if (member.role === role) return "done";
      if (await leavesNoOwner(db, { id: memberId, role: member.role }, role)) return "last-owner";
      await db.transaction().execute(async (trx) => {
        await store.setMemberRole(trx, memberId, role);
        await audit.record(
          trx,
          { actor, action: "member.role", subject: `member ${member.email}`, before: { role: member.role }, after: { role }, formKey },
          now(),
        );
      });
      return "done";
    },

    /** Removes a member: their passkeys and sessions end with them. */
    async removeMember(actor: Actor, memberId: number, formKey?: string): Promise<"done" | "unknown" | "last-owner"> {
      const member = await store.activeMember(db, memberId);
      if (!member) return "unknown";
      if (await leavesNoOwner(db, { id: memberId, role: member.role }, null)) return "last-owner";
      await db.transaction().execute(async (trx) => {
        const passkeys = await store.deletePasskeysOf(trx, memberId);
        await revokeAllSessions(trx, memberId, now());
        await store.markMemberRemoved(trx, memberId, now());
        await audit.record(
          trx,
          {
            actor,
            action: "member.removed",
            subject: `member ${member.email}`,
            before: { role: member.role, passkeys },
            after: null,
            formKey,
          },
          now(),
        );
      });
      return "done";
    },

    /**
     * Removes a passkey (a lost phone): the sessions it opened end too. `ownerOf`: only a passkey of
     * this member (the Account screen); any member's from the Team screen.
     */
    async removePasskey(actor: Actor, passkeyId: string, ownerOf?: number, formKey?: string): Promise<"done" | "unknown" | "last-owner"> {
      const passkey = await store.passkeyWithMember(db, passkeyId, ownerOf);
      if (!passkey) return "unknown";
      if (
        passkey.role === "owner" &&
        (await store.countPasskeys(db, passkey.memberId)) <= 1 &&
        (await otherOwnersWithPasskeys(db, passkey.memberId)) === 0
      ) {
        return "last-owner";
      }
      await db.transaction().execute(async (trx) => {
        await store.deletePasskey(trx, passkeyId);
        await store.revokeSessionsOfPasskey(trx, passkeyId, now());
        await audit.record(
          trx,
          {
            actor,
            action: "passkey.removed",
            subject: `passkey "${passkey.label}" of ${passkey.email}`,
            before: { label: passkey.label },
            after: null,
            formKey,
          },
          now(),
        );
      });
      return "done";
    },

    /** The member opened the Comments screen: Home counts the comments posted from now on as unread. */
    async seen(memberId: number) {
      await store.markMemberSeen(db, memberId, now());
    },
  };
}
