/**
 * The security headers, decided here once: every response carries them (the server adds them to
 * files and to answers it gives itself), and every HTML page carries a Content-Security-Policy
 * that allows exactly the inline scripts its rendering wrote, by their SHA-256
 * (app/entry.server.tsx, app/security/own-scripts.ts). No nonce: a page is the same bytes for every
 * visitor, so it can be kept and compressed once (decision 0017).
 */
import { createHash } from "node:crypto";
import { LISTS_WORKER_PATH } from "../site/pages.ts";
import { SERVICE_WORKER_PATH } from "../offline/policy.ts";
import { getEnv } from "../runtime/env.server.ts";

/** Origins Google Analytics 4 needs, allowed only on pages of a site with a measurement id (the owner's business details). */
const GA_ORIGINS = ["https://*.google-analytics.com", "https://*.analytics.google.com", "https://*.googletagmanager.com"];

/**
 * A strict policy: scripts run only when they are the page's own inline scripts (by hash: the code
 * its rendering wrote, never a script found in its HTML, see app/security/own-scripts.ts) or what
 * those load ('strict-dynamic': the modules are imported by a script they insert, see
 * app/speed/deferred-hydration.ts; Google Analytics' script is inserted by ours); no plugins, no
 * <base>, no framing, forms only to ourselves. Fonts, fetches and the manifest fall back to
 * default-src 'self'. A page with scripts may register exactly two workers at the public origin: the
 * service worker for offline reading (app/offline/policy.ts) and the workspace's, which keeps the
 * guide's lists (app/bookings/guide-list/offline.ts, its path in app/site/pages.ts); anything else, no worker at all.
 * Each byte of these headers travels with every page, uncompressed, in the first round trip of a
 * slow link.
 */
export function contentSecurityPolicy(inlineScripts: readonly string[], https: boolean, analytics = false): string {
  const analyticsOrigins = analytics ? GA_ORIGINS : [];
  const hashes = [...new Set(inlineScripts.map((script) => `'sha256-${createHash("sha256").update(script).digest("base64")}'`))];
  const directives = [
    "default-src 'self'",
    hashes.length ? `script-src ${hashes.join(" ")} 'strict-dynamic'` : "script-src 'none'",
    // React's style attributes and the carousel's transforms need inline styles; no inline script.
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${analyticsOrigins.join(" ")}`.trim(),
    ...(analyticsOrigins.length ? [`connect-src 'self' ${analyticsOrigins.join(" ")}`] : []),
    "media-src 'none'",
    // Host and path, without a scheme: the page's own (https in production), never a looser one.
    hashes.length ? `worker-src ${workerSources(new URL(getEnv().PUBLIC_URL).host)}` : "worker-src 'none'",
    "frame-src 'none'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ];
  if (https) directives.push("upgrade-insecure-requests");
  return directives.join("; ");
}

const workerSources = (host: string) => `${host}${SERVICE_WORKER_PATH} ${host}${LISTS_WORKER_PATH}`;

/** A page's policy as sent over HTTPS or plain HTTP: the same, but for upgrading insecure requests. */
export function policyOver(policy: string, https: boolean): string {
  const plain = policy.replace(/; upgrade-insecure-requests$/, "");
  return https ? `${plain}; upgrade-insecure-requests` : plain;
}

/** Headers every response carries (the policy for a page is its own, see above). */
export function securityHeaders(https: boolean): [string, string][] {
  const headers: [string, string][] = [
    ["Content-Security-Policy", contentSecurityPolicy([], https)],
    ["X-Content-Type-Options", "nosniff"],
    ["Referrer-Policy", "strict-origin-when-cross-origin"],
    ["Cross-Origin-Opener-Policy", "same-origin"],
    ["Cross-Origin-Resource-Policy", "same-origin"],
    ["Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()"],
  ];
  // No X-Frame-Options: the policy's frame-ancestors 'none' is what browsers follow.
  if (https) headers.push(["Strict-Transport-Security", "max-age=63072000; includeSubDomains"]);
  return headers;
}
