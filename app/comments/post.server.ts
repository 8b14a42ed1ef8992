/**
 * A posted comment form, whoever hands it over: the excursion page's action (the form posted
 * without JavaScript) and the JSON endpoint the page's script posts to (server/json-posts.ts).
 * Checks where it comes from, how often, how big, then saves it.
 */
import { parseFormBody } from "../form-body.server.ts";
import type { Lang } from "../i18n/languages.ts";
import { isSameOrigin, type IncomingPost } from "../incoming-post.server.ts";
import type { ExcursionId } from "../pages.ts";
import { commentTexts } from "./i18n/index.ts";
import {
  BODY_MAX_BYTES,
  COMMENT_INTENT,
  COMMENT_MAX_LENGTH,
  NAME_MAX_LENGTH,
  errorText,
  fields,
  photoProblemText,
  type CommentActionData,
  type CommentError,
} from "./model.ts";
import type { CommentsService } from "./service.server.ts";

export type CommentPostOutcome = { status: number; body: CommentActionData };

const statusOf: Record<CommentError, number> = {
  "missing-fields": 400,
  "too-long": 400,
  automated: 400,
  "form-expired": 400,
  "too-fast": 400,
  "rate-limited": 429,
  "cross-site": 403,
  "body-too-large": 413,
  "save-failed": 503,
};

/** A refusal, with its message in the page's language. */
export function refuseComment(lang: Lang, error: CommentError, values = { name: "", comment: "" }): CommentPostOutcome {
  const message = errorText(commentTexts[lang], error);
  return { status: statusOf[error], body: { kind: "comment", ok: false, error, values, message } };
}

export async function postComment(
  post: IncomingPost,
  page: ExcursionId,
  context: {
    comments: CommentsService;
    clientAddress: string;
    publicUrl: string;
    /** The page's language: the answer's message is written in it. */
    lang: Lang;
  },
): Promise<CommentPostOutcome> {
  const { comments, clientAddress, lang } = context;
  const refuse = (error: CommentError, values?: { name: string; comment: string }) => refuseComment(lang, error, values);
  if (!isSameOrigin(post, context.publicUrl)) return refuse("cross-site");
  // Counted now, answered once the form is read: a refused visitor gets back what was typed.
  const allowed = comments.allowAttempt(clientAddress);
  // Not a comment form as a browser sends one: nothing in it can be read, so nothing was filled in.
  const contentType = post.header("content-type") ?? "";
  if (!/^multipart\/form-data|^application\/x-www-form-urlencoded/i.test(contentType)) {
    await post.discard();
    return refuse(allowed ? "missing-fields" : "rate-limited");
  }
  const body = await post.body(BODY_MAX_BYTES);
  if (body === "too-large") return refuse(allowed ? "body-too-large" : "rate-limited");
  const form = parseFormBody(body, contentType);
  if (!form || form.text(fields.intent) !== COMMENT_INTENT) return refuse(allowed ? "missing-fields" : "rate-limited");

  // Given back with a refusal so the visitor can fix them; text far over the limits only in part.
  const values = {
    name: form.text(fields.name).slice(0, NAME_MAX_LENGTH * 4),
    comment: form.text(fields.comment).slice(0, COMMENT_MAX_LENGTH * 4),
  };
  if (!allowed) return refuse("rate-limited", values);
  const photo = form.file(fields.photo);
  const result = await comments.submit({
    excursionId: page,
    name: form.text(fields.name),
    comment: form.text(fields.comment),
    photo: photo && photo.length > 0 ? photo : null,
    photoDropped: form.text(fields.photoDropped) === "too-large",
    honeypot: form.text(fields.honeypot),
    formToken: form.text(fields.formToken),
    clientToken: form.text(fields.clientToken),
    clientAddress,
  });
  if (!result.ok) return refuse(result.error, values);
  return {
    status: 200,
    body: {
      kind: "comment",
      ok: true,
      comment: result.comment,
      photoProblem: result.photoProblem,
      clientToken: comments.newClientToken(),
      message: result.photoProblem ? photoProblemText(commentTexts[lang], result.photoProblem) : commentTexts[lang].saved,
    },
  };
}
