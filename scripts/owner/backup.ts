/**
 * `npm run backup`: takes a snapshot of the site's database now, while the site keeps serving,
 * into BACKUP_DIR (default DATA_DIR/backups), with the server's configuration (the same DATA_DIR
 * or DATABASE_URL). Prints the snapshot's path. Decision 0060.
 */
import { existsSync } from "node:fs";
import { createBackupService } from "../../app/backup/service.server.ts";
import { backupSettings } from "../../app/backup/settings.server.ts";
import { parseEnv } from "../../app/runtime/env.server.ts";
import { createDatabase, databaseConfig, describeDatabase } from "../../db/database.ts";

if (process.argv.slice(2).some((arg) => arg === "--help" || arg === "-h")) {
  console.log("Usage: npm run backup    a snapshot of the database now, into BACKUP_DIR; prints its path");
  process.exit(0);
}

let env;
try {
  env = parseEnv(process.env);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
const config = databaseConfig({ dataDir: env.DATA_DIR, databaseUrl: env.DATABASE_URL, databaseSchema: env.DATABASE_SCHEMA });
if (config.engine === "sqlite" && !existsSync(config.file)) {
  console.error(`No snapshot taken: there is no database at ${config.file} (check DATA_DIR).`);
  process.exit(1);
}
// Not migrated first: a snapshot taken before an upgrade is of the database as it was.
const database = createDatabase(config);
try {
  const backups = createBackupService({ database, config, settings: backupSettings(env), publicUrl: env.PUBLIC_URL });
  const taken = await backups.take("manual");
  console.log(taken.file);
  console.error(
    `Snapshot of ${describeDatabase(config)}: ${(taken.bytes / 1e6).toFixed(1)} MB in ${(taken.ms / 1000).toFixed(1)} s (readable by this user only).`,
  );
} catch (error) {
  console.error(`No snapshot taken: ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  await database.close();
}
