import { describe, expect, it } from "vitest";
import type { Departure } from "../departures/model.ts";
import { preselectedDeparture, requestHref } from "./preselect.ts";

const today = "2026-11-25";
const departure = (id: number, startDate: string | null, fields: Partial<Departure> = {}): Departure => ({
  id,
  offer: "trekkingLanin",
  startDate,
  endDate: null,
  seatsTotal: 5,
  seatsTaken: 0,
  status: "scheduled",
  notes: {},
  ...fields,
});

describe("preselectedDeparture", () => {
  it("chooses the nearest departure with a seat left, whatever the list's order", () => {
    const list = [departure(1, "2027-02-10"), departure(2, "2026-12-20"), departure(3, "2027-01-05")];
    expect(preselectedDeparture(list, today)).toBe("2");
  });

  it("passes over the full, the cancelled, those already started and those to be confirmed", () => {
    const list = [
      departure(1, "2026-11-24", { endDate: "2026-11-27" }),
      departure(2, null),
      departure(3, "2026-12-01", { seatsTaken: 5 }),
      departure(4, "2026-12-02", { status: "full" }),
      departure(5, "2026-12-03", { status: "cancelled" }),
      departure(6, "2026-12-09"),
    ];
    expect(preselectedDeparture(list, today)).toBe("6");
  });

  it("counts today as ahead: a departure leaving today can still be asked for", () => {
    expect(preselectedDeparture([departure(2, "2026-12-01"), departure(1, today)], today)).toBe("1");
  });

  it("gives the departure asked for when a request can name it, else the nearest", () => {
    const list = [departure(1, "2026-12-01"), departure(2, "2027-01-10"), departure(3, "2027-02-01", { seatsTaken: 5 })];
    expect(preselectedDeparture(list, today, "2")).toBe("2");
    expect(preselectedDeparture(list, today, "3")).toBe("1");
    expect(preselectedDeparture(list, today, "99")).toBe("1");
    expect(preselectedDeparture(list, today, "<script>")).toBe("1");
    expect(preselectedDeparture(list, today, null)).toBe("1");
  });

  it('is other dates ("") when no departure has a seat left', () => {
    expect(preselectedDeparture([], today)).toBe("");
    expect(preselectedDeparture([departure(1, "2026-12-01", { status: "full" })], today, "1")).toBe("");
  });
});

describe("requestHref", () => {
  it("is the excursion page with the departure in the query and the form as the fragment", () => {
    expect(requestHref("/es/trekking-lanin", 12)).toBe("/es/trekking-lanin?departure=12#request");
  });
});
