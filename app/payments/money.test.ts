import { describe, expect, it } from "vitest";
import type { Pricing } from "../catalogue/model.ts";
import { catalogueTotal, checkPayment, daysBetween, depositCents, moneyOf, parseAmount } from "./money.ts";

describe("amounts as typed, in whole cents", () => {
  it("reads whole amounts, decimals with a comma or a dot, and thousands grouped either way", () => {
    expect(parseAmount("120")).toBe(12_000);
    expect(parseAmount("120,5")).toBe(12_050);
    expect(parseAmount("120.50")).toBe(12_050);
    expect(parseAmount("0,01")).toBe(1);
    expect(parseAmount("1.500")).toBe(150_000);
    expect(parseAmount("1,500")).toBe(150_000);
    expect(parseAmount("12.000.000")).toBe(1_200_000_000);
    expect(parseAmount("1.234,56")).toBe(123_456);
    expect(parseAmount("1,234.56")).toBe(123_456);
    expect(parseAmount(" 350 ")).toBe(35_000);
  });

  it("keeps a sign, so zero and negative amounts are refused by their own rule", () => {
    expect(parseAmount("-50")).toBe(-5_000);
    expect(parseAmount("0")).toBe(0);
  });

  it("is not an amount: words, a third decimal, broken groups, a trailing separator", () => {
    for (const text of ["", "abc", "12a", "1.2345", "1,005.5.5", "1.23.4", "10,", "USD 10", "1,2,3"]) {
      expect(parseAmount(text), text).toBeNull();
    }
  });

  it("adds cents exactly where floats would not (0.1 + 0.2)", () => {
    const money = moneyOf({ totalCents: 30, depositCents: 0, paid: [parseAmount("0.1")!, parseAmount("0.2")!] });
    expect(money.paidCents).toBe(30);
    expect(money.dueCents).toBe(0);
    expect(money.state).toBe("paidInFull");
  });
});

describe("a booking's total from the catalogue", () => {
  const perPerson: Pricing = { currency: "USD", tiers: [{ amount: 199.99, unit: "person" }] };
  it("is the group's price in cents, in the price's currency", () => {
    expect(catalogueTotal(perPerson, { people: 3, days: 1 })).toEqual({ cents: 59_997, currency: "USD", from: false });
  });
  it("says when it is the lowest (a 'from' price)", () => {
    const from: Pricing = { currency: "ARS", tiers: [{ amount: 350, unit: "person", from: true }] };
    expect(catalogueTotal(from, { people: 2, days: 1 })).toEqual({ cents: 70_000, currency: "ARS", from: true });
  });
  it("per day, counts the departure's days", () => {
    const perDay: Pricing = { currency: "USD", tiers: [{ amount: 175, unit: "personDay", days: 3 }] };
    expect(catalogueTotal(perDay, { people: 2, days: daysBetween("2027-02-01", "2027-02-03") })?.cents).toBe(105_000);
  });
  it("cannot be told without prices or a tier for so few days", () => {
    expect(catalogueTotal(undefined, { people: 2, days: 1 })).toBeNull();
    expect(catalogueTotal({ currency: "USD", tiers: [] }, { people: 2, days: 1 })).toBeNull();
    expect(catalogueTotal({ currency: "USD", tiers: [{ amount: 900, unit: "group", days: 3 }] }, { people: 2, days: 1 })).toBeNull();
  });
  it("counts days first to last, both in; one for a single day", () => {
    expect(daysBetween("2027-02-01", null)).toBe(1);
    expect(daysBetween("2027-02-01", "2027-02-01")).toBe(1);
    expect(daysBetween("2027-02-28", "2027-03-02")).toBe(3);
    expect(daysBetween(null, null)).toBe(1);
  });
});

describe("the deposit", () => {
  it("is a fixed amount, never more than the total", () => {
    expect(depositCents({ kind: "amount", amount: 100 }, 50_000)).toBe(10_000);
    expect(depositCents({ kind: "amount", amount: 800 }, 50_000)).toBe(50_000);
  });
  it("or a share of the total, rounded to the cent", () => {
    expect(depositCents({ kind: "share", percent: 30 }, 59_997)).toBe(17_999);
    expect(depositCents({ kind: "share", percent: 33.333 }, 10_000)).toBe(3_333);
  });
  it("is none when the excursion asks none", () => {
    expect(depositCents(null, 50_000)).toBe(0);
    expect(depositCents({ kind: "share", percent: 0 }, 50_000)).toBe(0);
  });
});

