/**
 * Build step (after `react-router build`): bundles the service worker (app/offline/service-worker.ts)
 * into build/client/sw.js, with the list of the shell's files it keeps when it installs and a
 * version that changes with every build whose files or server code differ (a new version replaces
 * the old shell; the visitor's kept pages and pictures stay).
 *
 *   node scripts/build/service-worker.ts     # part of `npm run build`
 */
import { createHash } from "node:crypto";
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { build } from "vite";

const root = path.resolve(import.meta.dirname, "../..");
const clientDir = path.join(root, "build", "client");
const serverBundle = path.join(root, "build", "server", "index.js");

/** The shell: the build's scripts, styles and icons, the logo's pictures, the icons and the web manifest. */
const shellFiles = [
  ...readdirSync(path.join(clientDir, "assets"))
    .filter((name) => /\.(?:js|css|svg)$/.test(name))
    .map((name) => `/assets/${name}`),
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
console.log(`Service worker: build/client/sw.js (${(bytes / 1000).toFixed(1)} kB), keeping ${shellFiles.length} shell files.`);
