/**
 * `npm run restore -- FILE [--replace]`: restores a snapshot (from `npm run backup` or the
 * server's schedule) into the configured database (DATA_DIR's SQLite file, or DATABASE_URL's
 * PostgreSQL), then runs the migrations this version adds. Stop the site first. Decision 0060.
 */
import { parseArgs } from "node:util";
import { SnapshotError } from "../../app/backup/format.server.ts";
import { restoreSnapshot } from "../../app/backup/restore.server.ts";
import { createBackupService } from "../../app/backup/service.server.ts";
import { backupSettings } from "../../app/backup/settings.server.ts";
import { parseEnv } from "../../app/runtime/env.server.ts";
import { createDatabase, databaseConfig, describeDatabase } from "../../db/database.ts";

const usage = `Usage: npm run restore -- FILE [--replace]
  Restores the snapshot FILE into an empty DATA_DIR (or DATABASE_URL's database), then migrates it.
  --replace   replace the database that is there (a snapshot of it is kept in BACKUP_DIR first)
  Stop the site's server(s) first; start them again once it is done.`;

let parsed;
try {
  parsed = parseArgs({ allowPositionals: true, options: { replace: { type: "boolean" }, help: { type: "boolean", short: "h" } } });
} catch (error) {
  console.error(`${(error as Error).message}\n${usage}`);
  process.exit(1);
}
if (parsed.values.help) {
  console.log(usage);
  process.exit(0);
}
const [snapshot, ...extra] = parsed.positionals;
if (!snapshot || extra.length > 0) {
  console.error(usage);
  process.exit(1);
}

let env;
try {
  env = parseEnv(process.env);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
const config = databaseConfig({ dataDir: env.DATA_DIR, databaseUrl: env.DATABASE_URL, databaseSchema: env.DATABASE_SCHEMA });
const settings = backupSettings(env);
const started = Date.now();
try {
  const result = await restoreSnapshot({
    snapshot,
    config,
    replace: parsed.values.replace === true,
    async beforeReplace() {
      const database = createDatabase(config);
      try {
        const kept = await createBackupService({ database, config, settings, publicUrl: env.PUBLIC_URL }).take("before-restore");
        console.log(`The database being replaced is kept in ${kept.file}`);
      } finally {
        await database.close();
      }
    },
  });
  const { marker, rows } = result;
  const count = (table: string) => rows[table] ?? 0;
  console.log(
    `Restored ${snapshot} (taken ${new Date(marker.takenAt).toISOString()} from ${marker.engine === "sqlite" ? "SQLite" : "PostgreSQL"}) into ${describeDatabase(config)} in ${((Date.now() - started) / 1000).toFixed(1)} s:`,
  );
  console.log(
    `  ${count("booking_requests")} requests to book, ${count("departures")} departures, ${count("comments")} comments (${count("comment_photos")} photos), ` +
      `${count("contact_messages")} contact messages, ${count("place_photos")} owner's photos, ${count("workspace_members")} team members with ${count("workspace_passkeys")} passkeys`,
  );
  if (result.migrated.length > 0) console.log(`  then migrated: ${result.migrated.join(", ")}`);
  console.log(
    "  Emails are held: the restored site sends none (and queues no reminder) until the owner releases them on the workspace's Home.",
  );
  const origin = (url: string) => {
    try {
      return new URL(url).origin;
    } catch {
      return url;
    }
  };
  if (marker.publicUrl && origin(marker.publicUrl) !== origin(env.PUBLIC_URL)) {
    console.warn(
      `Warning: the snapshot was taken by the site at ${origin(marker.publicUrl)}, and PUBLIC_URL here is ${origin(env.PUBLIC_URL)}. ` +
        `The team's passkeys belong to ${new URL(marker.publicUrl).hostname}, and the links in emails already sent point to ${origin(marker.publicUrl)}: ` +
        `start the site with PUBLIC_URL=${marker.publicUrl} for them to work.`,
    );
  }
} catch (error) {
  console.error(
    error instanceof SnapshotError ? `Not restored: ${error.message}` : `Restore failed, nothing was replaced: ${(error as Error).message}`,
  );
  process.exitCode = 1;
}
