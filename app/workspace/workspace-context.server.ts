/**
 * What the workspace's parts share (app/workspace/workspace.server.ts builds it once): the
 * database, the clock, the site's address and name, the passkeys' challenges, and its types.
 */
import type { Database, WorkspaceRole } from "./store.server.ts";
import type * as audit from "./audit.server.ts";
import type { SignedIn } from "./sessions.server.ts";
import type { createChallenges } from "./tokens.server.ts";

/** How long a passkey prompt's challenge can be answered. */
export const CHALLENGE_MAX_AGE_MS = 5 * 60 * 1000;
/** The largest passkey answer read (a registration with attestation is a few kilobytes). */
const CREDENTIAL_MAX_CHARS = 16_000;

export type PasskeyProblem = "invalid" | "invitation-used" | "already-registered" | "last-owner";
export type Member = SignedIn["member"];
export type Actor = audit.Actor;

export type MemberView = {
  id: number;
  email: string;
  role: WorkspaceRole;
  createdAt: number;
  passkeys: PasskeyView[];
};
export type PasskeyView = { id: string; label: string; createdAt: number; lastUsedAt: number | null };

export type WorkspaceContext = {
  db: Database["db"];
  now: () => number;
  publicUrl: string;
  /** The site's origin: where a passkey's answer must come from. */
  origin: string;
  siteName: string;
  /** The passkeys' relying party: the site's host name. */
  rpID: string;
  challenges: ReturnType<typeof createChallenges>;
  /** The challenge inside a passkey's answer, when it is ours, for this purpose, recent and never used before. */
  challengeCheck(purpose: string): { expected(encoded: string): boolean; spend(): Promise<boolean> };
  passkeysOf(memberIds: number[]): Promise<Map<number, PasskeyView[]>>;
};

export function parseCredential<T>(text: string): T | undefined {
  if (text.length === 0 || text.length > CREDENTIAL_MAX_CHARS) return undefined;
  try {
    const value = JSON.parse(text) as unknown;
    return value && typeof value === "object" && typeof (value as { id?: unknown }).id === "string" ? (value as T) : undefined;
  } catch {
    return undefined;
  }
}
