/**
 * The comments service: what loaders, actions and resource routes call (through React Router's
 * context), and what the moderation script uses. Created once per process by server/services.ts.
 */
import type { CommentStatus, Database } from "./store.server.ts";
import { formGuard } from "../forms/receive.server.ts";
import { randomToken, type FormSigner } from "../forms/signing.server.ts";
import type { ChangeTracker } from "../runtime/changes.server.ts";
import type { EventBus } from "../runtime/events.server.ts";
import { ConcurrencyLimiter, SlidingWindowLimiter } from "../runtime/rate-limit.server.ts";
import type { ExcursionId } from "../site/pages.ts";
import { commentEventStream, createLiveHub } from "./live.server.ts";
import { BODY_MAX_BYTES, excursionKey, LIST_LIMIT, type CommentView, type PhotoProblem, type PhotoVariant } from "./model.ts";
import { processPhoto, type ProcessedPhoto } from "./photos.server.ts";
import * as store from "./store.server.ts";
import { commentWriter } from "./writer.server.ts";

export type CommentsSettings = {
  /** Comments one client may save per window (counted in the database: holds across instances). */
  rateLimit: { count: number; windowMs: number };
  /** Sooner than this after the form was rendered, a post is taken for a bot. */
  minFillMs: number;
  /** Posting attempts per client and window on one instance, checked before the body is read. */
  attemptLimit?: { count: number; windowMs: number };
  /** Event streams one client may hold open at once on one instance. */
  streamsPerClient?: number;
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

/**
 * How long a page's comment form can be sent: a day, then the visitor is asked to reload the page
 * (the form says so). A bot that fetched one page cannot go on posting with its token for ever.
 */
export const FORM_MAX_AGE_MS = 24 * 60 * 60 * 1000;
/** Photos decoded at once per process: bounds memory and leaves the CPU to pages. */
const PHOTO_CONCURRENCY = 2;

function semaphore(limit: number) {
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

export async function createCommentsService(options: {
  database: Database;
  bus: EventBus;
  /** Told of every change, so pages kept in memory are rendered again. */
  changes: ChangeTracker;
  signer: FormSigner;
  settings: CommentsSettings;
  now?: () => number;
}) {
  const { database, bus, settings, signer } = options;
  const { db } = database;
  const now = options.now ?? Date.now;
  const hub = createLiveHub({ db, bus, changes: options.changes });
  const photoSlots = semaphore(PHOTO_CONCURRENCY);
  const attempts = new SlidingWindowLimiter({
    limit: settings.attemptLimit?.count ?? settings.rateLimit.count * 4,
    windowMs: settings.attemptLimit?.windowMs ?? settings.rateLimit.windowMs,
    now,
  });
  const streams = new ConcurrencyLimiter(settings.streamsPerClient ?? 20);
  const shutdown = new AbortController();
  const write = commentWriter(db, { rateLimit: settings.rateLimit, now });

  async function submit(input: SubmitInput): Promise<SubmitResult> {
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

  async function moderate(id: number, action: "hide" | "show" | "delete"): Promise<boolean> {
    const status: CommentStatus = action === "show" ? "visible" : "hidden";
    const excursion = action === "delete" ? await store.deleteComment(db, id) : await store.setCommentStatus(db, id, status);
    if (!excursion) return false;
    await hub.announce(action === "show" ? "created" : "removed", id, excursion).catch((error) => {
      console.error("Could not announce a moderated comment:", error);
    });
    return true;
  }

  return {
    list: (excursionId: ExcursionId, limit = LIST_LIMIT) => store.listComments(db, excursionKey(excursionId), limit),
    /** The hidden fields of a comment form rendered now. */
    guard: () => formGuard(signer, now()),
    /** What every post goes through before its fields are read (app/forms/receive.server.ts). */
    policy: { maxBytes: BODY_MAX_BYTES, attempts, signer, minFillMs: settings.minFillMs, maxAgeMs: FORM_MAX_AGE_MS, now },
    submit,
    photo: (photoId: string, variant: PhotoVariant) => store.photoBytes(db, photoId, variant),
    /** An event stream of the excursion's new comments, or undefined when the client has too many open. */
    eventStream(input: { excursionId: ExcursionId; afterId: number | undefined; signal: AbortSignal; clientAddress: string }) {
      const release = streams.acquire(input.clientAddress);
      if (!release) return undefined;
      return commentEventStream({
        hub,
        db,
        excursion: excursionKey(input.excursionId),
        afterId: input.afterId,
        signal: input.signal,
        closing: shutdown.signal,
        onClose: release,
      });
    },
    get openStreams() {
      return hub.streamCount;
    },
    recent: (limit: number, excursionId?: ExcursionId) =>
      store.recentComments(db, limit, excursionId ? excursionKey(excursionId) : undefined),
    hide: (id: number) => moderate(id, "hide"),
    show: (id: number) => moderate(id, "show"),
    remove: (id: number) => moderate(id, "delete"),
    /**
     * Removes a comment's photo and keeps the comment. Pages rendered from now on show it without;
     * the photo is no longer served (open pages that showed it keep the text).
     */
    async removePhoto(id: number): Promise<boolean> {
      const excursion = await store.deleteCommentPhoto(db, id);
      if (!excursion) return false;
      await hub.announce("created", id, excursion).catch((error) => console.error("Could not announce a moderated comment:", error));
      return true;
    },
    state: (id: number) => store.moderationState(db, id),
    /** Comments posted since a time, by anyone, whatever their state. */
    countSince: (since: number) => store.countNewComments(db, since),
    /** Ends every open event stream (the browsers reconnect to another instance, or after restart). */
    close() {
      shutdown.abort();
      hub.close();
    },
  };
}

export type CommentsService = Awaited<ReturnType<typeof createCommentsService>>;
