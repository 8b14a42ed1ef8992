/**
 * The places a photo can take: every drawing of the site's pages (an excursion's hero, side picture,
 * three extra pictures and wide one; the carousel's and the upcoming cards' pictures; the team's
 * portraits; the rental items and collage). A place is the drawing's image name: a photo set for it
 * is shown wherever that drawing was, and the drawing comes back when the photo is removed.
 */
import { images, type ImageName } from "../images/manifest.generated.ts";

/** Drawings that stay drawings: the logo, the default avatar and the link-preview image. */
const notPlaces = new Set<string>(["logo", "avatar-default", "og-default"]);

export const photoPlaces = (Object.keys(images) as ImageName[]).filter((name) => !notPlaces.has(name));

export function isPhotoPlace(name: string): name is ImageName {
  return (photoPlaces as string[]).includes(name);
}

export { photoFile, type ShownPhoto } from "./shown.ts";

/** The longest alt text, per language. */
export const ALT_MAX_LENGTH = 200;
