import { createHash } from "node:crypto";
import { STATUS_CODES } from "node:http";
import type { Duplex } from "node:stream";
import type { RequestHandler, Response } from "express";
import { site } from "../app/config/site.ts";
import { pooledRandomBytes } from "../app/random.server.ts";

/** Origins Google Analytics 4 needs, allowed only when the site has a measurement id. */
const analyticsOrigins = site.gaMeasurementId
  ? ["https://*.google-analytics.com", "https://*.analytics.google.com", "https://*.googletagmanager.com"]
  : [];

/**
 * A strict policy: scripts run only with this response's nonce (and what they load, through
 * 'strict-dynamic'; Google Analytics' script is inserted by ours, so it needs no origin there); no plugins, no <base>, no framing, forms only to ourselves. Fonts, fetches
 * and the manifest fall back to default-src 'self'; each byte of these headers travels with every
 * page, uncompressed, in the first round trip of a slow link.
 */
export function contentSecurityPolicy(nonce: string, https: boolean): string {
  return policy([`'nonce-${nonce}'`], https);
}

/**
 * The policy for a page whose inline scripts never change (a prerendered page): they are allowed
 * by their SHA-256, so the page needs no nonce and is compressed once, for everyone. What they
 * load is trusted through 'strict-dynamic' as with a nonce: the modules are imported by a script
 * they insert (app/hydration.ts), since browsers do not extend that trust to a hash-allowed
 * script's own imports.
 */
export function contentSecurityPolicyForScripts(inlineScripts: string[], https: boolean): string {
  const hashes = inlineScripts.map((script) => `'sha256-${createHash("sha256").update(script).digest("base64")}'`);
  return policy([...new Set(hashes)], https);
}

function policy(scriptSources: string[], https: boolean): string {
  const directives = [
    "default-src 'self'",
    `script-src ${[...scriptSources, "'strict-dynamic'"].join(" ")}`,
    // React's style attributes and the carousel's transforms need inline styles; no inline script.
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${analyticsOrigins.join(" ")}`.trim(),
    ...(analyticsOrigins.length ? [`connect-src 'self' ${analyticsOrigins.join(" ")}`] : []),
    "media-src 'none'",
    "worker-src 'none'",
    "frame-src 'none'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ];
  if (https) directives.push("upgrade-insecure-requests");
  return directives.join("; ");
}

export function cspNonceOf(res: Response): string {
  return res.locals.cspNonce as string;
}

/** Headers every response carries, and the nonce of this response's CSP. */
export function securityHeaders({ csp }: { csp: boolean }): RequestHandler {
  return (req, res, next) => {
    const nonce = pooledRandomBytes(16).toString("base64");
    res.locals.cspNonce = nonce;
    // The development server injects its own inline scripts (hot reload), so it goes without.
    if (csp) res.setHeader("Content-Security-Policy", contentSecurityPolicy(nonce, req.secure));
    if (req.secure) res.setHeader("Strict-Transport-Security", "max-age=63072000; includeSubDomains");
    for (const [name, value] of everyResponse) res.setHeader(name, value);
    next();
  };
}

/** Headers that are the same on every response. No X-Frame-Options: the CSP's frame-ancestors 'none' is what browsers follow. */
const everyResponse: [string, string][] = [
  ["X-Content-Type-Options", "nosniff"],
  ["Referrer-Policy", "strict-origin-when-cross-origin"],
  ["Cross-Origin-Opener-Policy", "same-origin"],
  ["Cross-Origin-Resource-Policy", "same-origin"],
  ["Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()"],
];

/**
 * Node's answer to a request it cannot parse (headers over 16 kB, a malformed request line), which
 * never reaches the app: the same status Node would send, with the headers every response carries
 * and a policy that allows nothing (the body is empty).
 */
export function answerClientError(error: Error & { code?: string }, socket: Duplex): void {
  if (!socket.writable || error.code === "ECONNRESET") return void socket.destroy();
  const status = error.code === "HPE_HEADER_OVERFLOW" ? 431 : error.code === "ERR_HTTP_REQUEST_TIMEOUT" ? 408 : 400;
  const headers = [...everyResponse, ["Content-Security-Policy", "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'"]];
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nConnection: close\r\nContent-Length: 0\r\n` +
      headers.map(([name, value]) => `${name}: ${value}\r\n`).join("") +
      "\r\n",
  );
}
