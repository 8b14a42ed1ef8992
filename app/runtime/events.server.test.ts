import pg from "pg";
import { afterEach, describe, expect, it } from "vitest";
import { createTestDatabase, testDatabaseUrl, type TestDatabase } from "../../db/testing.ts";
import { channelName, createMemoryEventBus, createPostgresEventBus, type EventBus } from "./events.server.ts";

function nextMessage(bus: EventBus, topic: string, timeoutMs = 3000): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no message on ${topic}`)), timeoutMs);
    const unsubscribe = bus.subscribe(topic, (message) => {
      clearTimeout(timer);
      unsubscribe();
      resolve(message);
    });
  });
}

describe("memory event bus", () => {
  it("delivers a published message to the topic's subscribers only, as a copy", async () => {
    const bus = createMemoryEventBus();
    const other: unknown[] = [];
    bus.subscribe("other", (message) => other.push(message));
    const original = { id: 1 };
    const received = nextMessage(bus, "comments");
    await bus.publish("comments", original);
    const message = await received;
    expect(message).toEqual({ id: 1 });
    expect(message).not.toBe(original);
    expect(other).toEqual([]);
    await bus.close();
  });
});

describe.skipIf(!testDatabaseUrl)("PostgreSQL event bus", () => {
  let test: TestDatabase | undefined;
  const buses: EventBus[] = [];
  afterEach(async () => {
    await Promise.all(buses.splice(0).map((bus) => bus.close()));
    await test?.cleanup();
  });

  it("delivers a message published by one instance to another instance", async () => {
    test = await createTestDatabase("postgres");
    const one = await createPostgresEventBus(test.connect());
    const two = await createPostgresEventBus(test.connect());
    buses.push(one, two);
    const onTwo = nextMessage(two, "comments");
    const onOne = nextMessage(one, "comments");
    await one.publish("comments", { type: "created", id: 42 });
    expect(await onTwo).toEqual({ type: "created", id: 42 });
    expect(await onOne).toEqual({ type: "created", id: 42 });
  });

  it("delivers every one of many messages published at once, in the order they were published", async () => {
    test = await createTestDatabase("postgres");
    const one = await createPostgresEventBus(test.connect());
    const two = await createPostgresEventBus(test.connect());
    buses.push(one, two);
    const received: unknown[] = [];
    const all = new Promise<void>((resolve) =>
      two.subscribe("comments", (message) => {
        if (received.push(message) === 250) resolve();
      }),
    );
    await Promise.all(Array.from({ length: 250 }, (_, id) => one.publish("comments", { type: "created", id })));
    await all;
    expect(received).toEqual(Array.from({ length: 250 }, (_, id) => ({ type: "created", id })));
  });

  it("reconnects after its connection is killed, asks subscribers to resync, and keeps delivering", async () => {
    test = await createTestDatabase("postgres");
    const database = test.connect();
    const bus = await createPostgresEventBus(database);
    buses.push(bus);
    const resynced = new Promise<void>((resolve) => bus.onResync(resolve));
    const admin = new pg.Client({ connectionString: testDatabaseUrl });
    await admin.connect();
    try {
      const killed = await admin.query(
        "select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'site-events' and query = $1",
        [`LISTEN "${channelName(test.config.engine === "postgres" ? test.config.schema : undefined)}"`],
      );
      expect(killed.rowCount).toBe(1);
    } finally {
      await admin.end();
    }
    await resynced;
    const received = nextMessage(bus, "comments");
    await bus.publish("comments", { id: 7 });
    expect(await received).toEqual({ id: 7 });
  });
});
