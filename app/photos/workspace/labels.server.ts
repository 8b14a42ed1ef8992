import { liveExcursions, type Catalogue } from "../../catalogue/model.ts";
import { cataloguePlaces, excursionImages } from "../../catalogue/places.ts";
import { getHomeContent } from "../../content/home/index.ts";
import { getRentalContent } from "../../content/rental/index.ts";
import { getAboutContent } from "../../content/team/index.ts";
import { messages } from "../../i18n/messages.ts";
import { photoPlaces } from "../places.ts";
import { isStaticPage, type StaticPage } from "../../site/pages.ts";
import { offerName } from "../../bookings/workspace/bookings.server.ts";
import { workspaceTexts, type WorkspaceLang } from "../../workspace/i18n/index.ts";

export { offerName };
export {
  countText,
  deviceLabel,
  languageInSentence,
  languageLabel,
  listText,
  percentText,
  plainCountText,
  regionLabel,
} from "../../workspace/words.ts";

/** A page of the site by its name in the menu, its title or its excursion's name; "other" is every page outside the site map. */
export function pageLabel(catalogue: Catalogue, page: string, lang: WorkspaceLang): string {
  const site = messages[lang];
  const excursion = catalogue.excursions.find((entry) => entry.data.address === page || entry.key === page);
  if (excursion) return offerName(catalogue, excursion.key, lang);
  const names: Record<StaticPage, string> = {
    home: site.nav.home,
    about: site.nav.about,
    contact: site.nav.contact,
    rental: site.pages.rental.title,
  };
  if (isStaticPage(page)) return names[page];
  return page === "other" ? workspaceTexts[lang].labels.otherPages : page;
}

/** The analytics' excursion key (`excursion-freyclimb`) by the excursion's name. */
export function excursionKeyLabel(catalogue: Catalogue, key: string, lang: WorkspaceLang): string {
  const id = key.replace(/^excursion-/, "");
  return catalogue.excursions.some((entry) => entry.key === id) ? offerName(catalogue, id, lang) : key;
}

export type PlaceGroup = { label: string; places: { place: string; label: string }[] };

/**
 * Every photo place, grouped as the owner finds them on the site (each excursion, the home's
 * upcoming cards and courses, the team, the rental page), each by the name of what it shows:
 * "Frey — main photo", "Martín Aguirre", "Helmet". Read from the content that places the drawings.
 */
export function placeGroups(catalogue: Catalogue, lang: WorkspaceLang): PlaceGroup[] {
  const words = workspaceTexts[lang].labels.places;
  const site = messages[lang];
  const groups: PlaceGroup[] = [];
  const slots = (id: string) => {
    const images = excursionImages(id);
    return [
      [images.backgroundImage, words.hero],
      [images.imagenFinal, words.side],
      [images.imagen1, words.gallery1],
      [images.imagen2, words.gallery2],
      [images.imagen3, words.gallery3],
      [images.imagenHorizontal, words.wide],
    ] as const;
  };
  // Each excursion by its name; a retired one after the others, said so (its photos come back with it).
  const retired = catalogue.excursions.filter((entry) => entry.data.retired);
  for (const { key: id } of [...liveExcursions(catalogue), ...retired]) {
    const name = offerName(catalogue, id, lang);
    const label = retired.some((entry) => entry.key === id) ? `${words.retired}: ${name}` : name;
    groups.push({ label, places: slots(id).map(([place, slot]) => ({ place, label: `${name} — ${slot}` })) });
  }
  // The home's lists as they are written, whatever a test fixture leaves out of the page.
  const home = getHomeContent(catalogue, lang, "");
  groups.push(
    { label: home.upcoming.title, places: home.upcoming.items.map((item) => ({ place: item.backgroundImage, label: item.name })) },
    { label: home.courses.title, places: home.courses.items.map((item) => ({ place: item.backgroundImage, label: item.name })) },
    {
      label: site.nav.about,
      places: getAboutContent(catalogue, lang).members.map((member) => ({ place: member.image, label: member.name })),
    },
  );
  const rental = getRentalContent(catalogue, lang);
  groups.push({
    label: site.pages.rental.title,
    places: [
      { place: rental.collage, label: `${site.pages.rental.title} — ${words.collage}` },
      ...rental.items.map((item) => ({ place: item.image, label: item.title })),
    ],
  });
  // Only the places a photo can take (a place the content does not name would still be offered, by its key).
  const offered = new Set<string>([...photoPlaces, ...cataloguePlaces(catalogue).keys()]);
  const named = groups.map((group) => ({ ...group, places: group.places.filter((entry) => offered.has(entry.place)) }));
  const seen = new Set(named.flatMap((group) => group.places.map((entry) => entry.place)));
  const rest = photoPlaces.filter((place) => !seen.has(place)).map((place) => ({ place, label: place }));
  return [...named.filter((group) => group.places.length), ...(rest.length ? [{ label: words.other, places: rest }] : [])];
}

/** Every place the photos screen offers (a photo can take), as `placeGroups` lists them. */
export function offeredPlaces(catalogue: Catalogue, lang: WorkspaceLang): Set<string> {
  return new Set(placeGroups(catalogue, lang).flatMap((group) => group.places.map((entry) => entry.place)));
}

/** One place's label, as `placeGroups` names it. */
export function placeLabel(catalogue: Catalogue, place: string, lang: WorkspaceLang): string {
  for (const group of placeGroups(catalogue, lang)) for (const entry of group.places) if (entry.place === place) return entry.label;
  return place;
}
