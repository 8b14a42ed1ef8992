/**
 * Everything the site's server-side features share, created once per process: the database
 * (migrated on start), the event bus and the comments service. Loaders and actions reach them
 * through React Router's context (`servicesContext`), never as module globals.
 */
import type { Env } from "../app/env.server.ts";
import { createCommentsService, type CommentsService } from "../app/comments/service.server.ts";
import { databaseConfig, describeDatabase, openDatabase, type Database } from "../db/database.ts";
import { createEventBus, type EventBus } from "./events.ts";

export type Services = {
  database: Database;
  events: EventBus;
  comments: CommentsService;
  /** Stops streams and closes connections (on shutdown). */
  close(): Promise<void>;
};

export async function createServices(env: Env): Promise<Services> {
  const config = databaseConfig({ dataDir: env.DATA_DIR, databaseUrl: env.DATABASE_URL, databaseSchema: env.DATABASE_SCHEMA });
  const database = await openDatabase(config);
  let events: EventBus | undefined;
  try {
    events = await createEventBus(database);
    const comments = await createCommentsService({
      database,
      bus: events,
      secret: env.COMMENTS_SECRET,
      settings: { rateLimit: env.COMMENT_RATE_LIMIT, minFillMs: env.COMMENT_MIN_FILL_MS },
    });
    console.log(`Database: ${describeDatabase(config)}; events: ${events.kind}`);
    const bus = events;
    return {
      database,
      events: bus,
      comments,
      async close() {
        comments.close();
        await bus.close();
        await database.close();
      },
    };
  } catch (error) {
    await events?.close().catch(() => {});
    await database.close().catch(() => {});
    throw error;
  }
}
