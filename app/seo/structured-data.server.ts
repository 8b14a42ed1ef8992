import type { BusinessDetails } from "../site/business-details.ts";
import { site } from "../config/site.ts";
import { languages, type Lang } from "../i18n/languages.ts";
import type { ShellMessages } from "../i18n/messages.ts";
import { pageHref } from "../site/pages.ts";

/**
 * The business as schema.org JSON-LD, as the text of a `<script type="application/ld+json">` in
 * the head of every page (see structured-data.ts).
 */
export function structuredData(
  publicUrl: string,
  lang: Lang,
  messages: ShellMessages,
  details: BusinessDetails,
  page: object[] = [],
  priceRange?: string,
): string {
  const business = businessJsonLd(publicUrl, lang, messages, details, priceRange);
  // The page's own items (an excursion's departures as events) join the business in one graph.
  const data = page.length ? { "@context": business["@context"], "@graph": [{ ...business, "@context": undefined }, ...page] } : business;
  return jsonLdText(data);
}

/** What JSON-LD must not carry raw inside a `<script>`: `<` (`</script>`, `<!--`), `>`, `&`, and the line separators. */
const UNSAFE_IN_SCRIPT = /[<>&\u2028\u2029]/g;

/**
 * JSON as the text of a `<script type="application/ld+json">`: the same data once parsed, but no
 * text in it (an owner's `</script>`, `<!--`) can close the script element or change how the
 * browser reads it. Every text the catalogue puts in structured data goes through here.
 */
export function jsonLdText(data: unknown): string {
  return JSON.stringify(data).replace(UNSAFE_IN_SCRIPT, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`);
}

/** The business as the owner set it: what is not set yet is left out (no example address). */
function businessJsonLd(publicUrl: string, lang: Lang, messages: ShellMessages, business: BusinessDetails, priceRange?: string) {
  const sameAs = [business.instagram, business.facebook].filter(Boolean);
  const payments = ["Cash", ...(business.paymentTransfer ? ["Money transfer"] : []), ...(business.paymentLocal ? ["Mercado Pago"] : [])];
  return {
    "@context": "https://schema.org",
    "@type": "SportsActivityLocation",
    "@id": `${publicUrl}/#business`,
    name: business.name,
    description: messages.site.tagline,
    url: `${publicUrl}${pageHref("home", lang)}`,
    logo: `${publicUrl}/icon-512.png`,
    image: `${publicUrl}/icon-512.png`,
    ...(business.email ? { email: business.email } : {}),
    ...(business.whatsapp ? { telephone: business.whatsapp } : {}),
    currenciesAccepted: site.currencies.join(", "),
    // The payment block's ways to pay: cash, and the links the owner set.
    paymentAccepted: payments.join(", "),
    ...(priceRange ? { priceRange } : {}),
    inLanguage: lang,
    availableLanguage: languages,
    address: {
      "@type": "PostalAddress",
      ...(business.street ? { streetAddress: business.street } : {}),
      ...(business.locality ? { addressLocality: business.locality } : {}),
      ...(business.region ? { addressRegion: business.region } : {}),
      ...(business.postalCode ? { postalCode: business.postalCode } : {}),
      addressCountry: site.country,
    },
    geo: { "@type": "GeoCoordinates", latitude: site.geo.latitude, longitude: site.geo.longitude },
    openingHoursSpecification: [
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"],
        opens: business.opens,
        closes: business.closes,
      },
    ],
    ...(sameAs.length ? { sameAs } : {}),
  };
}
