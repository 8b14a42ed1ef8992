// First: decides which build of React every later import loads.
import "./node-env.ts";
import { createServer } from "node:http";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { site } from "../app/config/site.ts";
import { validateSite } from "../app/config/site.schema.ts";
import { parseEnv } from "../app/env.server.ts";
import { createApp, defaultClientDir, defaultServerBuild } from "./app.ts";
import { createServices, type Services } from "./services.ts";
import { answerClientError } from "./security.ts";

const dev = process.argv.includes("--dev");

let env;
try {
  env = parseEnv({ NODE_ENV: dev ? "development" : "production", ...process.env });
  validateSite(site);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}

let services: Services;
try {
  services = await createServices(env);
} catch (error) {
  console.error("Could not open the database:", error);
  process.exit(1);
}

let stopping = false;
let app;
if (dev) {
  const vite = await import("vite");
  const viteServer = await vite.createServer({ server: { middlewareMode: true }, appType: "custom" });
  app = await createApp({
    env,
    build: () => viteServer.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>,
    before: [viteServer.middlewares],
    services,
    isStopping: () => stopping,
  });
} else {
  const build = (await import(pathToFileURL(defaultServerBuild).href)) as ServerBuild;
  app = await createApp({ env, build, clientDir: defaultClientDir, services, isStopping: () => stopping });
}

const server = createServer(app);
server.on("clientError", answerClientError);
// While shutting down, every response closes its connection instead of keeping it alive.
server.on("request", (_request, response) => {
  if (stopping) response.setHeader("Connection", "close");
});
server.listen(env.PORT, env.HOST, () => {
  console.log(`Listening on http://localhost:${env.PORT} (${env.NODE_ENV})`);
  services.contact.outbox.start();
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
    void services.close().finally(() => process.exit(0));
  };
  server.close(exit);
  // Open event streams end now (browsers reconnect elsewhere or after the restart).
  services.comments.close();
  // The outbox takes no new email; the one being delivered finishes (services.close() waits for it).
  void services.contact.outbox.stop();
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
