/**
 * The comments feature over HTTP: the excursion page's loader and action call these, and the
 * event-stream and photo resource routes are thin wrappers around them.
 */
import { data, type RouterContextProvider } from "react-router";
import { clientAddressContext, servicesContext } from "../context.ts";
import { getEnv } from "../env.server.ts";
import { rendersTemplate, templatePlaceholders } from "../page-template.ts";
import { isLang, type Lang } from "../i18n/languages.ts";
import { isExcursionId, locatePath, requestLang, type ExcursionId } from "../pages.ts";
import { formatCommentDate } from "./dates.ts";
import { commentTexts } from "./i18n/index.ts";
import {
  BODY_MAX_BYTES,
  COMMENT_INTENT,
  errorText,
  fields,
  pageTexts,
  photoProblemText,
  type CommentActionData,
  type CommentError,
  type CommentsSectionData,
  type PhotoVariant,
} from "./model.ts";

type Args = { request: Request; context: Readonly<RouterContextProvider> };

/** The services, or undefined where there are none (prerendering runs without the server's context). */
function servicesOf(context: Readonly<RouterContextProvider>) {
  try {
    return context.get(servicesContext);
  } catch {
    return undefined;
  }
}

/**
 * For the excursion page's loader: the comments, the form's tokens and the texts of the page's
 * language. Rendered as a template, the tokens are placeholders the server fills per response.
 */
export async function commentsSection({ request, context }: Args, excursionId: ExcursionId): Promise<CommentsSectionData> {
  const services = servicesOf(context);
  const lang = requestLang(request);
  const texts = pageTexts(commentTexts[lang]);
  if (!services) return { excursionId, comments: [], formToken: "", clientToken: "", texts };
  const template = rendersTemplate(context);
  return {
    excursionId,
    comments: (await services.comments.list(excursionId)).map((comment) => ({
      ...comment,
      dateText: formatCommentDate(comment.createdAt, lang),
    })),
    formToken: template ? templatePlaceholders.commentFormToken : services.comments.formToken(),
    clientToken: template ? templatePlaceholders.commentClientToken : services.comments.newClientToken(),
    texts,
  };
}

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

type Outcome = { status: number; body: CommentActionData };

function refuseIn(lang: Lang, error: CommentError, values = { name: "", comment: "" }): Outcome {
  const message = errorText(commentTexts[lang], error);
  return { status: statusOf[error], body: { kind: "comment", ok: false, error, values, message } };
}

/**
 * Posts only from our own pages: the Origin header (every current browser sends it on a POST)
 * must be this site's, as reached or as published; without it, Sec-Fetch-Site or the Referer decide.
 */
export function isSameOrigin(request: Request, publicUrl: string): boolean {
  const allowed = new Set([new URL(request.url).origin, new URL(publicUrl).origin]);
  const origin = request.headers.get("origin");
  if (origin) return allowed.has(origin);
  const site = request.headers.get("sec-fetch-site");
  if (site) return site === "same-origin";
  const referer = request.headers.get("referer");
  if (!referer) return false;
  try {
    return allowed.has(new URL(referer).origin);
  } catch {
    return false;
  }
}

/** Reads at most `maxBytes` of the body; "too-large" (without holding more than that) beyond it. */
export async function readLimitedBody(request: Request, maxBytes: number): Promise<Uint8Array<ArrayBuffer> | "too-large"> {
  const declared = Number(request.headers.get("content-length") ?? NaN);
  if (Number.isFinite(declared) && declared > maxBytes) {
    await drain(request);
    return "too-large";
  }
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await drain(request, reader);
      return "too-large";
    }
    chunks.push(value);
  }
  const body = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

/**
 * Reads and discards the rest of a refused upload (up to a bound), so the browser, still sending,
 * gets to read our answer instead of a reset connection.
 */
async function drain(request: Request, reader = request.body?.getReader(), bound = 64 * 1024 * 1024) {
  if (!reader) return;
  let total = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      total += value.byteLength;
      if (total > bound) return void (await reader.cancel());
    }
  } catch {
    // the client went away
  }
}

function text(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
}

