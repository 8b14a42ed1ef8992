/** The owner hides, shows or deletes a comment, or removes its photo; the open pages are told. */
import type { CommentStatus } from "./store.server.ts";
import * as store from "./store.server.ts";
import type { CommentsDeps } from "./submit.server.ts";

export async function moderate(deps: Pick<CommentsDeps, "db" | "hub">, id: number, action: "hide" | "show" | "delete"): Promise<boolean> {
  const { db, hub } = deps;
  const status: CommentStatus = action === "show" ? "visible" : "hidden";
  const excursion = action === "delete" ? await store.deleteComment(db, id) : await store.setCommentStatus(db, id, status);
  if (!excursion) return false;
  await hub.announce(action === "show" ? "created" : "removed", id, excursion).catch((error) => {
    console.error("Could not announce a moderated comment:", error);
  });
  return true;
}

/**
 * Removes a comment's photo and keeps the comment. Pages rendered from now on show it without;
 * the photo is no longer served (open pages that showed it keep the text).
 */
export async function removePhoto(deps: Pick<CommentsDeps, "db" | "hub">, id: number): Promise<boolean> {
  const { db, hub } = deps;
  const excursion = await store.deleteCommentPhoto(db, id);
  if (!excursion) return false;
  await hub.announce("created", id, excursion).catch((error) => console.error("Could not announce a moderated comment:", error));
  return true;
}
