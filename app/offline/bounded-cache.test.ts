import { describe, expect, it } from "vitest";
import { keepBounded, leastRecentlyUsed, stamped, usedAt, USED_AT } from "./bounded-cache.ts";

/**
 * A cache as the worker's: requests and their responses (Node has no Cache Storage). It lists its
 * keys newest first, so an eviction that trusted the cache's order would forget the wrong ones.
 */
function memoryCache() {
  const entries = new Map<string, Response>();
  return {
    entries,
    async put(key: RequestInfo | URL, response: Response) {
      const url = typeof key === "string" ? key : key instanceof URL ? key.href : key.url;
      entries.delete(url);
      entries.set(url, response);
    },
    async keys() {
      return [...entries.keys()].reverse().map((url) => new Request(url));
    },
    async match(key: RequestInfo | URL) {
      return entries.get(typeof key === "string" ? key : key instanceof URL ? key.href : key.url)?.clone();
    },
    async delete(key: RequestInfo | URL) {
      return entries.delete(typeof key === "string" ? key : key instanceof URL ? key.href : key.url);
    },
  };
}

describe("the bounded caches", () => {
  it("forget the least recently used first, and nothing while under the bound", () => {
    const uses = [
      { key: "a", usedAt: 30 },
      { key: "b", usedAt: 10 },
      { key: "c", usedAt: 20 },
      { key: "d", usedAt: 0 },
    ];
    expect(leastRecentlyUsed(uses, 4)).toEqual([]);
    expect(leastRecentlyUsed(uses, 2)).toEqual(["d", "b"]);
    expect(leastRecentlyUsed(uses, 0)).toEqual(["d", "b", "c", "a"]);
  });

  it("stamp a response with its use and keep its body, status and headers", async () => {
    const response = stamped(new Response("picture", { status: 200, headers: { "Content-Type": "image/avif" } }), 1234);
    expect(response.headers.get(USED_AT)).toBe("1234");
    expect(response.headers.get("Content-Type")).toBe("image/avif");
    expect(usedAt(response)).toBe(1234);
    expect(await response.text()).toBe("picture");
    expect(usedAt(new Response("kept before the stamp"))).toBe(0);
  });

  it("keep the pictures shown lately when a new one comes past the bound, whatever the cache's own order", async () => {
    const cache = memoryCache();
    const url = (name: string) => `https://bariloche.example/img/${name}.avif`;
    await keepBounded(cache, url("a"), new Response("a"), 3, 1);
    await keepBounded(cache, url("b"), new Response("b"), 3, 2);
    await keepBounded(cache, url("c"), new Response("c"), 3, 3);
    // "a" is shown again: it is put again with a new stamp (the worker does so on each use).
    await keepBounded(cache, url("a"), (await cache.match(url("a")))!, 3, 4);
    await keepBounded(cache, url("d"), new Response("d"), 3, 5);
    expect([...cache.entries.keys()].sort()).toEqual([url("a"), url("c"), url("d")]);
    await keepBounded(cache, url("e"), new Response("e"), 3, 6);
    expect([...cache.entries.keys()].sort()).toEqual([url("a"), url("d"), url("e")]);
    expect(await (await cache.match(url("a")))!.text()).toBe("a");
  });
});
