/** Whether `host` is `domain` or one of its subdomains (`www.paypal.com` for `paypal.com`). */
export function onDomain(host: string, domains: readonly string[]): boolean {
  const lower = host.toLowerCase().replace(/\.$/, "");
  return domains.some((domain) => lower === domain || lower.endsWith(`.${domain}`));
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

/** Where an `@name` of a network leads. */
export const profileBases = {
  instagram: "https://www.instagram.com/",
  facebook: "https://www.facebook.com/",
} as const;
