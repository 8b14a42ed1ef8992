/**
 * What the comments feature shares between server and browser: the public shape of a comment,
 * limits, and the outcome of posting one. No server code here.
 */
import type { Lang } from "../i18n/languages.ts";
import type { ExcursionId } from "../pages.ts";
import type { CommentTexts } from "./i18n/en.ts";

export const NAME_MAX_LENGTH = 80;
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

/**
 * Where the page's script posts a comment (the page itself takes the post without JavaScript),
 * with the page's language, which the answer's message is written in.
 */
export function postUrl(id: ExcursionId, lang: Lang): string {
  return `/comments/${id}/post?lang=${lang}`;
}

export function eventsUrl(id: ExcursionId): string {
  return `/comments/${id}/events`;
}

/** Why a photo was not used; the comment is saved all the same. */
export type PhotoProblem = "too-large" | "not-an-image" | "too-many-pixels" | "unreadable";

/** Why a post was refused; the visitor's inputs stay in the form. */
export type CommentError =
  | "missing-fields"
  | "too-long"
  | "rate-limited"
  | "too-fast"
  | "automated"
  | "form-expired"
  | "cross-site"
  | "body-too-large"
  | "save-failed";

export type CommentActionData =
  | {
      kind: "comment";
      ok: true;
      comment: CommentView;
      photoProblem: PhotoProblem | null;
      /** A fresh one-time key for the next comment from the same form. */
      clientToken: string;
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

/** Form field names (the honeypot has an ordinary-looking name on purpose). */
export const fields = {
  name: "name",
  comment: "comment",
  photo: "photo",
  photoDropped: "photo_dropped",
  honeypot: "website",
  formToken: "form_token",
  clientToken: "client_token",
  intent: "intent",
} as const;

export const COMMENT_INTENT = "comment";

/** Fills `{name}` placeholders. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) =>
    Object.hasOwn(values, key) ? String(values[key]) : match,
  );
}

/** What the excursion page's HTML carries for its comments section (the loader's `comments`). */
export type CommentsSectionData = {
  excursionId: ExcursionId;
  comments: CommentView[];
  /** Signed time the form was rendered. */
  formToken: string;
  /** The form's one-time key. */
  clientToken: string;
  texts: CommentPageTexts;
};

/** Errors the form tells of before or without an answer from the server. */
export const localErrors = ["missing-fields", "save-failed"] as const satisfies readonly CommentError[];
export type LocalCommentError = (typeof localErrors)[number];

/**
 * The texts the page carries to the browser: the server's answers bring their own message, so the
 * texts of refusals and photo problems stay on the server (the HTML must fit in the first round trip).
 */
export type CommentPageTexts = Omit<CommentTexts, "errors" | "photoNotUsed"> & {
  errors: Pick<CommentTexts["errors"], LocalCommentError>;
};

export function pageTexts(texts: CommentTexts): CommentPageTexts {
  const { errors, photoNotUsed: _serverOnly, ...rest } = texts;
  return { ...rest, errors: Object.fromEntries(localErrors.map((error) => [error, errors[error]])) as CommentPageTexts["errors"] };
}

/** An error's text; the page's own texts have only the errors it can tell of itself. */
export function errorText<E extends CommentError>(texts: { errors: Record<E, string> }, error: E): string {
  return fill(texts.errors[error], { max: PHOTO_MAX_MEGABYTES, name: NAME_MAX_LENGTH, comment: COMMENT_MAX_LENGTH });
}

export function photoProblemText(texts: CommentTexts, problem: PhotoProblem): string {
  return fill(texts.photoNotUsed[problem], { max: PHOTO_MAX_MEGABYTES });
}
