import { index, layout, prefix, route, type RouteConfig } from "@react-router/dev/routes";
import { languages } from "./i18n/languages.ts";
import { staticPagePaths, staticPages, type StaticPage } from "./site/pages.ts";

const modules: Record<StaticPage, string> = {
  home: "routes/home.tsx",
  rental: "routes/rental.tsx",
  about: "routes/about.tsx",
  contact: "routes/contact.tsx",
};

/**
 * Every page once: at its spec path (`/about`, language negotiated) or under a language's prefix
 * (`/es/about`, canonical). The excursions' pages are one route whose segment is the excursion's
 * address (the catalogue says which exist). Each language's prefix is written out, not a `:lang`
 * parameter: a one-segment path is then either a language's home or an excursion's page, never both.
 */
const pages = (idSuffix: string) => [
  ...staticPages.map((page) => {
    const id = `page-${page}${idSuffix}`;
    return staticPagePaths[page] ? route(staticPagePaths[page], modules[page], { id }) : index(modules[page], { id });
  }),
  route(":excursion", "routes/excursion.tsx", { id: `page-excursion${idSuffix}` }),
];

export default [
  // React Router tries routes by rank, and routes of the same rank in this order: the page-view
  // beacon, the most frequent post, comes before the workspace's routes of its rank.
  route("analytics/views", "routes/analytics.views.ts"),
  // Before the languages' pages: `/es/offline` is the offline page, not an excursion's.
  route(":lang/offline", "routes/offline.tsx"),
  // A traveller's booking page, by its private link (app/bookings/page/): no page of the site map.
  route(":lang/booking/:token", "routes/booking-page.tsx"),
  // Its review, through the link of the email of the day after (app/bookings/reviews/).
  route(":lang/booking/:token/review", "routes/booking-review.tsx"),
  ...pages(""),
  ...languages.flatMap((lang) => prefix(lang, pages(`-${lang}`))),
  route("language/:lang", "routes/language.ts"),
  // The owner's workspace: linked from no page, its own bundles, never indexed. Its own screens
  // (app/routes/workspace/) and the layout wrapping each feature's (app/<feature>/workspace/).
  ...prefix("admin", [
    layout("routes/workspace/layout.tsx", { id: "admin-layout" }, [
      index("routes/workspace/home.tsx"),
      route("sign-in", "routes/workspace/sign-in.tsx"),
      route("invitation/:secret", "routes/workspace/invitation.tsx"),
      route("requests", "bookings/workspace/requests.tsx"),
      route("requests/:id", "bookings/workspace/request.tsx"),
      route("departures", "bookings/workspace/departures.tsx"),
      route("departures/:id/list", "bookings/workspace/departure-list.tsx"),
      route("comments", "comments/workspace/comments.tsx"),
      route("messages", "contact/workspace/messages.tsx"),
      route("messages/:id", "contact/workspace/message.tsx"),
      route("team", "routes/workspace/team.tsx"),
      route("account", "routes/workspace/account.tsx"),
      route("history", "routes/workspace/history.tsx"),
      route("business", "business/workspace/business.tsx"),
      route("catalogue", "catalogue/workspace/catalogue.tsx"),
      route("catalogue/:kind/:key", "catalogue/workspace/catalogue-entry.tsx"),
      route("photos", "photos/workspace/photos.tsx"),
      route("dashboard", "dashboard/workspace/dashboard.tsx"),
      route("payments", "bookings/workspace/payments.tsx"),
      route("payments/:id", "bookings/workspace/payment.tsx"),
    ]),
    route("language/:lang", "routes/workspace/language.ts"),
    route("requests/events", "bookings/workspace/requests.events.ts"),
    route("departures/offline.json", "bookings/workspace/departures.offline.ts"),
    route("dashboard/:table.csv", "dashboard/workspace/dashboard.csv.ts"),
  ]),
  route("comments/:excursion/events", "routes/comments.events.ts"),
  route("photos/:photo/:file", "routes/photos.ts"),
  route("media/:photo/:file", "routes/media.ts"),
  route("sitemap.xml", "routes/sitemap.xml.ts"),
  route("robots.txt", "routes/robots.txt.ts"),
  route("_drills/error", "routes/error-drill.tsx"),
  route("*", "routes/not-found.tsx", { id: "not-found" }),
] satisfies RouteConfig;
