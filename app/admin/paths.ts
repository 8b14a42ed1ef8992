import type { Area } from "./roles.ts";

/** The workspace's addresses, named once. */
export const ADMIN = "/admin";
export const SIGN_IN_PATH = "/admin/sign-in";
/** An invitation's link: its secret is the last segment. */
export const INVITATION_PATH = "/admin/invitation/";

export function areaPath(area: Area): string {
  return area === "home" ? ADMIN : `${ADMIN}/${area}`;
}

/** The screens in the navigation, in order. */
export const screens: readonly Area[] = ["home", "requests", "departures", "comments", "messages", "business", "photos", "dashboard", "team", "history", "account"];

/**
 * A URL's path as React Router matches it against the routes: a data request's `.data` taken off
 * (`/_.data` is the root's), each segment percent-decoded (an encoded `/` stays one segment; a
 * malformed encoding leaves the path as it is), in lower case (routes match regardless of case).
 * So `/ADMIN/team`, `/%61dmin/messages` and `/Admin/team.data` are all `/admin/...`.
 */
export function routedPath(pathname: string): string {
  const path = pathname.endsWith("/_.data") ? pathname.slice(0, -"_.data".length) : pathname.replace(/\.data$/, "");
  let decoded: string;
  try {
    decoded = path
      .split("/")
      .map((segment) => decodeURIComponent(segment).replace(/\//g, "%2F"))
      .join("/");
  } catch {
    decoded = path;
  }
  return decoded.toLowerCase();
}

/** Whether a URL's path reaches the workspace, decided on the path the router matches (`routedPath`). */
export function isWorkspacePath(pathname: string): boolean {
  const path = routedPath(pathname);
  return path === ADMIN || path.startsWith(`${ADMIN}/`);
}

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
  if (!to || !to.startsWith("/")) return ADMIN;
  let url: URL;
  try {
    url = new URL(to, base);
  } catch {
    return ADMIN;
  }
  if (url.origin !== new URL(base).origin || !isWorkspacePath(url.pathname)) return ADMIN;
  return url.pathname + url.search;
}
