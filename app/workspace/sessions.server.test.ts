import { describe, expect, it } from "vitest";
import { cleanupAfterEach } from "../../db/cleanup-after-each.ts";
import { createMigratedTestDatabase, testEngines } from "../../db/testing.ts";
import type { Database } from "../../db/database.ts";
import {
  clearSessionCookie,
  cookieIsSecure,
  findSession,
  openSessions,
  revokeAllSessions,
  revokeSession,
  sessionCookie,
  sessionSecretOf,
  SESSION_IDLE_MS,
  SESSION_MAX_MS,
  startSession,
} from "./sessions.server.ts";
import { hashSecret } from "./tokens.server.ts";

const DAY = 24 * 60 * 60 * 1000;

async function member(database: Database, email = "owner@example.com", role: "owner" | "guide" = "owner") {
  const row = await database.db
    .insertInto("workspace_members")
    .values({ email, role, created_at: 0, seen_at: 0, removed_at: null })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

describe.each(testEngines)("workspace sessions on $engine", ({ engine, skip }) => {
  const cleanups = cleanupAfterEach();
  async function setup() {
    const test = await createMigratedTestDatabase(engine);
    cleanups.push(() => test.cleanup());
    return test.database;
  }

  it.skipIf(skip)("signs in with the cookie's secret, and keeps only its hash", async () => {
    const database = await setup();
    const id = await member(database);
    const secret = await startSession(database.db, { memberId: id, passkeyId: null, userAgent: "phone", now: 1000 });
    const found = await findSession(database.db, secret, 2000);
    expect(found?.member).toMatchObject({ id, email: "owner@example.com", role: "owner" });
    const stored = await database.db.selectFrom("workspace_sessions").select("token_hash").executeTakeFirstOrThrow();
    expect(stored.token_hash).toBe(hashSecret(secret));
    expect(stored.token_hash).not.toContain(secret);
    // One character changed (the last one, to another of the alphabet).
    const other = `${secret.slice(0, -1)}${secret.endsWith("A") ? "B" : "A"}`;
    expect(await findSession(database.db, other, 2000)).toBeUndefined();
    expect(await findSession(database.db, "not a secret", 2000)).toBeUndefined();
  });

  it.skipIf(skip)(
    "gives each session a key for the guide's lists made from its own secret, which nothing in the database makes",
    async () => {
      const database = await setup();
      const id = await member(database);
      const one = await startSession(database.db, { memberId: id, passkeyId: null, userAgent: "phone", now: 1000 });
      const two = await startSession(database.db, { memberId: id, passkeyId: null, userAgent: "phone", now: 1000 });
      const first = await findSession(database.db, one, 2000);
      const again = await findSession(database.db, one, 5 * DAY);
      const other = await findSession(database.db, two, 2000);
      expect(first?.listsKey).toMatch(/^[A-Za-z0-9_-]{43}$/);
      // The same for the session's whole life; another session (same member, same second) has another.
      expect(again?.listsKey).toBe(first?.listsKey);
      expect(other?.listsKey).not.toBe(first?.listsKey);
      // Nothing the database keeps of the sessions holds or makes it.
      const rows = await database.db.selectFrom("workspace_sessions").selectAll().execute();
      const kept = JSON.stringify(rows);
      expect(kept).not.toContain(first!.listsKey);
      expect(kept).not.toContain(one);
    },
  );

  it.skipIf(skip)("gives every sign-in a new secret", async () => {
    const database = await setup();
    const id = await member(database);
    const first = await startSession(database.db, { memberId: id, passkeyId: null, userAgent: "", now: 0 });
    const second = await startSession(database.db, { memberId: id, passkeyId: null, userAgent: "", now: 0 });
    expect(first).not.toBe(second);
  });

  it.skipIf(skip)("ends a session after 30 days unused, kept alive by use up to 90 days", async () => {
    const database = await setup();
    const id = await member(database);
    const secret = await startSession(database.db, { memberId: id, passkeyId: null, userAgent: "", now: 0 });
    expect(await findSession(database.db, secret, SESSION_IDLE_MS - 1)).toBeDefined();
    // That use moved its last use: 29 more days are fine.
    expect(await findSession(database.db, secret, SESSION_IDLE_MS + 29 * DAY)).toBeDefined();
    // Unused for more than 30 days after that: refused.
    expect(await findSession(database.db, secret, SESSION_IDLE_MS + 29 * DAY + SESSION_IDLE_MS + 1)).toBeUndefined();

    const busy = await startSession(database.db, { memberId: id, passkeyId: null, userAgent: "", now: 0 });
    for (let day = 10; day < 90; day += 10) expect(await findSession(database.db, busy, day * DAY)).toBeDefined();
    expect(await findSession(database.db, busy, SESSION_MAX_MS + 1)).toBeUndefined();
  });

  it.skipIf(skip)("refuses a revoked session, every session signed out everywhere, and a removed member's", async () => {
    const database = await setup();
    const id = await member(database);
    const other = await member(database, "guide@example.com", "guide");
    const one = await startSession(database.db, { memberId: id, passkeyId: null, userAgent: "a", now: 0 });
    const two = await startSession(database.db, { memberId: id, passkeyId: null, userAgent: "b", now: 0 });
    const theirs = await startSession(database.db, { memberId: other, passkeyId: null, userAgent: "c", now: 0 });
    expect(await openSessions(database.db, id, 1)).toHaveLength(2);

    await revokeSession(database.db, (await findSession(database.db, one, 1))!.sessionId, 1);
    expect(await findSession(database.db, one, 2)).toBeUndefined();
    expect(await findSession(database.db, two, 2)).toBeDefined();

    expect(await revokeAllSessions(database.db, id, 3)).toBe(1);
    expect(await findSession(database.db, two, 4)).toBeUndefined();
    expect(await findSession(database.db, theirs, 4)).toBeDefined();

    await database.db.updateTable("workspace_members").set({ removed_at: 5 }).where("id", "=", other).execute();
    expect(await findSession(database.db, theirs, 6)).toBeUndefined();
  });
});

describe("the session cookie", () => {
  it("is __Host-, HttpOnly, SameSite and Secure where the browser keeps a Secure cookie", () => {
    const cookie = sessionCookie("s3cret", true);
    expect(cookie).toMatch(/^__Host-workspace=s3cret; /);
    expect(cookie).toContain("; HttpOnly");
    expect(cookie).toContain("; Secure");
    expect(cookie).toContain("; SameSite=Lax");
    expect(cookie).toContain("; Path=/");
    expect(cookie).not.toContain("Domain=");
    expect(cookie).toContain(`Max-Age=${30 * 24 * 60 * 60}`);
    expect(sessionCookie("s3cret", false)).not.toContain("Secure");
    expect(sessionCookie("s3cret", false)).toMatch(/^workspace=/);
    expect(clearSessionCookie(true)).toMatch(/^__Host-workspace=; .*Max-Age=0/);
  });

  it("is Secure over https and on localhost, not on plain http elsewhere", () => {
    expect(cookieIsSecure("https://www.example.com", false)).toBe(true);
    expect(cookieIsSecure("http://localhost:3000", false)).toBe(true);
    expect(cookieIsSecure("http://192.168.1.10:3000", false)).toBe(false);
    expect(cookieIsSecure("http://192.168.1.10:3000", true)).toBe(true);
  });

  it("is read back by its own name only", () => {
    expect(sessionSecretOf("lang=es; __Host-workspace=abc", true)).toBe("abc");
    expect(sessionSecretOf("workspace=abc", true)).toBeUndefined();
    expect(sessionSecretOf("workspace=abc", false)).toBe("abc");
    expect(sessionSecretOf(null, true)).toBeUndefined();
  });
});
