/**
 * Who may do what in the workspace, decided here once: every workspace loader and action asks
 * `allowed(role, area)` through `requireMember` (guard.server.ts) before it reads or changes
 * anything. An owner does everything; a guide answers requests and keeps departures.
 */
import type { WorkspaceRole } from "./store.server.ts";

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
  | "catalogue"
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
  // The catalogue: a guide reads what travellers are told; only an owner changes it.
  catalogue: ["owner", "guide"],
  // Bookings with money due, and recording what was paid (decision 0063): the owner's. A guide reads
  // a booking's money from its request (the payment screen of one booking answers "requests").
  payments: ["owner"],
};

/** Areas a role may read but not change (its posts are refused with 403). */
const changing: Partial<Record<Area, readonly Role[]>> = {
  catalogue: ["owner"],
};

export function allowed(role: Role, area: Area): boolean {
  return access[area].includes(role);
}

/** Whether a role may change what an area shows (post its forms): where it may read it, unless `changing` says otherwise. */
export function mayChange(role: Role, area: Area): boolean {
  return allowed(role, area) && (changing[area]?.includes(role) ?? true);
}

export function isRole(value: unknown): value is Role {
  return typeof value === "string" && (roles as readonly string[]).includes(value);
}

/** The screens a role sees in the workspace's navigation, in order. */
export function areasOf(role: Role, available: readonly Area[]): Area[] {
  return available.filter((area) => allowed(role, area));
}
