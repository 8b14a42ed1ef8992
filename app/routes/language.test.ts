import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { visitorContext } from "../site/context.ts";
import { loader } from "./language.ts";

/** The language route's answer to `/language/{lang}?to={to}`. */
function switchTo(lang: string, to: string | null, secure = true) {
  const context = new RouterContextProvider();
  context.set(visitorContext, { address: "203.0.113.9", secure });
  const query = to === null ? "" : `?to=${encodeURIComponent(to)}`;
  const request = new Request(`https://bariloche.example/language/${lang}${query}`);
  return loader({ params: { lang }, request, context } as unknown as Parameters<typeof loader>[0]);
}

describe("the language route", () => {
  it("remembers the choice for a year and answers with the same page in that language", () => {
    const response = switchTo("es", "/en/about");
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/es/about");
    expect(response.headers.get("Set-Cookie")).toBe("lang=es; Path=/; Max-Age=31536000; SameSite=Lax; Secure");
    expect(response.headers.get("Cache-Control")).toBe("no-store");
  });

  it("keeps the query (the contact form's excursion) and switches unprefixed pages to the prefixed one", () => {
    expect(switchTo("it", "/contactForm?excursion=ventana").headers.get("Location")).toBe("/it/contactForm?excursion=ventana");
    expect(switchTo("fr", "/").headers.get("Location")).toBe("/fr");
  });

  it("sets no Secure flag over plain HTTP", () => {
    expect(switchTo("pt", "/about", false).headers.get("Set-Cookie")).toBe("lang=pt; Path=/; Max-Age=31536000; SameSite=Lax");
  });

  it("never sends anyone off the site: any other target is the home page", () => {
    for (const to of ["https://evil.example/", "//evil.example/en/about", "/\\evil.example", "javascript:alert(1)", null]) {
      const location = switchTo("en", to).headers.get("Location")!;
      expect(location, String(to)).toMatch(/^\/en(?:\?|$)/);
    }
  });

  it("answers 404 for a language the site does not have, and sets nothing", () => {
    expect(() => switchTo("de", "/en/about")).toThrow();
    try {
      switchTo("de", "/en/about");
    } catch (thrown) {
      expect((thrown as Response).status).toBe(404);
      expect((thrown as Response).headers.get("Set-Cookie")).toBeNull();
    }
  });
});
