/** English texts of the business details editor: the source of truth (every language `satisfies` it). */
export const en = {
  title: "Business details",
  missingTitle: "Still to set before launch",
  nothingMissing: "Everything needed for launch is set.",
  saved: "Saved. Every page shows it on its next load.",
  save: "Save",
  notSet: "not set: left out of the site",
  labels: {
    name: "Business name",
    whatsapp: "WhatsApp number (international, e.g. +54 9 294 412 3456)",
    email: "Email",
    street: "Street address",
    locality: "City",
    region: "Province",
    postalCode: "Postal code",
    instagram: "Instagram page (https://www.instagram.com/…)",
    facebook: "Facebook page (https://www.facebook.com/…)",
    paymentTransfer: "PayPal link (paypal.me or paypal.com)",
    paymentLocal: "Mercado Pago link (mpago.la or mercadopago.com.ar)",
    gaMeasurementId: "Google Analytics id (optional, G-…)",
    opens: "Opens at",
    closes: "Closes at",
  },
  errors: {
    required: "This is needed.",
    "too-long": "This is too long.",
    phone: "Write the number with + and the country code, e.g. +54 9 294 412 3456.",
    email: "This is not an email address.",
    https: "Write a full link beginning with https://.",
    host: "This link is not on the expected site.",
    time: "Write a time as HH:MM, e.g. 08:00.",
    "analytics-id": "A Google Analytics id looks like G-ABC123.",
    "hours-order": "Closing must come after opening.",
  },
};

export type BusinessTexts = typeof en;
