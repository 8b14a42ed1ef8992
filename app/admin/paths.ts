import type { Area } from "./roles.ts";

/** The workspace's addresses, named once. */
export const ADMIN = "/admin";
export const SIGN_IN_PATH = "/admin/sign-in";

export function areaPath(area: Area): string {
  return area === "home" ? ADMIN : `${ADMIN}/${area}`;
}

/**
 * The screens in the navigation, in order: the workspace's one list of its screens (each one's title
 * is `texts.nav[area]`, the roles it admits `allowed(role, area)` in roles.ts). Tests walk it too.
 */
export const screens: readonly Area[] = ["home", "requests", "departures", "comments", "messages", "business", "photos", "dashboard", "team", "history", "account"];

/** The figures' tables, each one also a CSV download of the figures screen (app/dashboard/csv.ts). */
export const csvTables = ["daily", "pages", "page-languages", "user-languages", "regions", "excursions", "funnel"] as const;
export type CsvTable = (typeof csvTables)[number];

export function csvPath(table: CsvTable): string {
  return `${areaPath("dashboard")}/${table}.csv`;
}

export function isWorkspacePath(pathname: string): boolean {
  return pathname === ADMIN || pathname.startsWith(`${ADMIN}/`) || pathname === `${ADMIN}.data`;
}
