/**
 * The comments feature through React Router: the excursion page's loader and action call these,
 * and the event-stream and photo resource routes are thin wrappers around them. (The page's
 * script posts comments to an endpoint answered before React Router, server/json-posts.ts.)
 */
import { data, type RouterContextProvider } from "react-router";
import { clientAddressContext, servicesContext } from "../context.ts";
import { getEnv } from "../env.server.ts";
import { postOfRequest } from "../incoming-post.server.ts";
import { rendersTemplate } from "../page-template.ts";
import { isExcursionId, locatePath, requestLang, requestPath, type ExcursionId } from "../pages.ts";
import { formatCommentDate } from "./dates.ts";
import { commentTexts } from "./i18n/index.ts";
import { pageTexts, type CommentActionData, type CommentsSectionData, type PhotoVariant } from "./model.ts";
import { postComment, refuseComment } from "./post.server.ts";

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
 * language. Rendered as a template, the tokens are left out: the server appends them per response
 * (app/page-template.ts).
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
    formToken: template ? "" : services.comments.formToken(),
    clientToken: template ? "" : services.comments.newClientToken(),
    texts,
  };
}

/** For the excursion page's action: the form posted without JavaScript; the page re-renders with the outcome. */
export async function commentAction({ request, context }: Args) {
  const page = locatePath(requestPath(request)).page;
  if (!page || !isExcursionId(page)) throw data(null, { status: 404 });
  const services = servicesOf(context);
  const lang = requestLang(request);
  const { status, body } = services
    ? await postComment(postOfRequest(request), page, {
        comments: services.comments,
        clientAddress: context.get(clientAddressContext),
        publicUrl: getEnv().PUBLIC_URL,
        lang,
      })
    : refuseComment(lang, "save-failed");
  return data<CommentActionData>(body, { status });
}

/** GET /comments/:excursion/events: the excursion's new comments as Server-Sent Events. */
export function commentEventsResponse({ request, context }: Args, excursion: string | undefined): Response {
  if (!excursion || !isExcursionId(excursion)) return new Response("Not found", { status: 404 });
  const services = servicesOf(context);
  if (!services) return new Response("Unavailable", { status: 503, headers: { "Retry-After": "5" } });
  // A HEAD gets the headers and no stream: nothing would ever read or close one.
  if (request.method !== "GET") return new Response(null, { headers: eventStreamHeaders });
  const after = request.headers.get("last-event-id") ?? new URL(request.url).searchParams.get("after");
  const afterId = after !== null && /^\d{1,15}$/.test(after) ? Number(after) : undefined;
  const stream = services.comments.eventStream({
    excursionId: excursion,
    afterId,
    signal: request.signal,
    clientAddress: context.get(clientAddressContext),
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
