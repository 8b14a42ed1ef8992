/**
 * The places a photo can take: every drawing of the site's pages (an excursion's hero, side picture,
 * three extra pictures and wide one; the carousel's and the upcoming cards' pictures; the team's
 * portraits; the rental items and collage). A place is the drawing's image name: a photo set for it
 * is shown wherever that drawing was, and the drawing comes back when the photo is removed.
 * The workspace's list, from the build's image manifest; the server reads the sources
 * (drawings.server.ts), so the owner's commands need no build.
 */
import { images, type ImageName } from "../images/manifest.generated.ts";
import { ALT_MAX_LENGTH, isPlaceName } from "./rules.ts";

export const photoPlaces = (Object.keys(images) as ImageName[]).filter(isPlaceName);

export { ALT_MAX_LENGTH };
