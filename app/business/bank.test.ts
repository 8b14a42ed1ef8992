import { describe, expect, it } from "vitest";
import { isValidCbu, isValidCuit, normalizeBankAccount, normalizeCuit } from "./bank.ts";

// A CBU as published in Banco Macro's examples, and one built with the same rule.
const CBU = "2850590940090418135201";

describe("bank transfer details", () => {
  it("checks both check digits of a CBU", () => {
    expect(isValidCbu(CBU)).toBe(true);
    expect(isValidCbu("0170099200000123456784")).toBe(true);
    // One digit changed in each block.
    expect(isValidCbu("2850590840090418135201")).toBe(false);
    expect(isValidCbu("2850590940090418135202")).toBe(false);
    expect(isValidCbu("285059094009041813520")).toBe(false);
  });

  it("keeps a CBU as its 22 digits, however it was spaced", () => {
    expect(normalizeBankAccount("28505909 40090418135201")).toEqual({ value: CBU });
    expect(normalizeBankAccount("2850-5909-4009-0418-1352-01")).toEqual({ value: CBU });
    expect(normalizeBankAccount("28505909400904181352")).toEqual({ error: "cbu" });
    expect(normalizeBankAccount("2850590940090418135202")).toEqual({ error: "cbu" });
  });

  it("takes an alias of 6 to 20 letters, digits, dots and hyphens", () => {
    expect(normalizeBankAccount(" BARILOCHE.VERT.MP ")).toEqual({ value: "BARILOCHE.VERT.MP" });
    expect(normalizeBankAccount("roca-44.cuenta")).toEqual({ value: "roca-44.cuenta" });
    expect(normalizeBankAccount("corto")).toEqual({ error: "alias" });
    expect(normalizeBankAccount("un.alias.demasiado.largo")).toEqual({ error: "alias" });
    expect(normalizeBankAccount("con espacio")).toEqual({ error: "alias" });
    expect(normalizeBankAccount("año.nuevo.mp")).toEqual({ error: "alias" });
  });

  it("checks a CUIT's check digit and keeps it as it is printed", () => {
    expect(isValidCuit("20123456786")).toBe(true);
    expect(isValidCuit("20123456785")).toBe(false);
    expect(normalizeCuit("20123456786")).toEqual({ value: "20-12345678-6" });
    expect(normalizeCuit("20-12345678-6")).toEqual({ value: "20-12345678-6" });
    expect(normalizeCuit("20.12345678.6")).toEqual({ value: "20-12345678-6" });
    expect(normalizeCuit("20-12345678-5")).toEqual({ error: "cuit" });
    expect(normalizeCuit("2012345678")).toEqual({ error: "cuit" });
    expect(normalizeCuit("CUIT")).toEqual({ error: "cuit" });
  });
});
