import { describe, expect, it } from "vitest";
import { nextOccurrence, seedDepartures } from "./0004-departures.ts";

describe("the departures of a fresh install", () => {
  it("are on the next 19-20 October and 25-30 August after the install day", () => {
    expect(nextOccurrence("2026-11-25", 10, 19, 20)).toEqual({ startDate: "2027-10-19", endDate: "2027-10-20" });
    expect(nextOccurrence("2027-03-01", 10, 19, 20)).toEqual({ startDate: "2027-10-19", endDate: "2027-10-20" });
    expect(nextOccurrence("2027-10-19", 10, 19, 20)).toEqual({ startDate: "2028-10-19", endDate: "2028-10-20" });
    const seeded = seedDepartures(Date.parse("2026-11-25T17:00:00Z"));
    expect(seeded.map((d) => [d.offer, d.startDate, d.endDate, d.seatsTotal])).toEqual([
      ["trekkingLanin", "2027-10-19", "2027-10-20", 5],
      ["trad_course", null, null, 8],
      ["sport_course", null, null, 8],
      ["piedra_transfer", "2027-08-25", "2027-08-30", 12],
      ["trekking", null, null, 8],
    ]);
  });
});
