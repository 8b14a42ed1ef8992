/**
 * Keyed signatures for the comment form: the time a form was rendered (for the minimum fill
 * time, unforgeable by a bot that never loaded the page) and a hash of the client's address (for
 * rate limits, so addresses themselves are never stored).
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import { pooledRandomBytes } from "../random.server.ts";

export type Signer = {
  formToken(issuedAt: number): string;
  /** The time the form was rendered, or undefined when the token is not one of ours. */
  verifyFormToken(token: string): number | undefined;
  clientHash(address: string): string;
};

/** Digits of a form token's time (base 36, zero-padded): enough until the year 5000. */
const TIME_DIGITS = 9;
/** Every form token is this long (the time zero-padded): older, shorter ones still verify. */
export const FORM_TOKEN_LENGTH = TIME_DIGITS + 1 + 32;
/** Bytes behind a one-time key; its text is always `CLIENT_TOKEN_LENGTH` long. */
const CLIENT_TOKEN_BYTES = 18;
export const CLIENT_TOKEN_LENGTH = Math.ceil((CLIENT_TOKEN_BYTES * 4) / 3);

export function createSigner(secret: string): Signer {
  const mac = (text: string) => createHmac("sha256", secret).update(text).digest("base64url").slice(0, 32);
  // Pages served at once get their tokens in the same millisecond: one signature for them all.
  let last = { issuedAt: NaN, token: "" };
  return {
    formToken(issuedAt) {
      if (issuedAt === last.issuedAt) return last.token;
      const time = issuedAt.toString(36).padStart(TIME_DIGITS, "0");
      last = { issuedAt, token: `${time}.${mac(`form:${time}`)}` };
      return last.token;
    },
    verifyFormToken(token) {
      const [time, signature, ...rest] = token.split(".");
      if (!time || !signature || rest.length > 0 || !/^[0-9a-z]{1,12}$/.test(time)) return undefined;
      const expected = Buffer.from(mac(`form:${time}`));
      const given = Buffer.from(signature);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
      return parseInt(time, 36);
    },
    clientHash: (address) => mac(`client:${address}`),
  };
}

export function randomToken(bytes = CLIENT_TOKEN_BYTES): string {
  return pooledRandomBytes(bytes).toString("base64url");
}

/** A form's one-time key as the browser sends it: 16 to 64 URL-safe characters. */
export function isClientToken(value: string): boolean {
  return /^[A-Za-z0-9_-]{16,64}$/.test(value);
}
