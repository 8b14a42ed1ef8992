/**
 * The business identity, in one place. Every component reads it from here.
 * DEMO values (marked below) stand in until the business supplies its own: replace them before launch.
 * The formats are checked at server start and in the tests (site.schema.ts), so the browser
 * bundle carries no validation library for it.
 */
export type Site = {
  name: string;
  legalName: string;
  /** Full international number, digits only, for WhatsApp click-to-chat (https://wa.me/<number>). */
  chatNumber: string;
  email: string;
  social: { instagram: string; facebook: string };
  payments: {
    /** A personal money-transfer page. */
    transfer: string;
    /** A local (Argentine) payment provider. */
    localProvider: string;
  };
  currencies: readonly ("USD" | "ARS")[];
  address: { locality: string; region: string; country: string; latitude: number; longitude: number };
  hours: { opens: string; closes: string };
  /** Google Analytics 4 measurement id (G-XXXX); empty to use only our own collector. */
  gaMeasurementId: string;
};

export const site: Site = {
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
};

/** WhatsApp click-to-chat link, optionally with a pre-filled message. */
export function chatLink(message?: string): string {
  const base = `https://wa.me/${site.chatNumber}`;
  return message ? `${base}?text=${encodeURIComponent(message)}` : base;
}
