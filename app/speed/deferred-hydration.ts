/**
 * The page's JavaScript starts after the page has loaded, not while it loads.
 *
 * React Router announces every module a page needs with `<link rel="modulepreload">` in the head
 * and imports them from an inline module script. On a slow phone link those ~130 kB of JavaScript
 * share the bandwidth with the HTML, the stylesheet and the hero image, and first paint waits for
 * them (measured: LCP 2.1-2.6 s in Lighthouse's mobile profile, 1.1-1.2 s without them). The page
 * is complete and usable without JavaScript (links, forms that post), so hydration can wait:
 * the links go, and the imports run once the window's `load` fires (or after a few seconds, in
 * case one image hangs) and the pictures on screen have been decoded and painted. Applied to every
 * page rendered (app/entry.server.tsx); without it the page is the same, its
 * JavaScript fetched at once.
 *
 * React Router's own inline scripts wait as well: the scroll restoration's first read of
 * `sessionStorage` and the set-up of the loader data's stream cost 5-25 ms of script evaluation in
 * the middle of the page's parsing (Chromium traces of the load), where such a task delays a
 * phone's first interaction. Their code runs first thing when hydration starts, in document order;
 * their elements stay in place, empty, for React to hydrate.
 */
import { ownScriptTag } from "../security/own-scripts.ts";

/** Hydration starts at the latest this long after the page's scripts ran. */
export const HYDRATION_DELAY_CAP_MS = 3000;

/** Once the page has loaded, hydration waits at most this long for the pictures on screen to be painted. */
export const PAINT_WAIT_CAP_MS = 1000;

/** The pictures above the fold (`<Picture priority>`), whose paint hydration waits for. */
export const PRIORITY_IMAGES = "img[fetchpriority=high]";

/** The attribute the root sets on `<html>` once React has hydrated (tests wait for it). */
export const HYDRATED_ATTRIBUTE = "data-hydrated";

const MODULEPRELOAD = /<link rel="modulepreload"[^>]*>/g;
/** The rendering's own module script, or its own classic inline scripts (app/security/own-scripts.ts). */
const ownScript = (mark: string, kind: "module" | "classic") => new RegExp(`(${ownScriptTag(mark, kind)})([\\s\\S]*?)(</script>)`, "g");
/** `import * as route0 from "/assets/root.js";` or `import "/assets/manifest.js";` (possibly after a stray `;`). */
const STATIC_IMPORT = /(^|;)[ \t]*import (?:\* as ([A-Za-z_$][\w$]*) from )?("[^"\n]+");/gm;
/** `import("/assets/entry.client.js")`, the script's last line. */
const DYNAMIC_IMPORT = /\bimport\(("[^"\n]+")\)/g;

/**
 * The route-modules script rewritten to import everything when the page has loaded.
 *
 * The imports themselves run in a module the script adds to the page then (`loader`, the URL of
 * the build's hydration-loader.js), not in the script: the script is allowed by its hash, and
 * browsers do not extend 'strict-dynamic' to what such a script imports, only to the scripts it
 * inserts.
 */
export function deferModuleScript(script: string, loader: string, early: readonly string[] = []): string {
  const modules: { name?: string; specifier: string }[] = [];
  // Kept in source order: the results are matched to their names by position.
  let body = script.replace(STATIC_IMPORT, (_line, before: string, name: string | undefined, specifier: string) => {
    modules.push({ name, specifier });
    return before;
  });
  const earlyCode = early.map((code) => `${code}\n;`).join("");
  // Nothing to defer: the scripts' code runs where it stood.
  if (modules.length === 0) return earlyCode + script;
  body = body.replace(DYNAMIC_IMPORT, "load($1)");
  const names = modules.map((module, index) => module.name ?? `_${index}`).join(",");
  const imports = modules.map((module) => `load(${module.specifier})`).join(",");
  return [
    // Each script's code ends with a line break and a semicolon: a trailing line comment or a
    // missing semicolon cannot join it to the next one.
    `window.__hydrate=(load)=>{${earlyCode}return Promise.all([${imports}]).then(([${names}])=>{${body.trim()}})};`,
    // Written short: it is in every page's first round trip. `go` adds the loader, once. `hydrate`
    // (once) waits for the page's first contentful paint (Paint Timing), then for the loaded
    // pictures above the fold to be decoded and a frame to be painted with them, so that the
    // loader's requests and React's work come after the page's largest paint, not beside it;
    // without Paint Timing, one frame. A hidden tab paints nothing: the cap. It runs at `load`, or
    // at the latest after the load cap.
    `let s=0,h=0;const go=()=>{if(s++)return;const l=document.createElement("script");l.type="module";l.src=${JSON.stringify(loader)};document.head.append(l)};`,
    `const hydrate=()=>{if(h++)return;setTimeout(go,${PAINT_WAIT_CAP_MS});const f=()=>requestAnimationFrame(()=>setTimeout(go));if(!PerformanceObserver.supportedEntryTypes.includes("paint"))return f();` +
      `const w=[...document.querySelectorAll("${PRIORITY_IMAGES}")].filter(i=>i.complete&&i.getBoundingClientRect().top<innerHeight);` +
      `const o=new PerformanceObserver(l=>{l.getEntries().some(e=>e.name=="first-contentful-paint")&&(o.disconnect(),w.length?Promise.all(w.map(i=>i.decode().catch(()=>{}))).then(f):f())});` +
      `o.observe({type:"paint",buffered:!0})};`,
    `document.readyState=="complete"?hydrate():(addEventListener("load",hydrate),setTimeout(hydrate,${HYDRATION_DELAY_CAP_MS}))`,
  ].join("\n");
}

/**
 * The document with its module preloads removed, its module script deferred to `load`, and the
 * code of its classic inline scripts moved into it (a page without exactly one module script is
 * left as it is but for the preloads). Only the rendering's own scripts, those carrying its `mark`,
 * are touched: a script that came with content stays where it is, as it is, and unapproved.
 */
export function deferHydration(html: string, loader: string, mark: string): string {
  const page = html.replace(MODULEPRELOAD, "");
  const moduleScript = ownScript(mark, "module");
  if (page.match(moduleScript)?.length !== 1) return page;
  const early: string[] = [];
  return page
    .replace(ownScript(mark, "classic"), (_match, open: string, code: string, close: string) => {
      if (code.trim()) early.push(code);
      return open + close;
    })
    .replace(
      moduleScript,
      (_match, open: string, script: string, close: string) => open + deferModuleScript(script, loader, early) + close,
    );
}
