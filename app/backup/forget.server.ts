/**
 * Personal data the site deleted, emptied in the snapshots taken before its deletion once it is
 * `forgetAfterDays` old (decision 0104).
 */
import { readdirSync } from "node:fs";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import type { BackupDeps } from "./deps.server.ts";
import { MARKER_TABLE } from "./format.server.ts";
import { isSnapshotName } from "./retention.ts";

const DAY = 86_400_000;

/** When a snapshot was taken, from its marker (undefined: not one of ours, or unreadable). */
function markerTime(file: DatabaseSync): number | undefined {
  try {
    const row = file.prepare(`select value from ${MARKER_TABLE} where key = 'taken_at'`).get() as { value: string } | undefined;
    const time = row ? Date.parse(row.value) : Number.NaN;
    return Number.isNaN(time) ? undefined : time;
  } catch {
    return undefined;
  }
}

/** Empties the purged data that is due in every snapshot taken before its purge: how many files changed. */
export async function forgetInSnapshots(deps: BackupDeps): Promise<number> {
  const { now, settings, log } = deps;
  const at = now();
  const due = ((await deps.forgotten?.()) ?? []).filter((item) => item.at + settings.forgetAfterDays * DAY <= at);
  if (due.length === 0) return 0;
  let names: string[];
  try {
    names = readdirSync(settings.dir);
  } catch {
    return 0;
  }
  let changed = 0;
  for (const name of names.filter(isSnapshotName)) {
    let file: DatabaseSync;
    try {
      file = new DatabaseSync(path.join(settings.dir, name), { timeout: 10_000 });
    } catch {
      continue;
    }
    try {
      const takenAt = markerTime(file);
      // Only what the snapshot was taken before the deletion of (later ones never held it).
      const items = due.filter((item) => takenAt === undefined || takenAt < item.at);
      if (items.length === 0) continue;
      file.exec("pragma secure_delete = on");
      file.exec("begin immediate");
      let rows = 0;
      try {
        for (const item of items) rows += item.forget(file);
        file.exec("commit");
      } catch (error) {
        file.exec("rollback");
        throw error;
      }
      if (rows > 0) changed++;
    } finally {
      file.close();
    }
  }
  if (changed > 0)
    log(
      JSON.stringify({ time: new Date().toISOString(), level: "info", msg: "purged personal data emptied in snapshots", files: changed }),
    );
  return changed;
}
