import { route, type RouteConfig } from "@react-router/dev/routes";
import { pagePaths, pageKeys, type PageKey } from "./pages.ts";

const modules: Record<PageKey, string> = {
  home: "routes/home.tsx",
  rental: "routes/rental.tsx",
  about: "routes/about.tsx",
  contact: "routes/contact.tsx",
  freyclimb: "routes/excursion.tsx",
  multipitch: "routes/excursion.tsx",
  freyrefuge: "routes/excursion.tsx",
  bautismo: "routes/excursion.tsx",
  guiapersonal: "routes/excursion.tsx",
  piedraparada: "routes/excursion.tsx",
  ventana: "routes/excursion.tsx",
  trekkingLanin: "routes/excursion.tsx",
};

/** Each page at its spec path (language negotiated) and under `/:lang` (canonical). */
const pageRoutes = pageKeys.flatMap((page) => {
  const path = pagePaths[page];
  return [
    route(path || "/", modules[page], { id: `page-${page}` }),
    route(path ? `:lang/${path}` : ":lang", modules[page], { id: `page-${page}-lang` }),
  ];
});

export default [
  ...pageRoutes,
  route("comments/:excursion/events", "routes/comments.events.ts"),
  route("photos/:photo/:file", "routes/photos.ts"),
  route("sitemap.xml", "routes/sitemap.xml.ts"),
  route("robots.txt", "routes/robots.txt.ts"),
  route("_drills/error", "routes/error-drill.tsx"),
  route("*", "routes/not-found.tsx", { id: "not-found" }),
] satisfies RouteConfig;
