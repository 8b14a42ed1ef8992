import { WORKSPACE_PATH } from "../site/pages.ts";
import type { Area } from "./roles.ts";

/** The workspace's addresses, named once. */
export const ADMIN = WORKSPACE_PATH;
export const SIGN_IN_PATH = "/admin/sign-in";

export function areaPath(area: Area): string {
  return area === "home" ? ADMIN : `${ADMIN}/${area}`;
}

/** The screens in the navigation, in order. */
export const screens: readonly Area[] = ["home", "requests", "departures", "comments", "messages", "business", "photos", "dashboard", "team", "history", "account"];
