import { randomBytes } from "node:crypto";
import type { RequestHandler, Response } from "express";
import { site } from "../app/config/site.ts";

/** Origins Google Analytics 4 needs, allowed only when the site has a measurement id. */
const analyticsOrigins = site.gaMeasurementId
  ? ["https://*.google-analytics.com", "https://*.analytics.google.com", "https://*.googletagmanager.com"]
  : [];

/**
 * A strict policy: scripts run only with this response's nonce (and what they load, through
 * 'strict-dynamic'); no plugins, no <base>, no framing, forms only to ourselves.
 */
export function contentSecurityPolicy(nonce: string, https: boolean): string {
  const directives = [
    "default-src 'self'",
    `script-src 'nonce-${nonce}' 'strict-dynamic'`,
    // React's style attributes and the carousel's transforms need inline styles; no inline script.
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${analyticsOrigins.join(" ")}`.trim(),
    "font-src 'self'",
    `connect-src 'self' ${analyticsOrigins.join(" ")}`.trim(),
    "manifest-src 'self'",
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
    const nonce = randomBytes(16).toString("base64");
    res.locals.cspNonce = nonce;
    // The development server injects its own inline scripts (hot reload), so it goes without.
    if (csp) res.setHeader("Content-Security-Policy", contentSecurityPolicy(nonce, req.secure));
    if (req.secure) res.setHeader("Strict-Transport-Security", "max-age=63072000; includeSubDomains");
    res.setHeader("X-Content-Type-Options", "nosniff");
    res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
    res.setHeader("X-Frame-Options", "DENY");
    res.setHeader("Cross-Origin-Opener-Policy", "same-origin");
    res.setHeader("Cross-Origin-Resource-Policy", "same-origin");
    res.setHeader(
      "Permissions-Policy",
      "camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()",
    );
    next();
  };
}
