/**
 * The comments service: what loaders, actions and resource routes call (through React Router's
 * context), and what the moderation script uses. Created once per process by server/services.ts.
 */
import { randomBytes } from "node:crypto";
import type { Database } from "../../db/database.ts";
import type { CommentStatus } from "../../db/schema.ts";
import { settingOrCreate } from "../../db/settings.ts";
import type { EventBus } from "../../server/events.ts";
import { ConcurrencyLimiter, SlidingWindowLimiter } from "../../server/rate-limit.ts";
import { isBlank } from "../blank-text.ts";
import { formKey } from "../form-key.server.ts";
import type { ExcursionId } from "../pages.ts";
import { commentEventStream, createLiveHub } from "./live.server.ts";
import {
  COMMENT_MAX_LENGTH,
  excursionKey,
  LIST_LIMIT,
  NAME_MAX_LENGTH,
  type CommentError,
  type CommentView,
  type PhotoProblem,
  type PhotoVariant,
} from "./model.ts";
import { processPhoto, type ProcessedPhoto } from "./photos.server.ts";
import { createSigner, isClientToken, randomToken } from "./signing.server.ts";
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
  name: string;
  comment: string;
  /** The photo's bytes as uploaded, or null without one. */
  photo: Uint8Array | null;
  /** The browser left the photo out because it was over the size limit. */
  photoDropped: boolean;
  honeypot: string;
  formToken: string;
  clientToken: string;
  clientAddress: string;
};

export type SubmitResult =
  | { ok: true; comment: CommentView; photoProblem: PhotoProblem | null; duplicate: boolean }
  | { ok: false; error: CommentError };

const SECRET_SETTING = "comments.secret";
/**
 * How long a page's comment form can be sent: a day, then the visitor is asked to reload the page
 * (the form says so). A bot that fetched one page cannot go on posting with its token for ever.
 */
export const FORM_MAX_AGE_MS = 24 * 60 * 60 * 1000;
/** Photos decoded at once per process: bounds memory and leaves the CPU to pages. */
const PHOTO_CONCURRENCY = 2;

/** Trims, and folds the odd characters a text field should not carry (controls, bidi overrides). */
export function cleanText(value: string, multiline: boolean): string {
  const withoutControls = value
    .normalize("NFC")
    .replace(/\r\n?/g, "\n")
    .replace(multiline ? /[\u0000-\u0009\u000b-\u001f\u007f\u202a-\u202e\u2066-\u2069]/g : /[\u0000-\u001f\u007f\u202a-\u202e\u2066-\u2069]/g, "");
  return (multiline ? withoutControls.replace(/\n{3,}/g, "\n\n") : withoutControls.replace(/\s+/g, " ")).trim();
}

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
  settings: CommentsSettings;
  /** Signing key; if absent, one is generated once and kept in the database (shared by all instances). */
  secret?: string;
  now?: () => number;
}) {
  const { database, bus, settings } = options;
  const { db } = database;
  const now = options.now ?? Date.now;
  const secret =
    options.secret ?? (await settingOrCreate(db, SECRET_SETTING, () => randomBytes(32).toString("base64url")));
  const signer = createSigner(secret);
  const hub = createLiveHub({ db, bus });
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
    if (input.honeypot.trim() !== "") return { ok: false, error: "automated" };
    const issuedAt = signer.verifyFormToken(input.formToken);
    if (issuedAt === undefined) return { ok: false, error: "form-expired" };
    if (now() - issuedAt < settings.minFillMs) return { ok: false, error: "too-fast" };
    if (now() - issuedAt > FORM_MAX_AGE_MS) return { ok: false, error: "form-expired" };

    // Far over the limits: refused before the cleaning, which costs time in proportion.
    if (input.name.length > NAME_MAX_LENGTH * 4 || input.comment.length > COMMENT_MAX_LENGTH * 4) return { ok: false, error: "too-long" };
    const name = cleanText(input.name, false);
    const comment = cleanText(input.comment, true);
    if (isBlank(name) || isBlank(comment)) return { ok: false, error: "missing-fields" };
    if (name.length > NAME_MAX_LENGTH || comment.length > COMMENT_MAX_LENGTH) return { ok: false, error: "too-long" };

    const excursion = excursionKey(input.excursionId);
    const clientToken = formKey(isClientToken(input.clientToken) ? input.clientToken : randomToken(), [excursion, name, comment]);
    const clientHash = signer.clientHash(input.clientAddress);
    try {
      let photo: (ProcessedPhoto & { id: string }) | null = null;
      let photoProblem: PhotoProblem | null = input.photoDropped ? "too-large" : null;
      if (input.photo && input.photo.length > 0) {
        // Decoding a photo takes a quarter of a second: not for a form already saved, nor for a
        // client over its limit (checked again, with the comments posted meanwhile, when saving).
        const earlier = await store.commentByClientToken(db, clientToken);
        if (earlier) return { ok: true, comment: earlier, photoProblem: null, duplicate: true };
        const saved = await store.countCommentsSince(db, clientHash, now() - settings.rateLimit.windowMs);
        if (saved >= settings.rateLimit.count) return { ok: false, error: "rate-limited" };
        const bytes = input.photo;
        const result = await photoSlots(() => processPhoto(bytes));
        if (result.ok) photo = { ...result.photo, id: randomToken(15) };
        else photoProblem = result.problem;
      }

      const written = await write({ excursion, name, comment, createdAt: now(), clientHash, clientToken, photo });
      if (written.kind === "rate-limited") return { ok: false, error: "rate-limited" };
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
    /** A signed form token carrying the time the form was rendered. */
    formToken: () => signer.formToken(now()),
    newClientToken: () => randomToken(),
    /**
     * Changes whenever the excursion's visible comments may have changed (saved or moderated here,
     * on another instance or by the moderation script, as told by the event bus); undefined while
     * the bus is disconnected. Pages built from `list` are current as long as this stays the same.
     */
    version: (excursionId: ExcursionId) => hub.version(excursionKey(excursionId)),
    /** Counts a posting attempt by a client; false when it is over the per-instance limit. */
    allowAttempt: (clientAddress: string) => attempts.hit(clientAddress).allowed,
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
    /** Ends every open event stream (the browsers reconnect to another instance, or after restart). */
    close() {
      shutdown.abort();
      hub.close();
    },
  };
}

export type CommentsService = Awaited<ReturnType<typeof createCommentsService>>;
