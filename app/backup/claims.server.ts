/** The runs of the schedule: each period's snapshot claimed by one instance only. */
import { type BackupDeps, RUN_LEASE_MS } from "./deps.server.ts";
import * as runs from "./store.server.ts";
import type { BackupKind } from "./store.server.ts";

/** The key of the advisory lock that serialises the instances' claims (any fixed number). */
const CLAIM_LOCK_KEY = 7_274_302;

/** A new run, leased for `RUN_LEASE_MS`: its id. */
export function newRun(deps: BackupDeps, trx: Parameters<typeof runs.insertRun>[0], kind: BackupKind): Promise<number> {
  const { now, host } = deps;
  const started = now();
  return runs.insertRun(trx, { kind, startedAt: started, leaseUntil: started + RUN_LEASE_MS, host });
}

/** The scheduled snapshot of this period, if no instance has taken or is taking it: its run. */
export async function claimedRun(deps: BackupDeps, everyMs: number): Promise<number | undefined> {
  const { db, database, now } = deps;
  return db.transaction().execute(async (trx) => {
    await runs.lockClaims(trx, database.engine, CLAIM_LOCK_KEY);
    const at = now();
    const recent = await runs.liveRunSince(trx, at - everyMs, at);
    return recent ? undefined : newRun(deps, trx, "scheduled");
  });
}

/** When the schedule should look again: a period after the latest attempt. */
export async function nextLook(deps: BackupDeps, everyMs: number): Promise<number> {
  const { db, now } = deps;
  const at = now();
  const started = await runs.latestLiveStart(db, at);
  const due = started === undefined ? 0 : started + everyMs - at;
  return Math.min(everyMs, Math.max(1_000, due + 1_000));
}
