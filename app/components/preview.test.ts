import { describe, expect, it } from "vitest";
import { firstCharacters, firstSentences, previewRules } from "./preview.ts";

describe("highlights preview: first two sentences split on '. '", () => {
  it("keeps the first two sentences and hides the rest", () => {
    const text = "Granite towers above a lake. Routes for every level. A night at the refuge. Sunset from the needles.";
    expect(previewRules.highlights(text)).toEqual({
      head: "Granite towers above a lake. Routes for every level",
      rest: ". A night at the refuge. Sunset from the needles.",
    });
  });

  it("gives back the whole text when joined, whatever the rule", () => {
    const text = "One. Two. Three. Four.";
    const { head, rest } = previewRules.highlights(text);
    expect(head + rest).toBe(text);
  });

  it("does not truncate texts of one or two sentences", () => {
    expect(previewRules.highlights("Only one sentence.")).toEqual({ head: "Only one sentence.", rest: "" });
    expect(previewRules.highlights("First one. Second one.")).toEqual({ head: "First one. Second one.", rest: "" });
    expect(previewRules.highlights("First one. Second one. ")).toEqual({ head: "First one. Second one. ", rest: "" });
    expect(previewRules.highlights("")).toEqual({ head: "", rest: "" });
  });

  it("splits only on a period followed by a space", () => {
    const text = "Summit at 3.776 m. Leave at 5.30 a.m.; back by night. Bring a headlamp. Meals included.";
    expect(previewRules.highlights(text).head).toBe("Summit at 3.776 m. Leave at 5.30 a.m.; back by night");
  });

  it("counts any number of sentences", () => {
    expect(firstSentences(1)("A. B.").head).toBe("A");
    expect(firstSentences(3)("A. B. C. D.").head).toBe("A. B. C");
  });
});

describe("itinerary preview: first 300 characters", () => {
  it("cuts a longer text at 300 characters", () => {
    const text = `${"x".repeat(299)}yz${"w".repeat(50)}`;
    const { head, rest } = previewRules.itinerary(text);
    expect(head).toHaveLength(300);
    expect(head.endsWith("y")).toBe(true);
    expect(rest.startsWith("z")).toBe(true);
    expect(head + rest).toBe(text);
  });

  it("counts characters as a visitor does: an emoji is one, never cut in half", () => {
    const text = `${"é".repeat(298)}🧗⛰🧗🧗`;
    const { head, rest } = previewRules.itinerary(text);
    expect(head).toBe(`${"é".repeat(298)}🧗⛰`);
    expect(rest).toBe("🧗🧗");
    expect(previewRules.itinerary("🧗".repeat(300)).rest).toBe("");
  });

  it("does not truncate a text of 300 characters or fewer", () => {
    const text = "a".repeat(300);
    expect(previewRules.itinerary(text)).toEqual({ head: text, rest: "" });
    expect(previewRules.itinerary("Short day.")).toEqual({ head: "Short day.", rest: "" });
  });
});

describe("bio preview: first 200 characters", () => {
  it("cuts a longer bio at 200 characters", () => {
    const text = "b".repeat(201);
    expect(previewRules.bio(text)).toEqual({ head: "b".repeat(200), rest: "b" });
  });

  it("does not truncate a bio of 200 characters or fewer", () => {
    expect(previewRules.bio("c".repeat(200)).rest).toBe("");
    expect(firstCharacters(200)("Guide since 2010.").rest).toBe("");
  });
});
