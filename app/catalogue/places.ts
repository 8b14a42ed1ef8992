/**
 * The photo places the owner's catalogue adds: an excursion added after the first start has the
 * six places every excursion has (named after its key), each shaped like the same place of the
 * spec's excursions; a guide added, a portrait shaped like the team's. A photo set there shows
 * wherever the page draws that place (app/components/Picture.tsx); until then, a neutral drawing
 * in its proportions (`excursion-default-hero`, `team-default`).
 */
import type { ExcursionId, ExcursionImages, ImageName } from "../components/content-types.ts";
import type { Catalogue } from "./model.ts";
import { isSpecExcursion } from "./seed/spec.ts";

/**
 * An excursion's six photo places, named after its key: the illustration set draws the spec's
 * eight; an excursion the owner added shows the site's landscape until a photo is set
 * (app/components/Picture.tsx).
 */
export function excursionImages(id: ExcursionId): ExcursionImages {
  const place = (slot: string) => `excursion-${id}-${slot}` as ImageName;
  return {
    backgroundImage: place("hero"),
    imagenFinal: place("side"),
    imagen1: place("1"),
    imagen2: place("2"),
    imagen3: place("3"),
    imagenHorizontal: place("wide"),
  };
}

/** The seeded team's portraits (DEMO: invented people until the business supplies its own). */
const seededPortraits: Record<string, ImageName> = {
  martin: "team-1",
  lucia: "team-2",
  joaquin: "team-3",
  valentina: "team-4",
  tomas: "team-5",
};

/** A member's portrait: the seeded illustration, or the photo place named after the member. */
export function memberImage(key: string): ImageName {
  return seededPortraits[key] ?? (`team-${key}` as ImageName);
}

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
