import { describe, expect, it } from "vitest";
import { cleanupAfterEach } from "../../../db/cleanup-after-each.ts";
import { createMigratedTestDatabase, testEngines } from "../../../db/testing.ts";
import { history } from "../../workspace/audit.server.ts";
import { at, confirmedBooking, NOW } from "../reminders/testing.server.ts";
import { checkReview, createReviewsService, REVIEWS_TOPIC } from "./service.server.ts";

const owner = { id: null, email: "owner@example.com" };

describe("a review's input", () => {
  it("takes a whole rating from 1 to 5 and a text, and refuses the rest", () => {
    expect(checkReview({ rating: "5", text: " Great day " })).toEqual({ ok: true, rating: 5, text: "Great day" });
    for (const rating of ["0", "6", "4.5", "", "five", undefined])
      expect(checkReview({ rating, text: "ok" })).toMatchObject({ ok: false, problems: ["rating"] });
    expect(checkReview({ rating: "3", text: "   " })).toEqual({ ok: false, problems: ["text"] });
    expect(checkReview({ rating: "3", text: "x".repeat(2001) })).toEqual({ ok: false, problems: ["too-long"] });
  });
});

describe.each(testEngines)("the reviews on $engine", ({ engine, skip }) => {
  const cleanups = cleanupAfterEach();

  async function setup() {
    process.env.TEST_CLOCK = new Date(NOW).toISOString();
    const test = await createMigratedTestDatabase(engine);
    delete process.env.TEST_CLOCK;
    cleanups.push(() => test.cleanup());
    const clock = { now: NOW };
    const published: string[] = [];
    const booking = await confirmedBooking(test.database, clock);
    const reviews = createReviewsService({
      database: test.database,
      changes: { publish: async (topic) => void published.push(topic) },
      clock: () => clock.now,
      now: () => clock.now,
    });
    return { test, clock, published, reviews, ...booking };
  }

  it.skipIf(skip)("a review is dated by the business clock, not the machine's", async () => {
    const { test, clock, requestId } = await setup();
    const byClock = createReviewsService({ database: test.database, changes: { publish: async () => {} }, clock: () => clock.now });
    clock.now = Date.parse("2026-12-14T15:00:00Z");
    const left = await byClock.leave(requestId, { rating: "5", text: "Gran día" });
    expect(left.ok).toBe(true);
    expect((await byClock.list())[0]?.createdAt).toBe(clock.now);
  });

  it.skipIf(skip)(
    "one review per booking once the trip is over; shown by the owner with the average and count, in the history",
    async () => {
      const { test, clock, reviews, requestId, published } = await setup();
      clock.now = at("2026-12-12");
      expect(await reviews.leave(requestId, { rating: "5", text: "Increíble" })).toEqual({ ok: false, problems: ["not-yet"] });
      clock.now = at("2026-12-13");
      expect(await reviews.leave(requestId, { rating: "9", text: "Increíble" })).toEqual({ ok: false, problems: ["rating"] });
      const left = await reviews.leave(requestId, { rating: "4", text: "Increíble, el guía sabe mucho" });
      expect(left.ok).toBe(true);
      expect(await reviews.leave(requestId, { rating: "5", text: "Otra vez" })).toEqual({ ok: false, problems: ["already"] });
      // Waiting for the owner: not shown.
      expect(await reviews.shown("trekkingLanin")).toEqual({ reviews: [], count: 0, average: null });
      if (!left.ok) throw new Error("not left");
      expect(await reviews.moderate(left.id, "shown", owner)).toBe(true);
      expect(published).toEqual([REVIEWS_TOPIC]);
      const shown = await reviews.shown("trekkingLanin");
      expect(shown).toMatchObject({ count: 1, average: 4, reviews: [{ author: "Ana", rating: 4, text: "Increíble, el guía sabe mucho" }] });
      expect(await reviews.moderate(left.id, "hidden", owner)).toBe(true);
      expect((await reviews.shown("trekkingLanin")).count).toBe(0);
      const lines = (await history(test.database.db, 10)).map((row) => row.action);
      expect(lines).toEqual(expect.arrayContaining(["review.shown", "review.hidden"]));
    },
  );

  it.skipIf(skip)("refuses a review for a cancelled departure", async () => {
    const { clock, reviews, requestId, departures, departureId } = await setup();
    clock.now = at("2026-12-01");
    await departures.cancel(departureId);
    clock.now = at("2026-12-13");
    expect(await reviews.leave(requestId, { rating: "5", text: "?" })).toEqual({ ok: false, problems: ["unknown"] });
  });
});
