import type { RouterContextProvider } from "react-router";
import { pageTemplateContext } from "./context.ts";
import { PRERENDER_NONCE } from "./csp.ts";

/**
 * The values a server-rendered page carries that must be fresh in every response, and the
 * placeholder each is rendered as when the page is rendered once as a template (see
 * server/page-cache.ts). Placeholders are letters only, so HTML and the hydration data's JSON
 * carry them unescaped, and they never occur in the site's texts.
 */
export const templatePlaceholders = {
  /** The response's CSP nonce (also what prerendered pages carry). */
  nonce: PRERENDER_NONCE,
  /** The comment form's signed render time. */
  commentFormToken: "TEMPLATExCOMMENTxFORMxTOKEN",
  /** The comment form's one-time key. */
  commentClientToken: "TEMPLATExCOMMENTxCLIENTxTOKEN",
  /** The contact form's one-time key. */
  contactClientToken: "TEMPLATExCONTACTxCLIENTxTOKEN",
} as const;

export type TemplateValue = keyof typeof templatePlaceholders;

/** Whether this rendering is a template (placeholders instead of per-response values). */
export function rendersTemplate(context: Readonly<RouterContextProvider>): boolean {
  try {
    return context.get(pageTemplateContext);
  } catch {
    // Prerendering runs without the server's context.
    return false;
  }
}
