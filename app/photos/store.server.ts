/**
 * The owner's photos in the database, written once for both engines: the only module that reads
 * and writes the `place_photos` and `photo_files` tables.
 */
import type { Kysely, Selectable } from "kysely";
import type { PlacePhotosTable, Schema } from "../../db/schema.ts";

export type { Database } from "../../db/database.ts";
type Db = Kysely<Schema>;

/** Every place's photo, by place. */
export async function placePhotos(db: Db): Promise<Selectable<PlacePhotosTable>[]> {
  return db.selectFrom("place_photos").selectAll().orderBy("slot").execute();
}

export type NewPlacePhoto = {
  place: string;
  id: string;
  width: number;
  height: number;
  /** JSON: the widths encoded. */
  widths: string;
  /** JSON: the alt text, `{ lang, text }`: the owner's language and the text in each language given. */
  alt: string;
  files: { file: string; contentType: string; bytes: Uint8Array }[];
  at: number;
  by: string | null;
};

/** Stores a photo and its files as a place's, in one transaction; the photo it replaces goes with its files. */
export async function setPlacePhoto(db: Db, photo: NewPlacePhoto): Promise<void> {
  const row = {
    photo_id: photo.id,
    width: photo.width,
    height: photo.height,
    widths: photo.widths,
    alt: photo.alt,
    updated_at: photo.at,
    updated_by: photo.by,
  };
  await db.transaction().execute(async (trx) => {
    for (const file of photo.files) {
      await trx
        .insertInto("photo_files")
        .values({ photo_id: photo.id, file: file.file, content_type: file.contentType, bytes: file.bytes })
        .execute();
    }
    const before = await trx.selectFrom("place_photos").select("photo_id").where("slot", "=", photo.place).executeTakeFirst();
    await trx
      .insertInto("place_photos")
      .values({ slot: photo.place, ...row })
      .onConflict((conflict) => conflict.column("slot").doUpdateSet(row))
      .execute();
    if (before) await trx.deleteFrom("photo_files").where("photo_id", "=", before.photo_id).execute();
  });
}

/** Removes a place's photo and its files; false when it had none. */
export async function removePlacePhoto(db: Db, place: string): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const before = await trx.selectFrom("place_photos").select("photo_id").where("slot", "=", place).executeTakeFirst();
    if (!before) return false;
    await trx.deleteFrom("place_photos").where("slot", "=", place).execute();
    await trx.deleteFrom("photo_files").where("photo_id", "=", before.photo_id).execute();
    return true;
  });
}

/** One file of a photo (a width, a format). */
export async function photoFile(db: Db, id: string, file: string): Promise<{ contentType: string; bytes: Uint8Array } | undefined> {
  const row = await db
    .selectFrom("photo_files")
    .select(["content_type", "bytes"])
    .where("photo_id", "=", id)
    .where("file", "=", file)
    .executeTakeFirst();
  return row ? { contentType: row.content_type, bytes: row.bytes } : undefined;
}
