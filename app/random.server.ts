import { randomBytes } from "node:crypto";

/**
 * Random bytes drawn from the system's generator a block at a time (as crypto.randomUUID does):
 * one call per block instead of one per value. A call of its own cost about 5 µs, which showed in
 * the cost of serving a page (a CSP nonce per response, form tokens per page). Every byte is
 * handed out once; take a copy (a string) before asking again.
 */
const POOL_BYTES = 4096;
let pool = Buffer.alloc(0);
let used = 0;

export function pooledRandomBytes(count: number): Buffer {
  if (used + count > pool.length) {
    pool = randomBytes(Math.max(POOL_BYTES, count));
    used = 0;
  }
  const bytes = pool.subarray(used, used + count);
  used += count;
  return bytes;
}
