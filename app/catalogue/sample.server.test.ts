import { describe, expect, it } from "vitest";
import { sampleMembers } from "./sample.server.ts";
import { seededCatalogue } from "./seed/seeded-catalogue.server.ts";

describe("sample content (decision 0122)", () => {
  it("marks the install's invented team members until the owner replaces their name or biography", () => {
    const catalogue = structuredClone(seededCatalogue());
    expect(sampleMembers(catalogue)).toEqual(["martin", "lucia", "joaquin", "valentina", "tomas"]);
    // A real person in Lucía's place; Joaquín's Spanish biography rewritten by the owner.
    catalogue.team.find((member) => member.key === "lucia")!.data.name = "Carla Méndez";
    const joaquin = catalogue.team.find((member) => member.key === "joaquin")!;
    joaquin.texts.es = { ...joaquin.texts.es!, bio: "Guía de la AAGM desde 2015, escala en el Frey cada verano." };
    // Certifications alone do not make an invented person real.
    catalogue.team.find((member) => member.key === "martin")!.data.certifications = "AAGM";
    expect(sampleMembers(catalogue)).toEqual(["martin", "valentina", "tomas"]);
  });
});
