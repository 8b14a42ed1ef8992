/**
 * Each dated departure of an excursion as a schema.org `Event` (Google's event structured data:
 * name, start and end dates, status, location, offers with the price and availability, the
 * organiser; attendance is in person, the default), for the JSON-LD of the excursion's page. No review or rating: none is ours to give.
 * The loader puts them in the request's context; the document's head carries them beside the
 * business (app/entry.server.tsx), so the browser's data has no copy.
 */
import { createContext } from "react-router";
import { imageUrl } from "../components/Picture.tsx";
import { site } from "../config/site.ts";
import type { ExcursionEntry } from "../catalogue/model.ts";
import { offers, type Offer } from "../catalogue/price.ts";
import { excursionSummary, getExcursionContent } from "../content/excursions/index.ts";
import { seatsLeft, type Departure } from "./model.ts";
import type { Lang } from "../i18n/languages.ts";
import { pageHref } from "../site/pages.ts";

/** The page's own structured data (its departures' events), set by its loader. */
export const pageStructuredData = createContext<object[]>([]);

/**
 * The excursion as a schema.org `TouristTrip` with its prices as `offers` (the catalogue's numbers),
 * then each dated departure as an `Event` offered at the headline price.
 */
export function excursionStructuredData(entry: ExcursionEntry, lang: Lang, departures: Departure[], publicUrl: string): object[] {
  const content = getExcursionContent(entry, lang);
  if (!content) return [];
  const summary = excursionSummary(entry, lang);
  const image = `${publicUrl}${imageUrl(content.excursion.backgroundImage, "jpg")}`;
  const url = `${publicUrl}${pageHref(entry.data.address, lang)}`;
  const prices = offers(entry.data.pricing, url, lang);
  // Its picture is the page's own (og:image); the trip says what it is and what it costs.
  const trip = {
    "@type": "TouristTrip",
    name: summary.name,
    description: summary.description,
    url,
    provider: { "@id": `${publicUrl}/#business` },
    ...(prices.length ? { offers: prices } : {}),
  };
  const headline = prices[0];
  return [trip, ...departureEvents(summary, image, url, headline, departures)];
}

function departureEvents(
  summary: { name: string; description: string; location: string },
  image: string,
  url: string,
  headline: Offer | undefined,
  departures: Departure[],
): object[] {
  const publicUrl = new URL(url).origin;
  return departures
    .filter((departure) => departure.startDate !== null)
    .map((departure) => ({
      "@type": "Event",
      name: summary.name,
      description: summary.description,
      image: [image],
      startDate: departure.startDate,
      endDate: departure.endDate ?? departure.startDate,
      eventStatus: `https://schema.org/${departure.status === "cancelled" ? "EventCancelled" : "EventScheduled"}`,
      location: {
        "@type": "Place",
        name: summary.location,
        address: { "@type": "PostalAddress", addressRegion: summary.location.split(", ").at(-1), addressCountry: site.country },
      },
      // The business, described once beside the events (the same document's `@id`).
      organizer: { "@id": `${publicUrl}/#business` },
      ...(headline
        ? {
            offers: {
              "@type": "Offer",
              url,
              price: headline.price,
              priceCurrency: headline.priceCurrency,
              availability: `https://schema.org/${seatsLeft(departure) > 0 ? "InStock" : "SoldOut"}`,
            },
          }
        : {}),
    }));
}
