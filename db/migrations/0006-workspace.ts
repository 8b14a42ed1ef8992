import { sql } from "kysely";
import { autoIdColumn, bytesType, type Migration } from "./types.ts";

/**
 * The owner's workspace (decision 0040): the business's members and their passkeys, one-time
 * invitations, sessions kept on the server, the sign-in challenges already used, and the history
 * of every change made in the workspace.
 */
export const workspace: Migration = {
  name: "0006-workspace",
  async up(db, engine) {
    await db.schema
      .createTable("workspace_members")
      .addColumn("id", "integer", autoIdColumn(engine))
      .addColumn("email", "text", (c) => c.notNull().unique())
      .addColumn("role", "text", (c) => c.notNull().check(sql`role in ('owner', 'guide')`))
      .addColumn("created_at", "bigint", (c) => c.notNull())
      /** When the member last opened the workspace's first screen: what is new is counted from it. */
      .addColumn("seen_at", "bigint", (c) => c.notNull())
      .addColumn("removed_at", "bigint")
      .execute();

    await db.schema
      .createTable("workspace_passkeys")
      /** The credential's id (base64url), as the authenticator gives it. */
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("member_id", "integer", (c) => c.notNull().references("workspace_members.id"))
      .addColumn("public_key", bytesType(engine), (c) => c.notNull())
      .addColumn("counter", "bigint", (c) => c.notNull())
      .addColumn("transports", "text", (c) => c.notNull())
      .addColumn("label", "text", (c) => c.notNull())
      .addColumn("created_at", "bigint", (c) => c.notNull())
      .addColumn("last_used_at", "bigint")
      .execute();
    await db.schema.createIndex("workspace_passkeys_member").on("workspace_passkeys").column("member_id").execute();

    await db.schema
      .createTable("workspace_invitations")
      .addColumn("id", "integer", autoIdColumn(engine))
      /** A SHA-256 of the link's token: the token itself is only ever in the link. */
      .addColumn("token_hash", "text", (c) => c.notNull().unique())
      .addColumn("email", "text", (c) => c.notNull())
      .addColumn("role", "text", (c) => c.notNull().check(sql`role in ('owner', 'guide')`))
      /** The member who invited, or null from the command line. */
      .addColumn("invited_by", "integer")
      .addColumn("created_at", "bigint", (c) => c.notNull())
      .addColumn("expires_at", "bigint", (c) => c.notNull())
      .addColumn("used_at", "bigint")
      .execute();

    await db.schema
      .createTable("workspace_sessions")
      .addColumn("id", "integer", autoIdColumn(engine))
      /** A SHA-256 of the cookie's value: a copy of the database cannot be used to sign in. */
      .addColumn("token_hash", "text", (c) => c.notNull().unique())
      .addColumn("member_id", "integer", (c) => c.notNull().references("workspace_members.id"))
      .addColumn("passkey_id", "text")
      .addColumn("created_at", "bigint", (c) => c.notNull())
      .addColumn("last_seen_at", "bigint", (c) => c.notNull())
      .addColumn("revoked_at", "bigint")
      .addColumn("user_agent", "text", (c) => c.notNull())
      .execute();
    await db.schema.createIndex("workspace_sessions_member").on("workspace_sessions").column("member_id").execute();

    await db.schema
      .createTable("workspace_used_challenges")
      .addColumn("challenge_hash", "text", (c) => c.primaryKey())
      .addColumn("expires_at", "bigint", (c) => c.notNull())
      .execute();

    await db.schema
      .createTable("workspace_audit")
      .addColumn("id", "integer", autoIdColumn(engine))
      .addColumn("at", "bigint", (c) => c.notNull())
      .addColumn("member_id", "integer")
      /** Who, as they were named then (a member removed later is still named). */
      .addColumn("actor", "text", (c) => c.notNull())
      .addColumn("action", "text", (c) => c.notNull())
      .addColumn("subject", "text", (c) => c.notNull())
      /** JSON of the thing before and after the change (null when it did not exist). */
      .addColumn("before", "text")
      .addColumn("after", "text")
      /** The form's one-time key: the same form posted again changes nothing the second time. */
      .addColumn("form_key", "text", (c) => c.unique())
      .execute();
    await db.schema.createIndex("workspace_audit_at").on("workspace_audit").column("at").execute();
  },
};
