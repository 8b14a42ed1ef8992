/**
 * English texts of the payment block ("Book your adventure"): the source of truth (other
 * languages `satisfies PaymentTexts`). The link addresses are the business's details (app/business/).
 */
export const en = {
  title: "Book your adventure",
  text: "Once we have confirmed your dates and availability, you can pay online.",
  cashNote: "Paying in cash? Ask us about our special discounts for cash payment.",
  transferLabel: "Pay by money transfer",
  localProviderLabel: "Pay with Mercado Pago",
  currenciesLabel: "Accepted currencies",
};

export type PaymentTexts = typeof en;
