/**
 * Pages rendered without a request's nonce carry this stand-in: the server drops it from
 * prerendered pages, whose inline scripts it allows by hash (server/static.ts), and swaps a fresh
 * nonce into every response of a page it holds in memory (server/page-cache.ts).
 */
export const PRERENDER_NONCE = "UFJFUkVOREVSLU5PTkNF";
