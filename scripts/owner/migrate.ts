/**
 * `npm run migrate`: brings the database (DATA_DIR's SQLite file, or DATABASE_URL's PostgreSQL)
 * up to date. The server does the same on start; this is for deployments that migrate first.
 */
import { parseEnv } from "../../app/runtime/env.server.ts";
import { createDatabase, databaseConfig, describeDatabase, migrate } from "../../db/database.ts";

let env;
try {
  env = parseEnv(process.env);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}

const config = databaseConfig({
  dataDir: env.DATA_DIR,
  databaseUrl: env.DATABASE_URL,
  databaseSchema: env.DATABASE_SCHEMA,
});
const database = createDatabase(config);
try {
  const applied = await migrate(database);
  console.log(
    applied.length > 0 ? `${describeDatabase(config)}: applied ${applied.join(", ")}` : `${describeDatabase(config)}: up to date`,
  );
} catch (error) {
  console.error(`Migration failed on ${describeDatabase(config)}:`, error);
  process.exitCode = 1;
} finally {
  await database.close();
}
