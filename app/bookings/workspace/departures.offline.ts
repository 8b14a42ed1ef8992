import type { Route } from "./+types/departures.offline";
import { BUSINESS_TIME_ZONE } from "../../runtime/clock.server.ts";
import { listsToKeep, type ListsPlan } from "../guide-list/offline.ts";
import { requireMember } from "../../workspace/guard.server.ts";

/**
 * What the workspace's worker keeps for reading without signal (decision 0064): the lists of the
 * next three days by the business clock, the clock itself, and this session's key to seal them (made from the
 * session's own secret).
 * Asked by the worker only; signed out, the answer is the sign-in page's redirect, and the worker
 * forgets what it kept. Never stored by a cache between.
 */
export async function loader(args: Route.LoaderArgs) {
  const { services, listsKey } = await requireMember(args, "departures");
  const departures = await services.departures.upcoming();
  const plan: ListsPlan = {
    now: services.departures.now(),
    timeZone: BUSINESS_TIME_ZONE,
    key: listsKey,
    lists: listsToKeep(departures, services.departures.today()),
  };
  return Response.json(plan, { headers: { "Cache-Control": "no-store" } });
}
