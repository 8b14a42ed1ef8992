import { autoIdColumn, type Migration } from "./types.ts";

/**
 * Page views for the business owner's report: no cookie, no address, no identifier of the
 * visitor; only what the spec's dimensions need (language, region, excursion).
 */
export const analytics: Migration = {
  name: "0003-analytics",
  async up(db, engine) {
    await db.schema
      .createTable("page_views")
      .addColumn("id", "integer", autoIdColumn(engine))
      .addColumn("created_at", "bigint", (c) => c.notNull())
      .addColumn("path", "text", (c) => c.notNull())
      .addColumn("page", "text", (c) => c.notNull())
      .addColumn("lang", "text", (c) => c.notNull())
      .addColumn("user_language", "text", (c) => c.notNull())
      .addColumn("user_region", "text")
      .addColumn("excursion", "text")
      .addColumn("navigation", "text", (c) => c.notNull())
      .execute();
    await db.schema.createIndex("page_views_time").on("page_views").column("created_at").execute();
  },
};
