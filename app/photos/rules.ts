/**
 * Which drawings a photo can take the place of, and its alt text's limit: the same for the
 * workspace's list (places.ts, from the build's image manifest) and the server (drawings.server.ts,
 * from the drawings' sources).
 */

/**
 * Drawings that stay drawings: the logo, the default avatar, the link-preview image, and the
 * neutral drawings an added excursion's or guide's places show until their photos are set
 * (`excursion-default-hero`, `team-default`).
 */
const notPlaces = new Set<string>(["logo", "avatar-default", "og-default", "team-default"]);

export function isPlaceName(name: string): boolean {
  return !notPlaces.has(name) && !name.startsWith("excursion-default-");
}

/** The longest alt text, per language. */
export const ALT_MAX_LENGTH = 200;
