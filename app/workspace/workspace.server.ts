/**
 * The owner's workspace on the server (decision 0040): passkeys (WebAuthn, through
 * @simplewebauthn/server), invitations, sessions, members and the history of changes. Created once
 * per process with the other services; loaders and actions reach it through `requireMember` and
 * the services in React Router's context.
 */
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
  type WebAuthnCredential,
} from "@simplewebauthn/server";
import { settingOrCreate, type Database, type WorkspaceRole } from "./store.server.ts";
import { formGuard, type FormPolicy } from "../forms/receive.server.ts";
import type { FormSigner } from "../forms/signing.server.ts";
import { SlidingWindowLimiter } from "../runtime/rate-limit.server.ts";
import * as audit from "./audit.server.ts";
import { createInvitation, invitationLink, openInvitation, spendInvitation, type Invitation } from "./invitations.server.ts";
import { leavesNoOwner, otherOwnersWithPasskeys } from "./owners.server.ts";
import { findSession, openSessions, revokeAllSessions, revokeSession, startSession, type SignedIn } from "./sessions.server.ts";
import * as store from "./store.server.ts";
import { createChallenges, hashSecret, newSecret } from "./tokens.server.ts";

/** How long a passkey prompt's challenge can be answered. */
const CHALLENGE_MAX_AGE_MS = 5 * 60 * 1000;
/** The largest passkey answer read (a registration with attestation is a few kilobytes). */
const CREDENTIAL_MAX_CHARS = 16_000;
/** A workspace page's forms can be sent for a day; then the member is asked to reload. */
const FORM_MAX_AGE_MS = 24 * 60 * 60 * 1000;

export type WorkspaceSettings = {
  /** Sign-in and registration attempts per client and window, on this instance. */
  signInLimit: { count: number; windowMs: number };
  /** Any other workspace post per client and window, on this instance. */
  actionLimit: { count: number; windowMs: number };
};

export const defaultWorkspaceSettings: WorkspaceSettings = {
  signInLimit: { count: 10, windowMs: 10 * 60 * 1000 },
  actionLimit: { count: 120, windowMs: 60 * 1000 },
};

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

