import { z } from "zod";

/**
 * The business identity, in one place. Every component reads it from here.
 * DEMO values (marked below) stand in until the business supplies its own: replace them before launch.
 */
const siteSchema = z.object({
  name: z.string().min(1),
  legalName: z.string().min(1),
  /** Full international number, digits only, for WhatsApp click-to-chat (https://wa.me/<number>). */
  chatNumber: z.string().regex(/^\d{8,15}$/),
  email: z.email(),
  social: z.object({
    instagram: z.url(),
    facebook: z.url(),
  }),
  payments: z.object({
    /** A personal money-transfer page. */
    transfer: z.url(),
    /** A local (Argentine) payment provider. */
    localProvider: z.url(),
  }),
  currencies: z.array(z.enum(["USD", "ARS"])).nonempty(),
  address: z.object({
    locality: z.string(),
    region: z.string(),
    country: z.string().length(2),
    latitude: z.number(),
    longitude: z.number(),
  }),
  hours: z.object({ opens: z.string().regex(/^\d\d:\d\d$/), closes: z.string().regex(/^\d\d:\d\d$/) }),
  /** Google Analytics 4 measurement id (G-XXXX); empty to use only our own collector. */
  gaMeasurementId: z.string().regex(/^(G-[A-Z0-9]+)?$/),
});

export type Site = z.infer<typeof siteSchema>;

export const site: Site = siteSchema.parse({
  name: "Bariloche Vertical", // DEMO name
  legalName: "Bariloche Vertical – Guías de Montaña", // DEMO
  chatNumber: "5492940000000", // DEMO number (Bariloche area code, not a real line)
  email: "hola@example.com", // DEMO
  social: {
    instagram: "https://www.instagram.com/example", // DEMO
    facebook: "https://www.facebook.com/example", // DEMO
  },
  payments: {
    transfer: "https://www.paypal.com/paypalme/example", // DEMO
    localProvider: "https://link.mercadopago.com.ar/example", // DEMO
  },
  currencies: ["USD", "ARS"],
  address: {
    locality: "San Carlos de Bariloche",
    region: "Río Negro",
    country: "AR",
    latitude: -41.1335,
    longitude: -71.3103,
  },
  hours: { opens: "08:00", closes: "20:00" },
  gaMeasurementId: "",
});

/** WhatsApp click-to-chat link, optionally with a pre-filled message. */
export function chatLink(message?: string): string {
  const base = `https://wa.me/${site.chatNumber}`;
  return message ? `${base}?text=${encodeURIComponent(message)}` : base;
}
