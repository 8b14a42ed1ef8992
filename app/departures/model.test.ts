import { describe, expect, it } from "vitest";
import { businessDate, clockFrom } from "../runtime/clock.server.ts";
import { departureDates, isUpcoming, seatsLeft } from "./model.ts";

describe("which departures still show", () => {
  const volcano = { startDate: "2027-10-19", endDate: "2027-10-20" };
  it("shows a departure until its last day is over in Bariloche, and one to be confirmed always", () => {
    expect(isUpcoming(volcano, "2027-10-20")).toBe(true);
    expect(isUpcoming(volcano, "2027-10-21")).toBe(false);
    expect(isUpcoming({ startDate: "2027-10-19", endDate: null }, "2027-10-19")).toBe(true);
    expect(isUpcoming({ startDate: null, endDate: null }, "2099-01-01")).toBe(true);
  });

  it("counts the day in Bariloche (UTC-3), not in UTC", () => {
    // 21 October 01:00 UTC is still 20 October, 22:00, in Bariloche.
    expect(businessDate(Date.parse("2027-10-21T01:00:00Z"))).toBe("2027-10-20");
    expect(businessDate(Date.parse("2027-10-21T03:00:00Z"))).toBe("2027-10-21");
  });

  it("runs a test clock on from its start", () => {
    let real = 1_000;
    const clock = clockFrom(Date.parse("2027-10-21T12:00:00Z"), () => real);
    expect(clock()).toBe(Date.parse("2027-10-21T12:00:00Z"));
    real += 5_000;
    expect(clock()).toBe(Date.parse("2027-10-21T12:00:05Z"));
    expect(clockFrom(undefined, () => 42)()).toBe(42);
  });

  it("leaves no seat on a full or cancelled departure", () => {
    expect(seatsLeft({ seatsTotal: 5, seatsTaken: 2, status: "scheduled" })).toBe(3);
    expect(seatsLeft({ seatsTotal: 5, seatsTaken: 2, status: "full" })).toBe(0);
    expect(seatsLeft({ seatsTotal: 5, seatsTaken: 0, status: "cancelled" })).toBe(0);
  });
});

describe("dates as each language writes them", () => {
  const text = (lang: Parameters<typeof departureDates>[1], year = 2027) => {
    const dates = departureDates({ startDate: "2027-10-19", endDate: "2027-10-20" }, lang, year);
    // Intl puts thin and narrow no-break spaces around some dashes.
    return dates.kind === "dated" ? dates.text.replace(/[\u2009\u202f]/g, " ") : "tbc";
  };
  it("writes a range in each language, with the year only when it is not the current one", () => {
    expect(text("en")).toBe("October 19 – 20");
    expect(text("es")).toBe("19–20 de octubre");
    expect(text("fr")).toBe("19–20 octobre");
    expect(text("pt")).toMatch(/^19.*20 de outubro$/);
    expect(text("it")).toMatch(/^19\s?.\s?20 ottobre$/);
    expect(text("en", 2026)).toBe("October 19 – 20, 2027");
    expect(text("es", 2026)).toBe("19–20 de octubre de 2027");
  });

  it("writes the first days of a month with one digit, in a range as alone", () => {
    const written = (startDate: string, endDate: string) => {
      const dates = departureDates({ startDate, endDate }, "it", 2027);
      return dates.kind === "dated" ? dates.text.replace(/[\u2009\u202f]/g, " ") : "tbc";
    };
    expect(written("2027-10-03", "2027-10-05")).toMatch(/^3\s?.\s?5 ottobre$/);
    expect(written("2027-10-30", "2027-11-02")).toMatch(/^30 ottobre\s?.\s?2 novembre$/);
    expect(written("2027-11-02", "2027-11-02")).toBe("2 novembre");
  });

  it("marks each day for a <time datetime>", () => {
    const dates = departureDates({ startDate: "2027-10-19", endDate: "2027-10-20" }, "es", 2027);
    expect(dates.kind === "dated" && dates.parts.filter((part) => part.time).map((part) => [part.time, part.text])).toEqual([
      ["2027-10-19", "19"],
      ["2027-10-20", "20"],
    ]);
    expect(departureDates({ startDate: null, endDate: null }, "en", 2027)).toEqual({ kind: "tbc" });
  });
});
