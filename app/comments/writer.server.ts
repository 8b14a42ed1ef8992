/**
 * Saving comments, by group commit (db/group-commit.ts): the comments posted while a commit is in
 * flight are saved together, in one transaction that also applies the rules that depend on what
 * is stored (a form posted twice, the per-client limit), so those rules see every comment of the
 * batch before it, and nothing is counted or stored unless the whole transaction commits.
 */
import { groupCommit } from "../../db/group-commit.ts";
import type { Db } from "./store.server.ts";
import type { CommentView } from "./model.ts";
import { commentsByClientTokens, countCommentsByClientSince, insertComments, type NewComment } from "./store.server.ts";

export type WriteOutcome =
  | { kind: "saved"; comment: CommentView }
  /** This form was saved before (or earlier in the same batch): the comment saved then. */
  | { kind: "duplicate"; comment: CommentView }
  | { kind: "rate-limited" };

export type WriterSettings = {
  /** Comments one client may save per window. */
  rateLimit: { count: number; windowMs: number };
  now: () => number;
  /** Comments saved together at most. */
  maxBatch?: number;
};

/** Returns `write(comment)`, which settles once the comment's transaction has committed. */
export function commentWriter(db: Db, settings: WriterSettings): (comment: NewComment) => Promise<WriteOutcome> {
  return groupCommit((comments: NewComment[]) => db.transaction().execute((trx) => writeBatch(trx, comments, settings)), {
    maxBatch: settings.maxBatch ?? 200,
  });
}

/** Stores a batch of comments in the caller's transaction; one outcome per comment, in order. */
async function writeBatch(db: Db, comments: NewComment[], settings: WriterSettings): Promise<WriteOutcome[]> {
  const tokens = [...new Set(comments.map((comment) => comment.clientToken))];
  const clients = [...new Set(comments.map((comment) => comment.clientHash))];
  const earlier = await commentsByClientTokens(db, tokens);
  const saved = await countCommentsByClientSince(db, clients, settings.now() - settings.rateLimit.windowMs);

  const outcomes: (WriteOutcome | undefined)[] = [];
  const accepted = new Map<string, NewComment>();
  comments.forEach((comment, index) => {
    const before = earlier.get(comment.clientToken);
    if (before) return void (outcomes[index] = { kind: "duplicate", comment: before });
    // The same form twice in this batch: the second gets the first's comment (filled in below).
    if (accepted.has(comment.clientToken)) return;
    const count = saved.get(comment.clientHash) ?? 0;
    if (count >= settings.rateLimit.count) return void (outcomes[index] = { kind: "rate-limited" });
    saved.set(comment.clientHash, count + 1);
    accepted.set(comment.clientToken, comment);
  });

  const inserted = await insertComments(db, [...accepted.values()]);
  // Taken meanwhile by another instance (PostgreSQL: it committed while this batch was being written).
  const taken = [...accepted.keys()].filter((token) => !inserted.has(token));
  const concurrent = await commentsByClientTokens(db, taken);

  return comments.map((comment, index) => {
    const outcome = outcomes[index];
    if (outcome) return outcome;
    const mine = inserted.get(comment.clientToken);
    if (mine) {
      const first = accepted.get(comment.clientToken) === comment;
      return first ? { kind: "saved", comment: mine } : { kind: "duplicate", comment: mine };
    }
    const theirs = concurrent.get(comment.clientToken);
    if (!theirs) throw new Error("A comment's form key was taken by a comment that is gone");
    return { kind: "duplicate", comment: theirs };
  });
}
