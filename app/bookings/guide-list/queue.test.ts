import { describe, expect, it } from "vitest";
import { clearQueue, dropPast, enqueue, flush, queued, type QueuedCheckIn } from "./queue.ts";

function memory(): Storage {
  const map = new Map<string, string>();
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
    clear: () => map.clear(),
    key: () => null,
    get length() {
      return map.size;
    },
  };
}

const tap = (key: string, extra: Partial<QueuedCheckIn> = {}): QueuedCheckIn => ({
  key,
  departureId: 1,
  lastDay: "2027-02-10",
  booking: 7,
  slot: 1,
  intent: "in",
  at: 1000,
  ...extra,
});

describe("check-ins kept without signal", () => {
  it("sends each once when the signal returns, keeps them while there is none", async () => {
    const store = memory();
    enqueue(store, tap("key-a"));
    enqueue(store, tap("key-b", { slot: 2 }));
    const sent: string[] = [];
    expect(await flush(store, async () => "no-signal")).toBe(0);
    expect(queued(store)).toHaveLength(2);
    expect(await flush(store, async (entry) => (sent.push(entry.key), "answered"))).toBe(2);
    expect(await flush(store, async (entry) => (sent.push(entry.key), "answered"))).toBe(0);
    expect(sent).toEqual(["key-a", "key-b"]);
    expect(store.getItem("workspace-check-ins")).toBeNull();
  });

  it("keeps the last tap of a seat, drops past departures, and empties at sign-out", () => {
    const store = memory();
    enqueue(store, tap("key-a"));
    enqueue(store, tap("key-b", { intent: "undo" }));
    expect(queued(store).map((entry) => entry.key)).toEqual(["key-b"]);
    enqueue(store, tap("key-c", { booking: 8, lastDay: "2027-02-09" }));
    dropPast(store, "2027-02-10");
    expect(queued(store).map((entry) => entry.key)).toEqual(["key-b"]);
    clearQueue(store);
    expect(queued(store)).toEqual([]);
  });
});
