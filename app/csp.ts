/**
 * Prerendered pages are rendered with this stand-in nonce; the server swaps in a fresh nonce for
 * every response it sends (server/static.ts), so prerendered pages get the same strict,
 * nonce-based Content-Security-Policy as server-rendered ones.
 */
export const PRERENDER_NONCE = "UFJFUkVOREVSLU5PTkNF";
