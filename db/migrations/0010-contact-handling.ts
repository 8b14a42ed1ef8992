import { sql } from "kysely";
import { autoIdColumn, type Migration } from "./types.ts";

/**
 * Contact messages get answered from the workspace (issue 28): each has a state (new → answered →
 * done, and back from done) and a short reference drawn before it is stored (the owner's
 * notification links to it, and is written before the transaction that stores both), and each
 * reply written there is kept with it, beside the email it queued in the site's one outbox. Both
 * tables stay the contact feature's (decision 0014).
 */
export const contactHandling: Migration = {
  name: "0010-contact-handling",
  async up(db, engine) {
    await db.schema
      .alterTable("contact_messages")
      .addColumn("status", "text", (c) => c.notNull().defaultTo("new").check(sql`status in ('new', 'answered', 'done')`))
      .execute();
    // Messages stored before this have none.
    await db.schema.alterTable("contact_messages").addColumn("reference", "text").execute();
    await db.schema.createIndex("contact_messages_reference").on("contact_messages").column("reference").unique().execute();
    await db.schema.createIndex("contact_messages_status").on("contact_messages").columns(["status", "created_at"]).execute();
    await db.schema
      .createTable("contact_replies")
      .addColumn("id", "integer", autoIdColumn(engine))
      .addColumn("contact_id", "integer", (c) => c.notNull().references("contact_messages.id"))
      .addColumn("created_at", "bigint", (c) => c.notNull())
      // The workspace member who wrote it (their sign-in address), as the history names them.
      .addColumn("author", "text", (c) => c.notNull())
      .addColumn("text", "text", (c) => c.notNull())
      // The email it queued: its delivery state is the outbox's.
      .addColumn("email_id", "integer", (c) => c.references("mail_outbox.id"))
      .execute();
    await db.schema.createIndex("contact_replies_contact").on("contact_replies").column("contact_id").execute();
  },
};
