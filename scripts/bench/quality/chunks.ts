import { matchRoutes, type RouteObject } from "react-router";

/**
 * Which JavaScript files a page of the client build loads, from React Router's client manifest
 * (`build/client/assets/manifest-*.js`). Pure functions: the caller supplies file contents.
 */

type ManifestRoute = {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  caseSensitive?: boolean;
  hasDefaultExport?: boolean;
  module: string;
  imports?: string[];
  css?: string[];
  clientActionModule?: string;
  clientLoaderModule?: string;
  clientMiddlewareModule?: string;
  hydrateFallbackModule?: string;
};

export type ClientManifest = {
  entry: { module: string; imports?: string[] };
  routes: Record<string, ManifestRoute>;
};

/** Reads `window.__reactRouterManifest={...};` */
export function parseManifestScript(source: string): ClientManifest {
  const start = source.indexOf("{");
  const end = source.lastIndexOf("}");
  if (!source.includes("__reactRouterManifest") || start < 0 || end < start) {
    throw new Error("Not a React Router client manifest");
  }
  const manifest = JSON.parse(source.slice(start, end + 1)) as ClientManifest;
  if (!manifest.entry?.module || !manifest.routes) throw new Error("Not a React Router client manifest");
  return manifest;
}

/** The route tree React Router builds from the manifest, for matching URLs. */
function routeTree(manifest: ClientManifest): RouteObject[] {
  const byParent = new Map<string | undefined, ManifestRoute[]>();
  for (const route of Object.values(manifest.routes)) {
    const list = byParent.get(route.parentId) ?? [];
    list.push(route);
    byParent.set(route.parentId, list);
  }
  const build = (parentId: string | undefined): RouteObject[] =>
    (byParent.get(parentId) ?? []).map((route) => {
      const children = build(route.id);
      return route.index
        ? { id: route.id, index: true, path: route.path, caseSensitive: route.caseSensitive }
        : { id: route.id, path: route.path, caseSensitive: route.caseSensitive, children };
    });
  return build(undefined);
}

/** The ids of the routes a URL path renders, outermost first (empty when nothing matches). */
export function routeChain(manifest: ClientManifest, pathname: string): string[] {
  const matches = matchRoutes(routeTree(manifest), pathname) ?? [];
  return matches.map((match) => match.route.id).filter((id): id is string => Boolean(id));
}

/**
 * The modules a document request starts loading: the client entry and, for each matched route,
 * its module and the chunks it imports (what the HTML lists as modulepreload), plus the split
 * chunks needed before hydration (client loader, client middleware, hydrate fallback). A split
 * client action chunk only loads on submit, so it is returned as lazy.
 */
export function initialModules(manifest: ClientManifest, chain: readonly string[]): { eager: string[]; lazy: string[] } {
  const eager = [manifest.entry.module, ...(manifest.entry.imports ?? [])];
  const lazy: string[] = [];
  for (const id of chain) {
    const route = manifest.routes[id];
    if (!route) throw new Error(`Route "${id}" is not in the manifest`);
    eager.push(route.module, ...(route.imports ?? []));
    for (const extra of [route.clientLoaderModule, route.clientMiddlewareModule, route.hydrateFallbackModule]) {
      if (extra) eager.push(extra);
    }
    if (route.clientActionModule) lazy.push(route.clientActionModule);
  }
  return { eager: unique(eager), lazy: unique(lazy) };
}

export type ModuleImports = { static: string[]; dynamic: string[] };

const staticImportPattern = /\b(?:import|export)\s*(?:[\w$*{}\s,]*?\bfrom\s*)?["']([^"'\n]+)["']/g;
// Rolldown writes a dynamic import's specifier as a template literal without substitutions.
const dynamicImportPattern = /\bimport\s*\(\s*["'`]([^"'`$\n]+)["'`]\s*\)/g;

/**
 * The relative imports of a built ES module, resolved against its URL (`/assets/a.js` importing
 * `./b.js` gives `/assets/b.js`). Bare specifiers cannot occur in a client build and are ignored.
 */
export function moduleImports(url: string, source: string): ModuleImports {
  const resolve = (specifier: string) => new URL(specifier, `http://build${url}`).pathname;
  const collect = (pattern: RegExp) =>
    unique(
      [...source.matchAll(pattern)]
        .map((match) => match[1] ?? "")
        .filter((specifier) => /^(\.{1,2})?\//.test(specifier) && /\.m?js$/.test(specifier))
        .map(resolve),
    );
  return { static: collect(staticImportPattern), dynamic: collect(dynamicImportPattern) };
}

/**
 * Follows static imports from the starting modules: everything loaded before the page runs.
 * Modules reached only through `import()` (and their static imports) are returned as lazy.
 */
export function moduleClosure(
  start: { eager: readonly string[]; lazy?: readonly string[] },
  importsOf: (url: string) => ModuleImports,
): { eager: string[]; lazy: string[] } {
  const follow = (roots: readonly string[], seen: Set<string>, dynamicFound: string[]) => {
    const queue = [...roots];
    while (queue.length) {
      const url = queue.shift()!;
      if (seen.has(url)) continue;
      seen.add(url);
      const imports = importsOf(url);
      queue.push(...imports.static);
      dynamicFound.push(...imports.dynamic);
    }
  };
  const eager = new Set<string>();
  const dynamicFromEager: string[] = [];
  follow(start.eager, eager, dynamicFromEager);

  // Lazy modules: reachable through import() but not already loaded eagerly.
  const lazySeen = new Set<string>(eager);
  const lazyRoots = [...(start.lazy ?? []), ...dynamicFromEager];
  const lazy: string[] = [];
  while (lazyRoots.length) {
    const root = lazyRoots.shift()!;
    if (lazySeen.has(root)) continue;
    const before = new Set(lazySeen);
    const more: string[] = [];
    follow([root], lazySeen, more);
    for (const url of lazySeen) if (!before.has(url)) lazy.push(url);
    lazyRoots.push(...more);
  }
  return { eager: [...eager], lazy };
}

/** A URL path that a route's path pattern matches, to find the route's chain (`:lang/about` -> `/x/about`). */
export function samplePath(manifest: ClientManifest, routeId: string): string {
  const segments: string[] = [];
  for (let id: string | undefined = routeId; id; id = manifest.routes[id]?.parentId) {
    const routePath = manifest.routes[id]?.path;
    if (routePath) segments.unshift(routePath);
  }
  const path = segments
    .join("/")
    .split("/")
    .filter(Boolean)
    .map((segment) => (segment === "*" ? "no/such-page" : segment.startsWith(":") ? "x" : segment.replace(/\?$/, "")))
    .join("/");
  return `/${path}`;
}

function unique<T>(items: readonly T[]): T[] {
  return [...new Set(items)];
}
