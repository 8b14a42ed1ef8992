/**
 * The comments service: what loaders, actions and resource routes call (through React Router's
 * context), and what the moderation script uses. Created once per process by server/services.ts.
 */
import type { Database } from "./store.server.ts";
import { formGuard } from "../forms/receive.server.ts";
import type { FormSigner } from "../forms/signing.server.ts";
import type { ChangeTracker } from "../runtime/changes.server.ts";
import type { EventBus } from "../runtime/events.server.ts";
import { ConcurrencyLimiter, SlidingWindowLimiter } from "../runtime/rate-limit.server.ts";
import type { ExcursionId } from "../site/pages.ts";
import { commentEventStream, createLiveHub } from "./live.server.ts";
import { BODY_MAX_BYTES, excursionKey, LIST_LIMIT, type PhotoVariant } from "./model.ts";
import { moderate, removePhoto } from "./moderation.server.ts";
import * as store from "./store.server.ts";
import { type CommentsDeps, semaphore, submitComment, type SubmitInput } from "./submit.server.ts";
import { commentWriter } from "./writer.server.ts";

export type { SubmitInput } from "./submit.server.ts";

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

/**
 * How long a page's comment form can be sent: a day, then the visitor is asked to reload the page
 * (the form says so). A bot that fetched one page cannot go on posting with its token for ever.
 */
const FORM_MAX_AGE_MS = 24 * 60 * 60 * 1000;
/** Photos decoded at once per process: bounds memory and leaves the CPU to pages. */
const PHOTO_CONCURRENCY = 2;

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
  const deps: CommentsDeps = { db, signer, now, rateLimit: settings.rateLimit, hub, photoSlots, write };

  return {
    list: (excursionId: ExcursionId, limit = LIST_LIMIT) => store.listComments(db, excursionKey(excursionId), limit),
    /** The hidden fields of a comment form rendered now. */
    guard: () => formGuard(signer, now()),
    /** What every post goes through before its fields are read (app/forms/receive.server.ts). */
    policy: { maxBytes: BODY_MAX_BYTES, attempts, signer, minFillMs: settings.minFillMs, maxAgeMs: FORM_MAX_AGE_MS, now },
    submit: (input: SubmitInput) => submitComment(deps, input),
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
    hide: (id: number) => moderate(deps, id, "hide"),
    show: (id: number) => moderate(deps, id, "show"),
    remove: (id: number) => moderate(deps, id, "delete"),
    /**
     * Removes a comment's photo and keeps the comment. Pages rendered from now on show it without;
     * the photo is no longer served (open pages that showed it keep the text).
     */
    removePhoto: (id: number) => removePhoto(deps, id),
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
