import { settingOrCreate, type Database } from "./store.server.ts";
import { formGuard, type FormPolicy } from "../forms/receive.server.ts";
import type { FormSigner } from "../forms/signing.server.ts";
import { SlidingWindowLimiter } from "../runtime/rate-limit.server.ts";
import * as audit from "./audit.server.ts";
import * as store from "./store.server.ts";
import { createChallenges, hashSecret, newSecret } from "./tokens.server.ts";

/** A workspace page's forms can be sent for a day; then the member is asked to reload. */
const FORM_MAX_AGE_MS = 24 * 60 * 60 * 1000;

export type WorkspaceSettings = {
  /** Sign-in and registration attempts per client and window, on this instance. */
  signInLimit: { count: number; windowMs: number };
  /** Any other workspace post per client and window, on this instance. */
  actionLimit: { count: number; windowMs: number };
};

const defaultWorkspaceSettings: WorkspaceSettings = {
  signInLimit: { count: 10, windowMs: 10 * 60 * 1000 },
  actionLimit: { count: 120, windowMs: 60 * 1000 },
};

import { CHALLENGE_MAX_AGE_MS, type PasskeyView, type WorkspaceContext } from "./workspace-context.server.ts";
import { memberActions } from "./member-actions.server.ts";
import { passkeyActions } from "./passkey-actions.server.ts";
import { sessionActions } from "./session-actions.server.ts";

export type { PasskeyView } from "./workspace-context.server.ts";

export async function createWorkspace(options: {
  database: Database;
  publicUrl: string;
  siteName: string;
  signer: FormSigner;
  settings?: Partial<WorkspaceSettings>;
  now?: () => number;
}) {
  const { database, publicUrl, siteName, signer } = options;
  const { db } = database;
  const now = options.now ?? Date.now;
  const settings = { ...defaultWorkspaceSettings, ...options.settings };
  const origin = new URL(publicUrl).origin;
  const rpID = new URL(publicUrl).hostname;
  const challenges = createChallenges(await settingOrCreate(db, "workspace.secret", newSecret), now);

  const policy = (limit: { count: number; windowMs: number }): FormPolicy => ({
    maxBytes: 64 * 1024,
    attempts: new SlidingWindowLimiter({ limit: limit.count, windowMs: limit.windowMs, now }),
    signer,
    // A member taps as fast as they like: the honeypot and the token's signature still hold.
    minFillMs: 0,
    maxAgeMs: FORM_MAX_AGE_MS,
    now,
  });

  /** The challenge inside a passkey's answer, when it is ours, for this purpose, recent and never used before (then used up). */
  function challengeCheck(purpose: string) {
    let seen: string | undefined;
    return {
      expected: (encoded: string) => {
        const challenge = Buffer.from(encoded, "base64url").toString("utf8");
        if (!challenges.check(challenge, purpose, CHALLENGE_MAX_AGE_MS)) return false;
        seen = challenge;
        return true;
      },
      /** Records the challenge as used; false when it already was (an answer replayed). */
      async spend(): Promise<boolean> {
        if (!seen) return false;
        return store.spendChallenge(db, hashSecret(seen), now(), now() + CHALLENGE_MAX_AGE_MS * 2);
      },
    };
  }

  async function passkeysOf(memberIds: number[]): Promise<Map<number, PasskeyView[]>> {
    const byMember = new Map<number, PasskeyView[]>();
    for (const { memberId, ...passkey } of await store.passkeysOfMembers(db, memberIds)) {
      const list = byMember.get(memberId) ?? [];
      list.push(passkey);
      byMember.set(memberId, list);
    }
    return byMember;
  }

  const context: WorkspaceContext = { db, now, publicUrl, origin, siteName, rpID, challenges, challengeCheck, passkeysOf };
  return {
    origin,
    /** Sign-in and registration posts (counted per client: the sign-in attempts' limit). */
    signInPolicy: policy(settings.signInLimit),
    /** Every other workspace post. */
    actionPolicy: policy(settings.actionLimit),
    guard: () => formGuard(signer, now()),
    now,

    ...sessionActions(context),
    ...passkeyActions(context),
    ...memberActions(context),

    // History -------------------------------------------------------------------------------------
    record: (entry: audit.AuditEntry) => audit.record(db, entry, now()),
    alreadyDone: (formKey: string) => audit.alreadyDone(db, formKey),
    history: (limit = 200) => audit.history(db, limit),
  };
}

export type Workspace = Awaited<ReturnType<typeof createWorkspace>>;
