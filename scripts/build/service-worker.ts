/**
 * Build step (after `react-router build`): bundles the service worker (app/offline/service-worker.ts)
 * into build/client/sw.js, with the list of the shell's files it keeps when it installs and a
 * version that changes with every build whose files or server code differ (a new version replaces
 * the old shell; the visitor's kept pages and pictures stay).
 *
 * Then the workspace's own worker (app/bookings/guide-list/lists-worker.ts, decision 0064) into
 * build/client/admin/departures/lists-worker.js, with the files the guide's list page needs.
 *
 *   node scripts/build/service-worker.ts     # part of `npm run build`
 */
import { createHash } from "node:crypto";
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { build } from "vite";
import { moduleClosure, moduleImports, parseManifestScript } from "../bench/quality/chunks.ts";

/** A route as the client manifest lists it. */
type ManifestRoute = ReturnType<typeof parseManifestScript>["routes"][string];

const root = path.resolve(import.meta.dirname, "../..");
const clientDir = path.join(root, "build", "client");
const serverBundle = path.join(root, "build", "server", "index.js");

/**
 * The owner's workspace's own files (decision 0040): reached only from its routes (`admin-layout` and the
 * routes under it, and the others under /admin), never from a public page. A visitor's device does not keep them.
 */
function readManifest() {
  const assets = path.join(clientDir, "assets");
  const manifestFile = readdirSync(assets).find((name) => /^manifest-[\w-]+\.js$/.test(name));
  if (!manifestFile) throw new Error("No manifest-*.js in build/client/assets");
  return { manifest: parseManifestScript(readFileSync(path.join(assets, manifestFile), "utf8")), manifestUrl: `/assets/${manifestFile}` };
}

function workspaceOnlyFiles(): Set<string> {
  const { manifest } = readManifest();
  const importsOf = (url: string) => moduleImports(url, readFileSync(path.join(clientDir, url), "utf8"));
  const routes = Object.values(manifest.routes);
  const isWorkspace = (route: ManifestRoute): boolean =>
    route.id === "admin-layout" || route.path?.startsWith("admin/") || (route.parentId !== undefined && isWorkspace(manifest.routes[route.parentId]!));
  const reached = (list: ManifestRoute[], extra: string[] = []) => {
    const modules = list.flatMap((route) => [route.module, ...(route.imports ?? []), ...[route.clientActionModule, route.clientLoaderModule].filter((m): m is string => !!m)]);
    const closure = moduleClosure({ eager: [...extra, ...modules] }, importsOf);
    return new Set([...closure.eager, ...closure.lazy, ...list.flatMap((route) => route.css ?? [])]);
  };
  const publicFiles = reached(routes.filter((route) => !isWorkspace(route)), [manifest.entry.module, ...(manifest.entry.imports ?? [])]);
  return new Set([...reached(routes.filter(isWorkspace))].filter((file) => !publicFiles.has(file)));
}
const workspaceOnly = workspaceOnlyFiles();

/** The shell: the build's scripts, styles and icons (but the workspace's), the logo's pictures, the icons and the web manifest. */
const shellFiles = [
  ...readdirSync(path.join(clientDir, "assets"))
    .filter((name) => /\.(?:js|css|svg)$/.test(name))
    .map((name) => `/assets/${name}`)
    .filter((file) => !workspaceOnly.has(file)),
  ...readdirSync(path.join(clientDir, "img"))
    .filter((name) => name.startsWith("logo-"))
    .map((name) => `/img/${name}`),
  "/favicon.ico",
  "/apple-touch-icon.png",
  "/icon-192.png",
  "/site.webmanifest",
].sort();

const version = createHash("sha256");
for (const file of shellFiles) version.update(`${file} ${statSync(path.join(clientDir, file)).size}\n`);
version.update(readFileSync(serverBundle));

await build({
  configFile: false,
  root,
  logLevel: "warn",
  resolve: { alias: { "~": path.join(root, "app") } },
  define: {
    __SHELL_FILES__: JSON.stringify(shellFiles),
    __SHELL_VERSION__: JSON.stringify(version.digest("hex").slice(0, 12)),
  },
  build: {
    outDir: clientDir,
    emptyOutDir: false,
    copyPublicDir: false,
    minify: true,
    lib: { entry: path.join(root, "app/offline/service-worker.ts"), formats: ["iife"], name: "serviceWorker", fileName: () => "sw.js" },
  },
});

const bytes = statSync(path.join(clientDir, "sw.js")).size;
console.log(`Service worker: build/client/sw.js (${(bytes / 1000).toFixed(1)} kB), keeping ${shellFiles.length} shell files (not the workspace's ${workspaceOnly.size}).`);

/** What the guide's list page loads: the entry, the manifest, the root's, the workspace layout's and the list's modules and styles. */
function listPageFiles(): string[] {
  const { manifest, manifestUrl } = readManifest();
  const importsOf = (url: string) => moduleImports(url, readFileSync(path.join(clientDir, url), "utf8"));
  const routes = ["root", "admin-layout", "bookings/workspace/departure-list"].map((id) => {
    const route = manifest.routes[id];
    if (!route) throw new Error(`No route ${id} in the manifest`);
    return route;
  });
  const modules = routes.flatMap((route) => [route.module, ...(route.imports ?? [])]);
  const closure = moduleClosure({ eager: [manifest.entry.module, ...(manifest.entry.imports ?? []), ...modules] }, importsOf);
  return [...new Set([manifestUrl, ...closure.eager, ...closure.lazy, ...routes.flatMap((route) => route.css ?? [])])].sort();
}
const listFiles = listPageFiles();
const listVersion = createHash("sha256");
for (const file of listFiles) listVersion.update(`${file} ${statSync(path.join(clientDir, file)).size}\n`);

await build({
  configFile: false,
  root,
  logLevel: "warn",
  resolve: { alias: { "~": path.join(root, "app") } },
  define: {
    __LIST_FILES__: JSON.stringify(listFiles),
    __LIST_FILES_VERSION__: JSON.stringify(listVersion.digest("hex").slice(0, 12)),
  },
  build: {
    outDir: path.join(clientDir, "admin", "departures"),
    emptyOutDir: false,
    copyPublicDir: false,
    minify: true,
    lib: { entry: path.join(root, "app/bookings/guide-list/lists-worker.ts"), formats: ["iife"], name: "listsWorker", fileName: () => "lists-worker.js" },
  },
});
const listBytes = statSync(path.join(clientDir, "admin", "departures", "lists-worker.js")).size;
console.log(`Lists worker: build/client/admin/departures/lists-worker.js (${(listBytes / 1000).toFixed(1)} kB), keeping ${listFiles.length} files of the list's page.`);
