/** A rental item's anchor on the rental page (`/es/alquilerequipoescalada#rental-helmet`), linked from "what to bring". */
export function rentalItemAnchor(key: string): string {
  return `rental-${key}`;
}
