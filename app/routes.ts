import { index, prefix, route, type RouteConfig } from "@react-router/dev/routes";
import { pagePaths, pageKeys, type PageKey } from "./site/pages.ts";

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

/** Every page once: at its spec path (`/about`, language negotiated) or under a `:lang` prefix (`/es/about`, canonical). */
const pages = (idSuffix: string) =>
  pageKeys.map((page) => {
    const id = `page-${page}${idSuffix}`;
    return pagePaths[page] ? route(pagePaths[page], modules[page], { id }) : index(modules[page], { id });
  });

export default [
  ...pages(""),
  ...prefix(":lang", pages("-lang")),
  route("language/:lang", "routes/language.ts"),
  route(":lang/offline", "routes/offline.tsx"),
  route("comments/:excursion/events", "routes/comments.events.ts"),
  route("photos/:photo/:file", "routes/photos.ts"),
  route("media/:photo/:file", "routes/media.ts"),
  route("analytics/views", "routes/analytics.views.ts"),
  route("sitemap.xml", "routes/sitemap.xml.ts"),
  route("robots.txt", "routes/robots.txt.ts"),
  route("_drills/error", "routes/error-drill.tsx"),
  route("*", "routes/not-found.tsx", { id: "not-found" }),
] satisfies RouteConfig;
