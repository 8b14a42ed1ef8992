import { describe, expect, it } from "vitest";
import { normalizeLink } from "./link.ts";

const paypal = ["paypal.com", "paypal.me"];
const mercadoPago = ["mercadopago.com.ar", "mpago.la"];
const instagram = ["instagram.com"];

describe("a link as the owner writes it", () => {
  it("adds https to a known site's address", () => {
    expect(normalizeLink("paypal.me/tunombre", paypal)).toEqual({ value: "https://paypal.me/tunombre" });
    expect(normalizeLink(" www.paypal.com/paypalme/tunombre ", paypal)).toEqual({ value: "https://www.paypal.com/paypalme/tunombre" });
    expect(normalizeLink("mpago.la/2abc", mercadoPago)).toEqual({ value: "https://mpago.la/2abc" });
    expect(normalizeLink("link.mercadopago.com.ar/tunombre", mercadoPago)).toEqual({ value: "https://link.mercadopago.com.ar/tunombre" });
    expect(normalizeLink("instagram.com/tunombre", instagram)).toEqual({ value: "https://instagram.com/tunombre" });
  });

  it("turns a known site's http into https, and keeps a full https link as it is", () => {
    expect(normalizeLink("http://paypal.me/tunombre", paypal)).toEqual({ value: "https://paypal.me/tunombre" });
    expect(normalizeLink("https://paypal.me/tunombre", paypal)).toEqual({ value: "https://paypal.me/tunombre" });
  });

  it("reads @name as the network's profile", () => {
    expect(normalizeLink("@bariloche.vertical", instagram, "https://www.instagram.com/")).toEqual({
      value: "https://www.instagram.com/bariloche.vertical",
    });
    expect(normalizeLink("@name", instagram)).toEqual({ error: "https" });
  });

  it("refuses a link on another site, or not over https", () => {
    expect(normalizeLink("paypal.com.evil.example/x", paypal)).toEqual({ error: "host" });
    expect(normalizeLink("https://notpaypal.com/x", paypal)).toEqual({ error: "host" });
    expect(normalizeLink("http://example.com/x", paypal)).toEqual({ error: "https" });
    expect(normalizeLink("https://user@paypal.me/x", paypal)).toEqual({ error: "https" });
    expect(normalizeLink("https://paypal.me:8443/x", paypal)).toEqual({ error: "https" });
    expect(normalizeLink("javascript:alert(1)", paypal)).toEqual({ error: "https" });
    expect(normalizeLink("tunombre", paypal)).toEqual({ error: "https" });
    expect(normalizeLink("example.com/x")).toEqual({ error: "https" });
  });
});
