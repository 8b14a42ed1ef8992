/** What a page needs of an owner's photo (kept apart from the list of places, which pages do not load). */

/**
 * A photo as a page shows it: its files' folder, the size of its largest variant, its widths, its
 * alt text in the page's language, or in `altLang` (the owner's) when it has none in the page's.
 */
export type ShownPhoto = { id: string; width: number; height: number; widths: readonly number[]; alt: string; altLang?: string };

/** Where a photo's files are served (app/routes/media.ts): `/media/<id>/<width>.avif|webp`. */
export function photoFile(id: string, width: number, format: "avif" | "webp"): string {
  return `/media/${id}/${width}.${format}`;
}
