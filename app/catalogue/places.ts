/**
 * The photo places the owner's catalogue adds: an excursion added after the first start has the
 * six places every excursion has (named after its key), each shaped like the same place of the
 * spec's excursions; a guide added, a portrait shaped like the team's. A photo set there shows
 * wherever the page draws that place (app/components/Picture.tsx); until then, a neutral drawing
 * in its proportions (`excursion-default-hero`, `team-default`).
 */
import { excursionImages } from "../content/excursions/index.ts";
import { memberImage } from "../content/team/index.ts";
import type { Catalogue } from "./model.ts";
import { isSpecExcursion } from "./seed/spec.ts";

/** A drawing every new place is shaped like: the first spec excursion's same place, the first portrait. */
const EXCURSION_LIKE = "freyclimb";
const PORTRAIT_LIKE = "team-1";

/** Each added place → the drawing it is shaped like. */
export function cataloguePlaces(catalogue: Catalogue): Map<string, string> {
  const places = new Map<string, string>();
  const like = excursionImages(EXCURSION_LIKE);
  for (const entry of catalogue.excursions) {
    // A retired one's too: its photos stay named, and come back with it.
    if (isSpecExcursion(entry.key)) continue;
    const own = excursionImages(entry.key);
    for (const slot of Object.keys(own) as Array<keyof typeof own>) places.set(own[slot], like[slot]);
  }
  for (const member of catalogue.team) {
    const image = memberImage(member.key);
    if (image === `team-${member.key}`) places.set(image, PORTRAIT_LIKE);
  }
  return places;
}
