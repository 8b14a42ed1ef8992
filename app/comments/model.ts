/**
 * What the comments feature shares between server and browser: the public shape of a comment,
 * its form's schema and limits, and the outcome of posting one. No server code here.
 */
import { defineForm, line, text } from "../forms/schema.ts";
import { fill } from "../i18n/fill.ts";
import type { Lang } from "../i18n/languages.ts";
import type { FormGuard } from "../forms/fields.ts";
import type { FormProblem } from "../forms/receive.server.ts";
import type { ExcursionId } from "../site/pages.ts";
import type { CommentTexts } from "./i18n/en.ts";

const NAME_MAX_LENGTH = 80;
export const COMMENT_MAX_LENGTH = 2000;
/** Photos larger than this are not used (the comment is still saved). */
export const PHOTO_MAX_BYTES = 10 * 1024 * 1024;
export const PHOTO_MAX_MEGABYTES = PHOTO_MAX_BYTES / 1024 / 1024;
/** Images with more pixels than this are refused before they are decoded. */
export const PHOTO_MAX_PIXELS = 50_000_000;
/** The whole form post: a photo at the limit plus the text fields and multipart framing. */
export const BODY_MAX_BYTES = PHOTO_MAX_BYTES + 64 * 1024;
/** Newest comments the page shows. */
export const LIST_LIMIT = 50;

/** The comment form's fields; its one message names the first problem. */
export const commentForm = defineForm({
  name: line({ required: "missing-fields", max: NAME_MAX_LENGTH, tooLong: "too-long" }),
  comment: text({ required: "missing-fields", max: COMMENT_MAX_LENGTH, tooLong: "too-long" }),
});

/** The form's other fields: the photo, and the browser's note that it left a too-large photo out. */
export const photoFields = { photo: "photo", dropped: "photo_dropped" } as const;

/** The spec's page key of an excursion's comments. */
export function excursionKey(id: ExcursionId): string {
  return `excursion-${id}`;
}

export type CommentPhoto = { id: string; width: number; height: number };

export type CommentView = {
  id: number;
  name: string;
  comment: string;
  /** Epoch milliseconds. */
  createdAt: number;
  /** The date as the server wrote it in the page's language; absent on a comment that arrived live. */
  dateText?: string;
  photo: CommentPhoto | null;
};

export type PhotoVariant = "avatar" | "large";
export const AVATAR_SIZE = 128;
export const LARGE_MAX_SIDE = 1600;

export function photoUrl(id: string, variant: PhotoVariant): string {
  return `/photos/${id}/${variant}.webp`;
}

export function eventsUrl(id: ExcursionId): string {
  return `/comments/${id}/events`;
}

/** Why a photo was not used; the comment is saved all the same. */
export type PhotoProblem = "too-large" | "not-an-image" | "too-many-pixels" | "unreadable" | "empty";

/** Why a post was refused; the visitor's inputs stay in the form. */
export type CommentError = "missing-fields" | "too-long" | FormProblem;

export type CommentActionData =
  | {
      kind: "comment";
      ok: true;
      comment: CommentView;
      photoProblem: PhotoProblem | null;
      /** What to tell the visitor, in the page's language. */
      message: string;
    }
  | {
      kind: "comment";
      ok: false;
      error: CommentError;
      /** What was typed, so a page rendered without JavaScript can put it back. */
      values: { name: string; comment: string };
      /** Why, in the page's language. */
      message: string;
    };

export function isCommentResult(value: unknown): value is CommentActionData {
  return typeof value === "object" && value !== null && (value as CommentActionData).kind === "comment";
}

/** What the excursion page's HTML carries for its comments section (the loader's `comments`). */
export type CommentsSectionData = {
  excursionId: ExcursionId;
  comments: CommentView[];
  /** The form's hidden fields. */
  guard: FormGuard;
  texts: CommentPageTexts;
  /** The business's time zone, for the dates of comments that arrive live (app/comments/dates.ts). */
  timeZone: string;
};

/** Errors the form tells of before or without an answer from the server. */
const localErrors = ["missing-fields", "too-long", "save-failed"] as const satisfies readonly CommentError[];
export type LocalCommentError = (typeof localErrors)[number];

/**
 * The texts the page carries to the browser: the server's answers bring their own message, so the
 * texts of refusals and photo problems stay on the server (the HTML must fit in the first round trip).
 */
export type CommentPageTexts = Omit<CommentTexts, "errors" | "photoNotUsed"> & {
  /** Written out (their limits are fixed): the browser gets words, not plural rules. */
  errors: Record<LocalCommentError, string>;
};

export function pageTexts(texts: CommentTexts, lang: Lang): CommentPageTexts {
  const { errors: _errors, photoNotUsed: _serverOnly, ...rest } = texts;
  return {
    ...rest,
    errors: Object.fromEntries(localErrors.map((error) => [error, errorText(texts, error, lang)])) as CommentPageTexts["errors"],
  };
}

/** An error's text in the page's language. */
export function errorText(texts: CommentTexts, error: CommentError, lang: Lang): string {
  return fill(texts.errors[error], { megabytes: PHOTO_MAX_MEGABYTES, count: NAME_MAX_LENGTH, comment: COMMENT_MAX_LENGTH }, lang);
}

export function photoProblemText(texts: CommentTexts, problem: PhotoProblem): string {
  return fill(texts.photoNotUsed[problem], { megabytes: PHOTO_MAX_MEGABYTES });
}
