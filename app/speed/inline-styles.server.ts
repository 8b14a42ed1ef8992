/**
 * The page's stylesheets travel inside its HTML.
 *
 * Each page has two or three small stylesheets (6-9 kB compressed in all). As `<link>`s they are
 * render-blocking requests: on a slow phone link first paint waits a round trip or two for them
 * after the HTML has arrived. Inlined, the page paints as soon as its HTML is in.
 *
 * React Router still renders its `<link rel="stylesheet">`s and React hydrates them (it matches a
 * link by rel and href), so each stays in place, marked `disabled`: the browser neither fetches
 * nor applies it, and client navigation keeps working as before (a page reached later loads its
 * own stylesheet the usual way). Should React ever re-enable one, the browser fetches the same
 * rules again: no change on screen.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const STYLESHEET_LINK = /<link\b(?=[^>]*\brel="stylesheet")(?=[^>]*\bhref="(\/assets\/[\w.-]+\.css)")[^>]*?(\/?)>/g;

/** The document with every build stylesheet it links written into a `<style>` before its link. */
export function inlineStylesheets(html: string, stylesheet: (href: string) => string | undefined): string {
  return html.replace(STYLESHEET_LINK, (link: string, href: string, selfClosing: string) => {
    const css = stylesheet(href);
    if (css === undefined || /<\/style/i.test(css)) return link;
    const disabledLink = `${link.slice(0, link.length - selfClosing.length - 1)} disabled=""${selfClosing}>`;
    return `<style data-href="${href}">${css.trim()}</style>${disabledLink}`;
  });
}

/** The client build folder, beside the server build this module is bundled into. */
const clientDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../client");
const cache = new Map<string, string | undefined>();

/**
 * A stylesheet of the client build by its URL path, read once. Undefined where there is none
 * (development, where Vite serves styles itself): the link then stays as it is.
 */
export function buildStylesheet(href: string): string | undefined {
  if (!cache.has(href)) {
    let css: string | undefined;
    try {
      css = readFileSync(path.join(clientDir, href), "utf8");
    } catch {
      css = undefined;
    }
    cache.set(href, css);
  }
  return cache.get(href);
}
