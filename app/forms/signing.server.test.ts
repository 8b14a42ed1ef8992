import { describe, expect, it } from "vitest";
import { createFormSigner, isFormKey, randomToken } from "./signing.server.ts";

describe("time tokens", () => {
  const signer = createFormSigner("a secret for the tests");

  it("give back the time they were issued at", () => {
    for (const time of [0, 1, Date.UTC(2025, 0, 1), Date.UTC(4999, 11, 31)]) {
      expect(signer.issuedAt(signer.timeToken(time)), new Date(time).toISOString()).toBe(time);
    }
  });

  it("refuse a forged or altered token", () => {
    const token = signer.timeToken(Date.UTC(2026, 2, 1));
    expect(signer.issuedAt(`${token.slice(0, -1)}x`)).toBeUndefined();
    expect(signer.issuedAt(`${Date.UTC(2026, 2, 2).toString(36)}.${token.split(".")[1]}`)).toBeUndefined();
    expect(createFormSigner("another secret").issuedAt(token)).toBeUndefined();
    expect(signer.issuedAt("")).toBeUndefined();
  });

  it("hash a visitor's address the same way every time, and differently with another key", () => {
    expect(signer.visitorHash("192.0.2.1")).toBe(signer.visitorHash("192.0.2.1"));
    expect(signer.visitorHash("192.0.2.1")).not.toBe(signer.visitorHash("192.0.2.2"));
    expect(createFormSigner("another secret").visitorHash("192.0.2.1")).not.toBe(signer.visitorHash("192.0.2.1"));
  });
});

describe("one-time keys", () => {
  it("have the shape a form's key is accepted in, and never repeat", () => {
    const seen = new Set<string>();
    for (let i = 0; i < 2000; i++) {
      const key = randomToken();
      expect(isFormKey(key)).toBe(true);
      seen.add(key);
    }
    expect(seen.size).toBe(2000);
    expect(isFormKey("short")).toBe(false);
    expect(isFormKey("has spaces in it but is long")).toBe(false);
  });
});
