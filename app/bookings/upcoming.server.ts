/**
 * The home page's "upcoming excursions" and "upcoming courses and services", from the departures:
 * each card keeps the spec's fields (image, name, date, location, description), its date now the
 * departure's. A departure is gone the day after its last day; one to be confirmed stays.
 */
import { excursionById, type Catalogue } from "../catalogue/model.ts";
import { getExcursionContent, excursionSummary } from "../content/excursions/index.ts";
import type { HomeContent } from "../content/home/index.ts";
import type { ImageName } from "../components/content-types.ts";
import type { Lang } from "../i18n/languages.ts";
import { bookingTexts } from "./i18n/index.ts";
import { requestHref } from "./preselect.ts";
import { pageHref } from "../site/pages.ts";
import { departuresTexts } from "../departures/i18n/index.ts";
import { isCourseOffer, type Departure, type DepartureDates } from "../departures/model.ts";
import { departureView } from "../departures/view.ts";

export type UpcomingItem = {
  /** The departure's id. */
  id: string;
  offer: string;
  backgroundImage: ImageName;
  name: string;
  dates: DepartureDates;
  /** What a departure to be confirmed says instead of dates. */
  tbc: string;
  location: string;
  description: string;
  note: string | null;
  /**
   * An excursion's card leads to its page's request form with this departure chosen, and says so
   * (the form's own title); a course or service has no such form.
   */
  request?: { href: string; label: string };
};

export type UpcomingList = { title: string; items: UpcomingItem[]; empty: string };

/** The upcoming excursion texts of the home page are keyed by their own ids. */
const upcomingTextsOf: Partial<Record<string, string>> = { trekkingLanin: "lanin" };

export function homeUpcoming(
  catalogue: Catalogue,
  content: Pick<HomeContent, "upcoming" | "courses">,
  departures: Departure[],
  lang: Lang,
  today: string,
  /** Links keep the page's way of naming its language: `/es/trekking-lanin` or `/trekking-lanin`. */
  prefixed = true,
): { upcoming: UpcomingList; courses: UpcomingList } {
  const tbc = departuresTexts[lang].tbc;
  const excursions: UpcomingItem[] = [];
  const courses: UpcomingItem[] = [];
  for (const departure of departures) {
    if (departure.status === "cancelled") continue;
    const view = departureView(departure, lang, today);
    const base = { id: String(departure.id), offer: departure.offer, dates: view.dates, tbc, note: view.note };
    if (isCourseOffer(departure.offer)) {
      // Content without the course (the sparse fixture): not shown.
      const words = content.courses.items.find((item) => item.id === departure.offer);
      if (words)
        courses.push({
          ...base,
          backgroundImage: words.backgroundImage,
          name: words.name,
          location: words.location,
          description: words.description,
        });
      continue;
    }
    const entry = excursionById(catalogue, departure.offer);
    const page = entry && !entry.data.retired ? getExcursionContent(entry, lang) : undefined;
    // An excursion retired, or without a page in this language: its departures are not offered here.
    if (!entry || !page) continue;
    const request = {
      href: requestHref(pageHref(entry.data.address, prefixed ? lang : undefined), departure.id),
      label: bookingTexts[lang].title,
    };
    const own = upcomingTextsOf[departure.offer];
    if (own !== undefined) {
      const words = content.upcoming.items.find((item) => item.id === own);
      if (words)
        excursions.push({
          ...base,
          backgroundImage: words.backgroundImage,
          name: words.name,
          location: words.location,
          description: words.description,
          request,
        });
      continue;
    }
    // Content without upcoming excursions (the sparse fixture): none shows.
    if (content.upcoming.items.length === 0) continue;
    const summary = excursionSummary(entry, lang);
    excursions.push({
      ...base,
      backgroundImage: page.excursion.backgroundImage,
      name: summary.name,
      location: summary.location,
      description: summary.description,
      request,
    });
  }
  return {
    upcoming: { title: content.upcoming.title, empty: content.upcoming.empty, items: excursions },
    courses: { title: content.courses.title, empty: content.courses.empty, items: courses },
  };
}
