import type { Route } from "./+types/requests.events";
import { requestEvents } from "../bookings.server.ts";
import { requireMember, workspaceLang } from "../guard.server.ts";

/** Server-Sent Events: the requests stored from now on, for the Requests screen (members who reach requests only). */
export async function loader(args: Route.LoaderArgs) {
  const { services } = await requireMember(args, "requests");
  return requestEvents(services, workspaceLang(args.context), args.request.signal);
}
