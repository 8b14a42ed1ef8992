/**
 * Which snapshots to keep: the newest `latest` ones (with the hourly default, the last two days),
 * and the newest of each of the last `daily` days that have one (a day as Bariloche counts it).
 * Everything else is deleted, so the folder never grows without bound.
 */
export type SnapshotFile = { name: string; takenAt: number };

export function snapshotsToDelete(
  files: readonly SnapshotFile[],
  keep: { latest: number; daily: number },
  dayOf: (time: number) => string,
): SnapshotFile[] {
  const newestFirst = [...files].sort((a, b) => b.takenAt - a.takenAt);
  const kept = new Set(newestFirst.slice(0, keep.latest));
  const days = new Set<string>();
  for (const file of newestFirst) {
    const day = dayOf(file.takenAt);
    if (days.has(day)) continue;
    if (days.size >= keep.daily) break;
    days.add(day);
    kept.add(file);
  }
  return newestFirst.filter((file) => !kept.has(file));
}

/** Snapshot names: `site-20270115-143000.123Z.sqlite` (UTC), sortable and never the same twice in a folder. */
const NAME = /^site-(\d{4})(\d{2})(\d{2})-(\d{2})(\d{2})(\d{2})\.(\d{3})Z\.sqlite$/;

export function snapshotName(time: number, prefix = "site"): string {
  const iso = new Date(time).toISOString(); // 2027-01-15T14:30:00.123Z
  return `${prefix}-${iso.slice(0, 10).replaceAll("-", "")}-${iso.slice(11, 19).replaceAll(":", "")}.${iso.slice(20, 23)}Z.sqlite`;
}

/** The time in a snapshot's name, or undefined for any other file (those are never deleted). */
export function snapshotTime(name: string): number | undefined {
  const match = NAME.exec(name);
  if (!match) return undefined;
  const [, year, month, day, hour, minute, second, ms] = match;
  return Date.UTC(Number(year), Number(month) - 1, Number(day), Number(hour), Number(minute), Number(second), Number(ms));
}

/** Any snapshot's name, a scheduled or manual one (`site-…`) or one kept before a restore (`before-restore-…`). */
export function isSnapshotName(name: string): boolean {
  return /^(?:site|before-restore)-\d{8}-\d{6}\.\d{3}Z\.sqlite$/.test(name);
}
