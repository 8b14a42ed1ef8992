import type { Route } from "./+types/language";
import { isLang, langCookie } from "../i18n/languages.ts";
import { visitorContext } from "../site/context.ts";
import { pageAt, pageHref } from "../site/pages.ts";

/**
 * The language selector without JavaScript: remembers the choice (the `lang` cookie, which
 * unprefixed pages answer in from then on) and sends the visitor to the same page in that
 * language. The target is never followed as given: only the page it names on this site (and its
 * query) is kept, so the route cannot send anyone elsewhere; anything else goes to the home page.
 */
export function loader({ params, request, context }: Route.LoaderArgs) {
  const { lang } = params;
  if (!isLang(lang)) throw new Response(null, { status: 404 });
  const to = new URL(request.url).searchParams.get("to") ?? "/";
  // Parsed against our own origin: a scheme-relative or absolute target keeps only its path and query.
  const target = new URL(to.startsWith("/") && !to.startsWith("//") ? to : "/", "http://site.invalid");
  const page = pageAt(target.pathname).page ?? "home";
  return new Response(null, {
    status: 303,
    headers: {
      Location: pageHref(page, lang) + target.search,
      "Set-Cookie": langCookie(lang, context.get(visitorContext).secure),
      "Cache-Control": "no-store",
    },
  });
}
