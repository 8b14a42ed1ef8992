/**
 * Who may do what in the workspace, decided here once: every workspace loader and action asks
 * `allowed(role, area)` through `requireMember` (guard.server.ts) before it reads or changes
 * anything. An owner does everything; a guide answers requests and keeps departures.
 */
import type { WorkspaceRole } from "../../db/schema.ts";

export type Role = WorkspaceRole;
export const roles = ["owner", "guide"] as const satisfies readonly Role[];

/** The workspace's areas: one per screen, and the account every member has. */
export type Area =
  | "home"
  | "account"
  | "requests"
  | "departures"
  | "comments"
  | "messages"
  | "team"
  | "history"
  | "business"
  | "photos"
  | "dashboard"
  | "payments";

const access: Record<Area, readonly Role[]> = {
  home: ["owner", "guide"],
  account: ["owner", "guide"],
  requests: ["owner", "guide"],
  departures: ["owner", "guide"],
  comments: ["owner"],
  messages: ["owner"],
  team: ["owner"],
  history: ["owner"],
  // The business's details, its photos and its figures: the owner's alone.
  business: ["owner"],
  photos: ["owner"],
  dashboard: ["owner"],
  // What was paid and what is due: every member reads it; only an owner records (`mayRecordPayments`).
  payments: ["owner", "guide"],
};

/** Who records payments, takes one back or sets a booking's total (decision 0063): an owner. */
export function mayRecordPayments(role: Role): boolean {
  return role === "owner";
}

export function allowed(role: Role, area: Area): boolean {
  return access[area].includes(role);
}

export function isRole(value: unknown): value is Role {
  return typeof value === "string" && (roles as readonly string[]).includes(value);
}

/** The screens a role sees in the workspace's navigation, in order. */
export function areasOf(role: Role, available: readonly Area[]): Area[] {
  return available.filter((area) => allowed(role, area));
}
