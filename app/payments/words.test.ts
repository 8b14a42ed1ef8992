import { describe, expect, it } from "vitest";
import { dayText, moneyRecord, moneyRecordText, moneyText } from "./words.ts";

const plain = (text: string | undefined) => text?.replace(/\s/g, " ");

describe("amounts and days in words", () => {
  it("writes cents as each workspace language writes money, cents only when there are some", () => {
    expect(plain(moneyText(150_050, "USD", "en"))).toBe("USD 1,500.50");
    expect(plain(moneyText(150_050, "USD", "es"))).toBe("USD 1.500,50");
    expect(plain(moneyText(1_500_000_00, "ARS", "es"))).toBe("ARS 1.500.000");
  });

  it("keeps an amount in the history the same in every language, and writes it back in the reader's", () => {
    expect(moneyRecord(150_050, "USD")).toBe("USD 1500.50");
    expect(moneyRecord(5, "ARS")).toBe("ARS 0.05");
    expect(plain(moneyRecordText("USD 1500.50", "es"))).toBe("USD 1.500,50");
    expect(plain(moneyRecordText(moneyRecord(-3_000, "USD"), "en"))).toBe("-USD 30");
    expect(moneyRecordText("not an amount", "en")).toBeUndefined();
  });

  it("writes a day in the workspace's language", () => {
    expect(dayText("2027-01-15", "en-GB")).toBe("15 Jan 2027");
    expect(dayText("2027-01-15", "es-AR")).toMatch(/^15 ene 2027$/);
    expect(dayText("soon", "en-GB")).toBe("soon");
  });
});
