import { describe, expect, it } from "vitest";
import { buildList, gearInWords, sumGear, telHref, type ListBooking, type ListParticipantRow } from "./model.ts";
import { en } from "../i18n/guide-list/en.ts";

const booking = (id: number, groupSize: number, gear: string[], dueCents: number | null = 0): ListBooking => ({
  id,
  name: `Booker ${id}`,
  phone: "+54 9 294 400-0000",
  groupSize,
  gear,
  money: dueCents === null ? null : { state: dueCents ? "depositPaid" : "paidInFull", dueCents },
  currency: "USD",
});
const participant = (requestId: number, slot: number, extra: Partial<ListParticipantRow> = {}): ListParticipantRow => ({
  requestId,
  slot,
  fullName: `Person ${requestId}.${slot}`,
  experience: "partly",
  shoeSize: "",
  harnessSize: "",
  emergencyName: "Ana",
  emergencyPhone: "+54 294 411 1111",
  health: null,
  conditionsAt: null,
  ...extra,
});

describe("the rental gear of a departure", () => {
  it("sums personal items per person, shared ones per booking, the kit per two, with the sizes", () => {
    const bookings = [booking(1, 3, ["helmet", "shoes", "rope"]), booking(2, 2, ["helmet", "rope", "kit"]), booking(3, 1, [])];
    const participants = [
      participant(1, 1, { shoeSize: "42" }),
      participant(1, 2, { shoeSize: "38" }),
      participant(2, 1, { shoeSize: "45" }),
    ];
    const gear = sumGear(bookings, participants, ["helmet", "rope", "shoes"]);
    expect(gear).toEqual([
      { item: "helmet", count: 5, sizes: [] },
      { item: "rope", count: 2, sizes: [] },
      { item: "shoes", count: 3, sizes: ["38", "42"] },
      { item: "kit", count: 1, sizes: [] },
    ]);
    const names: Record<string, string> = { helmet: "Helmet", rope: "Rope", shoes: "Climbing shoes", kit: "Full kit for two" };
    expect(gearInWords(gear, (item) => names[item] ?? item, en)).toEqual([
      "Helmet: 5",
      "Rope: 2",
      "Climbing shoes: 3 (sizes 38, 42)",
      "Full kit for two: 1",
    ]);
  });

  it("is empty when no booking rents anything", () => {
    expect(sumGear([booking(1, 4, [])], [], [])).toEqual([]);
  });
});

describe("the list of a departure", () => {
  it("has one line per seat, the filled forms' details, the empty seats named by their booker", () => {
    const list = buildList(
      [booking(1, 2, [], 5000), booking(2, 1, [], null)],
      [participant(1, 1, { health: "Asthma", conditionsAt: 1000, experience: "meets" })],
      [{ requestId: 1, slot: 1, at: 2000 }],
    );
    expect(list.map((entry) => [entry.name, entry.filled, entry.money, entry.conditionsAccepted, entry.checkedInAt])).toEqual([
      ["Person 1.1", true, "due", true, 2000],
      ["Booker 1 (2)", false, "due", false, null],
      ["Booker 2", false, "unknown", false, null],
    ]);
    expect(list[0]).toMatchObject({ health: "Asthma", experience: "meets", experienceNote: "", emergencyName: "Ana", dueCents: 5000 });
  });

  it("keeps what a participant wrote of their experience on the booking page (free text), for the guide to read", () => {
    const [entry] = buildList([booking(1, 1, [], null)], [participant(1, 1, { experience: "  Two seasons of sport climbing. " })]);
    expect(entry).toMatchObject({ experience: "unknown", experienceNote: "Two seasons of sport climbing." });
  });

  it("calls a phone through a tel: link with digits only", () => {
    expect(telHref("+54 9 (294) 400-0000")).toBe("tel:+5492944000000");
    expect(telHref("n/a")).toBe("");
    // Without its country code a number is no call link (the list flags it instead).
    expect(telHref("0294 15 400-0000")).toBe("");
    expect(telHref("2944000000")).toBe("");
  });
});
