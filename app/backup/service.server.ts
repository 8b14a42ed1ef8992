/**
 * Backups (decision 0060): snapshots taken on demand (`npm run backup`) and on a schedule by the
 * server, each recorded in the database (`backup_runs`), so every instance knows when the last one
 * was taken and a scheduled one is claimed by one instance only; a bounded history of files in
 * BACKUP_DIR; and the state the workspace's Home shows.
 */
import { readdirSync, rmSync, statSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { sql, type Kysely } from "kysely";
import type { Database, DatabaseConfig, Schema } from "../../db/database.ts";
import type { BackupKind } from "../../db/schema.ts";
import { businessDate } from "../runtime/clock.server.ts";
import { isSnapshotName, snapshotName, snapshotsToDelete, snapshotTime } from "./retention.ts";
import { MARKER_TABLE } from "./format.server.ts";
import { takeSnapshot } from "./snapshot.server.ts";

export type BackupSettings = {
  /** Where snapshot files go (BACKUP_DIR). */
  dir: string;
  /** How often the server takes one (BACKUP_EVERY); null: never on its own. */
  everyMs: number | null;
  /** How many to keep: the newest `latest`, and the newest of each of the last `daily` days. */
  keep: { latest: number; daily: number };
  /** Days a snapshot taken before a purge of personal data may still hold it (BACKUP_FORGET_DAYS); then it is emptied there too. */
  forgetAfterDays: number;
};

/**
 * Personal data the site deleted (the booking page's purge), as snapshots taken before must forget
 * it: when it was deleted, and how to empty it in a snapshot's file (its count of rows emptied).
 */
export type Forgotten = { at: number; forget(file: DatabaseSync): number };

export type BackupState = "ok" | "stale" | "failed" | "never";

export type BackupStatus = {
  state: BackupState;
  everyMs: number | null;
  /** The last snapshot taken, wherever it was taken. */
  last: { at: number; file: string; host: string } | null;
  /** The last attempt, when it failed (or was cut short) after the last snapshot. */
  failure: { at: number; error: string } | null;
};

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

/** A run still marked running after this long was cut short (its process died). */
export const RUN_LEASE_MS = 60 * 60_000;
/** The key of the advisory lock that serialises the instances' claims (any fixed number). */
const CLAIM_LOCK_KEY = 7_274_302;
/** The schedule looks first this long after the server starts (the site is up before a snapshot is taken). */
const FIRST_LOOK_MS = 60_000;
/** How often snapshots are looked through for purged data to forget. */
const FORGET_EVERY_MS = 60 * 60_000;
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

export function createBackupService(options: {
  database: Database;
  config: DatabaseConfig;
  settings: BackupSettings;
  publicUrl: string;
  now?: () => number;
  host?: string;
  /** Tests: how soon the schedule first looks. */
  firstLookMs?: number;
  log?: (message: string) => void;
  /** What the site deleted and snapshots must forget (none: nothing to forget). */
  forgotten?: () => Promise<Forgotten[]>;
}): BackupService {
  const { database, config, settings } = options;
  const now = options.now ?? Date.now;
  const host = options.host ?? os.hostname();
  const log = options.log ?? ((message: string) => console.log(message));
  const db = database.db as Kysely<Schema>;
  let timer: NodeJS.Timeout | undefined;
  let forgetTimer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  let stopped = false;

  /** Whether this database records runs (a database not yet migrated to 0009 does not). */
  async function recording(): Promise<boolean> {
    try {
      await db.selectFrom("backup_runs").select("id").limit(1).execute();
      return true;
    } catch {
      return false;
    }
  }

  async function snapshot(kind: BackupKind, runId: number | undefined) {
    const started = now();
    const file = path.join(settings.dir, snapshotName(started, kind === "before-restore" ? "before-restore" : "site"));
    try {
      const taken = await takeSnapshot({ database, config, file, publicUrl: options.publicUrl, runId, now });
      if (runId !== undefined) {
        await db
          .updateTable("backup_runs")
          .set({ status: "done", finished_at: now(), file: path.basename(taken.file), bytes: taken.bytes })
          .where("id", "=", runId)
          .execute();
      }
      prune();
      await forget().catch((error) => log(`Snapshots: purged data could not be emptied in them: ${(error as Error).message}`));
      return { ...taken, ms: now() - started };
    } catch (error) {
      if (runId !== undefined) {
        await db
          .updateTable("backup_runs")
          .set({ status: "failed", finished_at: now(), error: (error as Error).message.slice(0, 500) })
          .where("id", "=", runId)
          .execute()
          .catch(() => {});
      }
      throw error;
    }
  }

  function prune() {
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

  async function forget(): Promise<number> {
    const at = now();
    const due = ((await options.forgotten?.()) ?? []).filter((item) => item.at + settings.forgetAfterDays * DAY <= at);
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

  async function insertRun(trx: Kysely<Schema>, kind: BackupKind): Promise<number> {
    const started = now();
    const row = await trx
      .insertInto("backup_runs")
      .values({
        kind,
        status: "running",
        started_at: started,
        lease_until: started + RUN_LEASE_MS,
        finished_at: null,
        file: null,
        bytes: null,
        host,
        error: null,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    return row.id;
  }

  /** The scheduled snapshot of this period, if no instance has taken or is taking it: its run. */
  async function claim(everyMs: number): Promise<number | undefined> {
    return db.transaction().execute(async (trx) => {
      if (database.engine === "postgres") await sql`select pg_advisory_xact_lock(${CLAIM_LOCK_KEY})`.execute(trx);
      const at = now();
      const recent = await trx
        .selectFrom("backup_runs")
        .select("id")
        .where("started_at", ">", at - everyMs)
        .where((eb) => eb.or([eb("status", "<>", "running"), eb("lease_until", ">", at)]))
        .executeTakeFirst();
      return recent ? undefined : insertRun(trx, "scheduled");
    });
  }

  /** When the schedule should look again: a period after the latest attempt. */
  async function nextLook(everyMs: number): Promise<number> {
    const at = now();
    const latest = await db
      .selectFrom("backup_runs")
      .select((eb) => eb.fn.max("started_at").as("started"))
      .where((eb) => eb.or([eb("status", "<>", "running"), eb("lease_until", ">", at)]))
      .executeTakeFirst();
    const started = latest?.started === null || latest?.started === undefined ? undefined : Number(latest.started);
    const due = started === undefined ? 0 : started + everyMs - at;
    return Math.min(everyMs, Math.max(1_000, due + 1_000));
  }

  async function takeIfDue(everyMs: number) {
    const runId = await claim(everyMs);
    return runId === undefined ? undefined : snapshot("scheduled", runId);
  }

  function schedule(everyMs: number, delay: number) {
    if (stopped) return;
    timer = setTimeout(() => {
      const look = (async () => {
        try {
          const taken = await takeIfDue(everyMs);
          if (taken)
            log(
              JSON.stringify({
                time: new Date().toISOString(),
                level: "info",
                msg: "snapshot taken",
                file: taken.file,
                bytes: taken.bytes,
                ms: taken.ms,
              }),
            );
        } catch (error) {
          log(JSON.stringify({ time: new Date().toISOString(), level: "error", msg: "snapshot failed", error: (error as Error).message }));
        }
        return nextLook(everyMs).catch(() => 60_000);
      })();
      running = look;
      void look.then((next) => {
        running = undefined;
        schedule(everyMs, next);
      });
    }, delay);
    // The schedule never keeps the process alive on its own.
    timer.unref();
  }

  return {
    settings,
    async take(kind) {
      const runId = (await recording()) ? await db.transaction().execute((trx) => insertRun(trx, kind)) : undefined;
      return snapshot(kind, runId);
    },

    // Without a schedule, nothing is ever due.
    takeIfDue: async () => (settings.everyMs === null ? undefined : takeIfDue(settings.everyMs)),

    async status() {
      const at = now();
      const last = await db
        .selectFrom("backup_runs")
        .select(["started_at", "file", "host"])
        .where("status", "=", "done")
        .orderBy("started_at", "desc")
        .orderBy("id", "desc")
        .executeTakeFirst();
      const failed = await db
        .selectFrom("backup_runs")
        .select(["started_at", "error", "status"])
        .where((eb) => eb.or([eb("status", "=", "failed"), eb.and([eb("status", "=", "running"), eb("lease_until", "<=", at)])]))
        .where("started_at", ">", last?.started_at ?? -1)
        .orderBy("started_at", "desc")
        .executeTakeFirst();
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
    },

    forget,

    start() {
      if (!forgetTimer && !stopped) {
        const look = () =>
          void forget().catch((error) => log(`Snapshots: purged data could not be emptied in them: ${(error as Error).message}`));
        forgetTimer = setInterval(look, FORGET_EVERY_MS);
        forgetTimer.unref();
        setTimeout(look, options.firstLookMs ?? FIRST_LOOK_MS).unref();
      }
      if (settings.everyMs === null || timer || stopped) return;
      schedule(settings.everyMs, Math.min(options.firstLookMs ?? FIRST_LOOK_MS, settings.everyMs));
    },

    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      if (forgetTimer) clearInterval(forgetTimer);
      await running?.catch(() => {});
    },
  };
}
