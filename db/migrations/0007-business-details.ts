import type { Migration } from "./types.ts";

/**
 * The business's details as the owner sets them (app/business/): one row per field that has been
 * set; a field without a row takes its default (app/site/business-details.ts).
 */
export const businessDetails: Migration = {
  name: "0007-business-details",
  async up(db) {
    await db.schema
      .createTable("business_details")
      .addColumn("field", "text", (c) => c.primaryKey())
      .addColumn("value", "text", (c) => c.notNull())
      .addColumn("updated_at", "bigint", (c) => c.notNull())
      .addColumn("updated_by", "text")
      .execute();
  },
};
