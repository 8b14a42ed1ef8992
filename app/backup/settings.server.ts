import path from "node:path";
import type { Env } from "../runtime/env.server.ts";
import type { BackupSettings } from "./service.server.ts";

/** The backups' settings from the environment: BACKUP_DIR defaults to DATA_DIR/backups. */
export function backupSettings(
  env: Pick<Env, "BACKUP_DIR" | "BACKUP_EVERY" | "BACKUP_KEEP_LATEST" | "BACKUP_KEEP_DAILY" | "BACKUP_FORGET_DAYS" | "DATA_DIR">,
): BackupSettings {
  return {
    dir: path.resolve(env.BACKUP_DIR ?? path.join(env.DATA_DIR, "backups")),
    everyMs: env.BACKUP_EVERY,
    keep: { latest: env.BACKUP_KEEP_LATEST, daily: env.BACKUP_KEEP_DAILY },
    forgetAfterDays: env.BACKUP_FORGET_DAYS,
  };
}
