import { describe, expect, it } from "vitest";
import { langFromAcceptLanguage, langFromBrowserTag, negotiateLang } from "./languages.ts";

describe("language rule", () => {
  it.each([
    ["es-AR", "es"],
    ["pt-BR", "pt"],
    ["fr-FR", "fr"],
    ["it-IT", "it"],
    ["de-DE", "en"],
    ["en-GB", "en"],
    ["", "en"],
  ])("browser language %s selects %s", (tag, lang) => {
    expect(langFromBrowserTag(tag)).toBe(lang);
  });

  it("uses the highest-ranked language of Accept-Language", () => {
    expect(langFromAcceptLanguage("de-DE,de;q=0.9,es;q=0.8")).toBe("en");
    expect(langFromAcceptLanguage("en;q=0.5, fr-CA;q=0.9")).toBe("fr");
    expect(langFromAcceptLanguage("pt-BR")).toBe("pt");
    expect(langFromAcceptLanguage(null)).toBe("en");
    expect(langFromAcceptLanguage("*;q=1, it;q=0.4")).toBe("it");
  });

  it("lets the remembered choice win over the browser", () => {
    const headers = new Headers({ "accept-language": "es-AR", cookie: "a=1; lang=it" });
    expect(negotiateLang(headers)).toBe("it");
    expect(negotiateLang(new Headers({ "accept-language": "es-AR", cookie: "lang=xx" }))).toBe("es");
  });
});
