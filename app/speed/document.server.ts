/**
 * What every rendered document goes through before it is sent, for speed only: its stylesheets
 * inside it, its JavaScript fetched after the page has painted. Without this the page is the
 * same, its stylesheets and modules fetched the usual way (the site is correct with it off).
 */
import { deferHydration } from "./deferred-hydration.ts";
import hydrationLoader from "./hydration-loader.js?url";
import { buildStylesheet, inlineStylesheets } from "./inline-styles.server.ts";

export function finishDocument(html: string): string {
  return inlineStylesheets(deferHydration(html, hydrationLoader), buildStylesheet);
}
