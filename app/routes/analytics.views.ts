import type { Route } from "./+types/analytics.views";
import { VIEW_BODY_MAX_BYTES } from "../analytics/service.server.ts";
import { readJsonBody } from "../forms/body.server.ts";
import { servicesOf, visitorContext } from "../site/context.ts";

const statusOf = { stored: 204, "not-tracked": 204, invalid: 400, "rate-limited": 429 } as const;

/** POST /analytics/views: a page view reported by the page's script (our own collector). Answers a status only. */
export async function action({ request, context }: Route.ActionArgs) {
  const services = servicesOf(context);
  const body = await readJsonBody(request, VIEW_BODY_MAX_BYTES);
  if ("problem" in body)
    return new Response(null, { status: body.problem === "too-large" ? 413 : 400, headers: { "Cache-Control": "no-store" } });
  const outcome = await services.analytics.record(body.json, context.get(visitorContext).address, request.headers);
  return new Response(null, { status: statusOf[outcome], headers: { "Cache-Control": "no-store" } });
}

/** Only posts: a GET of the collector is no page. */
export function loader() {
  return new Response(null, { status: 405, headers: { Allow: "POST" } });
}
