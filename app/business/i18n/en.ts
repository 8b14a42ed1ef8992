import type { BusinessField } from "../../site/business-details.ts";

/** English texts of the business details editor: the source of truth (every language `satisfies` it). */
export const en = {
  title: "Business details",
  missingTitle: "Still to set before launch",
  nothingMissing: "Everything needed for launch is set.",
  saved: "Saved. Every page shows it on its next load.",
  save: "Save",
  notSet: "not set: left out of the site",
  storedAs: "Kept as: {value}",
  savedAs: "Saved as:",
  errorsTitle: "Some details need fixing (marked below): nothing was saved yet.",
  /** Under a field: how to write it. */
  hints: {
    whatsapp: "As you dial it (0294 15 412-3456) or international (+54 9 294 412 3456).",
    instagram: "The address (instagram.com/yourname) or @yourname.",
    facebook: "The address, e.g. facebook.com/yourname.",
    paymentTransfer: "Your paypal.me or paypal.com address, e.g. paypal.me/yourname.",
    paymentLocal: "Your Mercado Pago payment link, e.g. link.mercadopago.com.ar/yourname or mpago.la/….",
    bankAccount: "22 digits, or an alias such as NAME.BUSINESS.MP. Shown on the payment block for travellers to copy.",
    bankCuit: "11 digits, with or without dashes.",
  } as Partial<Record<BusinessField, string>>,
  labels: {
    name: "Business name",
    whatsapp: "WhatsApp number",
    email: "Email",
    street: "Street address",
    locality: "City",
    region: "Province",
    postalCode: "Postal code",
    instagram: "Instagram page",
    facebook: "Facebook page",
    paymentTransfer: "PayPal link",
    paymentLocal: "Mercado Pago link",
    bankHolder: "Bank transfer: account holder",
    bankAccount: "Bank transfer: CBU, CVU or alias",
    bankCuit: "Bank transfer: CUIT of the holder",
    gaMeasurementId: "Google Analytics measurement ID (optional, starts with G-)",
    opens: "Opens at",
    closes: "Closes at",
  },
  errors: {
    required: "This is required.",
    "too-long": "This is too long.",
    phone: "This does not read as a phone number: write it as you dial it (0294 15 412-3456) or with +54 (+54 9 294 412 3456).",
    email: "This is not an email address.",
    https: "Write the link as it appears in the browser, e.g. paypal.me/yourname.",
    host: "This link is for another site: copy the right one.",
    time: "Write the time like this: 08:00.",
    "analytics-id": "A Google Analytics measurement ID looks like G-ABC123.",
    "hours-order": "Closing must come after opening.",
    cbu: "A CBU or CVU has 22 digits, and these do not check out: copy it again from your bank.",
    alias: "An alias has 6 to 20 letters, digits, dots or hyphens, without spaces or accents.",
    cuit: "A CUIT has 11 digits, and these do not check out: copy it again, e.g. 20-12345678-6.",
  },
};

export type BusinessTexts = typeof en;
