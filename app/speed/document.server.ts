/**
 * What every rendered document goes through before it is sent, for speed only: its stylesheets
 * inside it, its JavaScript fetched after the page has painted. Without this the page is the
 * same, its stylesheets and modules fetched the usual way (the site is correct with it off).
 */
import { deferHydration } from "./deferred-hydration.ts";
import hydrationLoader from "./hydration-loader.js?url";
import { buildStylesheet, inlineStylesheets } from "./inline-styles.server.ts";

/** `mark` tells the rendering's own scripts from any other (app/security/own-scripts.ts). */
export function finishDocument(html: string, mark: string): string {
  return inlineStylesheets(deferHydration(html, hydrationLoader, mark), buildStylesheet);
}
