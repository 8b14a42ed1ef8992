/** A visitor's comment, with its photo decoded (a few at once), saved once and announced to the open pages. */
import type { FormSigner } from "../forms/signing.server.ts";
import { randomToken } from "../forms/signing.server.ts";
import type { ExcursionId } from "../site/pages.ts";
import type { createLiveHub } from "./live.server.ts";
import { type CommentView, excursionKey, type PhotoProblem } from "./model.ts";
import { type ProcessedPhoto, processPhoto } from "./photos.server.ts";
import type { Database } from "./store.server.ts";
import * as store from "./store.server.ts";
import type { commentWriter } from "./writer.server.ts";

export type CommentsDeps = {
  db: Database["db"];
  signer: FormSigner;
  now: () => number;
  /** Comments one client may save per window. */
  rateLimit: { count: number; windowMs: number };
  hub: ReturnType<typeof createLiveHub>;
  /** Runs a photo's decoding when a slot is free. */
  photoSlots: <T>(task: () => Promise<T>) => Promise<T>;
  write: ReturnType<typeof commentWriter>;
};

export type SubmitInput = {
  excursionId: ExcursionId;
  /** The form's fields, checked by its schema. */
  name: string;
  comment: string;
  /** The photo's bytes as uploaded (possibly none: an empty file), or null when none was chosen. */
  photo: Uint8Array | null;
  /** The browser left the photo out because it was over the size limit. */
  photoDropped: boolean;
  /** What the form is stored under: the same form posted again is stored once (app/forms/idempotency.server.ts). */
  key: string;
  visitor: string;
};

export type SubmitResult =
  | { ok: true; comment: CommentView; photoProblem: PhotoProblem | null; duplicate: boolean }
  | { ok: false; error: "rate-limited" | "save-failed"; retryAfterSeconds?: number };

/** Runs at most `limit` tasks at once; the others wait their turn. */
export function semaphore(limit: number) {
  let active = 0;
  const waiting: (() => void)[] = [];
  return async function run<T>(task: () => Promise<T>): Promise<T> {
    if (active >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    active++;
    try {
      return await task();
    } finally {
      active--;
      waiting.shift()?.();
    }
  };
}

export async function submitComment(deps: CommentsDeps, input: SubmitInput): Promise<SubmitResult> {
  const { db, signer, now, hub, photoSlots, write } = deps;
  const settings = { rateLimit: deps.rateLimit };
  const { name, comment } = input;
  const rateLimited = { ok: false, error: "rate-limited", retryAfterSeconds: Math.ceil(settings.rateLimit.windowMs / 1000) } as const;
  const excursion = excursionKey(input.excursionId);
  const clientToken = input.key;
  const clientHash = signer.visitorHash(input.visitor);
  try {
    let photo: (ProcessedPhoto & { id: string }) | null = null;
    let photoProblem: PhotoProblem | null = input.photoDropped ? "too-large" : input.photo?.length === 0 ? "empty" : null;
    if (input.photo && input.photo.length > 0) {
      // Decoding a photo takes a quarter of a second: not for a form already saved, nor for a
      // client over its limit (checked again, with the comments posted meanwhile, when saving).
      const earlier = await store.commentByClientToken(db, clientToken);
      if (earlier) return { ok: true, comment: earlier, photoProblem: null, duplicate: true };
      const saved = await store.countCommentsSince(db, clientHash, now() - settings.rateLimit.windowMs);
      if (saved >= settings.rateLimit.count) return rateLimited;
      const bytes = input.photo;
      const result = await photoSlots(() => processPhoto(bytes));
      if (result.ok) photo = { ...result.photo, id: randomToken(15) };
      else photoProblem = result.problem;
    }

    const written = await write({ excursion, name, comment, createdAt: now(), clientHash, clientToken, photo });
    if (written.kind === "rate-limited") return rateLimited;
    if (written.kind === "duplicate") return { ok: true, comment: written.comment, photoProblem: null, duplicate: true };
    // Saved and committed: from here on the visitor is told it worked, whatever happens to the announcement.
    hub.announce("created", written.comment.id, excursion).catch((error) => {
      console.error("Could not announce a new comment (open pages will catch up on reconnect):", error);
    });
    return { ok: true, comment: written.comment, photoProblem, duplicate: false };
  } catch (error) {
    console.error("Could not save a comment:", error);
    return { ok: false, error: "save-failed" };
  }
}
