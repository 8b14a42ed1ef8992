/**
 * A page view posted by the page's script (POST /analytics/views, answered before React Router by
 * server/json-posts.ts): where it comes from, how big, then the collector. Answers a status only.
 */
import { isSameOrigin, type IncomingPost } from "../incoming-post.server.ts";
import { VIEW_BODY_MAX_BYTES, type AnalyticsService } from "./service.server.ts";

const statusOf = { stored: 204, "not-tracked": 204, invalid: 400, "rate-limited": 429 } as const;

export async function postPageView(
  post: IncomingPost,
  context: { analytics: AnalyticsService; clientAddress: string; publicUrl: string },
): Promise<number> {
  if (!isSameOrigin(post, context.publicUrl)) return 403;
  const body = await post.body(VIEW_BODY_MAX_BYTES);
  if (body === "too-large") return 413;
  let input: unknown;
  try {
    input = JSON.parse(new TextDecoder().decode(body));
  } catch {
    return 400;
  }
  return statusOf[await context.analytics.record(input, context.clientAddress, { get: post.header })];
}
