import { describe, expect, it } from "vitest";
import { deferHydration, deferModuleScript, HYDRATION_DELAY_CAP_MS, PAINT_WAIT_CAP_MS, PRIORITY_IMAGES } from "./deferred-hydration.ts";

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
async function run(
  script: string,
  readyState: "loading" | "complete",
  { images = [], timingApis = true }: { images?: FakeImage[]; timingApis?: boolean } = {},
) {
  const imported: string[] = [];
  const frames: (() => void)[] = [];
  const listeners: (() => void)[] = [];
  const timers: { callback: () => void; delay: number }[] = [];
  const loaders: { type: string; src: string }[] = [];
  const observers: FakeObserver[] = [];
  const window: Record<string, unknown> = {};
  const importModule = (specifier: string) => {
    imported.push(specifier);
    return Promise.resolve({ specifier });
  };
  const document = {
    readyState,
    querySelectorAll: (selector: string) => (selector === PRIORITY_IMAGES ? images : []),
    createElement: (tag: string) => ({ tag, type: "", src: "" }),
    head: {
      append(element: { tag: string; type: string; src: string }) {
        loaders.push(element);
        (window.__hydrate as (load: typeof importModule) => void)(importModule);
      },
    },
  };
  /** Performance entries are delivered to the observers that watch their type, as a browser does. */
  class FakeObserver {
    static supportedEntryTypes = timingApis ? ["largest-contentful-paint", "paint"] : [];
    types: string[] = [];
    callback: (list: { getEntries(): FakeEntry[] }) => void;
    constructor(callback: (list: { getEntries(): FakeEntry[] }) => void) {
      this.callback = callback;
      observers.push(this);
    }
    observe({ type }: { type: string }) {
      this.types.push(type);
    }
    disconnect() {
      this.types = [];
    }
  }
  // A script allowed by hash may not import anything itself: make any import() it runs fail.
  const execute = new Function(
    "window",
    "document",
    "addEventListener",
    "removeEventListener",
    "setTimeout",
    "clearTimeout",
    "requestAnimationFrame",
    "innerHeight",
    "PerformanceObserver",
    script.replace(/\bimport\(/g, "forbiddenImport("),
  );
  execute(
    window,
    document,
    (_type: string, listener: () => void) => listeners.push(listener),
    (_type: string, listener: () => void) => listeners.splice(listeners.indexOf(listener), 1),
    (callback: () => void, delay?: number) => timers.push({ callback, delay: delay ?? 0 }),
    () => timers.splice(0),
    (callback: () => void) => frames.push(callback),
    800,
    FakeObserver,
  );
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  await settle();
  /** Runs what the page waits for next: a frame, then the timers due at once. */
  const tick = async () => {
    frames.splice(0).forEach((frame) => frame());
    for (const timer of timers.filter((timer) => timer.delay === 0)) {
      timers.splice(timers.indexOf(timer), 1);
      timer.callback();
    }
    await settle();
  };
  /** The browser reports a paint (first-contentful-paint). */
  const report = async (entry: FakeEntry) => {
    for (const observer of observers) if (observer.types.includes(entry.entryType)) observer.callback({ getEntries: () => [entry] });
    await tick();
  };
  const firstContentfulPaint: FakeEntry = { entryType: "paint", name: "first-contentful-paint" };
  return { imported, window, listeners, timers, loaders, tick, report, firstContentfulPaint };
}

type FakeImage = { complete: boolean; getBoundingClientRect(): { top: number }; decode(): Promise<void>; decoded(): void };
type FakeEntry = { entryType: string; name: string };

/** A picture at `top` px (the viewport is 800 px high), decoded when the test says so. */
function image(top: number, complete = true): FakeImage {
  let decoded = () => {};
  const decoding = new Promise<void>((resolve) => (decoded = resolve));
  return { complete, getBoundingClientRect: () => ({ top }), decode: () => decoding, decoded: () => decoded() };
}

describe("deferHydration", () => {
  it("drops the module preloads and keeps everything else", () => {
    const html =
      '<head><link rel="modulepreload" href="/assets/a.js" nonce="n"/><link rel="stylesheet" href="/assets/a.css"/></head>' +
      `<body><p>Hello</p><script nonce="n">window.__reactRouterContext = {};</script><script nonce="n" type="module" async="">${routerScript}</script></body>`;
    const deferred = deferHydration(html, "/assets/loader-E.js", "n");
    expect(deferred).not.toContain("modulepreload");
    expect(deferred).toContain('<link rel="stylesheet" href="/assets/a.css"/>');
    expect(deferred).toContain('<script nonce="n"></script><script nonce="n" type="module" async="">');
    expect(deferred).not.toMatch(/^\s*import \* as/m);
    expect(deferred).toContain('addEventListener("load"');
    expect(deferred).not.toMatch(/\bimport\(/);
  });

  it("runs the classic inline scripts' code when hydration starts, in document order, and leaves their elements empty", async () => {
    const classic = [
      // A trailing line comment, no final semicolon, and a next script starting with "(".
      'window.order = ["scroll"] // restores the scroll position',
      'window.order.push("context")',
      '(() => window.order.push("data"))()',
    ];
    const html =
      `<head><script type="application/ld+json">{"@type":"SportsActivityLocation"}</script><script nonce="n">${classic[0]}</script></head>` +
      `<body><script nonce="n">${classic[1]}</script><script nonce="n" type="module" async="">${routerScript}</script>` +
      `<script nonce="n">${classic[2]}</script><script src="/assets/elsewhere.js"></script></body>`;
    const deferred = deferHydration(html, "/assets/loader-E.js", "n");
    expect(deferred).toContain('<script type="application/ld+json">{"@type":"SportsActivityLocation"}</script>');
    expect(deferred).toContain('<script src="/assets/elsewhere.js"></script>');
    expect(deferred.match(/<script nonce="n"><\/script>/g)).toHaveLength(3);
    const moduleScript = /<script nonce="n" type="module" async="">([\s\S]*?)<\/script>/.exec(deferred)![1]!;

    const { imported, window, listeners, report, firstContentfulPaint } = await run(moduleScript, "loading");
    expect(window.order).toBeUndefined();
    listeners[0]!();
    await report(firstContentfulPaint);
    expect(window.order).toEqual(["scroll", "context", "data"]);
    expect(imported).toContain("/assets/entry.client-D.js");
  });

  it("moves no code but the rendering's own: a script that came with content stays where it is, as it is", () => {
    const html =
      `<body><p>Hello</p><script>window.foreign = "classic"</script><script nonce="guess">window.foreign = "guessed"</script>` +
      `<script nonce="n">window.own = 1</script><script type="module">window.foreign = "module"</script>` +
      `<script nonce="n" type="module" async="">${routerScript}</script></body>`;
    const deferred = deferHydration(html, "/assets/loader-E.js", "n");
    expect(deferred).toContain(
      '<script>window.foreign = "classic"</script><script nonce="guess">window.foreign = "guessed"</script><script nonce="n"></script>',
    );
    expect(deferred).toContain('<script type="module">window.foreign = "module"</script>');
    const moduleScript = /<script nonce="n" type="module" async="">([\s\S]*?)<\/script>/.exec(deferred)![1]!;
    expect(moduleScript).toContain("window.own = 1");
    expect(moduleScript).not.toContain("foreign");
  });

  it("leaves the classic scripts of a page without a module script where they are", () => {
    const html = '<body><script nonce="n">window.order = []</script></body>';
    expect(deferHydration(html, "/assets/loader-E.js", "n")).toBe(html);
  });

  it("imports nothing before the page has loaded, then every module and the entry", async () => {
    const { imported, window, listeners, loaders, report, firstContentfulPaint } = await run(
      deferModuleScript(routerScript, "/assets/loader-E.js"),
      "loading",
    );
    expect(imported).toEqual([]);
    expect(loaders).toEqual([]);
    expect(listeners).toHaveLength(1);

    listeners[0]!();
    await report(firstContentfulPaint);
    expect(loaders).toEqual([{ tag: "script", type: "module", src: "/assets/loader-E.js" }]);
    expect(imported).toEqual(["/assets/root-A.js", "/assets/about-B.js", "/assets/entry.client-D.js"]);
    expect(window.__reactRouterRouteModules).toEqual({
      root: { specifier: "/assets/root-A.js" },
      "page-about-lang": { specifier: "/assets/about-B.js" },
    });
    expect(window.__reactRouterManifest).toEqual({ url: "/assets/manifest-C.js" });
  });

  it("starts once the page has loaded and painted its first content", async () => {
    const { imported, tick, report, firstContentfulPaint } = await run(deferModuleScript(routerScript, "/assets/loader-E.js"), "complete");
    await tick();
    expect(imported).toEqual([]);
    await report({ entryType: "paint", name: "first-paint" });
    expect(imported).toEqual([]);
    await report(firstContentfulPaint);
    expect(imported).toContain("/assets/entry.client-D.js");
  });

  it("waits for the loaded pictures above the fold to be painted as well", async () => {
    const hero = image(0);
    const below = image(1200);
    const broken = image(100, false);
    const { imported, report, tick, firstContentfulPaint } = await run(deferModuleScript(routerScript, "/assets/loader-E.js"), "complete", {
      images: [hero, below, broken],
    });
    await report(firstContentfulPaint);
    expect(imported).toEqual([]);
    await tick();
    expect(imported).toEqual([]);
    // Decoded: it is painted with the next frame, and hydration starts after it.
    hero.decoded();
    await tick();
    await tick();
    expect(imported).toContain("/assets/entry.client-D.js");
  });

  it("waits one frame where the browser has no Paint Timing", async () => {
    const { imported, tick } = await run(deferModuleScript(routerScript, "/assets/loader-E.js"), "complete", {
      images: [image(0)],
      timingApis: false,
    });
    expect(imported).toEqual([]);
    await tick();
    expect(imported).toContain("/assets/entry.client-D.js");
  });

  it("starts after the paint cap when nothing is painted (a hidden tab), and only once", async () => {
    const hero = image(0);
    const { imported, timers, tick, report, firstContentfulPaint } = await run(
      deferModuleScript(routerScript, "/assets/loader-E.js"),
      "complete",
      { images: [hero] },
    );
    const cap = timers.find((timer) => timer.delay === PAINT_WAIT_CAP_MS);
    expect(cap).toBeDefined();
    cap!.callback();
    await tick();
    expect(imported.filter((specifier) => specifier.includes("entry.client"))).toHaveLength(1);

    await report(firstContentfulPaint);
    hero.decoded();
    await tick();
    await tick();
    expect(imported.filter((specifier) => specifier.includes("entry.client"))).toHaveLength(1);
  });

  it("starts after the cap when load never comes, and only once", async () => {
    const { imported, timers, listeners, report, firstContentfulPaint } = await run(
      deferModuleScript(routerScript, "/assets/loader-E.js"),
      "loading",
    );
    expect(timers.map((timer) => timer.delay)).toEqual([HYDRATION_DELAY_CAP_MS]);
    timers[0]!.callback();
    await report(firstContentfulPaint);
    expect(imported.filter((specifier) => specifier.includes("entry.client"))).toHaveLength(1);

    listeners[0]!();
    await report(firstContentfulPaint);
    expect(imported.filter((specifier) => specifier.includes("entry.client"))).toHaveLength(1);
  });

  it("keeps side-effect imports (the route manifest, discovered up front)", async () => {
    const script = `import "/assets/manifest-C.js";\nimport * as route0 from "/assets/root-A.js";\nwindow.__reactRouterRouteModules = {"root":route0};\nimport("/assets/entry.client-D.js");`;
    const { imported, report, firstContentfulPaint } = await run(deferModuleScript(script, "/assets/loader-E.js"), "complete");
    await report(firstContentfulPaint);
    expect(imported).toEqual(["/assets/manifest-C.js", "/assets/root-A.js", "/assets/entry.client-D.js"]);
  });
});
