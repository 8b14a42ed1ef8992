/**
 * The business's address as pages show it, and a link that opens it on a map (OpenStreetMap's
 * search: no third-party script on the page, and the visitor's map app can take it from there).
 */
import type { BusinessDetails } from "../site/business-details.ts";

/** `Mitre 123, R8400 San Carlos de Bariloche, Río Negro`; undefined while the street is not set. */
export function postalAddress(details: Pick<BusinessDetails, "street" | "postalCode" | "locality" | "region">): string | undefined {
  const street = details.street.trim();
  if (!street) return undefined;
  const place = [details.postalCode.trim(), details.locality.trim()].filter(Boolean).join(" ");
  return [street, place, details.region.trim()].filter(Boolean).join(", ");
}

/** The address on OpenStreetMap. */
export function mapLink(address: string, country = "Argentina"): string {
  return `https://www.openstreetmap.org/search?query=${encodeURIComponent(`${address}, ${country}`)}`;
}
