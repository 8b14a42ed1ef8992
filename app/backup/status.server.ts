/** The state the workspace's Home shows of the backups. */
import type { BackupDeps } from "./deps.server.ts";
import * as runs from "./store.server.ts";

type BackupState = "ok" | "stale" | "failed" | "never";

export type BackupStatus = {
  state: BackupState;
  everyMs: number | null;
  /** The last snapshot taken, wherever it was taken. */
  last: { at: number; file: string; host: string } | null;
  /** The last attempt, when it failed (or was cut short) after the last snapshot. */
  failure: { at: number; error: string } | null;
};

export async function backupStatus(deps: BackupDeps): Promise<BackupStatus> {
  const { db, now, settings } = deps;
  const at = now();
  const last = await runs.lastDoneRun(db);
  const failed = await runs.lastFailedRunAfter(db, last?.started_at ?? -1, at);
  const failure = failed
    ? { at: Number(failed.started_at), error: failed.status === "running" ? "interrupted" : (failed.error ?? "") }
    : null;
  const lastTaken = last ? { at: Number(last.started_at), file: last.file ?? "", host: last.host } : null;
  const state: BackupState = failure
    ? "failed"
    : !lastTaken
      ? "never"
      : settings.everyMs !== null && at - lastTaken.at > 2 * settings.everyMs
        ? "stale"
        : "ok";
  return { state, everyMs: settings.everyMs, last: lastTaken, failure };
}
