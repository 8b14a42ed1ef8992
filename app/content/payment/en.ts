/**
 * English texts of the payment block ("Book your adventure"): the source of truth (other
 * languages `satisfies PaymentTexts`). The link addresses are the business's details (app/business/).
 */
export const en = {
  title: "Book your adventure",
  text: "Once we have confirmed your dates and availability, you can pay with the options below.",
  textLater: "Once we have confirmed your dates and availability, we will tell you how to pay.",
  payPalLabel: "Pay with PayPal",
  mercadoPagoLabel: "Pay with Mercado Pago",
  bankTitle: "Bank transfer in Argentina",
  bankHolder: "Account holder",
  bankAccount: "CBU or alias",
  bankCuit: "CUIT",
  cashNote: "Paying in cash? Ask us about our special discounts for cash payment.",
  currenciesLabel: "Accepted currencies",
};

export type PaymentTexts = typeof en;
