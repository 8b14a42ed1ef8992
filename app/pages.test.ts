import { describe, expect, it } from "vitest";
import { locatePath, requestLang, requestPath } from "./pages.ts";

const request = (path: string, headers: Record<string, string> = {}) => new Request(`https://bariloche.example${path}`, { headers });

describe("the page a request is for", () => {
  it("is its path, or for React Router's data requests the page's path without .data", () => {
    expect(requestPath(request("/fr/escaladarocafrey"))).toBe("/fr/escaladarocafrey");
    expect(requestPath(request("/fr/escaladarocafrey.data"))).toBe("/fr/escaladarocafrey");
    expect(requestPath(request("/es.data"))).toBe("/es");
    expect(requestPath(request("/_root.data"))).toBe("/");
    expect(requestPath(request("/about.data?_routes=root"))).toBe("/about");
    expect(locatePath(requestPath(request("/pt/multilargos.data")))).toEqual({ lang: "pt", page: "multipitch" });
  });

  it("is answered in its prefix's language, data requests included, else the visitor's", () => {
    expect(requestLang(request("/es.data", { "Accept-Language": "en-US" }))).toBe("es");
    expect(requestLang(request("/it/about.data", { "Accept-Language": "fr" }))).toBe("it");
    expect(requestLang(request("/_root.data", { "Accept-Language": "pt-BR" }))).toBe("pt");
  });
});
