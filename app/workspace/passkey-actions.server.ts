/**
 * Joining the workspace and signing in with passkeys: invitations, a passkey registered through one, and a passkey's answer signing a member in.
 * One part of the workspace (app/workspace/workspace.server.ts puts them together).
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
import type { WorkspaceRole } from "./store.server.ts";
import * as audit from "./audit.server.ts";
import { createInvitation, invitationLink, openInvitation, spendInvitation, type Invitation } from "./invitations.server.ts";
import { leavesNoOwner } from "./owners.server.ts";
import { startSession } from "./sessions.server.ts";
import * as store from "./store.server.ts";
import {
  CHALLENGE_MAX_AGE_MS,
  parseCredential,
  type Actor,
  type Member,
  type PasskeyProblem,
  type WorkspaceContext,
} from "./workspace-context.server.ts";

export function passkeyActions(context: WorkspaceContext) {
  const { db, now, publicUrl, siteName, rpID, challenges, challengeCheck, passkeysOf, origin } = context;
  return {
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
      let verified: Awaited<ReturnType<typeof verifyRegistrationResponse>>;
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
      let verified: Awaited<ReturnType<typeof verifyAuthenticationResponse>>;
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
  };
}
