import { describe, expect, it } from "vitest";
import { paymentLink } from "./payment-link.ts";

describe("a payment link with the amount in it", () => {
  it("adds the amount and the currency to a PayPal.me page, whichever way its address is written", () => {
    expect(paymentLink("https://paypal.me/barilochevertical", 120, "USD")).toEqual({
      href: "https://paypal.me/barilochevertical/120USD",
      withAmount: true,
    });
    expect(paymentLink("https://www.paypal.me/barilochevertical/", 120, "USD").href).toBe("https://www.paypal.me/barilochevertical/120USD");
    expect(paymentLink("https://www.paypal.com/paypalme/barilochevertical", 87.5, "USD").href).toBe(
      "https://www.paypal.com/paypalme/barilochevertical/87.50USD",
    );
  });

  it("writes cents only when there are some, and replaces an amount the owner left in the link", () => {
    expect(paymentLink("https://paypal.me/name", 99.999, "USD").href).toBe("https://paypal.me/name/100USD");
    expect(paymentLink("https://paypal.me/name/50", 30.25, "USD").href).toBe("https://paypal.me/name/30.25USD");
    expect(paymentLink("https://paypal.me/name/50USD?locale.x=es_AR", 70, "USD").href).toBe("https://paypal.me/name/70USD");
  });

  it("leaves a link as it is where the provider takes no amount, or not in this currency", () => {
    expect(paymentLink("https://mpago.la/2abc3De", 120, "USD")).toEqual({ href: "https://mpago.la/2abc3De", withAmount: false });
    expect(paymentLink("https://link.mercadopago.com.ar/barilochevertical", 120, "USD").withAmount).toBe(false);
    // PayPal takes no Argentine pesos.
    expect(paymentLink("https://paypal.me/name", 150000, "ARS")).toEqual({ href: "https://paypal.me/name", withAmount: false });
    // A PayPal page that is not a PayPal.me one.
    expect(paymentLink("https://www.paypal.com/donate/?hosted_button_id=X", 120, "USD").withAmount).toBe(false);
  });

  it("leaves it as it is without an amount to pay", () => {
    for (const amount of [null, 0, -5, Number.NaN]) expect(paymentLink("https://paypal.me/name", amount, "USD").withAmount).toBe(false);
    expect(paymentLink("https://paypal.me/", 120, "USD").withAmount).toBe(false);
  });
});
