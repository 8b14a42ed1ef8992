import { describe, expect, it } from "vitest";
import { moneyOf } from "../../payments/money.ts";
import { payView } from "./pay.ts";

/** Money as the page writes it, with its non-breaking space read as a plain one. */
const plain = (value: unknown): unknown =>
  JSON.parse(
    JSON.stringify(value)
      .replace(/\u00a0|\u202f/g, " ")
      .replace(/[\u00a0\u202f]/g, " "),
  );

const ways = {
  paypal: "https://paypal.me/barilochevertical",
  mercadoPago: "https://mpago.la/2abc3De",
  bankHolder: "Bariloche Vertical SRL",
  bankAccount: "barilo.vertical",
  bankCuit: "30-71234567-1",
};

describe("what the booker's page says about paying", () => {
  it("nothing paid: the deposit, its amount in the PayPal link, Mercado Pago as set, and the bank's details", () => {
    const view = plain(payView(moneyOf({ totalCents: 120_000, depositCents: 36_000, paid: [] }), "USD", ways, "en")) as ReturnType<
      typeof payView
    >;
    expect(view.deposit).toBe("USD 360");
    expect(view.how).toMatchObject({
      title: "How to pay the deposit",
      amount: "Amount to pay: USD 360",
      links: [
        { label: "PayPal (the amount is filled in)", href: "https://paypal.me/barilochevertical/360USD" },
        { label: "Mercado Pago", href: "https://mpago.la/2abc3De" },
      ],
      bank: [
        ["Account holder", "Bariloche Vertical SRL"],
        ["CBU, CVU or alias", "barilo.vertical"],
        ["CUIT", "30-71234567-1"],
      ],
    });
  });

  it("part of the deposit paid: what is missing of it; the deposit paid: what is due", () => {
    const part = payView(moneyOf({ totalCents: 120_000, depositCents: 36_000, paid: [10_000] }), "USD", ways, "es");
    expect(part.how?.title).toBe("Cómo pagar la seña");
    expect(part.how?.links[0]?.href).toBe("https://paypal.me/barilochevertical/260USD");
    const rest = payView(moneyOf({ totalCents: 120_000, depositCents: 36_000, paid: [36_000] }), "USD", ways, "es");
    expect(rest.how?.title).toBe("Cómo pagar lo que falta");
    expect(rest.how?.links[0]?.href).toBe("https://paypal.me/barilochevertical/840USD");
  });

  it("paid in full, or no way to pay set: no payment section; no deposit asked: none said", () => {
    expect(payView(moneyOf({ totalCents: 120_000, depositCents: 36_000, paid: [120_000] }), "USD", ways, "en").how).toBeNull();
    const none = { paypal: "", mercadoPago: "", bankHolder: "", bankAccount: "", bankCuit: "" };
    expect(payView(moneyOf({ totalCents: 120_000, depositCents: 36_000, paid: [] }), "USD", none, "en").how).toBeNull();
    expect(payView(moneyOf({ totalCents: 120_000, depositCents: 0, paid: [] }), "USD", ways, "en").deposit).toBeNull();
  });
});
