import { sql } from "kysely";
import { autoIdColumn, type Migration } from "./types.ts";

/**
 * Snapshots of the database (app/backup/): one row per snapshot taken or attempted, by the
 * server's schedule or by `npm run backup`. Kept in the database so that every instance sees when
 * the last one was taken, and so that a scheduled one is claimed by one instance only.
 */
export const backups: Migration = {
  name: "0009-backups",
  async up(db, engine) {
    await db.schema
      .createTable("backup_runs")
      .addColumn("id", "integer", autoIdColumn(engine))
      .addColumn("kind", "text", (c) => c.notNull().check(sql`kind in ('scheduled', 'manual', 'before-restore')`))
      .addColumn("status", "text", (c) => c.notNull().check(sql`status in ('running', 'done', 'failed')`))
      .addColumn("started_at", "bigint", (c) => c.notNull())
      /** A run still `running` after this was cut short (its process died): it counts as failed. */
      .addColumn("lease_until", "bigint", (c) => c.notNull())
      .addColumn("finished_at", "bigint")
      /** The snapshot's file name (in that machine's BACKUP_DIR) and size, once done. */
      .addColumn("file", "text")
      .addColumn("bytes", "bigint")
      /** The machine that took it (several instances may each have a BACKUP_DIR of their own). */
      .addColumn("host", "text", (c) => c.notNull())
      .addColumn("error", "text")
      .execute();
    await db.schema.createIndex("backup_runs_started").on("backup_runs").column("started_at").execute();
  },
};
