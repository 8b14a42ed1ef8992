import { site } from "../config/site.ts";
import { facts } from "../content/facts.ts";
import { languages, type Lang } from "../i18n/languages.ts";
import type { ShellMessages } from "../i18n/messages.ts";
import { pageHref } from "../site/pages.ts";

/**
 * The business as schema.org JSON-LD, as the text of a `<script type="application/ld+json">` in
 * the head of every page (see structured-data.ts).
 */
export function structuredData(publicUrl: string, lang: Lang, messages: ShellMessages, page: object[] = []): string {
  const business = businessJsonLd(publicUrl, lang, messages);
  // `<` escaped, so no text in it can close the script element. The page's own items (an excursion's
  // departures as events) join the business in one graph.
  const data = page.length ? { "@context": business["@context"], "@graph": [{ ...business, "@context": undefined }, ...page] } : business;
  return JSON.stringify(data).replace(/</g, "\\u003c");
}

/** From the cheapest rental item to the dearest excursion, per person or item (app/content/facts.ts). */
const offerPrices = [...Object.values(facts.prices), ...Object.values(facts.rental)];
const priceRange = `${facts.currency} ${Math.min(...offerPrices)} – ${facts.currency} ${Math.max(...offerPrices)}`;

export function businessJsonLd(publicUrl: string, lang: Lang, messages: ShellMessages) {
  return {
    "@context": "https://schema.org",
    "@type": "SportsActivityLocation",
    "@id": `${publicUrl}/#business`,
    name: site.name,
    legalName: site.legalName,
    description: messages.site.tagline,
    url: `${publicUrl}${pageHref("home", lang)}`,
    logo: `${publicUrl}/icon-512.png`,
    image: `${publicUrl}/icon-512.png`,
    email: site.email,
    telephone: `+${site.chatNumber}`,
    currenciesAccepted: site.currencies.join(", "),
    // The payment block's ways to pay: cash, the money-transfer page and the local provider.
    paymentAccepted: "Cash, Money transfer, Mercado Pago",
    priceRange,
    inLanguage: lang,
    availableLanguage: languages,
    address: {
      "@type": "PostalAddress",
      addressLocality: site.address.locality,
      addressRegion: site.address.region,
      addressCountry: site.address.country,
    },
    geo: { "@type": "GeoCoordinates", latitude: site.address.latitude, longitude: site.address.longitude },
    openingHoursSpecification: [
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"],
        opens: site.hours.opens,
        closes: site.hours.closes,
      },
    ],
    sameAs: [site.social.instagram, site.social.facebook],
  };
}
