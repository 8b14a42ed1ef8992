import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";

/** A new secret for a link or a cookie: 32 random bytes, URL-safe. */
export function newSecret(): string {
  return randomBytes(32).toString("base64url");
}

/** What the database keeps of a secret: its SHA-256, so a copy of the database opens nothing. */
export function hashSecret(secret: string): string {
  return createHash("sha256").update(secret).digest("base64url");
}

/** A secret as links and cookies carry it: 43 URL-safe characters (32 bytes). */
export function isSecret(value: unknown): value is string {
  return typeof value === "string" && /^[A-Za-z0-9_-]{43}$/.test(value);
}

/**
 * Passkey challenges that need no storage until they are used: `purpose.time.random.mac`, signed
 * with the workspace's key. The server checks its signature, purpose and age when the answer comes
 * back, then records it as used (once only: `spendChallenge` in store.server.ts).
 */
export function createChallenges(key: string, now: () => number) {
  const mac = (text: string) => createHmac("sha256", key).update(`challenge:${text}`).digest("base64url").slice(0, 32);
  return {
    issue(purpose: string): string {
      const body = `${purpose}.${now().toString(36)}.${randomBytes(16).toString("base64url")}`;
      return `${body}.${mac(body)}`;
    },
    /** Whether `challenge` is ours, for `purpose`, and younger than `maxAgeMs`. */
    check(challenge: string, purpose: string, maxAgeMs: number): boolean {
      const parts = challenge.split(".");
      if (parts.length !== 4) return false;
      const [given, time, random, signature] = parts as [string, string, string, string];
      const body = `${given}.${time}.${random}`;
      const expected = Buffer.from(mac(body));
      const actual = Buffer.from(signature);
      if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return false;
      const issuedAt = parseInt(time, 36);
      return given === purpose && Number.isFinite(issuedAt) && now() - issuedAt <= maxAgeMs && issuedAt <= now() + 60_000;
    },
  };
}
