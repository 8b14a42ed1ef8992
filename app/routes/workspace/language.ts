import type { Route } from "./+types/language";
import { langCookie } from "../../i18n/languages.ts";
import { visitorContext } from "../../site/context.ts";
import { workspaceLangs, type WorkspaceLang } from "../../workspace/i18n/index.ts";
import { workspaceTarget } from "../../workspace/paths.ts";

/** The workspace in the other language: remembered (the site's `lang` cookie), back to the same screen. */
export function loader({ params, request, context }: Route.LoaderArgs) {
  const lang = params.lang as WorkspaceLang;
  if (!workspaceLangs.includes(lang)) throw new Response(null, { status: 404 });
  const target = workspaceTarget(new URL(request.url).searchParams.get("to"), request.url);
  return new Response(null, {
    status: 303,
    headers: { Location: target, "Set-Cookie": langCookie(lang, context.get(visitorContext).secure), "Cache-Control": "no-store" },
  });
}
