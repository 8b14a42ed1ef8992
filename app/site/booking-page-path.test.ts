import { describe, expect, it } from "vitest";
import { isBookingPagePath, isCanonicalBookingPath, withoutBookingToken } from "./booking-page-path.ts";

const token = "AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcde";

/** Every other spelling of `/en/booking/<token>` and of its review a router, a proxy or a browser may read as it. */
const spellings = [
  `/en/%62ooking/${token}`,
  `/en/./booking/${token}`,
  `/en/%2e/booking/${token}`,
  `/en/booki%6eg/${token}/review`,
  `/en//booking/${token}`,
  `//en/booking/${token}`,
  `/en/booking//${token}`,
  `/EN/booking/${token}`,
  `/en/BOOKING/${token}`,
  `/En/Booking/${token}/Review`,
  `/en/booking/${token}/`,
  `/en/booking/${token}.data`,
  `/en/booking/${token}/review.data`,
  `/en/x/../booking/${token}`,
  `/booking/${token}`,
  `/english/booking/${token}`,
  `/en/booking/${encodeURIComponent(token).replace("A", "%41")}`,
];

describe("a booking page's path", () => {
  it("is recognised in every spelling, and only the site's own opens a page", () => {
    expect(isCanonicalBookingPath(`/en/booking/${token}`)).toBe(true);
    expect(isCanonicalBookingPath(`/es/booking/${token}/review`)).toBe(true);
    for (const path of spellings) {
      expect(isBookingPagePath(path), path).toBe(true);
      expect(isCanonicalBookingPath(path), path).toBe(false);
    }
    expect(isBookingPagePath("/en/booking")).toBe(false);
    expect(isBookingPagePath("/en/trekking-lanin")).toBe(false);
  });

  it("is logged without its token, whatever the spelling", () => {
    expect(withoutBookingToken(`/en/booking/${token}`)).toBe("/en/booking/:token");
    expect(withoutBookingToken(`/en/booking/${token}/review`)).toBe("/en/booking/:token/review");
    for (const path of [...spellings, `/en/booking/${token}/..`, `/en/booking/${token}/%2e%2e`, `/a/b/booking/${token}`]) {
      expect(withoutBookingToken(path), path).not.toContain(token);
      expect(withoutBookingToken(path), path).not.toContain(token.slice(1));
    }
    expect(withoutBookingToken("/en/about")).toBe("/en/about");
  });
});
