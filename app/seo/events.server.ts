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
import { excursionSummary, getExcursionContent } from "../content/excursions/index.ts";
import { facts } from "../content/facts.ts";
import { seatsLeft, type Departure } from "../departures/model.ts";
import type { Lang } from "../i18n/languages.ts";
import { pageHref, type ExcursionId } from "../site/pages.ts";

/** The page's own structured data (its departures' events), set by its loader. */
export const pageStructuredData = createContext<object[]>([]);

/** The per-person price each excursion's offer is listed at (app/content/facts.ts). */
const priceOf: Record<ExcursionId, number> = {
  freyclimb: facts.prices.freyOneDay,
  multipitch: facts.prices.multipitch,
  freyrefuge: facts.prices.freyRefugePerDay,
  bautismo: facts.prices.baptism,
  guiapersonal: facts.prices.personalGuide,
  piedraparada: facts.prices.piedraParadaFrom,
  ventana: facts.prices.ventana,
  trekkingLanin: facts.prices.volcano,
};

export function departureEvents(excursion: ExcursionId, lang: Lang, departures: Departure[], publicUrl: string): object[] {
  const summary = excursionSummary(excursion, lang);
  const image = `${publicUrl}${imageUrl(getExcursionContent(excursion, lang).excursion.backgroundImage, "jpg")}`;
  const url = `${publicUrl}${pageHref(excursion, lang)}`;
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
      offers: {
        "@type": "Offer",
        url,
        price: priceOf[excursion],
        priceCurrency: facts.currency,
        availability: `https://schema.org/${seatsLeft(departure) > 0 ? "InStock" : "SoldOut"}`,
      },
    }));
}
