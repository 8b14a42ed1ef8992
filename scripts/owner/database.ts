/**
 * For the operations scripts: the server's configuration (same environment variables) and its
 * database, opened and migrated. A bad setting stops the script with the message naming it.
 */
import { parseEnv, type Env } from "../../app/runtime/env.server.ts";
import { createServices, type Services } from "../../app/composition/services.server.ts";
import { databaseConfig, describeDatabase, openDatabase, type Database, type DatabaseConfig } from "../../db/database.ts";

function serverEnv(): Env {
  try {
    return parseEnv(process.env);
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}

/**
 * The site's services, as the server creates them (its changes are announced to the running
 * servers, through the event bus or the database file): for the owner's commands that change what
 * pages show. Its background work (the mail outbox) is not started.
 */
export async function openServices(): Promise<Services> {
  return createServices(serverEnv());
}

/** Where the server's data is, in words (no secret: a URL's password is left out). */
export function describeServerDatabase(env: Env): string {
  return describeDatabase(databaseConfig({ dataDir: env.DATA_DIR, databaseUrl: env.DATABASE_URL, databaseSchema: env.DATABASE_SCHEMA }));
}

export async function openServerDatabase(): Promise<{ env: Env; config: DatabaseConfig; database: Database }> {
  const env = serverEnv();
  const config = databaseConfig({ dataDir: env.DATA_DIR, databaseUrl: env.DATABASE_URL, databaseSchema: env.DATABASE_SCHEMA });
  return { env, config, database: await openDatabase(config) };
}
