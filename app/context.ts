import { createContext } from "react-router";

/**
 * Per-request values the HTTP server hands to React Router (see server/app.ts).
 * The CSP nonce is absent when a page is prerendered at build time.
 */
export const cspNonceContext = createContext<string | undefined>(undefined);
