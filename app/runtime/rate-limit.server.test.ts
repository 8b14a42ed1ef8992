import { describe, expect, it } from "vitest";
import { ConcurrencyLimiter, SlidingWindowLimiter } from "./rate-limit.server.ts";

describe("SlidingWindowLimiter", () => {
  it("allows the limit within the window, refuses the next, and allows again once the window has moved", () => {
    let now = 1_000_000;
    const limiter = new SlidingWindowLimiter({ limit: 3, windowMs: 60_000, now: () => now });
    expect([1, 2, 3].map(() => limiter.hit("a").allowed)).toEqual([true, true, true]);
    const refused = limiter.hit("a");
    expect(refused).toEqual({ allowed: false, retryAfterMs: 60_000 });
    expect(limiter.hit("b").allowed).toBe(true);
    now += 30_000;
    expect(limiter.hit("a")).toEqual({ allowed: false, retryAfterMs: 30_000 });
    now += 30_001;
    expect(limiter.hit("a").allowed).toBe(true);
  });
});

describe("ConcurrencyLimiter", () => {
  it("caps what one client holds open and frees a place on release (once)", () => {
    const limiter = new ConcurrencyLimiter(2);
    const first = limiter.acquire("a");
    const second = limiter.acquire("a");
    expect(first && second).toBeTruthy();
    expect(limiter.acquire("a")).toBeUndefined();
    expect(limiter.acquire("b")).toBeTruthy();
    first!();
    first!();
    expect(limiter.acquire("a")).toBeTruthy();
    expect(limiter.acquire("a")).toBeUndefined();
  });
});
