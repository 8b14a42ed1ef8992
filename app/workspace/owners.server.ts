/**
 * The "last owner" rule, in one place: the workspace always keeps an owner who can sign in. Every
 * way a member's role changes or a member leaves asks it (the Team screen's role and removal, and
 * an invitation registered for someone who is already a member).
 */
import type { WorkspaceRole } from "./store.server.ts";
import { countOwnersWithPasskeys, type Db } from "./store.server.ts";

/** Owners who can still sign in (a passkey of their own), other than `except`. */
export const otherOwnersWithPasskeys = (db: Db, except: number): Promise<number> => countOwnersWithPasskeys(db, except);

/**
 * Whether a member's new role (`null`: the member is removed) would leave the workspace without an
 * owner who can sign in: true only for an owner who stops being one while no other owner can.
 */
export async function leavesNoOwner(
  db: Db,
  member: { id: number; role: WorkspaceRole; removed?: boolean },
  next: WorkspaceRole | null,
): Promise<boolean> {
  if (member.removed || member.role !== "owner" || next === "owner") return false;
  return (await otherOwnersWithPasskeys(db, member.id)) === 0;
}
