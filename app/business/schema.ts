/**
 * The business details form: one schema for the owner's editor (it checks before posting), its
 * action and `npm run business` (each checks again with the same rules). Every field may be left
 * empty (the site then leaves that channel out) except the name and the hours.
 */
import { defineForm, line, type FormInput, type Rule } from "../forms/schema.ts";
import { cleanText, isBlank } from "../forms/text.ts";
import type { BusinessField } from "./details.ts";

export type BusinessError = "required" | "too-long" | "phone" | "email" | "https" | "host" | "time" | "analytics-id" | "hours-order";

const MAX_LINK = 300;

function first(input: FormInput, name: string): unknown {
  if (input instanceof FormData) return input.get(name) ?? undefined;
  const value = input[name];
  return Array.isArray(value) ? value[0] : value;
}

/**
 * An international phone number in E.164 (`+` and 8 to 15 digits, the first not 0). Spaces,
 * dashes, dots and brackets as people write numbers are taken out: `+54 9 294 412-3456` is kept as
 * `+5492944123456`.
 */
export function phone(): Rule<string, BusinessError> {
  return {
    hints: { required: false, maxLength: 30 },
    read(input, name) {
      const value = cleanText(first(input, name), false);
      if (isBlank(value)) return { value: "" };
      if (value.length > 30) return { error: "too-long" };
      const compact = value.replace(/[\s().-]/g, "");
      return /^\+[1-9]\d{7,14}$/.test(compact) ? { value: compact } : { error: "phone" };
    },
  };
}

/** Whether `host` is `domain` or one of its subdomains (`www.paypal.com` for `paypal.com`). */
export function onDomain(host: string, domains: readonly string[]): boolean {
  const lower = host.toLowerCase().replace(/\.$/, "");
  return domains.some((domain) => lower === domain || lower.endsWith(`.${domain}`));
}

/**
 * An https link; with `domains`, on one of them (a payment link on the provider's own site, a
 * social profile on the network's). Kept as the URL parser writes it.
 */
export function httpsLink(domains?: readonly string[]): Rule<string, BusinessError> {
  return {
    hints: { required: false, maxLength: MAX_LINK },
    read(input, name) {
      const value = cleanText(first(input, name), false);
      if (isBlank(value)) return { value: "" };
      if (value.length > MAX_LINK) return { error: "too-long" };
      let url: URL;
      try {
        url = new URL(value);
      } catch {
        return { error: "https" };
      }
      if (url.protocol !== "https:" || url.username || url.password || url.port) return { error: "https" };
      if (domains && !onDomain(url.hostname, domains)) return { error: "host" };
      return { value: url.href };
    },
  };
}

/**
 * The providers of the payment block (product spec: "a personal money-transfer page and a local
 * payment provider"): PayPal's personal pages, and Mercado Pago's links, Argentina's local provider.
 */
export const paymentDomains = {
  paymentTransfer: ["paypal.com", "paypal.me"],
  paymentLocal: ["mercadopago.com.ar", "mercadopago.com", "mpago.la", "mpago.li"],
} as const;

export const socialDomains = {
  instagram: ["instagram.com"],
  facebook: ["facebook.com", "fb.com"],
} as const;

const time = line<BusinessError>({
  required: "required",
  max: 5,
  tooLong: "too-long",
  format: { pattern: /^([01]\d|2[0-3]):[0-5]\d$/, error: "time" },
});

export const businessSchema = defineForm(
  {
    name: line<BusinessError>({ required: "required", max: 80, tooLong: "too-long" }),
    whatsapp: phone(),
    email: line<BusinessError>({
      max: 254,
      tooLong: "too-long",
      format: { pattern: /^[^\s@"<>]+@[^\s@"<>]+\.[^\s@"<>]+$/, error: "email" },
    }),
    street: line<BusinessError>({ max: 120, tooLong: "too-long" }),
    locality: line<BusinessError>({ max: 80, tooLong: "too-long" }),
    region: line<BusinessError>({ max: 80, tooLong: "too-long" }),
    postalCode: line<BusinessError>({ max: 12, tooLong: "too-long" }),
    instagram: httpsLink(socialDomains.instagram),
    facebook: httpsLink(socialDomains.facebook),
    paymentTransfer: httpsLink(paymentDomains.paymentTransfer),
    paymentLocal: httpsLink(paymentDomains.paymentLocal),
    gaMeasurementId: line<BusinessError>({
      max: 20,
      tooLong: "too-long",
      format: { pattern: /^G-[A-Z0-9]{4,16}$/, error: "analytics-id" },
    }),
    opens: time,
    closes: time,
  } satisfies Record<BusinessField, Rule<string, BusinessError>>,
  (values) => (values.opens < values.closes ? {} : { closes: "hours-order" }),
);