function parseCredential<T>(text: string): T | undefined {
  if (text.length === 0 || text.length > CREDENTIAL_MAX_CHARS) return undefined;
  try {
    const value = JSON.parse(text) as unknown;
    return value && typeof value === "object" && typeof (value as { id?: unknown }).id === "string" ? (value as T) : undefined;
  } catch {
    return undefined;
  }
}

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

  return {
    origin,
    /** Sign-in and registration posts (counted per client: the sign-in attempts' limit). */
    signInPolicy: policy(settings.signInLimit),
    /** Every other workspace post. */
    actionPolicy: policy(settings.actionLimit),
    guard: () => formGuard(signer, now()),
    now,

    // Sessions ------------------------------------------------------------------------------------
    current: (secret: string | undefined) => findSession(db, secret, now()),
    sessions: (memberId: number) => openSessions(db, memberId, now()),

    async signOut(signedIn: SignedIn, formKey?: string) {
      await db.transaction().execute(async (trx) => {
        await revokeSession(trx, signedIn.sessionId, now());
        await audit.record(
          trx,
          {
            actor: signedIn.member,
            action: "session.signed-out",
            subject: `session #${signedIn.sessionId}`,
            before: null,
            after: null,
            formKey,
          },
          now(),
        );
      });
    },

    async signOutEverywhere(actor: { id: number; email: string }, formKey?: string): Promise<number> {
      return db.transaction().execute(async (trx) => {
        const count = await revokeAllSessions(trx, actor.id, now());
        await audit.record(
          trx,
          {
            actor,
            action: "session.signed-out-everywhere",
            subject: `member ${actor.email}`,
            before: { sessions: count },
            after: { sessions: 0 },
            formKey,
          },
          now(),
        );
        return count;
      });
    },

    /** Ends a session replaced by a new sign-in on the same device (a new id at every sign-in). */
    replaced: (sessionId: number) => revokeSession(db, sessionId, now()),

    /** Ends one open session of the member's own. */
    async endSession(actor: Member, sessionId: number, formKey?: string): Promise<boolean> {
      const row = await store.openSessionOf(db, sessionId, actor.id);
      if (!row) return false;
      await db.transaction().execute(async (trx) => {
        await revokeSession(trx, sessionId, now());
        await audit.record(
          trx,
          {
            actor,
            action: "session.signed-out",
            subject: `session #${sessionId}`,
            before: { device: row.userAgent },
            after: null,
            formKey,
          },
          now(),
        );
      });
      return true;
    },

    // Invitations ---------------------------------------------------------------------------------
    async invite(actor: Actor, email: string, role: WorkspaceRole, formKey?: string): Promise<{ link: string; invitation: Invitation }> {
      return db.transaction().execute(async (trx) => {
        const { secret, invitation } = await createInvitation(trx, { email, role, invitedBy: actor.id, now: now() });
        await audit.record(
          trx,
          {
            actor,
            action: "member.invited",
            subject: `member ${invitation.email}`,
            before: null,
            after: { email: invitation.email, role, expiresAt: new Date(invitation.expiresAt).toISOString() },
            formKey,
          },
          now(),
        );
        return { link: invitationLink(publicUrl, secret), invitation };
      });
    },

    openInvitation: (secret: string | undefined) => openInvitation(db, secret, now()),

    // Passkeys ------------------------------------------------------------------------------------
    async registrationOptions(invitation: Invitation): Promise<PublicKeyCredentialCreationOptionsJSON> {
      const member = await store.memberByEmail(db, invitation.email);
      const existing = member ? ((await passkeysOf([member.id])).get(member.id) ?? []) : [];
      return generateRegistrationOptions({
        rpName: siteName,
        rpID,
        userName: invitation.email,
        userDisplayName: invitation.email,
        challenge: challenges.issue(`register-${invitation.id}`),
        attestationType: "none",
        excludeCredentials: existing.map((passkey) => ({ id: passkey.id })),
        authenticatorSelection: { residentKey: "required", userVerification: "required" },
        timeout: CHALLENGE_MAX_AGE_MS,
      });
    },

    /** Registers the passkey an invitation's page created; a session for its member. */
    async register(input: {
      secret: string;
      credential: string;
      label: string;
      userAgent: string;
    }): Promise<{ ok: true; session: string; member: Member } | { ok: false; problem: PasskeyProblem }> {
      const invitation = await openInvitation(db, input.secret, now());
      if (!invitation) return { ok: false, problem: "invitation-used" };
      const response = parseCredential<RegistrationResponseJSON>(input.credential);
      if (!response) return { ok: false, problem: "invalid" };
      const check = challengeCheck(`register-${invitation.id}`);
      let verified;
      try {
        verified = await verifyRegistrationResponse({
          response,
          expectedChallenge: check.expected,
          expectedOrigin: origin,
          expectedRPID: rpID,
          requireUserVerification: true,
        });
      } catch {
        return { ok: false, problem: "invalid" };
      }
      if (!verified.verified || !(await check.spend())) return { ok: false, problem: "invalid" };
      const { credential } = verified.registrationInfo;
      const at = now();
      const result = await db.transaction().execute(async (trx) => {
        const before = await store.memberByEmail(trx, invitation.email);
        // An owner invited as a guide (their own address, say) stays an owner when no other owner could sign in.
        if (
          before &&
          (await leavesNoOwner(trx, { id: before.id, role: before.role, removed: before.removedAt !== null }, invitation.role))
        ) {
          return { ok: false as const, problem: "last-owner" as const };
        }
        if (!(await spendInvitation(trx, invitation.id, at))) return { ok: false as const, problem: "invitation-used" as const };
        if (await store.passkeyExists(trx, credential.id)) return { ok: false as const, problem: "already-registered" as const };
        let memberId: number;
        if (before) {
          memberId = before.id;
          await store.setMemberRole(trx, memberId, invitation.role);
        } else {
          // A new member has read no comment yet (Home counts those of the last days as unread).
          memberId = await store.insertMember(trx, { email: invitation.email, role: invitation.role, now: at });
        }
        const actor = { id: memberId, email: invitation.email };
        if (!before || before.removedAt !== null || before.role !== invitation.role) {
          await audit.record(
            trx,
            {
              actor,
              action: "member.joined",
              subject: `member ${invitation.email}`,
              before: before ? { role: before.role, removed: before.removedAt !== null } : null,
              after: { role: invitation.role },
            },
            at,
          );
        }
        const label = input.label || "Passkey";
        await store.insertPasskey(trx, {
          id: credential.id,
          memberId,
          publicKey: credential.publicKey,
          counter: credential.counter,
          transports: credential.transports ?? [],
          label,
          now: at,
        });
        await audit.record(
          trx,
          {
            actor,
            action: "passkey.added",
            subject: `passkey "${label}" of ${invitation.email}`,
            before: null,
            after: { label, invitation: invitation.id },
          },
          at,
        );
        return { ok: true as const, memberId };
      });
      if (!result.ok) return result;
      const session = await startSession(db, { memberId: result.memberId, passkeyId: credential.id, userAgent: input.userAgent, now: at });
      const member = await store.activeMember(db, result.memberId);
      if (!member) throw new Error(`member #${result.memberId} registered a passkey and is gone`);
      return { ok: true, session, member };
    },

    authenticationOptions(): Promise<PublicKeyCredentialRequestOptionsJSON> {
      return generateAuthenticationOptions({
        rpID,
        challenge: challenges.issue("sign-in"),
        userVerification: "required",
        timeout: CHALLENGE_MAX_AGE_MS,
      });
    },

    /** Signs in with a passkey's answer: a new session, or why not (never which part failed). */
    async signIn(input: {
      credential: string;
      userAgent: string;
    }): Promise<{ ok: true; session: string } | { ok: false; problem: PasskeyProblem }> {
      const response = parseCredential<AuthenticationResponseJSON>(input.credential);
      if (!response) return { ok: false, problem: "invalid" };
      const passkey = await store.passkeyForSignIn(db, response.id);
      // An unknown passkey reads as a bad signature: which part failed is not said.
      if (!passkey) return { ok: false, problem: "invalid" };
      const check = challengeCheck("sign-in");
      let verified;
      try {
        verified = await verifyAuthenticationResponse({
          response,
          expectedChallenge: check.expected,
          expectedOrigin: origin,
          expectedRPID: rpID,
          requireUserVerification: true,
          credential: {
            id: passkey.id,
            publicKey: passkey.publicKey,
            counter: passkey.counter,
            transports: passkey.transports as WebAuthnCredential["transports"],
          },
        });
      } catch {
        return { ok: false, problem: "invalid" };
      }
      if (!verified.verified || !(await check.spend())) return { ok: false, problem: "invalid" };
      const at = now();
      await store.passkeyUsed(db, passkey.id, verified.authenticationInfo.newCounter, at);
      const session = await startSession(db, { memberId: passkey.memberId, passkeyId: passkey.id, userAgent: input.userAgent, now: at });
      await audit.record(
        db,
        {
          actor: { id: passkey.memberId, email: passkey.email },
          action: "session.signed-in",
          subject: `passkey "${passkey.label}"`,
          before: null,
          after: null,
        },
        at,
      );
      return { ok: true, session };
    },

    // Members -------------------------------------------------------------------------------------
    async members(): Promise<MemberView[]> {
      const rows = await store.activeMembers(db);
      const passkeys = await passkeysOf(rows.map((row) => row.id));
      return rows.map((row) => ({ ...row, passkeys: passkeys.get(row.id) ?? [] }));
    },

    async passkeysOf(memberId: number): Promise<PasskeyView[]> {
      return (await passkeysOf([memberId])).get(memberId) ?? [];
    },

    /** Changes a member's role; refused when it would leave no owner able to sign in. */
    async setRole(actor: Actor, memberId: number, role: WorkspaceRole, formKey?: string): Promise<"done" | "unknown" | "last-owner"> {
      const member = await store.activeMember(db, memberId);
      if (!member) return "unknown";
      if (member.role === role) return "done";
      if (await leavesNoOwner(db, { id: memberId, role: member.role }, role)) return "last-owner";
      await db.transaction().execute(async (trx) => {
        await store.setMemberRole(trx, memberId, role);
        await audit.record(
          trx,
          { actor, action: "member.role", subject: `member ${member.email}`, before: { role: member.role }, after: { role }, formKey },
          now(),
        );
      });
      return "done";
    },

    /** Removes a member: their passkeys and sessions end with them. */
    async removeMember(actor: Actor, memberId: number, formKey?: string): Promise<"done" | "unknown" | "last-owner"> {
      const member = await store.activeMember(db, memberId);
      if (!member) return "unknown";
      if (await leavesNoOwner(db, { id: memberId, role: member.role }, null)) return "last-owner";
      await db.transaction().execute(async (trx) => {
        const passkeys = await store.deletePasskeysOf(trx, memberId);
        await revokeAllSessions(trx, memberId, now());
        await store.markMemberRemoved(trx, memberId, now());
        await audit.record(
          trx,
          {
            actor,
            action: "member.removed",
            subject: `member ${member.email}`,
            before: { role: member.role, passkeys },
            after: null,
            formKey,
          },
          now(),
        );
      });
      return "done";
    },

    /**
     * Removes a passkey (a lost phone): the sessions it opened end too. `ownerOf`: only a passkey of
     * this member (the Account screen); any member's from the Team screen.
     */
    async removePasskey(actor: Actor, passkeyId: string, ownerOf?: number, formKey?: string): Promise<"done" | "unknown" | "last-owner"> {
      const passkey = await store.passkeyWithMember(db, passkeyId, ownerOf);
      if (!passkey) return "unknown";
      if (
        passkey.role === "owner" &&
        (await store.countPasskeys(db, passkey.memberId)) <= 1 &&
        (await otherOwnersWithPasskeys(db, passkey.memberId)) === 0
      ) {
        return "last-owner";
      }
      await db.transaction().execute(async (trx) => {
        await store.deletePasskey(trx, passkeyId);
        await store.revokeSessionsOfPasskey(trx, passkeyId, now());
        await audit.record(
          trx,
          {
            actor,
            action: "passkey.removed",
            subject: `passkey "${passkey.label}" of ${passkey.email}`,
            before: { label: passkey.label },
            after: null,
            formKey,
          },
          now(),
        );
      });
      return "done";
    },

    /** The member opened the Comments screen: Home counts the comments posted from now on as unread. */
    async seen(memberId: number) {
      await store.markMemberSeen(db, memberId, now());
    },

    // History -------------------------------------------------------------------------------------
    record: (entry: audit.AuditEntry) => audit.record(db, entry, now()),
    alreadyDone: (formKey: string) => audit.alreadyDone(db, formKey),
    history: (limit = 200) => audit.history(db, limit),
  };
}

export type Workspace = Awaited<ReturnType<typeof createWorkspace>>;
