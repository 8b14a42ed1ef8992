/** A snapshot taken now into BACKUP_DIR, its run recorded, and the history of files kept bounded. */
import { readdirSync, rmSync, statSync } from "node:fs";
import path from "node:path";
import { businessDate } from "../runtime/clock.server.ts";
import { type BackupDeps, RUN_LEASE_MS } from "./deps.server.ts";
import { forgetInSnapshots } from "./forget.server.ts";
import { snapshotName, snapshotsToDelete, snapshotTime } from "./retention.ts";
import { takeSnapshot } from "./snapshot.server.ts";
import * as runs from "./store.server.ts";
import type { BackupKind } from "./store.server.ts";

/** Takes a snapshot (its run, when there is one, marked done or failed): its path, size and how long it took. */
export async function snapshot(deps: BackupDeps, kind: BackupKind, runId: number | undefined) {
  const { database, config, settings, now, db, log } = deps;
  const started = now();
  const file = path.join(settings.dir, snapshotName(started, kind === "before-restore" ? "before-restore" : "site"));
  try {
    const taken = await takeSnapshot({ database, config, file, publicUrl: deps.publicUrl, runId, now });
    if (runId !== undefined) {
      await runs.runDone(db, runId, { at: now(), file: path.basename(taken.file), bytes: taken.bytes });
    }
    pruneSnapshots(deps);
    await forgetInSnapshots(deps).catch((error) => log(`Snapshots: purged data could not be emptied in them: ${(error as Error).message}`));
    return { ...taken, ms: now() - started };
  } catch (error) {
    if (runId !== undefined) {
      await runs.runFailed(db, runId, { at: now(), error: (error as Error).message.slice(0, 500) }).catch(() => {});
    }
    throw error;
  }
}

/** Deletes the snapshots the history no longer keeps, and what an interrupted one left behind. */
function pruneSnapshots(deps: BackupDeps) {
  const { settings, now } = deps;
  let names: string[];
  try {
    names = readdirSync(settings.dir);
  } catch {
    return;
  }
  const files = names.flatMap((name) => {
    const takenAt = snapshotTime(name);
    return takenAt === undefined ? [] : [{ name, takenAt }];
  });
  for (const file of snapshotsToDelete(files, settings.keep, businessDate)) rmSync(path.join(settings.dir, file.name), { force: true });
  // What a process killed while writing left behind, once no snapshot can still be writing it.
  for (const name of names.filter((candidate) => /\.partial(?:-wal|-shm|-journal)?$/.test(candidate))) {
    const file = path.join(settings.dir, name);
    try {
      if (statSync(file).mtimeMs < now() - RUN_LEASE_MS) rmSync(file, { force: true });
    } catch {
      // gone meanwhile
    }
  }
}