describe("the booking's state", () => {
  it("with a deposit: due, then paid, then paid in full", () => {
    expect(moneyOf({ totalCents: 60_000, depositCents: 18_000, paid: [] })).toEqual({
      totalCents: 60_000,
      depositCents: 18_000,
      paidCents: 0,
      dueCents: 60_000,
      state: "depositDue",
    });
    expect(moneyOf({ totalCents: 60_000, depositCents: 18_000, paid: [17_999] }).state).toBe("depositDue");
    expect(moneyOf({ totalCents: 60_000, depositCents: 18_000, paid: [18_000] })).toMatchObject({ dueCents: 42_000, state: "depositPaid" });
    expect(moneyOf({ totalCents: 60_000, depositCents: 18_000, paid: [18_000, 42_000] })).toMatchObject({
      dueCents: 0,
      state: "paidInFull",
    });
  });
  it("without a deposit: no deposit asked until paid in full", () => {
    expect(moneyOf({ totalCents: 60_000, depositCents: 0, paid: [10_000] })).toMatchObject({ dueCents: 50_000, state: "noDeposit" });
    expect(moneyOf({ totalCents: 60_000, depositCents: 0, paid: [60_000] }).state).toBe("paidInFull");
  });
  it("without a total: nothing due can be told until the owner sets it", () => {
    expect(moneyOf({ totalCents: null, depositCents: 0, paid: [5_000] })).toEqual({
      totalCents: null,
      depositCents: 0,
      paidCents: 5_000,
      dueCents: null,
      state: "totalUnknown",
    });
  });
});

describe("a payment checked before it is saved", () => {
  const money = moneyOf({ totalCents: 60_000, depositCents: 18_000, paid: [18_000] });
  const booking = { money, currency: "USD" as const, today: "2027-01-15", madeOn: "2026-11-25" };
  const payment = { cents: 42_000, currency: "USD", method: "transfer", paidOn: "2027-01-15" };
  it("takes what is due, in the total's currency, paid today or before", () => {
    expect(checkPayment(payment, booking)).toBeNull();
    expect(checkPayment({ ...payment, cents: 1, paidOn: "2026-12-31" }, booking)).toBeNull();
  });
  it("refuses more than is due, zero or less, another currency, a day to come", () => {
    expect(checkPayment({ ...payment, cents: 42_001 }, booking)).toBe("over_due");
    expect(checkPayment({ ...payment, cents: 0 }, booking)).toBe("amount_not_positive");
    expect(checkPayment({ ...payment, cents: -100 }, booking)).toBe("amount_not_positive");
    expect(checkPayment({ ...payment, currency: "ARS" }, booking)).toBe("currency_other");
    expect(checkPayment({ ...payment, paidOn: "2027-01-16" }, booking)).toBe("date_future");
    expect(checkPayment({ ...payment, paidOn: "2026-02-30" }, booking)).toBe("date_invalid");
    expect(checkPayment({ ...payment, paidOn: "15/01/2027" }, booking)).toBe("date_invalid");
    expect(checkPayment({ ...payment, method: "bitcoin" }, booking)).toBe("method_invalid");
  });
  it("takes a day up to a year before the booking was made, and refuses any earlier", () => {
    expect(checkPayment({ ...payment, cents: 1, paidOn: "2025-11-25" }, booking)).toBeNull();
    expect(checkPayment({ ...payment, paidOn: "2025-11-24" }, booking)).toBe("date_too_old");
    expect(checkPayment({ ...payment, paidOn: "1900-01-01" }, booking)).toBe("date_too_old");
    expect(
      checkPayment({ ...payment, cents: 1, paidOn: "2027-02-28" }, { ...booking, today: "2028-03-01", madeOn: "2028-02-29" }),
    ).toBeNull();
    expect(checkPayment({ ...payment, paidOn: "2027-02-27" }, { ...booking, today: "2028-03-01", madeOn: "2028-02-29" })).toBe(
      "date_too_old",
    );
  });
  it("refuses any payment once paid in full, and any before a total is known", () => {
    const paid = moneyOf({ totalCents: 60_000, depositCents: 0, paid: [60_000] });
    expect(checkPayment({ ...payment, cents: 1 }, { ...booking, money: paid })).toBe("nothing_due");
    const unknown = moneyOf({ totalCents: null, depositCents: 0, paid: [] });
    expect(checkPayment(payment, { money: unknown, currency: null, today: "2027-01-15", madeOn: "2026-11-25" })).toBe("total_unknown");
  });
});
