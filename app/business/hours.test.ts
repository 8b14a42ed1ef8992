import { describe, expect, it } from "vitest";
import { openingHours } from "./hours.ts";

const BARILOCHE = "America/Argentina/Buenos_Aires";
// Any day gives the same hours in a zone without summer time; this one is a Saturday in July.
const DAY = Date.UTC(2026, 6, 4, 15);

describe("opening hours in the visitor's language", () => {
  it("shows the owner's wall-clock times in the business's zone, named", () => {
    const en = openingHours("en", "08:00", "20:00", BARILOCHE, DAY);
    expect(en).toMatch(/^8:00\s?AM\s?–\s?8:00\s?PM GMT-3$/);
    const es = openingHours("es", "08:00", "20:30", BARILOCHE, DAY);
    expect(es).toContain("8:00");
    expect(es).toContain("20:30");
    expect(es).toContain("GMT-3");
  });

  it("keeps the times whatever the server's own zone, and near midnight UTC", () => {
    expect(openingHours("fr", "09:15", "18:45", BARILOCHE, Date.UTC(2026, 0, 1, 1))).toMatch(/09:15\s?–\s?18:45 UTC−3|9:15.*18:45/);
    expect(openingHours("en", "09:15", "18:45", "Europe/Madrid", Date.UTC(2026, 6, 4))).toMatch(/9:15\s?AM\s?–\s?6:45\s?PM GMT\+2/);
    expect(openingHours("en", "09:15", "18:45", "Europe/Madrid", Date.UTC(2026, 0, 4))).toMatch(/9:15\s?AM\s?–\s?6:45\s?PM GMT\+1/);
  });
});
