import type { Route } from "./+types/analytics.views";
import { VIEW_BODY_MAX_BYTES } from "../analytics/service.server.ts";
import { isSameOrigin, readLimitedBody } from "../comments/http.server.ts";
import { clientAddressContext, servicesContext } from "../context.ts";
import { getEnv } from "../env.server.ts";

const noContent = (status: number) => new Response(null, { status, headers: { "Cache-Control": "no-store" } });

/** POST /analytics/views: the page-view collector (see app/analytics/service.server.ts). */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return noContent(405);
  if (!isSameOrigin(request, getEnv().PUBLIC_URL)) return noContent(403);
  const body = await readLimitedBody(request, VIEW_BODY_MAX_BYTES);
  if (body === "too-large") return noContent(413);
  let input: unknown;
  try {
    input = JSON.parse(new TextDecoder().decode(body));
  } catch {
    return noContent(400);
  }
  const outcome = await context.get(servicesContext)!.analytics.record(input, context.get(clientAddressContext), request.headers);
  return noContent({ stored: 204, "not-tracked": 204, invalid: 400, "rate-limited": 429 }[outcome]);
}

/** GET is not a way to record anything. */
export function loader() {
  return noContent(405);
}
