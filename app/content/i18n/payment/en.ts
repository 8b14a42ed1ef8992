/**
 * English labels of the payment block ("Book your adventure"): the source of truth (other
 * languages `satisfies PaymentTexts`). Its title, lead texts and cash note are the owner's, in the
 * catalogue (seeded from app/catalogue/seed/texts/); the link addresses are the business's details
 * (app/business/).
 */
export const en = {
  payPalLabel: "Pay with PayPal",
  mercadoPagoLabel: "Pay with Mercado Pago",
  bankTitle: "Bank transfer in Argentina",
  bankHolder: "Account holder",
  bankAccount: "CBU, CVU or alias",
  bankCuit: "CUIT",
  currenciesLabel: "Accepted currencies",
};

export type PaymentTexts = typeof en;
