import { sql } from "kysely";
import { autoIdColumn, type Migration } from "./types.ts";

/**
 * The contact form: every message is stored before anything else, and the emails it causes wait
 * in an outbox until a worker has handed them to the mail server.
 */
export const contact: Migration = {
  name: "0002-contact",
  async up(db, engine) {
    await db.schema
      .createTable("contact_messages")
      .addColumn("id", "integer", autoIdColumn(engine))
      .addColumn("created_at", "bigint", (c) => c.notNull())
      .addColumn("lang", "text", (c) => c.notNull())
      .addColumn("name", "text", (c) => c.notNull())
      .addColumn("email", "text", (c) => c.notNull())
      .addColumn("subject", "text", (c) => c.notNull())
      .addColumn("message", "text", (c) => c.notNull())
      .addColumn("excursion", "text")
      .addColumn("client_hash", "text", (c) => c.notNull())
      .addColumn("client_token", "text", (c) => c.unique())
      .addColumn("confirmation", "text", (c) => c.notNull().check(sql`confirmation in ('queued', 'suppressed')`))
      .execute();
    await db.schema.createIndex("contact_messages_client_time").on("contact_messages").columns(["client_hash", "created_at"]).execute();

    await db.schema
      .createTable("mail_outbox")
      .addColumn("id", "integer", autoIdColumn(engine))
      .addColumn("contact_id", "integer", (c) => c.references("contact_messages.id"))
      .addColumn("kind", "text", (c) => c.notNull())
      .addColumn("message_id", "text", (c) => c.notNull().unique())
      .addColumn("envelope_from", "text", (c) => c.notNull())
      .addColumn("recipient", "text", (c) => c.notNull())
      .addColumn("raw", "text", (c) => c.notNull())
      .addColumn("status", "text", (c) => c.notNull().defaultTo("pending").check(sql`status in ('pending', 'sending', 'sent', 'failed')`))
      .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("next_attempt_at", "bigint", (c) => c.notNull())
      .addColumn("lease_owner", "text")
      .addColumn("lease_until", "bigint")
      .addColumn("last_error", "text")
      .addColumn("created_at", "bigint", (c) => c.notNull())
      .addColumn("sent_at", "bigint")
      .execute();
    // The worker's queue, and the limits on confirmations per recipient and overall.
    await db.schema.createIndex("mail_outbox_due").on("mail_outbox").columns(["status", "next_attempt_at"]).execute();
    await db.schema.createIndex("mail_outbox_recipient").on("mail_outbox").columns(["kind", "recipient", "created_at"]).execute();
    await db.schema.createIndex("mail_outbox_contact").on("mail_outbox").column("contact_id").execute();
  },
};
