/**
 * The service worker's caches of pages and pictures, bounded: past their size the least recently
 * used go first. A cache's own order is not the order of use, so each kept response carries the
 * time it was last put or shown (a header of ours), and eviction reads it back. Plain code, apart
 * from the Cache it is handed: unit-tested in bounded-cache.test.ts.
 */

/** The header that holds when a kept response was last used (milliseconds since the epoch). */
export const USED_AT = "X-Kept-Used-At";

export type Use = { key: string; usedAt: number };

/** What to forget so that at most `max` stay: the least recently used first (never stamped: first of all). */
export function leastRecentlyUsed(entries: readonly Use[], max: number): string[] {
  if (entries.length <= max) return [];
  return [...entries]
    .sort((a, b) => a.usedAt - b.usedAt)
    .slice(0, entries.length - max)
    .map((entry) => entry.key);
}

/** When a kept response was last used; 0 for one kept before the stamp existed. */
export function usedAt(response: Response): number {
  const value = Number(response.headers.get(USED_AT));
  return Number.isFinite(value) ? value : 0;
}

/** The response, stamped as used at `now` (its body is taken: pass a clone if it is also answered). */
export function stamped(response: Response, now: number): Response {
  const headers = new Headers(response.headers);
  headers.set(USED_AT, String(now));
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

type KeptCache = Pick<Cache, "put" | "keys" | "match" | "delete">;

/** Keeps `response` under `key` as the most recently used, then forgets the least recently used past `max`. */
export async function keepBounded(
  cache: KeptCache,
  key: RequestInfo | URL,
  response: Response,
  max: number,
  now = Date.now(),
): Promise<void> {
  await cache.put(key, stamped(response, now));
  const keys = await cache.keys();
  if (keys.length <= max) return;
  const entries: Use[] = [];
  for (const request of keys) {
    const kept = await cache.match(request, { ignoreVary: true });
    entries.push({ key: request.url, usedAt: kept ? usedAt(kept) : 0 });
  }
  for (const url of leastRecentlyUsed(entries, max)) await cache.delete(url, { ignoreVary: true });
}
