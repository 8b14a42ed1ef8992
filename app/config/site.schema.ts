import { z } from "zod";
import type { Site } from "./site.ts";

const siteSchema = z.object({
  name: z.string().min(1),
  legalName: z.string().min(1),
  chatNumber: z.string().regex(/^\d{8,15}$/, "digits only, with the country code"),
  email: z.email(),
  social: z.object({ instagram: z.url({ protocol: /^https$/ }), facebook: z.url({ protocol: /^https$/ }) }),
  payments: z.object({ transfer: z.url({ protocol: /^https$/ }), localProvider: z.url({ protocol: /^https$/ }) }),
  currencies: z.array(z.enum(["USD", "ARS"])).nonempty(),
  address: z.object({
    locality: z.string().min(1),
    region: z.string().min(1),
    country: z.string().length(2),
    latitude: z.number().min(-90).max(90),
    longitude: z.number().min(-180).max(180),
  }),
  hours: z.object({ opens: z.string().regex(/^\d\d:\d\d$/), closes: z.string().regex(/^\d\d:\d\d$/) }),
  gaMeasurementId: z.string().regex(/^(G-[A-Z0-9]+)?$/, "a GA4 measurement id like G-ABC123, or empty"),
});

/** Checks the site configuration; throws with every problem named. Run at server start. */
export function validateSite(site: Site): void {
  const result = siteSchema.safeParse(site);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `  site.${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Invalid site configuration (app/config/site.ts):\n${problems.join("\n")}`);
  }
}
