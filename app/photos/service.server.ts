/**
 * The owner's photos for the site's places: add, replace, remove, and what each page shows. A
 * photo and its files are stored in the database (every instance serves them); a change is
 * announced through the change tracker, so every page on every instance shows it at its next load.
 */
import { randomBytes } from "node:crypto";
import type { Database } from "../../db/database.ts";
import { languages, type Lang } from "../i18n/languages.ts";
import type { ChangeTracker } from "../runtime/changes.server.ts";
import { photoDrawings } from "./drawings.server.ts";
import { ALT_MAX_LENGTH } from "./rules.ts";
import type { ShownPhoto } from "./shown.ts";

export { ALT_MAX_LENGTH };
import { processPlacePhoto, type PhotoProblem } from "./process.server.ts";
import * as store from "./store.server.ts";

export const PHOTOS_TOPIC = "photos";

/** Alt text per language: every language is asked for with the photo. */
export type PhotoAlt = Record<Lang, string>;

export type PlacePhoto = { place: string; id: string; width: number; height: number; widths: number[]; alt: PhotoAlt; updatedAt: number };

export type PhotoRefusal = PhotoProblem | "unknown-place" | "alt-required" | "alt-too-long";
export type PhotoResult = { ok: true; photo: PlacePhoto } | { ok: false; problem: PhotoRefusal; lang?: Lang };

export type PhotosService = {
  /** Sets (adds or replaces) the photo of a place, with its alt text in every language. */
  set(place: string, bytes: Uint8Array, alt: Partial<Record<Lang, string>>, by?: string): Promise<PhotoResult>;
  /** Removes a place's photo: its drawing comes back. False when it had none. */
  remove(place: string): Promise<boolean>;
  /** Every place's photo. */
  all(): Promise<PlacePhoto[]>;
  /** The photos as a page in `lang` shows them, by place. */
  shown(lang: Lang): Promise<Record<string, ShownPhoto>>;
  /** One of a photo's files, for /media/<id>/<file>. */
  file(id: string, file: string): Promise<{ contentType: string; bytes: Uint8Array } | undefined>;
};

/** The alt text, checked: every language, one line, not too long. */
export function checkAlt(
  alt: Partial<Record<Lang, string>>,
): { ok: true; alt: PhotoAlt } | { ok: false; problem: "alt-required" | "alt-too-long"; lang: Lang } {
  const checked = {} as PhotoAlt;
  for (const lang of languages) {
    const text = (alt[lang] ?? "").replace(/\s+/g, " ").trim();
    if (!text) return { ok: false, problem: "alt-required", lang };
    if (text.length > ALT_MAX_LENGTH) return { ok: false, problem: "alt-too-long", lang };
    checked[lang] = text;
  }
  return { ok: true, alt: checked };
}

export function createPhotosService(options: {
  database: Database;
  changes: Pick<ChangeTracker, "publish" | "version">;
  now?: () => number;
}): PhotosService {
  const { database, changes } = options;
  const { db } = database;
  const now = options.now ?? Date.now;
  let kept: { version: string; photos: Promise<PlacePhoto[]> } | undefined;

  async function read(): Promise<PlacePhoto[]> {
    const rows = await store.placePhotos(db);
    return rows.map((row) => ({
      place: row.slot,
      id: row.photo_id,
      width: Number(row.width),
      height: Number(row.height),
      widths: JSON.parse(row.widths) as number[],
      alt: JSON.parse(row.alt) as PhotoAlt,
      updatedAt: Number(row.updated_at),
    }));
  }

  function all(): Promise<PlacePhoto[]> {
    const version = changes.version();
    if (version === undefined) return read();
    if (kept?.version !== version) {
      const photos = read();
      kept = { version, photos };
      photos.catch(() => kept?.photos === photos && (kept = undefined));
    }
    return kept.photos;
  }

  return {
    all,

    async set(place, bytes, alt, by) {
      const drawing = (await photoDrawings()).get(place);
      if (!drawing) return { ok: false, problem: "unknown-place" };
      const checkedAlt = checkAlt(alt);
      if (!checkedAlt.ok) return { ok: false, problem: checkedAlt.problem, lang: checkedAlt.lang };
      const processed = await processPlacePhoto(place, drawing, bytes);
      if (!processed.ok) return processed;
      const { photo } = processed;
      const id = randomBytes(12).toString("base64url");
      const at = now();
      await store.setPlacePhoto(db, {
        place,
        id,
        width: photo.width,
        height: photo.height,
        widths: JSON.stringify(photo.widths),
        alt: JSON.stringify(checkedAlt.alt),
        files: photo.files,
        at,
        by: by ?? null,
      });
      await changes.publish(PHOTOS_TOPIC, { place });
      return {
        ok: true,
        photo: { place, id, width: photo.width, height: photo.height, widths: photo.widths, alt: checkedAlt.alt, updatedAt: at },
      };
    },

    async remove(place) {
      const removed = await store.removePlacePhoto(db, place);
      if (removed) await changes.publish(PHOTOS_TOPIC, { place });
      return removed;
    },

    async shown(lang) {
      const shown: Record<string, ShownPhoto> = {};
      for (const photo of await all())
        shown[photo.place] = { id: photo.id, width: photo.width, height: photo.height, widths: photo.widths, alt: photo.alt[lang] };
      return shown;
    },

    file: (id, file) => store.photoFile(db, id, file),
  };
}
