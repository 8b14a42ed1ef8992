/** What every part of the backups reads: the database and its configuration, the settings, the clock, the host and the log. */
import os from "node:os";
import type { DatabaseSync } from "node:sqlite";
import type { Database, DatabaseConfig } from "./store.server.ts";

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
type Forgotten = { at: number; forget(file: DatabaseSync): number };

/** A run still marked running after this long was cut short (its process died). */
export const RUN_LEASE_MS = 60 * 60_000;

export type BackupOptions = {
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
};

export type BackupDeps = Omit<BackupOptions, "now" | "host" | "log"> & {
  db: Database["db"];
  now: () => number;
  host: string;
  log: (message: string) => void;
};

/** The backups' options with their defaults. */
export function backupDeps(options: BackupOptions): BackupDeps {
  return {
    ...options,
    db: options.database.db,
    now: options.now ?? Date.now,
    host: options.host ?? os.hostname(),
    log: options.log ?? ((message: string) => console.log(message)),
  };
}
