/**
 * For the operations scripts: the server's configuration (same environment variables) and its
 * database, opened and migrated. A bad setting stops the script with the message naming it.
 */
import { parseEnv, type Env } from "../app/env.server.ts";
import { databaseConfig, openDatabase, type Database, type DatabaseConfig } from "../db/database.ts";

export async function openServerDatabase(): Promise<{ env: Env; config: DatabaseConfig; database: Database }> {
  let env: Env;
  try {
    env = parseEnv(process.env);
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
  const config = databaseConfig({ dataDir: env.DATA_DIR, databaseUrl: env.DATABASE_URL, databaseSchema: env.DATABASE_SCHEMA });
  return { env, config, database: await openDatabase(config) };
}
