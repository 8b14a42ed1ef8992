import { describe, expect, it } from "vitest";
import { site } from "../config/site.ts";
import { businessDate, businessDayStart } from "./clock.server.ts";
import { dateIn, dayStartIn, nextDay, offsetIn } from "./time-zone.ts";

const HOUR = 60 * 60 * 1000;

describe("days in a time zone", () => {
  it("are the business's in Bariloche: a day starts at 03:00 UTC", () => {
    expect(site.timeZone).toBe("America/Argentina/Buenos_Aires");
    expect(businessDate(Date.parse("2027-10-21T02:59:59Z"))).toBe("2027-10-20");
    expect(businessDate(Date.parse("2027-10-21T03:00:00Z"))).toBe("2027-10-21");
    expect(businessDayStart("2027-10-21")).toBe(Date.parse("2027-10-21T03:00:00Z"));
  });

  it("follow a zone that moves its clocks: its days are 23 and 25 hours long", () => {
    // Madrid moved from UTC+1 to UTC+2 on 29 March 2026 and back on 25 October 2026.
    expect(offsetIn("Europe/Madrid", Date.parse("2026-03-28T12:00:00Z"))).toBe(1 * HOUR);
    expect(offsetIn("Europe/Madrid", Date.parse("2026-03-30T12:00:00Z"))).toBe(2 * HOUR);
    expect(dayStartIn("Europe/Madrid", "2026-03-29")).toBe(Date.parse("2026-03-28T23:00:00Z"));
    expect(dayStartIn("Europe/Madrid", "2026-03-30") - dayStartIn("Europe/Madrid", "2026-03-29")).toBe(23 * HOUR);
    expect(dayStartIn("Europe/Madrid", "2026-10-26") - dayStartIn("Europe/Madrid", "2026-10-25")).toBe(25 * HOUR);
    expect(dateIn("Europe/Madrid", Date.parse("2026-10-25T22:59:59Z"))).toBe("2026-10-25");
    expect(dateIn("Europe/Madrid", Date.parse("2026-10-25T23:00:00Z"))).toBe("2026-10-26");
  });

  it("starts a day whose midnight is skipped at its first hour", () => {
    // Santiago de Chile moved its clocks from 00:00 to 01:00 on 6 September 2026.
    const start = dayStartIn("America/Santiago", "2026-09-06");
    expect(dateIn("America/Santiago", start)).toBe("2026-09-06");
    expect(dateIn("America/Santiago", start - 1)).toBe("2026-09-05");
  });

  it("refuses what is not a day, and counts days on the calendar", () => {
    expect(() => dayStartIn("Europe/Madrid", "not a day")).toThrow(RangeError);
    expect(nextDay("2028-02-28")).toBe("2028-02-29");
    expect(nextDay("2026-12-31")).toBe("2027-01-01");
  });
});
