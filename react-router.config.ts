import type { Config } from "@react-router/dev/config";
import { prerenderedPaths } from "./app/site/pages.ts";

export default {
  ssr: true,
  // Pages whose HTML is the same for every visitor are rendered at build time and served as files.
  // Unprefixed paths negotiate the language per request and excursion pages carry live comments,
  // so those stay server-rendered.
  prerender: { paths: prerenderedPaths(), concurrency: 2 },
  routeDiscovery: { mode: "initial" },
} satisfies Config;
