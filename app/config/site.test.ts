import { describe, expect, it } from "vitest";
import { chatLink, site } from "./site.ts";
import { validateSite } from "./site.schema.ts";

describe("site configuration", () => {
  it("is valid", () => {
    expect(() => validateSite(site)).not.toThrow();
  });

  it("names every bad value", () => {
    expect(() => validateSite({ ...site, chatNumber: "+54 294", gaMeasurementId: "UA-1" })).toThrow(
      /chatNumber[\s\S]*gaMeasurementId/,
    );
  });

  it("builds click-to-chat links with an encoded message", () => {
    expect(chatLink()).toBe(`https://wa.me/${site.chatNumber}`);
    expect(chatLink("Hola & chau")).toBe(`https://wa.me/${site.chatNumber}?text=Hola%20%26%20chau`);
  });
});
