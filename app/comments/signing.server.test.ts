import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { CLIENT_TOKEN_LENGTH, createSigner, FORM_TOKEN_LENGTH, isClientToken, randomToken } from "./signing.server.ts";

describe("form tokens", () => {
  const signer = createSigner("a secret for the tests");

  it("have one length whatever the time, and give the time back", () => {
    for (const time of [0, 1, Date.UTC(2025, 0, 1), Date.UTC(2059, 6, 1), Date.UTC(4999, 11, 31)]) {
      const token = signer.formToken(time);
      expect(token, new Date(time).toISOString()).toHaveLength(FORM_TOKEN_LENGTH);
      expect(signer.verifyFormToken(token)).toBe(time);
    }
  });

  it("still take a token issued before the time was padded (an instance not yet restarted)", () => {
    const time = Date.UTC(2026, 2, 1);
    const unpadded = time.toString(36);
    const signature = createHmac("sha256", "a secret for the tests").update(`form:${unpadded}`).digest("base64url").slice(0, 32);
    expect(signer.verifyFormToken(`${unpadded}.${signature}`)).toBe(time);
  });

  it("refuse a forged or altered token", () => {
    const token = signer.formToken(Date.UTC(2026, 2, 1));
    expect(signer.verifyFormToken(`${token.slice(0, -1)}x`)).toBeUndefined();
    expect(createSigner("another secret").verifyFormToken(token)).toBeUndefined();
  });
});

describe("one-time keys", () => {
  it("have one length and the form's accepted shape", () => {
    for (let i = 0; i < 50; i++) {
      const token = randomToken();
      expect(token).toHaveLength(CLIENT_TOKEN_LENGTH);
      expect(isClientToken(token)).toBe(true);
    }
  });
});

describe("random tokens", () => {
  it("never repeat, across many blocks of the generator", () => {
    const seen = new Set<string>();
    for (let i = 0; i < 5000; i++) seen.add(randomToken());
    for (let i = 0; i < 200; i++) seen.add(randomToken(15));
    expect(seen.size).toBe(5200);
  });
});
