import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // No page is rendered at build time: every page shows the business details the owner sets
  // (app/business/), read when it is rendered. The page cache keeps each rendering (decision 0050).
  prerender: false,
  routeDiscovery: { mode: "initial" },
} satisfies Config;
