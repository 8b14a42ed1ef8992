import { createHash } from "node:crypto";
import {
  createRequestHandler,
  Links,
  Outlet,
  RouterContextProvider,
  Scripts,
  ScrollRestoration,
  useLoaderData,
  type ServerBuild,
} from "react-router";
import { describe, expect, it } from "vitest";
import handleRequest from "./entry.server.tsx";
import { visitorContext } from "./site/context.ts";
import { requestPlace } from "./site/place.server.ts";
import { createPageCache } from "./speed/page-cache.server.ts";

/**
 * A page that writes a comment as raw HTML, as a component that forgot to escape it would: the
 * comment carries a script. Nothing in the site renders content this way; the policy must hold if
 * something ever did.
 */
const comment =
  '<p>Great day on the Frey!</p><script>window.slipped = "classic"</script><script type="module">window.slipped = "module"</script>';

function Layout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <head>
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

function Page() {
  const { text } = useLoaderData<{ text: string }>();
  return <main dangerouslySetInnerHTML={{ __html: text }} />;
}

const routeAssets = (id: string, hasLoader: boolean, parentId?: string) => ({
  id,
  parentId,
  path: parentId ? undefined : "",
  index: parentId ? true : undefined,
  hasAction: false,
  hasLoader,
  hasClientAction: false,
  hasClientLoader: false,
  hasClientMiddleware: false,
  hasDefaultExport: true,
  hasErrorBoundary: false,
  module: `/assets/${id}-A.js`,
  imports: ["/assets/components-B.js"],
  css: [],
});

/** React Router rendering through the site's document entry, as in the build. */
const build = {
  entry: { module: { default: handleRequest } },
  routes: {
    root: { id: "root", path: "", module: { default: Outlet, Layout } },
    page: { id: "page", parentId: "root", index: true, module: { default: Page, loader: () => ({ text: comment }) } },
  },
  assets: {
    entry: { module: "/assets/entry.client-C.js", imports: [] },
    routes: { root: routeAssets("root", false), page: routeAssets("page", true, "root") },
    url: "/assets/manifest-D.js",
    version: "1",
  },
  publicPath: "/",
  assetsBuildDirectory: "build/client",
  future: {},
  ssr: true,
  isSpaMode: false,
  prerender: [],
  routeDiscovery: { mode: "initial", manifestPath: "/__manifest" },
} as unknown as ServerBuild;

const sha256 = (code: string) => `'sha256-${createHash("sha256").update(code).digest("base64")}'`;
const approved = (policy: string) => policy.match(/'sha256-[^']+'/g) ?? [];

async function render() {
  const context = new RouterContextProvider();
  context.set(visitorContext, { address: "test", secure: true });
  return createRequestHandler(build, "production")(new Request("https://bariloche.example/"), context);
}

describe("a rendered page's policy", () => {
  it("approves the scripts React Router wrote for the page, never the one its content carried", async () => {
    const response = await render();
    const html = await response.clone().text();
    const policy = response.headers.get("Content-Security-Policy")!;
    // The content's scripts are in the page, as they were written…
    expect(html).toContain('<script>window.slipped = "classic"</script><script type="module">window.slipped = "module"</script>');
    // …and not approved, nor moved into a script that is.
    expect(policy).not.toContain(sha256('window.slipped = "classic"'));
    expect(policy).not.toContain(sha256('window.slipped = "module"'));
    const ownModule = /<script type="module" async="">([\s\S]*?)<\/script>/.exec(html)![1]!;
    expect(approved(policy)).toEqual([sha256(ownModule)]);
    expect(ownModule).toContain("window.__hydrate");
    // The comment travels in the loader data as data: escaped, it cannot close the script.
    expect(ownModule).toContain("Great day on the Frey!");
    expect(ownModule).not.toMatch(/<\/?script/i);
    // No mark, no nonce: the page is the same bytes for everyone.
    expect(html).not.toContain("nonce");
    expect(policy).not.toContain("'nonce-");
  });

  it("is a different mark each time, and the same page and policy", async () => {
    const [one, two] = await Promise.all([render(), render()]);
    expect(await one.text()).toBe(await two.text());
    expect(one.headers.get("Content-Security-Policy")).toBe(two.headers.get("Content-Security-Policy"));
  });

  it("is what the page cache serves it with, over HTTP and HTTPS", async () => {
    const cache = createPageCache({ version: () => "1" });
    const headers = new Headers();
    const request = { method: "GET", url: "/en", headers, secure: true, place: requestPlace("/en", headers) };
    const response = await render();
    const policy = response.headers.get("Content-Security-Policy")!;
    await cache.keep(request, cache.versionFor(request), response);
    for (const secure of [true, false]) {
      const kept = cache.answer({ ...request, secure })!;
      const keptPolicy = kept.headers.find(([name]) => name === "Content-Security-Policy")![1];
      expect(approved(keptPolicy)).toEqual(approved(policy));
      expect(keptPolicy.includes("upgrade-insecure-requests")).toBe(secure);
    }
  });
});
