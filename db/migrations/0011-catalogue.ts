import type { Migration } from "./types.ts";

/**
 * The owner's catalogue (app/catalogue/, decision 0062): every entry's published versions, kept
 * whole (who published each and when; any of them can be published again), and at most one draft
 * per entry. The first start fills version 1 of every entry from the seed.
 */
export const catalogue: Migration = {
  name: "0011-catalogue",
  async up(db) {
    await db.schema
      .createTable("catalogue_versions")
      .addColumn("kind", "text", (c) => c.notNull())
      .addColumn("key", "text", (c) => c.notNull())
      .addColumn("version", "integer", (c) => c.notNull())
      // The whole entry as JSON (app/catalogue/model.ts `Entry`).
      .addColumn("document", "text", (c) => c.notNull())
      .addColumn("published_at", "bigint", (c) => c.notNull())
      .addColumn("published_by", "text", (c) => c.notNull())
      .addPrimaryKeyConstraint("catalogue_versions_pk", ["kind", "key", "version"])
      .execute();
    await db.schema
      .createTable("catalogue_drafts")
      .addColumn("kind", "text", (c) => c.notNull())
      .addColumn("key", "text", (c) => c.notNull())
      .addColumn("document", "text", (c) => c.notNull())
      .addColumn("saved_at", "bigint", (c) => c.notNull())
      .addColumn("saved_by", "text", (c) => c.notNull())
      .addPrimaryKeyConstraint("catalogue_drafts_pk", ["kind", "key"])
      .execute();
  },
};
