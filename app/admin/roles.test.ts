import { describe, expect, it } from "vitest";
import { allowed, areasOf, isRole, mayRecordPayments } from "./roles.ts";
import { screens } from "./paths.ts";

describe("workspace roles", () => {
  it("gives an owner every area", () => {
    for (const area of ["home", "account", "requests", "departures", "comments", "messages", "team", "history"] as const) {
      expect(allowed("owner", area), area).toBe(true);
    }
  });

  it("gives a guide requests and departures, and their own account, nothing else", () => {
    expect(allowed("guide", "requests")).toBe(true);
    expect(allowed("guide", "departures")).toBe(true);
    expect(allowed("guide", "home")).toBe(true);
    expect(allowed("guide", "account")).toBe(true);
    for (const area of ["comments", "messages", "team", "history"] as const) expect(allowed("guide", area), area).toBe(false);
  });

  it("shows each role only the screens it may open", () => {
    expect(areasOf("guide", screens)).toEqual(["home", "requests", "departures", "payments", "account"]);
    expect(areasOf("owner", screens)).toEqual(screens);
  });

  it("lets a guide read payments and only an owner record them", () => {
    expect(allowed("guide", "payments")).toBe(true);
    expect(mayRecordPayments("owner")).toBe(true);
    expect(mayRecordPayments("guide")).toBe(false);
  });

  it("knows only its two roles", () => {
    expect(isRole("owner")).toBe(true);
    expect(isRole("guide")).toBe(true);
    expect(isRole("admin")).toBe(false);
    expect(isRole(undefined)).toBe(false);
  });
});
