import { describe, expect, it } from "vitest";
import { deferHydration, deferModuleScript } from "./hydration.ts";

/** The route-modules script as React Router writes it (lazy route discovery on). */
const routerScript = `;
import * as route0 from "/assets/root-A.js";
import * as route1 from "/assets/about-B.js";
  window.__reactRouterManifest = {"url": "/assets/manifest-C.js"};
  window.__reactRouterRouteModules = {"root":route0,"page-about-lang":route1};

import("/assets/entry.client-D.js");`;

/**
 * Runs a rewritten script with the page's `load` still to come, and reports what it imported. The
 * loader module the script adds to the page is run as a browser would: it calls `window.__hydrate`
 * with its own `import`.
 */
async function run(script: string, readyState: "loading" | "complete") {
  const imported: string[] = [];
  const listeners: (() => void)[] = [];
  const timers: (() => void)[] = [];
  const loaders: { type: string; src: string }[] = [];
  const window: Record<string, unknown> = {};
  const importModule = (specifier: string) => {
    imported.push(specifier);
    return Promise.resolve({ specifier });
  };
  const document = {
    readyState,
    createElement: (tag: string) => ({ tag, type: "", src: "" }),
    head: {
      append(element: { tag: string; type: string; src: string }) {
        loaders.push(element);
        (window.__hydrate as (load: typeof importModule) => void)(importModule);
      },
    },
  };
  // A script allowed by hash may not import anything itself: make any import() it runs fail.
  const execute = new Function("window", "document", "addEventListener", "removeEventListener", "setTimeout", "clearTimeout", script.replace(/\bimport\(/g, "forbiddenImport("));
  execute(
    window,
    document,
    (_type: string, listener: () => void) => listeners.push(listener),
    (_type: string, listener: () => void) => listeners.splice(listeners.indexOf(listener), 1),
    (callback: () => void) => timers.push(callback),
    () => timers.splice(0),
  );
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  await settle();
  return { imported, window, listeners, timers, loaders, settle };
}

describe("deferHydration", () => {
  it("drops the module preloads and keeps everything else", () => {
    const html =
      '<head><link rel="modulepreload" href="/assets/a.js" nonce="n"/><link rel="stylesheet" href="/assets/a.css"/></head>' +
      `<body><p>Hello</p><script nonce="n">window.__reactRouterContext = {};</script><script nonce="n" type="module" async="">${routerScript}</script></body>`;
    const deferred = deferHydration(html, "/assets/loader-E.js");
    expect(deferred).not.toContain("modulepreload");
    expect(deferred).toContain('<link rel="stylesheet" href="/assets/a.css"/>');
    expect(deferred).toContain('<script nonce="n">window.__reactRouterContext = {};</script>');
    expect(deferred).not.toMatch(/^\s*import \* as/m);
    expect(deferred).toContain('addEventListener("load"');
    expect(deferred).not.toMatch(/\bimport\(/);
  });

  it("imports nothing before the page has loaded, then every module and the entry", async () => {
    const { imported, window, listeners, loaders } = await run(deferModuleScript(routerScript, "/assets/loader-E.js"), "loading");
    expect(imported).toEqual([]);
    expect(loaders).toEqual([]);
    expect(listeners).toHaveLength(1);

    listeners[0]!();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(loaders).toEqual([{ tag: "script", type: "module", src: "/assets/loader-E.js" }]);
    expect(imported).toEqual(["/assets/root-A.js", "/assets/about-B.js", "/assets/entry.client-D.js"]);
    expect(window.__reactRouterRouteModules).toEqual({
      root: { specifier: "/assets/root-A.js" },
      "page-about-lang": { specifier: "/assets/about-B.js" },
    });
    expect(window.__reactRouterManifest).toEqual({ url: "/assets/manifest-C.js" });
  });

  it("starts at once when the page has already loaded", async () => {
    const { imported } = await run(deferModuleScript(routerScript, "/assets/loader-E.js"), "complete");
    expect(imported).toContain("/assets/entry.client-D.js");
  });

  it("starts after the cap when load never comes, and only once", async () => {
    const { imported, timers, listeners, settle } = await run(deferModuleScript(routerScript, "/assets/loader-E.js"), "loading");
    timers[0]!();
    await settle();
    expect(imported.filter((specifier) => specifier.includes("entry.client"))).toHaveLength(1);
    expect(listeners).toHaveLength(0);
  });

  it("writes the route manifest without its indentation", async () => {
    const script = `;\nimport * as route0 from "/assets/root-A.js";\n  window.__reactRouterManifest = {\n  "entry": {\n    "module": "/assets/entry.client-D.js"\n  },\n  "url": "/assets/manifest-C.js"\n};\n  window.__reactRouterRouteModules = {"root":route0};\n\nimport("/assets/entry.client-D.js");`;
    const deferred = deferModuleScript(script, "/assets/loader-E.js");
    expect(deferred).toContain('window.__reactRouterManifest = {"entry":{"module":"/assets/entry.client-D.js"},"url":"/assets/manifest-C.js"};');
    const { window } = await run(deferred, "complete");
    expect(window.__reactRouterManifest).toEqual({ entry: { module: "/assets/entry.client-D.js" }, url: "/assets/manifest-C.js" });
  });

  it("keeps side-effect imports (the manifest without lazy route discovery)", async () => {
    const script = `import "/assets/manifest-C.js";\nimport * as route0 from "/assets/root-A.js";\nwindow.__reactRouterRouteModules = {"root":route0};\nimport("/assets/entry.client-D.js");`;
    const { imported } = await run(deferModuleScript(script, "/assets/loader-E.js"), "complete");
    expect(imported).toEqual(["/assets/manifest-C.js", "/assets/root-A.js", "/assets/entry.client-D.js"]);
  });
});
