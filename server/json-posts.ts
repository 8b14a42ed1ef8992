/**
 * The posts of the pages' scripts, answered here, before React Router: the comment form
 * (`POST /comments/<excursion>/post`, answered in JSON) and page views (`POST /analytics/views`).
 * Through React Router (a Fetch `Request` made of Node's, its routing and middleware pipeline, the
 * `Response` written back) a page view cost the server twice the CPU of the whole post here; the
 * features' own checks and storage are the same either way (app/comments/post.server.ts,
 * app/analytics/post.server.ts). Other methods on these paths are answered 405.
 */
import type { RequestHandler, Response } from "express";
import { postPageView } from "../app/analytics/post.server.ts";
import { postComment } from "../app/comments/post.server.ts";
import { isLang, negotiateLang } from "../app/i18n/languages.ts";
import { isExcursionId } from "../app/pages.ts";
import { postOfNodeRequest } from "./incoming-post.ts";
import type { Services } from "./services.ts";
import { clientOf } from "./client-address.ts";

export const VIEWS_PATH = "/analytics/views";
const COMMENT_PATH = /^\/comments\/([^/]+)\/post$/;

function answer(res: Response, status: number, json?: unknown) {
  res.status(status).setHeader("Cache-Control", "no-store");
  if (json === undefined) return void res.end();
  res.setHeader("Content-Type", "application/json");
  res.end(JSON.stringify(json));
}

export function jsonPosts(services: Pick<Services, "comments" | "analytics">, publicUrl: string): RequestHandler {
  return (req, res, next) => {
    const excursion = COMMENT_PATH.exec(req.path)?.[1];
    if (excursion === undefined && req.path !== VIEWS_PATH) return next();
    if (req.method !== "POST") {
      res.setHeader("Allow", "POST");
      return answer(res, 405);
    }
    const post = postOfNodeRequest(req);
    const clientAddress = clientOf(req);
    if (excursion === undefined) {
      postPageView(post, { analytics: services.analytics, clientAddress, publicUrl }).then((status) => answer(res, status), next);
    } else if (!isExcursionId(excursion)) {
      answer(res, 404, { error: "not-found" });
    } else {
      // The page says which language it is in; a post without it is answered in the visitor's.
      const asked = req.query.lang;
      const lang = isLang(asked) ? asked : negotiateLang({ get: post.header });
      postComment(post, excursion, { comments: services.comments, clientAddress, publicUrl, lang }).then(
        ({ status, body }) => answer(res, status, body),
        next,
      );
    }
  };
}
