import { describe, expect, it } from "vitest";
import { addDays, importListsKey, isExpired, listIdOf, listsToKeep, open, phoneBusinessDay, seal } from "./offline.ts";

const today = "2027-01-15";
const departure = (id: number, startDate: string | null, endDate: string | null = null, status = "scheduled") => ({
  id,
  startDate,
  endDate,
  status,
});

describe("the lists a guide's phone keeps", () => {
  it("keeps today's, tomorrow's and the day after's departures, and one that started before and ends today or later", () => {
    const kept = listsToKeep(
      [
        departure(1, "2027-01-14"), // yesterday: over
        departure(2, "2027-01-15"),
        departure(3, "2027-01-16"),
        departure(4, "2027-01-17"),
        departure(5, "2027-01-18"), // in four days: not yet
        departure(6, "2027-01-13", "2027-01-15"), // a three-day trip ending today
        departure(7, "2027-01-12", "2027-01-14"), // ended yesterday
        departure(8, "2027-01-17", "2027-01-20"), // starts the day after tomorrow
        departure(9, null), // to be confirmed
        departure(10, "2027-01-16", null, "cancelled"),
        departure(11, "2027-01-16", null, "full"),
      ],
      today,
    );
    expect(kept.map((list) => list.id)).toEqual([2, 3, 4, 6, 8, 11]);
    expect(kept.find((list) => list.id === 8)).toEqual({ id: 8, lastDay: "2027-01-20", path: "/admin/departures/8/list" });
  });

  it("counts calendar days across months and years", () => {
    expect(addDays("2027-12-31", 1)).toBe("2028-01-01");
    expect(addDays("2028-02-28", 2)).toBe("2028-03-01");
  });

  it("drops a list once its last day is over, by the business clock counted on the phone", () => {
    const phoneNow = Date.parse("2027-01-16T02:30:00Z"); // 23:30 on the 15th in Bariloche
    expect(phoneBusinessDay(phoneNow, 0, "America/Argentina/Buenos_Aires")).toBe("2027-01-15");
    // The server's clock was an hour ahead of the phone's: it is already the 16th there.
    expect(phoneBusinessDay(phoneNow, 3600_000, "America/Argentina/Buenos_Aires")).toBe("2027-01-16");
    expect(isExpired("2027-01-15", "2027-01-15")).toBe(false);
    expect(isExpired("2027-01-15", "2027-01-16")).toBe(true);
  });

  it("knows a list's address", () => {
    expect(listIdOf("/admin/departures/42/list")).toBe(42);
    expect(listIdOf("/admin/departures/42")).toBeUndefined();
    expect(listIdOf("/admin/departures/42/list.data")).toBeUndefined();
  });
});

describe("a kept list, sealed", () => {
  const key = "q0Lr3lYg7xfxn2lW8a1X8l4X6kMWjv1l0l8S2pDPL4k";
  const address = "https://bariloche.example/admin/departures/2/list";
  const page = new TextEncoder().encode("<p>Asthma, carries an inhaler</p>");

  it("does not hold the page's text, and opens with the session's key at its own address only", async () => {
    const sealed = await seal(await importListsKey(key), address, page);
    expect(Buffer.from(sealed).toString("latin1")).not.toContain("Asthma");
    const opened = await open(await importListsKey(key), address, sealed.buffer);
    expect(new TextDecoder().decode(opened)).toBe("<p>Asthma, carries an inhaler</p>");
    expect(await open(await importListsKey(key), "https://bariloche.example/admin/departures/3/list", sealed.buffer)).toBeUndefined();
    const otherKey = "A".repeat(43);
    expect(await open(await importListsKey(otherKey), address, sealed.buffer)).toBeUndefined();
  });

  it("keeps the key out of reach of the page's scripts", async () => {
    const imported = await importListsKey(key);
    expect(imported.extractable).toBe(false);
    await expect(crypto.subtle.exportKey("raw", imported)).rejects.toThrow();
  });
});
