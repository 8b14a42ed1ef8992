import type { Route } from "./+types/requests.events";
import { requestEvents } from "./bookings.server.ts";
import { currentSession, requireMember, workspaceLang } from "../../workspace/guard.server.ts";
import { allowed } from "../../workspace/roles.ts";

/**
 * Server-Sent Events: the requests stored from now on, for the Requests screen (members who reach
 * requests only). Checked again before every row: the stream ends with its session or its right to it.
 */
export async function loader(args: Route.LoaderArgs) {
  const { services, sessionId } = await requireMember(args, "requests");
  const stillAllowed = async () => {
    const signedIn = await currentSession(args);
    return signedIn?.sessionId === sessionId && allowed(signedIn.member.role, "requests");
  };
  return requestEvents(services, workspaceLang(args.context), args.request.signal, stillAllowed);
}
