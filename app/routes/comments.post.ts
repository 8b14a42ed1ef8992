import type { Route } from "./+types/comments.post";
import { commentJsonResponse } from "../comments/http.server.ts";

/** The comment form as posted by the page's script; answers JSON. */
export function action(args: Route.ActionArgs) {
  return commentJsonResponse(args, args.params.excursion);
}

export function loader() {
  return new Response("Method Not Allowed", { status: 405, headers: { Allow: "POST" } });
}
