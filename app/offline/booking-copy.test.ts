import { describe, expect, it } from "vitest";
import { SERVICE_WORKER_PATH } from "./messages.ts";
import {
  copyAddress,
  COPY_KEEP_FOR_HEADER,
  COPY_KEPT_UNTIL_HEADER,
  isBookingCopyPath,
  isCopyExpired,
  isGoneAnswer,
  keepCopyScript,
  keptUntil,
} from "./booking-copy.ts";

const token = "A".repeat(20) + "b_-".repeat(7) + "z".repeat(2);
const NOW = Date.parse("2026-12-01T12:00:00Z");

describe("the booking page's offline copy", () => {
  it("is kept only for a booking page's own address, never its review nor another path", () => {
    expect(token).toHaveLength(43);
    expect(isBookingCopyPath(`/es/booking/${token}`)).toBe(true);
    for (const other of [
      `/es/booking/${token}/review`,
      `/booking/${token}`,
      `/es/booking/${token.slice(1)}`,
      "/es/booking/saved",
      "/es/about",
    ])
      expect(isBookingCopyPath(other)).toBe(false);
    expect(copyAddress(`/es/booking/${token}`)).toBe(`/es/booking/${token}?offline-copy`);
  });

  it("is kept as long as the server says, counted on the device's clock, and not at all when it says nothing", () => {
    expect(keptUntil(new Headers({ [COPY_KEEP_FOR_HEADER]: "86400" }), NOW)).toBe(NOW + 86_400_000);
    for (const value of [undefined, "", "0", "-5", "soon"])
      expect(keptUntil(new Headers(value === undefined ? {} : { [COPY_KEEP_FOR_HEADER]: value }), NOW)).toBeUndefined();
  });

  it("is dropped once past its time, or when it carries none", () => {
    expect(isCopyExpired(new Headers({ [COPY_KEPT_UNTIL_HEADER]: String(NOW + 1) }), NOW)).toBe(false);
    expect(isCopyExpired(new Headers({ [COPY_KEPT_UNTIL_HEADER]: String(NOW) }), NOW)).toBe(true);
    expect(isCopyExpired(new Headers(), NOW)).toBe(true);
    expect(isGoneAnswer(404) && isGoneAnswer(410)).toBe(true);
    expect(isGoneAnswer(200) || isGoneAnswer(500) || isGoneAnswer(429)).toBe(false);
  });

  it("is asked for by a script that registers the site's worker at the public origin only", () => {
    const script = keepCopyScript("https://bariloche.example");
    expect(script).toContain(`location.origin!=="https://bariloche.example"`);
    expect(script).toContain(`register("${SERVICE_WORKER_PATH}"`);
    expect(script).toContain(`type:"keep-booking"`);
    expect(script).not.toMatch(/<\/script/i);
    expect(new TextEncoder().encode(script).length).toBeLessThan(400);
  });
});
