/**
 * A payment link with the amount in it, where the provider takes one: a PayPal.me page takes
 * `/AMOUNT` + the currency's code after the name (`paypal.me/NAME/120USD`, also as
 * `paypal.com/paypalme/NAME/120USD`), so the traveller lands on the form with the deposit filled in.
 * A Mercado Pago link is a fixed payment the owner made, or a profile: it is left as the owner set
 * it, as is a link in a currency PayPal does not take (Argentine pesos).
 */

/** The currencies a PayPal.me link takes as a suffix of the amount (of the business's two, dollars only). */
const PAYPAL_CURRENCIES = new Set(["USD"]);

/** The amount as PayPal.me reads it: digits, a dot and two decimals only when there are cents. */
function payPalAmount(amount: number): string {
  const cents = Math.round(amount * 100);
  return cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2);
}

/**
 * `href` with the amount in it when its provider takes one; `withAmount` says whether it does (the
 * email then names the amount beside a link without it).
 */
export function paymentLink(href: string, amount: number | null, currency: string): { href: string; withAmount: boolean } {
  if (amount === null || !Number.isFinite(amount) || amount <= 0 || !PAYPAL_CURRENCIES.has(currency)) return { href, withAmount: false };
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return { href, withAmount: false };
  }
  const host = url.hostname.toLowerCase();
  const segments = url.pathname.split("/").filter(Boolean);
  let name: string | undefined;
  let base: string[];
  if (host === "paypal.me" || host === "www.paypal.me") {
    name = segments[0];
    base = [];
  } else if ((host === "paypal.com" || host.endsWith(".paypal.com")) && segments[0]?.toLowerCase() === "paypalme") {
    name = segments[1];
    base = [segments[0]!];
  } else return { href, withAmount: false };
  if (!name) return { href, withAmount: false };
  // An amount the owner left in the link gives way to the one this booking asks for.
  url.pathname = `/${[...base, name, `${payPalAmount(amount)}${currency}`].join("/")}`;
  url.search = "";
  url.hash = "";
  return { href: url.href, withAmount: true };
}

/** The business's ways to be paid, as its details hold them (each empty when not set). */
export type PaymentWays = { paypal: string; mercadoPago: string; bankHolder: string; bankAccount: string; bankCuit: string };

/** How to pay `amount`, the same in the confirmation email and on the booker's page. */
export type HowToPay = {
  /** The links, each with the amount in it where its provider takes one. */
  links: { provider: string; href: string; withAmount: boolean }[];
  /** The bank transfer's details, when the business set an account. */
  bank: { holder: string; account: string; cuit: string } | null;
  /** Whether the amount must be said beside the links (a link without it, or a transfer). */
  sayAmount: boolean;
};

/** The ways to pay `amount` (null: not known), or null when the business set none. */
export function howToPay(payment: PaymentWays | undefined, amount: number | null, currency: string): HowToPay | null {
  if (!payment) return null;
  const links: HowToPay["links"] = [];
  for (const [provider, href] of [
    ["PayPal", payment.paypal],
    ["Mercado Pago", payment.mercadoPago],
  ] as const) {
    if (!href) continue;
    const link = paymentLink(href, amount, currency);
    links.push({ provider, href: link.href, withAmount: link.withAmount });
  }
  const bank = payment.bankAccount ? { holder: payment.bankHolder, account: payment.bankAccount, cuit: payment.bankCuit } : null;
  if (!links.length && !bank) return null;
  return { links, bank, sayAmount: amount !== null && (links.some((link) => !link.withAmount) || bank !== null || !links.length) };
}
