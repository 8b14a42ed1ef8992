/**
 * Links as an owner writes them: `paypal.me/tunombre`, `www.instagram.com/…`, `http://mpago.la/…`,
 * `@tunombre` for a profile, kept as the https address the URL parser writes. Only a known site's
 * address gets https added: a link elsewhere must say what it is.
 */
import { onDomain } from "./domains.ts";

type LinkError = "https" | "host";
export type LinkReading = { value: string } | { error: LinkError };

/** Looks like a host and a path without a scheme (`paypal.me/x`, `www.facebook.com/x`). */
const BARE_ADDRESS = /^[a-z0-9-]+(\.[a-z0-9-]+)+(?:[/?#]|$)/i;

/**
 * `domains`: the sites the link must be on (a payment link on the provider's own site, a profile on
 * the network's); `profile`: where an `@name` leads (`https://www.instagram.com/`).
 */
export function normalizeLink(raw: string, domains?: readonly string[], profile?: string): LinkReading {
  let value = raw.trim();
  const handle = /^@([A-Za-z0-9._]{1,60})$/.exec(value);
  if (handle && profile) value = profile + handle[1];
  if (BARE_ADDRESS.test(value)) {
    const host = value.split(/[/?#]/, 1)[0] ?? "";
    if (!domains || !onDomain(host, domains)) return { error: domains ? "host" : "https" };
    value = `https://${value}`;
  }
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return { error: "https" };
  }
  // A known site is served over https whatever the owner copied.
  if (url.protocol === "http:" && domains && onDomain(url.hostname, domains)) url.protocol = "https:";
  if (url.protocol !== "https:" || url.username || url.password || url.port) return { error: "https" };
  if (domains && !onDomain(url.hostname, domains)) return { error: "host" };
  return { value: url.href };
}
