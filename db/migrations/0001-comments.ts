import { sql } from "kysely";
import { autoIdColumn, bytesType, type Migration } from "./types.ts";

export const comments: Migration = {
  name: "0001-comments",
  async up(db, engine) {
    await db.schema
      .createTable("settings")
      .addColumn("key", "text", (c) => c.primaryKey())
      .addColumn("value", "text", (c) => c.notNull())
      .execute();

    await db.schema
      .createTable("comment_photos")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("avatar", bytesType(engine), (c) => c.notNull())
      .addColumn("large", bytesType(engine), (c) => c.notNull())
      .addColumn("large_width", "integer", (c) => c.notNull())
      .addColumn("large_height", "integer", (c) => c.notNull())
      .addColumn("created_at", "bigint", (c) => c.notNull())
      .execute();

    await db.schema
      .createTable("comments")
      .addColumn("id", "integer", autoIdColumn(engine))
      .addColumn("excursion", "text", (c) => c.notNull())
      .addColumn("name", "text", (c) => c.notNull())
      .addColumn("comment", "text", (c) => c.notNull())
      .addColumn("photo_id", "text", (c) => c.references("comment_photos.id"))
      .addColumn("created_at", "bigint", (c) => c.notNull())
      .addColumn("status", "text", (c) => c.notNull().defaultTo("visible").check(sql`status in ('visible', 'hidden')`))
      .addColumn("client_hash", "text", (c) => c.notNull())
      .addColumn("client_token", "text", (c) => c.unique())
      .execute();

    // The page's list (newest first), catching up after an id, and rate limits per client.
    await db.schema.createIndex("comments_excursion_id").on("comments").columns(["excursion", "id"]).execute();
    await db.schema.createIndex("comments_client_time").on("comments").columns(["client_hash", "created_at"]).execute();
    await db.schema.createIndex("comments_photo").on("comments").column("photo_id").execute();
  },
};
