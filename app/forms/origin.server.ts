/**
 * Posts only from our own pages: the one same-origin decision, made for every POST before it
 * reaches a form (app/composition/site.server.ts).
 *
 * The origins a page of ours can post from are the public one (PUBLIC_URL, which a reverse proxy
 * serves whatever Host it passes on) and the one this server was reached at directly (the Host
 * header, as a browser on the same machine or network uses it). A browser sends Origin with every
 * POST; without it, Sec-Fetch-Site or the Referer decide; with none of them, the post is refused.
 */
export function isSameOrigin(headers: Pick<Headers, "get">, ours: readonly string[]): boolean {
  const origin = headers.get("origin");
  // `null`: a page that sends no referrer (a booking page) posts without its origin; the browser's
  // Sec-Fetch-Site still says where the post comes from (a sandboxed frame's says cross-site).
  if (origin === "null") return headers.get("sec-fetch-site") === "same-origin";
  if (origin) return ours.includes(origin);
  const site = headers.get("sec-fetch-site");
  if (site) return site === "same-origin";
  const referer = headers.get("referer");
  if (!referer) return false;
  try {
    return ours.includes(new URL(referer).origin);
  } catch {
    return false;
  }
}
