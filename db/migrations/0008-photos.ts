import { bytesType, type Migration } from "./types.ts";

/**
 * The owner's photos (app/photos/): which photo stands in for which drawing (`slot`, the drawing's
 * image name), with its alt text in every language, and the photo's encoded files (AVIF and WebP
 * at the image pipeline's widths), stored in the database so that every instance serves them.
 */
export const photos: Migration = {
  name: "0008-photos",
  async up(db, engine) {
    await db.schema
      .createTable("photo_files")
      .addColumn("photo_id", "text", (c) => c.notNull())
      .addColumn("file", "text", (c) => c.notNull())
      .addColumn("content_type", "text", (c) => c.notNull())
      .addColumn("bytes", bytesType(engine), (c) => c.notNull())
      .addPrimaryKeyConstraint("photo_files_pk", ["photo_id", "file"])
      .execute();
    await db.schema
      .createTable("place_photos")
      .addColumn("slot", "text", (c) => c.primaryKey())
      .addColumn("photo_id", "text", (c) => c.notNull())
      .addColumn("width", "integer", (c) => c.notNull())
      .addColumn("height", "integer", (c) => c.notNull())
      .addColumn("widths", "text", (c) => c.notNull())
      .addColumn("alt", "text", (c) => c.notNull())
      .addColumn("updated_at", "bigint", (c) => c.notNull())
      .addColumn("updated_by", "text")
      .execute();
  },
};
