import { describe, expect, it } from "vitest";
import { languages } from "../../../app/i18n/languages.ts";
import { seededPages as pageKeys } from "../../../app/catalogue/seed/spec.ts";
import { bookingPageTarget, pageTargets, parseCommonArgs, wantsBookingPage } from "./pages.ts";

describe("the pages the quality instruments visit", () => {
  it("covers every page in every language, prefixed and unprefixed, by default", () => {
    const targets = pageTargets();
    expect(targets).toHaveLength(pageKeys.length * languages.length * 2);
    expect(targets).toContainEqual({ page: "about", lang: "es", path: "/es/about", prefixed: true, label: "/es/about" });
    expect(targets).toContainEqual({ page: "home", lang: "fr", path: "/fr", prefixed: true, label: "/fr" });
    expect(targets).toContainEqual({ page: "about", lang: "pt", path: "/about", prefixed: false, label: "/about [pt]" });
    expect(new Set(targets.map((target) => target.label)).size).toBe(targets.length);
  });

  it("limits unprefixed pages to the first language when asked", () => {
    const targets = pageTargets({ langs: ["it", "en"], unprefixed: "first" });
    const unprefixed = targets.filter((target) => !target.prefixed);
    expect(unprefixed).toHaveLength(pageKeys.length);
    expect(unprefixed.every((target) => target.lang === "it")).toBe(true);
  });

  it("reads --lang, --page and --quick", () => {
    expect(parseCommonArgs({ lang: ["es,fr"], page: ["home", "about"] })).toEqual({
      langs: ["es", "fr"],
      pages: ["home", "about"],
      quick: false,
    });
    expect(parseCommonArgs({ quick: true }).langs).toEqual(["en"]);
    expect(parseCommonArgs({ quick: true, lang: ["pt", "es"] }).langs).toEqual(["pt"]);
    expect(pageTargets({ ...parseCommonArgs({ page: ["contact"] }), unprefixed: "none" })).toHaveLength(languages.length);
  });

  it("takes the booking page by name, measured apart from the site's pages, its token never in a label", () => {
    const args = parseCommonArgs({ page: ["booking"] });
    expect(args.pages).toEqual(["booking"]);
    expect(pageTargets({ ...args, unprefixed: "none" })).toEqual([]);
    expect(wantsBookingPage(args.pages) && wantsBookingPage([]) && !wantsBookingPage(["home"])).toBe(true);
    const token = "T".repeat(43);
    expect(bookingPageTarget("es", `/es/booking/${token}`)).toEqual({
      page: "booking",
      lang: "es",
      path: `/es/booking/${token}`,
      prefixed: true,
      label: "/es/booking/{token}",
    });
  });

  it("rejects unknown languages and pages with the valid list", () => {
    expect(() => parseCommonArgs({ lang: ["de"] })).toThrow(/Unknown language "de".*en, es/);
    expect(() => parseCommonArgs({ page: ["blog"] })).toThrow(/Unknown page "blog".*home/);
  });
});
