import { describe, expect, it } from "vitest";
import { pageAt, pageHref, type PageKey, staticPages } from "./pages.ts";
import { placeOf } from "./place.server.ts";

const headers = (values: Record<string, string>) => new Headers(values);

describe("where a request sits in the site", () => {
  it("takes the language from the path's prefix, whatever the visitor's browser says", () => {
    expect(placeOf("/fr/escaladarocafrey", headers({ "Accept-Language": "es" }))).toEqual({
      page: "escaladarocafrey",
      lang: "fr",
      prefixed: true,
    });
    expect(placeOf("/pt", headers({ Cookie: "lang=it" }))).toEqual({ page: "home", lang: "pt", prefixed: true });
  });

  it("negotiates an unprefixed page: the remembered choice first, then the browser's language", () => {
    expect(placeOf("/about", headers({ Cookie: "lang=it", "Accept-Language": "fr" }))).toEqual({
      page: "about",
      lang: "it",
      prefixed: false,
    });
    expect(placeOf("/about", headers({ "Accept-Language": "pt-BR,en;q=0.5" }))).toEqual({ page: "about", lang: "pt", prefixed: false });
    expect(placeOf("/", headers({ "Accept-Language": "de" }))).toEqual({ page: "home", lang: "en", prefixed: false });
  });

  it("names no page for an unknown prefix or path, but still a language for the 404 page", () => {
    expect(placeOf("/xx/about", headers({ "Accept-Language": "es" }))).toEqual({ page: undefined, lang: "es", prefixed: false });
    expect(placeOf("/es/no/such", headers({}))).toEqual({ page: undefined, lang: "es", prefixed: true });
    expect(placeOf("/es/Not_An_Address", headers({}))).toEqual({ page: undefined, lang: "es", prefixed: true });
  });

  it("names a one-segment path shaped like an excursion's address as that page: the catalogue says whether it exists", () => {
    expect(placeOf("/es/via-ferrata-otto", headers({}))).toEqual({ page: "via-ferrata-otto", lang: "es", prefixed: true });
    expect(pageHref("via-ferrata-otto", "fr")).toBe("/fr/via-ferrata-otto");
  });

  it("finds every page at both of its paths", () => {
    // Every static page, and excursions' addresses of one word and of several.
    const pageKeys: PageKey[] = [...staticPages, "escaladarocafrey", "cerro-otto", "ascenso-volcan-lanin"];
    for (const page of pageKeys) {
      expect(pageAt(pageHref(page))).toEqual({ page, lang: undefined });
      expect(pageAt(pageHref(page, "it"))).toEqual({ page, lang: "it" });
      expect(placeOf(pageHref(page, "it"), headers({}))).toEqual({ page, lang: "it", prefixed: true });
    }
  });
});
