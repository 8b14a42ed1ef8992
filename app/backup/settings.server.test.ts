import path from "node:path";
import { describe, expect, it } from "vitest";
import { parseEnv } from "../runtime/env.server.ts";
import { backupSettings } from "./settings.server.ts";

describe("backup settings", () => {
  it("take an hourly snapshot into DATA_DIR/backups, keep 48 and 30 daily, and forget purged data in them after 7 days, unless told otherwise", () => {
    expect(backupSettings(parseEnv({ DATA_DIR: "/srv/site" }))).toEqual({
      dir: "/srv/site/backups",
      everyMs: 3_600_000,
      keep: { latest: 48, daily: 30 },
      forgetAfterDays: 7,
    });
    expect(
      backupSettings(
        parseEnv({ BACKUP_DIR: "copies", BACKUP_EVERY: "30m", BACKUP_KEEP_LATEST: "10", BACKUP_KEEP_DAILY: "0", BACKUP_FORGET_DAYS: "0" }),
      ),
    ).toEqual({
      dir: path.resolve("copies"),
      everyMs: 1_800_000,
      keep: { latest: 10, daily: 0 },
      forgetAfterDays: 0,
    });
    expect(backupSettings(parseEnv({ BACKUP_EVERY: "1d" })).everyMs).toBe(86_400_000);
    expect(backupSettings(parseEnv({ BACKUP_EVERY: "off" })).everyMs).toBeNull();
  });

  it("name a bad period or count when the server starts", () => {
    expect(() => parseEnv({ BACKUP_EVERY: "hourly" })).toThrow(/BACKUP_EVERY: must look like "1h"/);
    expect(() => parseEnv({ BACKUP_EVERY: "0m" })).toThrow(/BACKUP_EVERY: must be at least 1m/);
    expect(() => parseEnv({ BACKUP_KEEP_LATEST: "0" })).toThrow(/BACKUP_KEEP_LATEST/);
    expect(() => parseEnv({ BACKUP_FORGET_DAYS: "-1" })).toThrow(/BACKUP_FORGET_DAYS/);
  });
});
