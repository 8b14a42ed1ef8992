import { describe, expect, it } from "vitest";
import { businessDate } from "../runtime/clock.server.ts";
import { snapshotName, snapshotsToDelete, snapshotTime } from "./retention.ts";

const HOUR = 3_600_000;
/** Any fixed moment: the rules are about the snapshots' times relative to each other. */
const start = Date.parse("2027-01-10T12:00:00Z");

describe("snapshot names", () => {
  it("carry their time, and nothing else is taken for a snapshot", () => {
    const name = snapshotName(start + 123);
    expect(name).toBe("site-20270110-120000.123Z.sqlite");
    expect(snapshotTime(name)).toBe(start + 123);
    expect(snapshotTime(snapshotName(start, "before-restore"))).toBeUndefined();
    expect(snapshotTime("site.sqlite")).toBeUndefined();
    expect(snapshotTime("site-20270110-120000.123Z.sqlite.partial")).toBeUndefined();
  });
});

describe("which snapshots are kept", () => {
  it("keeps the newest ones and the newest of each recent day; deletes the rest", () => {
    // Hourly for 40 days.
    const files = Array.from({ length: 40 * 24 }, (_, index) => ({ name: `s${index}`, takenAt: start + index * HOUR }));
    const deleted = new Set(snapshotsToDelete(files, { latest: 48, daily: 30 }, businessDate));
    const kept = files.filter((file) => !deleted.has(file));
    const newest = files.slice(-48);
    for (const file of newest) expect(kept).toContain(file);
    const days = new Set(kept.map((file) => businessDate(file.takenAt)));
    expect(days.size).toBe(30);
    // 48 newest (two or three days) plus one for each of the other days among the last 30.
    expect(kept.length).toBeLessThanOrEqual(48 + 30);
    expect(kept.length).toBeGreaterThan(48 + 26);
    // Of each older day, its newest one.
    for (const day of days) {
      const ofDay = files.filter((file) => businessDate(file.takenAt) === day);
      expect(kept).toContain(ofDay.at(-1));
    }
  });

  it("deletes nothing while there are fewer than the limits", () => {
    const files = [0, 1, 2].map((index) => ({ name: `s${index}`, takenAt: start + index * HOUR }));
    expect(snapshotsToDelete(files, { latest: 48, daily: 30 }, businessDate)).toEqual([]);
  });
});
