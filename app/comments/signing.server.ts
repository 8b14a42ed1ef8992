/**
 * Keyed signatures for the comment form: the time a form was rendered (for the minimum fill
 * time, unforgeable by a bot that never loaded the page) and a hash of the client's address (for
 * rate limits, so addresses themselves are never stored).
 */
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";

export type Signer = {
  formToken(issuedAt: number): string;
  /** The time the form was rendered, or undefined when the token is not one of ours. */
  verifyFormToken(token: string): number | undefined;
  clientHash(address: string): string;
};

export function createSigner(secret: string): Signer {
  const mac = (text: string) => createHmac("sha256", secret).update(text).digest("base64url").slice(0, 32);
  return {
    formToken(issuedAt) {
      const time = issuedAt.toString(36);
      return `${time}.${mac(`form:${time}`)}`;
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

export function randomToken(bytes = 18): string {
  return randomBytes(bytes).toString("base64url");
}

/** A form's one-time key as the browser sends it: 16 to 64 URL-safe characters. */
export function isClientToken(value: string): boolean {
  return /^[A-Za-z0-9_-]{16,64}$/.test(value);
}
