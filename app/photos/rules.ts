/**
 * Which drawings a photo can take the place of, and its alt text's limit: the same for the
 * workspace's list (places.ts, from the build's image manifest) and the server (drawings.server.ts,
 * from the drawings' sources).
 */

/** Drawings that stay drawings: the logo, the default avatar and the link-preview image. */
const notPlaces = new Set<string>(["logo", "avatar-default", "og-default"]);

export function isPlaceName(name: string): boolean {
  return !notPlaces.has(name);
}

/** The longest alt text, per language. */
export const ALT_MAX_LENGTH = 200;
