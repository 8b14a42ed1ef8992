import { createContext } from "react";

/**
 * The business as JSON-LD, handed to the root by the server (app/entry.server.tsx, built by
 * structured-data.server.ts) for the head of the HTML it sends. Only crawlers read it, so the
 * browser has none: neither the code that builds it nor a second copy in the page's data.
 * (React leaves the server's script in the head alone when it hydrates.)
 */
export const StructuredDataContext = createContext<string | null>(null);
