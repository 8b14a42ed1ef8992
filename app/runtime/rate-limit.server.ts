/**
 * In-memory limits per client of one instance: a sliding window of attempts, and a cap on things a
 * client holds open at once (event streams). Limits that must hold across instances and restarts
 * (comments saved per client) are counted in the database instead.
 */

export type RateLimitResult = { allowed: true } | { allowed: false; retryAfterMs: number };

export class SlidingWindowLimiter {
  readonly #limit: number;
  readonly #windowMs: number;
  readonly #now: () => number;
  readonly #hits = new Map<string, number[]>();
  #checks = 0;

  constructor(options: { limit: number; windowMs: number; now?: () => number }) {
    this.#limit = options.limit;
    this.#windowMs = options.windowMs;
    this.#now = options.now ?? Date.now;
  }

  /** Counts an attempt by `key`, unless it is over the limit. */
  hit(key: string): RateLimitResult {
    const now = this.#now();
    const since = now - this.#windowMs;
    const hits = (this.#hits.get(key) ?? []).filter((time) => time > since);
    if (++this.#checks % 1000 === 0) this.#sweep(since);
    if (hits.length >= this.#limit) {
      this.#hits.set(key, hits);
      return { allowed: false, retryAfterMs: hits[0]! + this.#windowMs - now };
    }
    hits.push(now);
    this.#hits.set(key, hits);
    return { allowed: true };
  }

  /** Drops clients with no recent attempt, so memory stays bounded by recent clients. */
  #sweep(since: number) {
    for (const [key, hits] of this.#hits) {
      if (hits.every((time) => time <= since)) this.#hits.delete(key);
    }
  }
}

export class ConcurrencyLimiter {
  readonly #limit: number;
  readonly #open = new Map<string, number>();

  constructor(limit: number) {
    this.#limit = limit;
  }

  /** A release function when `key` may open one more, else undefined. */
  acquire(key: string): (() => void) | undefined {
    const open = this.#open.get(key) ?? 0;
    if (open >= this.#limit) return undefined;
    this.#open.set(key, open + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const left = (this.#open.get(key) ?? 1) - 1;
      if (left <= 0) this.#open.delete(key);
      else this.#open.set(key, left);
    };
  }
}
