import { describe, expect, it } from "vitest";
import { areaCodeLength, formatPhone, normalizePhone } from "./phone.ts";

describe("an Argentine owner's phone number, kept in E.164", () => {
  it.each([
    // A Bariloche mobile as it is written at home: 0, area code, 15, number.
    ["0294 15 412-3456", "+5492944123456"],
    ["(0294) 15-412-3456", "+5492944123456"],
    ["0294-154123456", "+5492944123456"],
    ["02941541234 56", "+5492944123456"],
    // Without the 0, and the old four-digit grouping of the same number.
    ["294 15 412 3456", "+5492944123456"],
    ["02944 15 123456", "+5492944123456"],
    // Without the area code: a number in Bariloche.
    ["15 412-3456", "+5492944123456"],
    ["412-3456", "+542944123456"],
    // A landline with its area code.
    ["0294 442-3456", "+542944423456"],
    // Two-, three- and four-digit area codes.
    ["011 15 4123-4567", "+5491141234567"],
    ["11 4123-4567", "+541141234567"],
    ["0351 15 612-3456", "+5493516123456"],
    ["02972 15 41-2345", "+5492972412345"],
    ["02972 42-1234", "+542972421234"],
    // Already international, and the ways people mix the two.
    ["+54 9 294 412 3456", "+5492944123456"],
    ["+54 9 294 412-3456", "+5492944123456"],
    ["+5492944123456", "+5492944123456"],
    ["+54 294 15 412 3456", "+5492944123456"],
    ["+54 0294 15 412 3456", "+5492944123456"],
    ["+54 294 442 3456", "+542944423456"],
    ["0054 9 294 412 3456", "+5492944123456"],
    ["5492944123456", "+5492944123456"],
    ["54 9 11 4123 4567", "+5491141234567"],
    // A link pasted whole.
    ["https://wa.me/5492944123456", "+5492944123456"],
    ["wa.me/5492944123456", "+5492944123456"],
    // Another country's number with its code.
    ["+56 9 8765 4321", "+56987654321"],
    ["+1 (415) 555-0100", "+14155550100"],
  ])("reads %s as %s", (typed, stored) => {
    expect(normalizePhone(typed)).toEqual({ value: stored });
  });

  it.each([
    "call us",
    "+0 294 412 3456",
    "+54 294",
    "0294 412",
    "0294 15 412 3456 789",
    "+54 9 294 412 3456 7890 12",
    "4123456789012345",
    "0994 15 412 3456",
  ])("refuses %s", (typed) => {
    expect(normalizePhone(typed)).toEqual({ error: "phone" });
  });

  it("finds the area code's length from the known short codes", () => {
    expect(areaCodeLength("1141234567")).toBe(2);
    expect(areaCodeLength("2944123456")).toBe(3);
    expect(areaCodeLength("2972412345")).toBe(4);
  });

  it("shows a stored number grouped as people read it", () => {
    expect(formatPhone("+5492944123456")).toBe("+54 9 294 412-3456");
    expect(formatPhone("+542944423456")).toBe("+54 294 442-3456");
    expect(formatPhone("+5491141234567")).toBe("+54 9 11 4123-4567");
    expect(formatPhone("+5492972412345")).toBe("+54 9 2972 41-2345");
    expect(formatPhone("+56987654321")).toBe("+56987654321");
  });
});
