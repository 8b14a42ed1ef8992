import type { ExcursionId, ExcursionText } from "../components/content-types.ts";

/**
 * The spec's defaults for an excursion field that is missing (or blank): name
 * 'Nombre no disponible', location 'Ubicación no disponible', price 'USD ---', days, physical
 * level and months '-', date 2025-03-10. The trekking excursion (trekkingLanin) defaults days,
 * physical level and months to empty texts and its date to 2025-01-01. Any other text defaults
 * to an empty text.
 */
export function withDefaults(id: ExcursionId, text: Partial<ExcursionText> | undefined): ExcursionText {
  const trekking = id === "trekkingLanin";
  const dash = trekking ? "" : "-";
  const pick = (value: string | undefined, fallback: string) => (value === undefined || value.trim() === "" ? fallback : value);
  const t = text ?? {};
  return {
    name: pick(t.name, "Nombre no disponible"),
    location: pick(t.location, "Ubicación no disponible"),
    price: pick(t.price, "USD ---"),
    days: pick(t.days, dash),
    physicalLevel: pick(t.physicalLevel, dash),
    months: pick(t.months, dash),
    experience: pick(t.experience, ""),
    climbing: pick(t.climbing, ""),
    leyendPict: pick(t.leyendPict, ""),
    highlights: pick(t.highlights, ""),
    priceIncludes: pick(t.priceIncludes, ""),
    itinerary: pick(t.itinerary, ""),
    date: pick(t.date, trekking ? "2025-01-01" : "2025-03-10"),
  };
}
