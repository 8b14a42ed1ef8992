import { isWorkspacePath, routedPath, WORKSPACE_PATH } from "../site/pages.ts";
import type { Area } from "./roles.ts";

/** The workspace's addresses, named once. */
export const ADMIN = WORKSPACE_PATH;
export const SIGN_IN_PATH = "/admin/sign-in";
/** An invitation's link: its secret is the last segment. */
export const INVITATION_PATH = "/admin/invitation/";

export function areaPath(area: Area): string {
  return area === "home" ? ADMIN : `${ADMIN}/${area}`;
}

/**
 * The screens in the navigation, in order: the workspace's one list of its screens (each one's title
 * is `texts.nav[area]`, the roles it admits `allowed(role, area)` in roles.ts). Tests walk it too.
 */
export const screens: readonly Area[] = [
  "home",
  "requests",
  "departures",
  "comments",
  "messages",
  "payments",
  "business",
  "catalogue",
  "photos",
  "dashboard",
  "team",
  "history",
  "account",
];

/**
 * The screens of one item, beside the navigation's list: a request to book, a contact message
 * (`/admin/requests/:id`, `/admin/messages/:id`; a message's reference opens it too). A test that
 * walks every screen opens each with a real item.
 */
export const itemScreens = ["requests", "messages"] as const satisfies readonly Area[];

/**
 * A record's id as a screen's address or a form writes it: a plain positive integer (`^[1-9][0-9]*$`,
 * at most 15 digits), never another spelling a number parser would also read (`0x7`, `1e0`, `07`, ` 7`,
 * `7.0`); undefined for anything else (the screen's 404, or the form's "id_invalid").
 */
export function plainId(text: string | null | undefined): number | undefined {
  return text && /^[1-9]\d{0,14}$/.test(text) ? Number(text) : undefined;
}

export function itemPath(area: (typeof itemScreens)[number], id: number | string): string {
  return `${areaPath(area)}/${id}`;
}

/**
 * The screens of every day (requests come in, departures fill up, messages wait): on a phone they sit
 * in the navigation's bar, and the others behind its "More" (app/routes/workspace/layout.tsx).
 */
export const dailyScreens: readonly Area[] = ["home", "requests", "departures", "messages"];

/** How many screens a phone's bar holds: a role with no more than these has no "More". */
export const BAR_SIZE = 5;

/**
 * A path as the request log writes it: a secret it carries (an invitation's link) replaced by a
 * placeholder, whatever its spelling (case, percent-encoding, `.data`).
 */
export function loggablePath(pathname: string): string {
  return routedPath(pathname).startsWith(INVITATION_PATH) ? `${INVITATION_PATH}:secret` : pathname;
}

/**
 * Where to go back to: a path of the workspace on this origin, as the URL parser writes it (control
 * characters dropped or percent-encoded, so any `to` makes a valid Location header); anything else,
 * the workspace's Home.
 */
export function workspaceTarget(to: string | null, base: string): string {
  if (!to?.startsWith("/")) return ADMIN;
  let url: URL;
  try {
    url = new URL(to, base);
  } catch {
    return ADMIN;
  }
  if (url.origin !== new URL(base).origin || !isWorkspacePath(url.pathname)) return ADMIN;
  return url.pathname + url.search;
}

/** The figures' tables, each one also a CSV download of the figures screen (app/dashboard/csv.ts). */
export const csvTables = ["daily", "pages", "page-languages", "user-languages", "regions", "excursions", "funnel"] as const;
export type CsvTable = (typeof csvTables)[number];

export function csvPath(table: CsvTable): string {
  return `${areaPath("dashboard")}/${table}.csv`;
}
