/**
 * The responsive variants every picture gets: its widths by kind and the encoders' settings. Used by
 * the build's image pipeline (scripts/build/images/pipeline.ts) for the drawings, and by the server
 * for the owner's photos (app/photos/), so that a photo comes in the very same widths and formats.
 */

export const ENCODERS = {
  avif: { quality: 52, effort: 2, chromaSubsampling: "4:2:0" },
  webp: { quality: 75, effort: 4 },
  jpeg: { quality: 82, mozjpeg: true },
} as const;

/** Responsive widths by kind, chosen from the image name. */
export function widthsFor(name: string): number[] {
  if (name.startsWith("avatar")) return [64, 256];
  if (name === "logo") return [64, 128, 256];
  // A browser takes the smallest width that covers the picture's pixels: a full-width picture on
  // a 412 px phone at 1.75 device pixels per CSS pixel needs 721, which 768 covers with 56% of
  // 1024's pixels; a 92%-wide picture there needs 663 (680). The home's hero is og-default, and
  // the rental collage is a carousel card, in view on a phone as the home page opens.
  if (name.endsWith("-collage")) return [400, 680, 800];
  if (name.startsWith("rental-") || name.startsWith("team-")) return [200, 400];
  if (name.startsWith("og-")) return [640, 768, 1024, 1600];
  if (name.endsWith("-hero") || name.endsWith("-wide")) return [640, 768, 1024, 1600];
  // side, gallery (-1, -2, -3), upcoming, course and anything else
  return [400, 680, 800];
}

/**
 * Widths to produce for a source `sourceWidth` pixels wide: the wanted widths that fit, plus the
 * source width itself when a larger one was wanted. Never upscales.
 */
export function planWidths(wanted: readonly number[], sourceWidth: number): number[] {
  const fit = wanted.filter((w) => w <= sourceWidth);
  if (fit.length < wanted.length && !fit.includes(sourceWidth)) fit.push(sourceWidth);
  return [...new Set(fit)].sort((a, b) => a - b);
}
