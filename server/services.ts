/**
 * Everything the site's server-side features share, created once per process: the database
 * (migrated on start), the event bus and the comments service. Loaders and actions reach them
 * through React Router's context (`servicesContext`), never as module globals.
 */
import path from "node:path";
import type { Env } from "../app/env.server.ts";
import { createAnalyticsService, type AnalyticsService } from "../app/analytics/service.server.ts";
import { createCommentsService, type CommentsService } from "../app/comments/service.server.ts";
import { createContactService, type ContactService } from "../app/contact/service.server.ts";
import { fileTransport, smtpTransport } from "../app/contact/transport.server.ts";
import { databaseConfig, describeDatabase, openDatabase, type Database } from "../db/database.ts";
import { createEventBus, type EventBus } from "./events.ts";

export type Services = {
  database: Database;
  events: EventBus;
  comments: CommentsService;
  /** The contact form and its mail outbox (the worker is started by server/start.ts). */
  contact: ContactService;
  /** Page views for the owner's report (our own collector). */
  analytics: AnalyticsService;
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
    const contact = await createContactService({
      database,
      transport: env.SMTP_URL ? smtpTransport(env.SMTP_URL) : fileTransport(path.resolve(env.DATA_DIR, "mail")),
      mail: { from: env.MAIL_FROM, adminEmail: env.ADMIN_EMAIL, publicUrl: env.PUBLIC_URL },
      settings: { rateLimit: env.CONTACT_RATE_LIMIT },
    });
    console.log(`Database: ${describeDatabase(config)}; events: ${events.kind}; contact emails: ${contact.transport.description}`);
    const bus = events;
    return {
      database,
      events: bus,
      comments,
      contact,
      analytics: createAnalyticsService(database, { limitPerMinute: env.PAGE_VIEW_RATE_LIMIT }),
      async close() {
        comments.close();
        // After the email being delivered right now, if any, is recorded.
        await contact.close();
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
