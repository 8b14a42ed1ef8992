import { describe, expect, it } from "vitest";
import { cleanupAfterEach } from "../../db/cleanup-after-each.ts";
import { createMigratedTestDatabase, testEngines } from "../../db/testing.ts";
import type { WorkspaceRole } from "../../db/schema.ts";
import { testSigner } from "../mail/testing/setup.ts";
import { leavesNoOwner } from "./owners.server.ts";
import { createWorkspace } from "./workspace.server.ts";

describe.each(testEngines)("the last-owner rule and sign-in refusals on $engine", ({ engine, skip }) => {
  const cleanups = cleanupAfterEach();
  async function setup() {
    const test = await createMigratedTestDatabase(engine);
    cleanups.push(() => test.cleanup());
    const db = test.database.db;
    const member = async (email: string, role: WorkspaceRole, passkey?: string) => {
      const { id } = await db
        .insertInto("workspace_members")
        .values({ email, role, created_at: 1, seen_at: 1, removed_at: null })
        .returning("id")
        .executeTakeFirstOrThrow();
      if (passkey) {
        await db
          .insertInto("workspace_passkeys")
          .values({
            id: passkey,
            member_id: id,
            public_key: new Uint8Array([1, 2, 3]),
            counter: 0,
            transports: "[]",
            label: "Phone",
            created_at: 1,
            last_used_at: null,
          })
          .execute();
      }
      return { id, role };
    };
    return { test, db, member };
  }

  it.skipIf(skip)("keeps an owner who can sign in, whichever way the role changes or the member leaves", async () => {
    const { db, member } = await setup();
    const only = await member("owner@example.com", "owner", "key-1");
    const guide = await member("guide@example.com", "guide", "key-2");
    expect(await leavesNoOwner(db, only, "guide")).toBe(true);
    expect(await leavesNoOwner(db, only, null)).toBe(true);
    expect(await leavesNoOwner(db, only, "owner")).toBe(false);
    expect(await leavesNoOwner(db, guide, null)).toBe(false);
    // A removed member is no owner any more: re-inviting them as a guide changes no owner.
    expect(await leavesNoOwner(db, { ...only, removed: true }, "guide")).toBe(false);
    // An owner without a passkey does not count as one who can sign in.
    await member("lost-phone@example.com", "owner");
    expect(await leavesNoOwner(db, only, "guide")).toBe(true);
    await member("second@example.com", "owner", "key-3");
    expect(await leavesNoOwner(db, only, "guide")).toBe(false);
  });

  it.skipIf(skip)("answers an unknown passkey and a known one with a bad signature the same way", async () => {
    const { test, member } = await setup();
    await member("owner@example.com", "owner", "a25vd24");
    const workspace = await createWorkspace({
      database: test.database,
      publicUrl: "https://bariloche.example",
      siteName: "Bariloche Vertical",
      signer: testSigner,
    });
    const answer = (id: string) =>
      JSON.stringify({
        id,
        rawId: id,
        type: "public-key",
        clientExtensionResults: {},
        response: { clientDataJSON: "e30", authenticatorData: "AAAA", signature: "AAAA", userHandle: "AAAA" },
      });
    const unknown = await workspace.signIn({ credential: answer("dW5rbm93bg"), userAgent: "test" });
    const known = await workspace.signIn({ credential: answer("a25vd24"), userAgent: "test" });
    expect(unknown).toEqual({ ok: false, problem: "invalid" });
    expect(known).toEqual(unknown);
  });
});