/** Takes a posted comment form: checks where it comes from, how often, how big, then saves it. */
async function postComment({ request, context }: Args, page: ExcursionId, lang: Lang): Promise<Outcome> {
  const refuse = (error: CommentError, values?: { name: string; comment: string }) => refuseIn(lang, error, values);
  const services = servicesOf(context);
  if (!services) return refuse("save-failed");
  const clientAddress = context.get(clientAddressContext);

  if (!isSameOrigin(request, getEnv().PUBLIC_URL)) return refuse("cross-site");
  if (!services.comments.allowAttempt(clientAddress)) {
    await drain(request);
    return refuse("rate-limited");
  }
  const contentType = request.headers.get("content-type") ?? "";
  if (!/^multipart\/form-data|^application\/x-www-form-urlencoded/i.test(contentType)) return refuse("save-failed");
  const body = await readLimitedBody(request, BODY_MAX_BYTES);
  if (body === "too-large") return refuse("body-too-large");
  let form: FormData;
  try {
    form = await new Response(body, { headers: { "Content-Type": contentType } }).formData();
  } catch {
    return refuse("save-failed");
  }
  if (text(form, fields.intent) !== COMMENT_INTENT) return refuse("save-failed");

  const values = { name: text(form, fields.name), comment: text(form, fields.comment) };
  const photo = form.get(fields.photo);
  const result = await services.comments.submit({
    excursionId: page,
    name: values.name,
    comment: values.comment,
    photo: photo instanceof File && photo.size > 0 ? new Uint8Array(await photo.arrayBuffer()) : null,
    photoDropped: text(form, fields.photoDropped) === "too-large",
    honeypot: text(form, fields.honeypot),
    formToken: text(form, fields.formToken),
    clientToken: text(form, fields.clientToken),
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
      clientToken: services.comments.newClientToken(),
      message: result.photoProblem ? photoProblemText(commentTexts[lang], result.photoProblem) : commentTexts[lang].saved,
    },
  };
}

/** For the excursion page's action: the form posted without JavaScript; the page re-renders with the outcome. */
export async function commentAction(args: Args) {
  const page = locatePath(new URL(args.request.url).pathname).page;
  if (!page || !isExcursionId(page)) throw data(null, { status: 404 });
  const { status, body } = await postComment(args, page, requestLang(args.request));
  return data<CommentActionData>(body, { status });
}

/** POST /comments/:excursion/post: the form posted by the page's script; the outcome as JSON. */
export async function commentJsonResponse(args: Args, excursion: string | undefined): Promise<Response> {
  if (!excursion || !isExcursionId(excursion)) return Response.json({ error: "not-found" }, { status: 404 });
  // The page says which language it is in; a post without it is answered in the visitor's.
  const asked = new URL(args.request.url).searchParams.get("lang");
  const { status, body } = await postComment(args, excursion, isLang(asked) ? asked : requestLang(args.request));
  return Response.json(body, { status, headers: { "Cache-Control": "no-store" } });
}

/** GET /comments/:excursion/events: the excursion's new comments as Server-Sent Events. */
export function commentEventsResponse({ request, context }: Args, excursion: string | undefined): Response {
  if (!excursion || !isExcursionId(excursion)) return new Response("Not found", { status: 404 });
  const services = servicesOf(context);
  if (!services) return new Response("Unavailable", { status: 503, headers: { "Retry-After": "5" } });
  const after = request.headers.get("last-event-id") ?? new URL(request.url).searchParams.get("after");
  const afterId = after !== null && /^\d{1,15}$/.test(after) ? Number(after) : undefined;
  const stream = services.comments.eventStream({
    excursionId: excursion,
    afterId,
    signal: request.signal,
    clientAddress: context.get(clientAddressContext),
  });
  if (!stream) return new Response("Too many open streams", { status: 429, headers: { "Retry-After": "30" } });
  return new Response(stream, {
    headers: {
      "Content-Type": "text/event-stream; charset=utf-8",
      // no-transform keeps the compression middleware from buffering the stream.
      "Cache-Control": "no-cache, no-transform",
      "X-Accel-Buffering": "no",
    },
  });
}

const PHOTO_ID = /^[A-Za-z0-9_-]{10,40}$/;
const YEAR = 60 * 60 * 24 * 365;

/** GET /photos/:photo/:variant.webp: a comment's photo, cached for a year (its URL never changes). */
export async function photoResponse({ context }: Args, photoId: string | undefined, file: string | undefined): Promise<Response> {
  const variant = file === "avatar.webp" ? "avatar" : file === "large.webp" ? "large" : undefined;
  const services = servicesOf(context);
  if (!photoId || !PHOTO_ID.test(photoId) || !variant || !services) {
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
