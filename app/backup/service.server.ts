/**
 * Backups (decision 0060): snapshots taken on demand (`npm run backup`) and on a schedule by the
 * server, each recorded in the database (`backup_runs`), so every instance knows when the last one
 * was taken and a scheduled one is claimed by one instance only; a bounded history of files in
 * BACKUP_DIR; and the state the workspace's Home shows.
 */
import { claimedRun, newRun } from "./claims.server.ts";
import { type BackupOptions, type BackupSettings, backupDeps } from "./deps.server.ts";
import { forgetInSnapshots } from "./forget.server.ts";
import { backupTimers } from "./schedule.server.ts";
import { snapshot } from "./snapshots.server.ts";
import { type BackupStatus, backupStatus } from "./status.server.ts";
import type { BackupKind } from "./store.server.ts";
import * as runs from "./store.server.ts";

export { type BackupSettings, RUN_LEASE_MS } from "./deps.server.ts";
export type { BackupStatus } from "./status.server.ts";

export type BackupService = {
  /** Takes a snapshot now: its path, size and how long it took. */
  take(kind: BackupKind): Promise<{ file: string; bytes: number; ms: number }>;
  /** The schedule's step: the period's snapshot, unless an instance has taken or is taking it. */
  takeIfDue(): Promise<{ file: string; bytes: number; ms: number } | undefined>;
  status(): Promise<BackupStatus>;
  /** Starts the schedule (none when BACKUP_EVERY is off). */
  start(): void;
  /** Stops the schedule; waits for a snapshot being taken to finish. */
  stop(): Promise<void>;
  /**
   * Empties, in every snapshot of BACKUP_DIR (`before-restore-…` ones too) taken before a purge, the
   * personal data that purge deleted once it is `forgetAfterDays` old: how many files changed. The
   * server does it every hour and after each snapshot.
   */
  forget(): Promise<number>;
  readonly settings: BackupSettings;
};

export function createBackupService(options: BackupOptions): BackupService {
  const deps = backupDeps(options);
  const { db, settings } = deps;

  async function takeIfDue(everyMs: number) {
    const runId = await claimedRun(deps, everyMs);
    return runId === undefined ? undefined : snapshot(deps, "scheduled", runId);
  }
  const { start, stop } = backupTimers(deps, takeIfDue);

  return {
    settings,
    async take(kind) {
      // Whether this database records runs (a database not yet migrated to 0009 does not).
      const runId = (await runs.recordsRuns(db)) ? await db.transaction().execute((trx) => newRun(deps, trx, kind)) : undefined;
      return snapshot(deps, kind, runId);
    },
    // Without a schedule, nothing is ever due.
    takeIfDue: async () => (settings.everyMs === null ? undefined : takeIfDue(settings.everyMs)),
    status: () => backupStatus(deps),
    forget: () => forgetInSnapshots(deps),
    start,
    stop,
  };
}
