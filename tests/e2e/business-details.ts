/**
 * The business details the main test server starts with (playwright.config.ts sets them through
 * `npm run business`, as an owner would): the specs that follow a channel's link read them here.
 */
export const testBusiness = {
  whatsapp: "+5492944555000",
  email: "hola@bariloche.example",
  instagram: "https://www.instagram.com/bariloche.example",
  facebook: "https://www.facebook.com/bariloche.example",
  paymentTransfer: "https://www.paypal.com/paypalme/barilocheexample",
  paymentLocal: "https://link.mercadopago.com.ar/barilocheexample",
} as const;

/** The WhatsApp number as wa.me writes it (digits only). */
export const testChatDigits = testBusiness.whatsapp.slice(1);

/** `node scripts/owner/business.ts set …` with the details above, for a shell command. */
export const setTestBusiness = `node scripts/owner/business.ts set ${Object.entries(testBusiness)
  .map(([field, value]) => `${field}=${value}`)
  .join(" ")} > /dev/null`;
