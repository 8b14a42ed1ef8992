import { describe, expect, it } from "vitest";
import { cleanupAfterEach } from "../../db/cleanup-after-each.ts";
import { createMigratedTestDatabase, testEngines } from "../../db/testing.ts";
import { createInvitation, invitationLink, INVITATION_TTL_MS, openInvitation, spendInvitation } from "./invitations.server.ts";
import { createChallenges } from "./tokens.server.ts";

describe.each(testEngines)("workspace invitations on $engine", ({ engine, skip }) => {
  const cleanups = cleanupAfterEach();
  async function setup() {
    const test = await createMigratedTestDatabase(engine);
    cleanups.push(() => test.cleanup());
    return test.database.db;
  }

  it.skipIf(skip)("opens for 15 minutes, with its email (lower case) and role", async () => {
    const db = await setup();
    const { secret } = await createInvitation(db, { email: "Guide@Example.com", role: "guide", invitedBy: null, now: 0 });
    expect(await openInvitation(db, secret, INVITATION_TTL_MS - 1)).toMatchObject({ email: "guide@example.com", role: "guide" });
    expect(await openInvitation(db, secret, INVITATION_TTL_MS)).toBeUndefined();
    expect(await openInvitation(db, "x".repeat(43), 0)).toBeUndefined();
  });

  it.skipIf(skip)("is used once only, even by two at once", async () => {
    const db = await setup();
    const { secret, invitation } = await createInvitation(db, { email: "a@example.com", role: "owner", invitedBy: null, now: 0 });
    const results = await Promise.all([spendInvitation(db, invitation.id, 10), spendInvitation(db, invitation.id, 10)]);
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await openInvitation(db, secret, 20)).toBeUndefined();
  });

  it.skipIf(skip)("cannot be used after its 15 minutes", async () => {
    const db = await setup();
    const { invitation } = await createInvitation(db, { email: "a@example.com", role: "owner", invitedBy: null, now: 0 });
    expect(await spendInvitation(db, invitation.id, INVITATION_TTL_MS + 1)).toBe(false);
  });

  it.skipIf(skip)("keeps only the hash of the link's secret", async () => {
    const db = await setup();
    const { secret } = await createInvitation(db, { email: "a@example.com", role: "owner", invitedBy: null, now: 0 });
    const rows = await db.selectFrom("workspace_invitations").selectAll().execute();
    expect(JSON.stringify(rows)).not.toContain(secret);
    expect(invitationLink("https://www.example.com", secret)).toBe(`https://www.example.com/admin/invitation/${secret}`);
  });
});

describe("passkey challenges", () => {
  it("are checked for their signature, purpose and age", () => {
    let now = 1_000_000;
    const challenges = createChallenges("key", () => now);
    const challenge = challenges.issue("sign-in");
    expect(challenges.check(challenge, "sign-in", 60_000)).toBe(true);
    expect(challenges.check(challenge, "register-1", 60_000)).toBe(false);
    expect(createChallenges("another key", () => now).check(challenge, "sign-in", 60_000)).toBe(false);
    expect(challenges.check(challenge.replace("sign-in", "register-1"), "register-1", 60_000)).toBe(false);
    now += 60_001;
    expect(challenges.check(challenge, "sign-in", 60_000)).toBe(false);
    expect(challenges.issue("sign-in")).not.toBe(challenge);
  });
});
