import { describe, expect, it } from "vitest";
import { reviewsSectionOf } from "./section.server.ts";

const review = (id: number, rating: number) => ({
  id,
  offer: "trekkingLanin",
  lang: "es",
  author: "Ana",
  rating,
  text: "Un día <b>increíble</b>",
  status: "shown" as const,
  createdAt: Date.UTC(2026, 11, 13, 15),
});

describe("an excursion page's reviews", () => {
  it("say the average and the count in words, in the page's language", () => {
    const two = { reviews: [review(2, 5), review(1, 4)], count: 2, average: 4.5 };
    const es = reviewsSectionOf(two, "es");
    expect(es?.summary).toBe("4,5 de 5 · 2 opiniones");
    expect(es?.reviews[1]).toMatchObject({ author: "Ana", rating: "4 de 5", text: "Un día <b>increíble</b>" });
    expect(es?.reviews[0]?.date).toContain("diciembre de 2026");
    expect(es?.reviews[0]?.lang).toBeUndefined();
    const en = reviewsSectionOf({ reviews: [review(1, 4)], count: 1, average: 4 }, "en");
    expect(en?.summary).toBe("4 out of 5 · 1 review");
    // Written in Spanish, on the English page: said so for screen readers.
    expect(en?.reviews[0]?.lang).toBe("es");
    expect(reviewsSectionOf(two, "it")?.summary).toBe("4,5 su 5 · 2 recensioni");
  });

  it("show nothing when no review is shown", () => {
    expect(reviewsSectionOf({ reviews: [], count: 0, average: null }, "fr")).toBeNull();
  });
});
