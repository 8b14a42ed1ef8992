// First: decides which build of React every later import loads.
import "./node-env.ts";
import { createServer } from "node:http";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import type { Site } from "../app/composition/site.server.ts";
import { createHost, defaultClientDir, defaultServerBuild } from "./app.ts";
import { answerClientError } from "./client-error.ts";

/**
 * `npm run serve` (and `npm run dev` with --dev): the site from its build (or from Vite's, in
 * development), behind the HTTP host. The build brings the site's own code (its environment, its
 * services): the host loads it once and reaches it only through `createSite`.
 */
const dev = process.argv.includes("--dev");

type CreateSite = (options: { build: ServerBuild | (() => Promise<ServerBuild>); mode: "production" | "development" }) => Promise<Site>;
/** The build's `createSite` (app/entry.server.tsx exports it); a build without it is refused. */
function createSiteOf(build: ServerBuild): CreateSite {
  const module: object = build.entry.module;
  if (!("createSite" in module) || typeof module.createSite !== "function")
    throw new Error("The build's server entry exports no createSite");
  return module.createSite as CreateSite;
}

let stopping = false;
let site: Site;
let app;
try {
  if (dev) {
    const vite = await import("vite");
    const viteServer = await vite.createServer({ server: { middlewareMode: true }, appType: "custom" });
    const load = () => viteServer.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>;
    site = await createSiteOf(await load())({ build: load, mode: "development" });
    app = createHost({ site, before: [viteServer.middlewares], isStopping: () => stopping, csp: false });
  } else {
    const build = (await import(pathToFileURL(defaultServerBuild).href)) as ServerBuild;
    site = await createSiteOf(build)({ build, mode: "production" });
    app = createHost({ site, clientDir: defaultClientDir, isStopping: () => stopping });
  }
} catch (error) {
  // A bad setting names itself; anything else (the database cannot be opened) says what failed.
  console.error(error instanceof Error && error.message.startsWith("Invalid environment") ? error.message : error);
  process.exit(1);
}

const { env } = site;
const server = createServer(
  {
    // A client that sends its headers or its whole request too slowly is cut (a slow-loris holds
    // connections open a byte at a time). Ten seconds for the headers (a few hundred bytes); two
    // minutes for a request, enough for a 10 MB photo on a slow phone link. Checked every second.
    headersTimeout: 10_000,
    requestTimeout: 120_000,
    connectionsCheckingInterval: 1_000,
  },
  app,
);
server.on("clientError", (error, socket) => answerClientError(error, socket, site.securityHeaders(false)));
// While shutting down, every response closes its connection instead of keeping it alive.
server.on("request", (_request, response) => {
  if (stopping) response.setHeader("Connection", "close");
});
server.listen(env.PORT, env.HOST, () => {
  console.log(`Listening on http://localhost:${env.PORT} (${env.NODE_ENV})`);
  site.start();
});

// Graceful shutdown: stop accepting connections, let in-flight requests finish, then exit.
function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  console.log(`${signal} received, shutting down`);
  let exiting = false;
  const exit = () => {
    if (exiting) return;
    exiting = true;
    void site.close().finally(() => process.exit(0));
  };
  server.close(exit);
  // Open event streams end now (browsers reconnect elsewhere or after the restart); the outbox
  // takes no new email, and the one being delivered finishes (site.close() waits for it).
  site.stop();
  server.closeIdleConnections();
  // Connections whose last response (an event stream) just ended become idle: close them as they do.
  setInterval(() => server.closeIdleConnections(), 100).unref();
  setTimeout(() => {
    server.closeAllConnections();
    exit();
  }, 10_000).unref();
}
process.on("SIGTERM", () => shutdown("SIGTERM"));
process.on("SIGINT", () => shutdown("SIGINT"));
