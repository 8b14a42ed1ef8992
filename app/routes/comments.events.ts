import type { Route } from "./+types/comments.events";
import { commentEventsResponse } from "../comments/http.server.ts";

/** Server-Sent Events: an excursion page's new comments, live. */
export function loader(args: Route.LoaderArgs) {
  return commentEventsResponse(args, args.params.excursion);
}
