import { describe, expect, it } from "vitest";
import { bookingCopyPage, isNeverCached, isSitePage } from "./policy.ts";

const token = "Q".repeat(43);

describe("what the service worker keeps", () => {
  it("never keeps a booking page in any other spelling of its path either", () => {
    for (const path of [
      `/es/%62ooking/${token}`,
      `/es/booki%6eg/${token}/review`,
      `/es//booking/${token}`,
      `/ES/BOOKING/${token}`,
      `/es/booking/${token}.data`,
      `/booking/${token}`,
    ])
      expect(isNeverCached(path), path).toBe(true);
  });

  it("never keeps a booking page as fetched, nor its review, nor the workspace or live streams", () => {
    for (const path of [
      `/es/booking/${token}`,
      `/es/booking/${token}/review`,
      "/admin",
      "/admin/departures/3/list",
      "/comments/frey/events",
      "/sw.js",
    ])
      expect(isNeverCached(path)).toBe(true);
    expect(isSitePage(`/es/booking/${token}`)).toBe(false);
  });

  it("answers a booking page's own address with its offline copy, and no other address under it", () => {
    expect(bookingCopyPage(`/es/booking/${token}`)).toBe(true);
    expect(bookingCopyPage(`/fr/booking/${token}`)).toBe(true);
    for (const path of [`/es/booking/${token}/review`, `/booking/${token}`, "/es/booking/x", "/es/escaladarocafrey", "/admin"])
      expect(bookingCopyPage(path)).toBe(false);
  });

  it("keeps the site's pages", () => {
    expect(isNeverCached("/es/escaladarocafrey")).toBe(false);
    expect(isSitePage("/es/escaladarocafrey")).toBe(true);
  });
});
