import { describe, expect, it } from "vitest";
import { isSameOrigin } from "./origin.server.ts";

/** The public origin (PUBLIC_URL) and the one the server was reached at directly (its Host). */
const ours = ["https://bariloche.example", "http://10.0.0.5:3000"];

const from = (headers: Record<string, string>) => isSameOrigin(new Headers(headers), ours);

describe("isSameOrigin", () => {
  it("takes a post from either of our origins, as published or as reached directly", () => {
    expect(from({ Origin: "https://bariloche.example" })).toBe(true);
    expect(from({ Origin: "http://10.0.0.5:3000" })).toBe(true);
  });

  it("refuses a post from another site, from a sandboxed or local page (Origin: null), or one that says nothing", () => {
    expect(from({ Origin: "https://evil.example" })).toBe(false);
    // Same host, another scheme or port: another origin.
    expect(from({ Origin: "http://bariloche.example" })).toBe(false);
    expect(from({ Origin: "https://bariloche.example.evil.example" })).toBe(false);
    expect(from({ Origin: "null" })).toBe(false);
    expect(from({})).toBe(false);
  });

  it("takes Origin: null from a page of ours that sends no referrer (a booking page) only when Sec-Fetch-Site says same-origin", () => {
    expect(from({ Origin: "null", "Sec-Fetch-Site": "same-origin" })).toBe(true);
    // A sandboxed frame or a local file: the browser says cross-site (or says nothing).
    expect(from({ Origin: "null", "Sec-Fetch-Site": "cross-site" })).toBe(false);
    expect(from({ Origin: "null", "Sec-Fetch-Site": "none" })).toBe(false);
    expect(from({ Origin: "null", Referer: "https://bariloche.example/en" })).toBe(false);
  });

  it("trusts Origin over the other headers when a browser sends it", () => {
    expect(from({ Origin: "https://evil.example", "Sec-Fetch-Site": "same-origin", Referer: "https://bariloche.example/en" })).toBe(false);
  });

  it("without Origin, goes by Sec-Fetch-Site", () => {
    expect(from({ "Sec-Fetch-Site": "same-origin" })).toBe(true);
    expect(from({ "Sec-Fetch-Site": "cross-site" })).toBe(false);
    expect(from({ "Sec-Fetch-Site": "same-site" })).toBe(false);
    // Sec-Fetch-Site decides when present, whatever the Referer says.
    expect(from({ "Sec-Fetch-Site": "cross-site", Referer: "https://bariloche.example/en" })).toBe(false);
  });

  it("with neither, goes by the Referer's origin", () => {
    expect(from({ Referer: "https://bariloche.example/es/bautismo" })).toBe(true);
    expect(from({ Referer: "http://10.0.0.5:3000/en/contactForm?excursion=ventana" })).toBe(true);
    expect(from({ Referer: "https://bariloche.example.evil.example/" })).toBe(false);
    expect(from({ Referer: "https://evil.example/?https://bariloche.example" })).toBe(false);
    expect(from({ Referer: "not a url" })).toBe(false);
  });
});
