/**
 * The forms' keyed signatures: the time a form was rendered (for the minimum fill time and the
 * form's age, unforgeable by a bot that never loaded the page) and a hash of the visitor's address
 * (for the limits counted in the database, so addresses themselves are never stored).
 */
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";

export type FormSigner = {
  /** A signed token carrying `issuedAt`. */
  timeToken(issuedAt: number): string;
  /** The time a token was issued, or undefined when it is not one of ours. */
  issuedAt(token: string): number | undefined;
  /** The visitor's address, hashed with the key. */
  visitorHash(address: string): string;
};

export function createFormSigner(secret: string): FormSigner {
  const mac = (text: string) => createHmac("sha256", secret).update(text).digest("base64url").slice(0, 32);
  return {
    timeToken(issuedAt) {
      const time = issuedAt.toString(36);
      return `${time}.${mac(`form:${time}`)}`;
    },
    issuedAt(token) {
      const [time, signature, ...rest] = token.split(".");
      if (!time || !signature || rest.length > 0 || !/^[0-9a-z]{1,12}$/.test(time)) return undefined;
      const expected = Buffer.from(mac(`form:${time}`));
      const given = Buffer.from(signature);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
      return parseInt(time, 36);
    },
    visitorHash: (address) => mac(`client:${address}`),
  };
}

/** A random URL-safe token: a form's one-time key (18 bytes), a photo's id. */
export function randomToken(bytes = 18): string {
  return randomBytes(bytes).toString("base64url");
}

/** A form's one-time key as the browser sends it: 16 to 64 URL-safe characters. */
export function isFormKey(value: string): boolean {
  return /^[A-Za-z0-9_-]{16,64}$/.test(value);
}
