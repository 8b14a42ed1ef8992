/**
 * The site as `npm run serve` runs it (the production build, its page cache, the HTTP host), with
 * one fault that exists nowhere else: every public page also writes the business's street address
 * as raw HTML, at the end of its body, as a component that forgot to escape it would. A street set
 * to `…<script>…</script>` then puts a foreign inline script in the rendered page.
 *
 * Only tests/e2e/script-policy.spec.ts starts it (through `startInstance`), to show that the page's
 * policy refuses such a script while the page's own scripts run. It is not part of the site: the
 * fault is made here, on a copy of the build's route table, and the build itself is unchanged.
 */
import "../../server/node-env.ts";
import { createServer } from "node:http";
import { pathToFileURL } from "node:url";
import { createElement, Fragment, type ComponentType } from "react";
import { useRouteLoaderData, type ServerBuild } from "react-router";
import type { Site, SiteOptions } from "../../app/composition/site.server.ts";
import { createHost, defaultClientDir, defaultServerBuild } from "../../server/app.ts";

const build = (await import(pathToFileURL(defaultServerBuild).href)) as ServerBuild;
const root = build.routes.root!;
const App = root.module.default as ComponentType;

/** The root's page (header, main, footer), then the street as HTML: a direct child of `<body>`, which hydration passes over. */
function AppWritingTheStreetRaw() {
  const shell = useRouteLoaderData("root") as { business?: { street?: string } } | undefined;
  return createElement(
    Fragment,
    null,
    createElement(App),
    createElement("address", { className: "raw-content", dangerouslySetInnerHTML: { __html: shell?.business?.street ?? "" } }),
  );
}

const faulty: ServerBuild = {
  ...build,
  routes: { ...build.routes, root: { ...root, module: { ...root.module, default: AppWritingTheStreetRaw } } },
};

const createSite = (build.entry.module as unknown as { createSite: (options: SiteOptions) => Promise<Site> }).createSite;
const site = await createSite({ build: faulty, mode: "production" });
const server = createServer(createHost({ site, clientDir: defaultClientDir, logRequests: false }));
server.listen(site.env.PORT, site.env.HOST, () => {
  console.log(`Listening on http://localhost:${site.env.PORT} (raw content)`);
  site.start();
});
process.on("SIGTERM", () => {
  site.stop();
  server.close(() => void site.close().finally(() => process.exit(0)));
  server.closeAllConnections();
});
