/**
 * The comments feature through React Router: the excursion page's loader and action call these,
 * and the event-stream and photo resource routes are thin wrappers around them.
 */
import { data, type RouterContextProvider } from "react-router";
import { receiveForm, refusalStatus, typed } from "../forms/receive.server.ts";
import { typedValues } from "../forms/schema.ts";
import type { Lang } from "../i18n/languages.ts";
import { servicesOf, visitorContext } from "../site/context.ts";
import { excursionById } from "../catalogue/model.ts";
import type { ExcursionId } from "../site/pages.ts";
import { site } from "../config/site.ts";
import { formatCommentDate } from "./dates.ts";
import { commentTexts } from "./i18n/index.ts";
import {
  commentForm,
  errorText,
  pageTexts,
  photoFields,
  photoProblemText,
  type CommentActionData,
  type CommentError,
  type CommentsSectionData,
  type PhotoVariant,
} from "./model.ts";

type Args = { request: Request; context: Readonly<RouterContextProvider> };

/** For the excursion page's loader: the comments, the form's hidden fields and the texts of the page's language. */
export async function commentsSection(
  context: Readonly<RouterContextProvider>,
  excursionId: ExcursionId,
  lang: Lang,
): Promise<CommentsSectionData> {
  const services = servicesOf(context);
  const texts = pageTexts(commentTexts[lang], lang);
  return {
    excursionId,
    comments: (await services.comments.list(excursionId)).map((comment) => ({
      ...comment,
      dateText: formatCommentDate(comment.createdAt, lang, site.timeZone),
    })),
    guard: services.comments.guard(),
    texts,
    timeZone: site.timeZone,
  };
}

/** A refusal, with its message in the page's language and what was typed. */
function refuse(lang: Lang, error: CommentError, values = { name: "", comment: "" }, retryAfterSeconds?: number) {
  const status = error === "missing-fields" || error === "too-long" ? 400 : refusalStatus[error];
  const body: CommentActionData = { kind: "comment", ok: false, error, values, message: errorText(commentTexts[lang], error, lang) };
  return data(body, { status, headers: retryAfterSeconds ? { "Retry-After": String(retryAfterSeconds) } : undefined });
}

/**
 * For the excursion page's action: a comment posted with or without JavaScript. Without, the page
 * renders again with the outcome; with, the form reads it from React Router's answer.
 */
export async function commentAction({ request, context }: Args, excursionId: ExcursionId, lang: Lang) {
  const services = servicesOf(context);
  const visitor = context.get(visitorContext).address;
  const received = await receiveForm(request, visitor, services.comments.policy);
  const values = typedValues(commentForm, received.form);
  if (!received.ok) return refuse(lang, received.refusal, values, received.retryAfterSeconds);
  const validation = commentForm.validate(received.form);
  if (!validation.ok) return refuse(lang, validation.errors.name ?? validation.errors.comment ?? "missing-fields", values);

  const photo = received.form.get(photoFields.photo);
  const result = await services.comments.submit({
    excursionId,
    ...validation.values,
    // A file input left empty sends a part with no name and no bytes; a chosen file that is empty has a name.
    photo: photo instanceof File && (photo.size > 0 || photo.name !== "") ? new Uint8Array(await photo.arrayBuffer()) : null,
    photoDropped: typed(received.form, photoFields.dropped) === "too-large",
    key: received.key,
    visitor,
  });
  if (!result.ok) return refuse(lang, result.error, values, result.retryAfterSeconds);
  const texts = commentTexts[lang];
  return data<CommentActionData>({
    kind: "comment",
    ok: true,
    comment: { ...result.comment, dateText: formatCommentDate(result.comment.createdAt, lang, site.timeZone) },
    photoProblem: result.photoProblem,
    message: result.photoProblem ? photoProblemText(texts, result.photoProblem) : texts.saved,
  });
}

/** GET /comments/:excursion/events: the excursion's new comments as Server-Sent Events. */
export async function commentEventsResponse({ request, context }: Args, excursion: string | undefined): Promise<Response> {
  const services = servicesOf(context);
  if (!excursion || !excursionById(await services.catalogue.published(), excursion)) return new Response("Not found", { status: 404 });
  // A HEAD gets the headers and no stream: nothing would ever read or close one.
  if (request.method !== "GET") return new Response(null, { headers: eventStreamHeaders });
  const after = request.headers.get("last-event-id") ?? new URL(request.url).searchParams.get("after");
  const afterId = after !== null && /^\d{1,15}$/.test(after) ? Number(after) : undefined;
  const stream = services.comments.eventStream({
    excursionId: excursion,
    afterId,
    signal: request.signal,
    clientAddress: context.get(visitorContext).address,
  });
  if (!stream) return new Response("Too many open streams", { status: 429, headers: { "Retry-After": "30" } });
  return new Response(stream, { headers: eventStreamHeaders });
}

const eventStreamHeaders = {
  "Content-Type": "text/event-stream; charset=utf-8",
  // no-transform keeps the compression middleware from buffering the stream.
  "Cache-Control": "no-cache, no-transform",
  "X-Accel-Buffering": "no",
};

const PHOTO_ID = /^[A-Za-z0-9_-]{10,40}$/;
const YEAR = 60 * 60 * 24 * 365;

/** GET /photos/:photo/:variant.webp: a comment's photo, cached for a year (its URL never changes). */
export async function photoResponse({ context }: Args, photoId: string | undefined, file: string | undefined): Promise<Response> {
  const variant = file === "avatar.webp" ? "avatar" : file === "large.webp" ? "large" : undefined;
  const services = servicesOf(context);
  if (!photoId || !PHOTO_ID.test(photoId) || !variant) {
    return new Response("Not found", { status: 404, headers: { "Cache-Control": "public, max-age=60" } });
  }
  const bytes = await services.comments.photo(photoId, variant satisfies PhotoVariant);
  if (!bytes) return new Response("Not found", { status: 404, headers: { "Cache-Control": "public, max-age=60" } });
  return new Response(bytes as Uint8Array<ArrayBuffer>, {
    headers: {
      "Content-Type": "image/webp",
      "Content-Length": String(bytes.byteLength),
      "Cache-Control": `public, max-age=${YEAR}, immutable`,
      ETag: `"${photoId}-${variant}"`,
      "Content-Disposition": "inline",
    },
  });
}
