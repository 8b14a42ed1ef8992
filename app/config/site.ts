/**
 * What is fixed about the business, in code. Everything the owner sets (name, WhatsApp number,
 * email, address, social and payment links, the analytics id, business hours) is data: stored in
 * the database and read by every page (app/business/). Until a channel is set, the site leaves it
 * out rather than linking to an example address.
 */
export const site = {
  /** The name pages use until the owner sets one (also the app name of the icons, at build time). */
  defaultName: "Bariloche Vertical",
  currencies: ["USD", "ARS"] as readonly ("USD" | "ARS")[],
  /** The business's place on the map (JSON-LD `geo`) and country. */
  geo: { latitude: -41.1335, longitude: -71.3103 },
  country: "AR",
  /**
   * The business's time zone: its days begin and end here (dates on pages, in emails and in the
   * workspace, departures passing, the figures per day). Written here only.
   */
  timeZone: "America/Argentina/Buenos_Aires",
} as const;
