/**
 * The owner's photos for the site's places: add, replace, remove, and what each page shows. A
 * photo and its files are stored in the database (every instance serves them); a change is
 * announced through the change tracker, so every page on every instance shows it at its next load.
 */
import { randomBytes } from "node:crypto";
import type { Database } from "./store.server.ts";
import { isLang, languages, type Lang } from "../i18n/languages.ts";
import type { ChangeTracker } from "../runtime/changes.server.ts";
import { photoDrawings } from "./drawings.server.ts";
import { ALT_MAX_LENGTH } from "./rules.ts";
import type { ShownPhoto } from "../images/shown-photo.ts";
import { processPlacePhoto, type PhotoProblem } from "./process.server.ts";
import * as store from "./store.server.ts";

export const PHOTOS_TOPIC = "photos";

/**
 * Alt text per language: the owner's own language always, the others when given. A page in a
 * language without one shows the owner's (`altLang`), marked as in that language.
 */
type PhotoAlt = Partial<Record<Lang, string>>;

type PlacePhoto = {
  place: string;
  id: string;
  width: number;
  height: number;
  widths: number[];
  alt: PhotoAlt;
  /** The language the owner described the photo in: every other language falls back to it. */
  altLang: Lang;
  updatedAt: number;
};

export type PhotoRefusal = PhotoProblem | "unknown-place" | "alt-required" | "alt-too-long";
type PhotoResult = { ok: true; photo: PlacePhoto } | { ok: false; problem: PhotoRefusal; lang?: Lang };

export type PhotosService = {
  /**
   * Sets (adds or replaces) the photo of a place, with its alt text: required in `altLang` (the
   * owner's language), optional in the others.
   */
  set(place: string, bytes: Uint8Array, alt: Partial<Record<Lang, string>>, by?: string, altLang?: Lang): Promise<PhotoResult>;
  /** Removes a place's photo: its drawing comes back. False when it had none. */
  remove(place: string): Promise<boolean>;
  /** Every place a photo can take: the drawings', then those the catalogue added (a new excursion's, a new guide's). */
  places(): Promise<string[]>;
  /** Every place's photo. */
  all(): Promise<PlacePhoto[]>;
  /** The photos as a page in `lang` shows them, by place. */
  shown(lang: Lang): Promise<Record<string, ShownPhoto>>;
  /** One of a photo's files, for /media/<id>/<file>. */
  file(id: string, file: string): Promise<{ contentType: string; bytes: Uint8Array } | undefined>;
};

/** The alt text, checked: one line each, not too long; required in `required`, optional in the other languages. */
function checkAlt(
  alt: Partial<Record<Lang, string>>,
  required: Lang = "en",
): { ok: true; alt: PhotoAlt } | { ok: false; problem: "alt-required" | "alt-too-long"; lang: Lang } {
  const checked: PhotoAlt = {};
  for (const lang of [required, ...languages.filter((other) => other !== required)]) {
    const text = (alt[lang] ?? "").replace(/\s+/g, " ").trim();
    if (!text) {
      if (lang === required) return { ok: false, problem: "alt-required", lang };
      continue;
    }
    if (text.length > ALT_MAX_LENGTH) return { ok: false, problem: "alt-too-long", lang };
    checked[lang] = text;
  }
  return { ok: true, alt: checked };
}

/**
 * The stored alt text: `{ lang, text }` (the owner's language and the texts); a photo stored before
 * the other languages became optional holds its five texts alone, English its first.
 */
function readAlt(json: string): { alt: PhotoAlt; altLang: Lang } {
  const stored = JSON.parse(json) as { lang?: unknown; text?: unknown } & PhotoAlt;
  if (stored.text && typeof stored.text === "object" && isLang(stored.lang)) return { alt: stored.text as PhotoAlt, altLang: stored.lang };
  return { alt: stored as PhotoAlt, altLang: "en" };
}

export function createPhotosService(options: {
  database: Database;
  changes: Pick<ChangeTracker, "publish" | "version">;
  now?: () => number;
  /** Places added since the drawings were made (a new excursion's, a new guide's), each → the drawing it is shaped like. */
  addedPlaces?: () => Promise<Map<string, string>>;
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
      ...readAlt(row.alt),
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

    async places() {
      const drawn = [...(await photoDrawings()).keys()];
      const added = [...((await options.addedPlaces?.())?.keys() ?? [])].filter((place) => !drawn.includes(place));
      return [...drawn, ...added];
    },

    async set(place, bytes, alt, by, altLang = "en") {
      const drawings = await photoDrawings();
      const like = drawings.has(place) ? undefined : (await options.addedPlaces?.())?.get(place);
      const drawing = drawings.get(place) ?? (like ? drawings.get(like) : undefined);
      if (!drawing) return { ok: false, problem: "unknown-place" };
      const checkedAlt = checkAlt(alt, altLang);
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
        alt: JSON.stringify({ lang: altLang, text: checkedAlt.alt }),
        files: photo.files,
        at,
        by: by ?? null,
      });
      await changes.publish(PHOTOS_TOPIC, { place });
      return {
        ok: true,
        photo: { place, id, width: photo.width, height: photo.height, widths: photo.widths, alt: checkedAlt.alt, altLang, updatedAt: at },
      };
    },

    async remove(place) {
      const removed = await store.removePlacePhoto(db, place);
      if (removed) await changes.publish(PHOTOS_TOPIC, { place });
      return removed;
    },

    async shown(lang) {
      const shown: Record<string, ShownPhoto> = {};
      for (const photo of await all()) {
        const own = photo.alt[lang];
        shown[photo.place] = {
          id: photo.id,
          width: photo.width,
          height: photo.height,
          widths: photo.widths,
          alt: own ?? photo.alt[photo.altLang] ?? "",
          ...(own === undefined ? { altLang: photo.altLang } : {}),
        };
      }
      return shown;
    },

    file: (id, file) => store.photoFile(db, id, file),
  };
}
