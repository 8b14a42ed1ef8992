import { describe, expect, it } from "vitest";
import { allowed, areasOf, isRole, mayChange } from "./roles.ts";
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
    expect(areasOf("guide", screens)).toEqual(["home", "requests", "departures", "catalogue", "account"]);
    expect(areasOf("owner", screens)).toEqual(screens);
  });

  it("lets a guide read the catalogue, and only an owner change it", () => {
    expect(allowed("guide", "catalogue")).toBe(true);
    expect(mayChange("guide", "catalogue")).toBe(false);
    expect(mayChange("owner", "catalogue")).toBe(true);
    // Elsewhere, who reads an area changes it.
    expect(mayChange("guide", "departures")).toBe(true);
    expect(mayChange("guide", "comments")).toBe(false);
  });

  it("gives only an owner the payments: a guide reads a booking's money from its request", () => {
    expect(allowed("owner", "payments")).toBe(true);
    expect(allowed("guide", "payments")).toBe(false);
    expect(mayChange("guide", "payments")).toBe(false);
  });

  it("knows only its two roles", () => {
    expect(isRole("owner")).toBe(true);
    expect(isRole("guide")).toBe(true);
    expect(isRole("admin")).toBe(false);
    expect(isRole(undefined)).toBe(false);
  });
});
