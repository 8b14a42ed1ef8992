/**
 * Publish/subscribe between the parts of the site that need to hear about changes (new comments
 * for the open pages' event streams). In one process it is an in-memory bus; with PostgreSQL it
 * is LISTEN/NOTIFY, so a message published by one instance reaches every instance.
 *
 * Messages are small JSON values (ids, not content): PostgreSQL caps a notification at 8000 bytes.
 */
import pg from "pg";
import { sql } from "kysely";
import type { Database } from "../../db/database.ts";
import { groupCommit } from "../../db/group-commit.ts";

type EventListener = (message: unknown) => void;

export interface EventBus {
  readonly kind: "memory" | "postgres";
  /**
   * False while messages may be getting lost (the PostgreSQL connection is down): whoever keeps
   * something up to date by listening must not trust it until the resync.
   */
  readonly connected: boolean;
  /** Delivers the message to every subscriber of the topic, on every instance. */
  publish(topic: string, message: unknown): Promise<void>;
  subscribe(topic: string, listener: EventListener): () => void;
  /**
   * Called after messages may have been missed (the PostgreSQL connection dropped and came back):
   * subscribers catch up from the database.
   */
  onResync(listener: () => void): () => void;
  close(): Promise<void>;
}

const MAX_PAYLOAD_BYTES = 7900;

class Listeners {
  readonly #topics = new Map<string, Set<EventListener>>();
  readonly #resync = new Set<() => void>();

  subscribe(topic: string, listener: EventListener) {
    let set = this.#topics.get(topic);
    if (!set) this.#topics.set(topic, (set = new Set()));
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0 && this.#topics.get(topic) === set) this.#topics.delete(topic);
    };
  }

  onResync(listener: () => void) {
    this.#resync.add(listener);
    return () => void this.#resync.delete(listener);
  }

  deliver(topic: string, message: unknown) {
    for (const listener of [...(this.#topics.get(topic) ?? [])]) {
      try {
        listener(message);
      } catch (error) {
        console.error(`Event listener for ${topic} failed:`, error);
      }
    }
  }

  resync() {
    for (const listener of [...this.#resync]) {
      try {
        listener();
      } catch (error) {
        console.error("Event resync listener failed:", error);
      }
    }
  }

  clear() {
    this.#topics.clear();
    this.#resync.clear();
  }
}

/** Within one process (the SQLite setup). */
export function createMemoryEventBus(): EventBus {
  const listeners = new Listeners();
  return {
    kind: "memory",
    connected: true,
    async publish(topic, message) {
      // Serialised like the PostgreSQL bus, so both deliver the same thing (and never a shared object).
      const copy: unknown = JSON.parse(JSON.stringify(message));
      queueMicrotask(() => listeners.deliver(topic, copy));
    },
    subscribe: (topic, listener) => listeners.subscribe(topic, listener),
    onResync: (listener) => listeners.onResync(listener),
    async close() {
      listeners.clear();
    },
  };
}

/** The channel of one database (and schema: test runs sharing a database must not hear each other). */
export function channelName(schema: string | undefined): string {
  return schema ? `site_events_${schema}`.slice(0, 63) : "site_events";
}

/**
 * Across instances through PostgreSQL: one dedicated connection LISTENs (reconnecting with
 * backoff when it drops, then asking subscribers to resync); publishing is a NOTIFY through the
 * pool, delivered to every listener, this instance included, once the publishing statement commits.
 */
export async function createPostgresEventBus(database: Database): Promise<EventBus> {
  if (!database.postgres) throw new Error("The PostgreSQL event bus needs a PostgreSQL database");
  const { clientConfig, schema } = database.postgres;
  const channel = channelName(schema);
  const listeners = new Listeners();
  let client: pg.Client | undefined;
  let closed = false;
  let retryDelay = 250;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;

  const onNotification = (notification: pg.Notification) => {
    if (notification.channel !== channel || !notification.payload) return;
    let parsed: { topic?: unknown; message?: unknown };
    try {
      parsed = JSON.parse(notification.payload) as typeof parsed;
    } catch {
      return;
    }
    if (typeof parsed.topic === "string") listeners.deliver(parsed.topic, parsed.message);
  };

  async function connect(): Promise<void> {
    const next = new pg.Client({ ...clientConfig, application_name: "site-events" });
    next.on("notification", onNotification);
    next.on("error", (error) => {
      console.error("PostgreSQL event connection error:", error.message);
    });
    next.on("end", () => {
      if (client !== next || closed) return;
      client = undefined;
      scheduleReconnect();
    });
    await next.connect();
    await next.query(`LISTEN "${channel}"`);
    client = next;
  }

  function scheduleReconnect() {
    if (closed || retryTimer) return;
    retryTimer = setTimeout(async () => {
      retryTimer = undefined;
      try {
        await connect();
        retryDelay = 250;
        // Whatever was published while we were away is in the database: subscribers catch up.
        listeners.resync();
      } catch (error) {
        console.error("PostgreSQL event connection failed, retrying:", (error as Error).message);
        retryDelay = Math.min(retryDelay * 2, 5000);
        scheduleReconnect();
      }
    }, retryDelay);
    retryTimer.unref?.();
  }

  // Messages published together (the comments of one group commit) go out in one statement, in order.
  const notify = groupCommit(
    async (payloads: string[]) => {
      await sql`select pg_notify(${channel}, payload) from unnest(${payloads}::text[]) as payload`.execute(database.db);
      return payloads.map(() => undefined);
    },
    { maxBatch: 200 },
  );

  await connect();

  return {
    kind: "postgres",
    get connected() {
      return client !== undefined && !closed;
    },
    async publish(topic, message) {
      const payload = JSON.stringify({ topic, message });
      if (Buffer.byteLength(payload) > MAX_PAYLOAD_BYTES) throw new Error(`Event too large for ${topic}`);
      await notify(payload);
    },
    subscribe: (topic, listener) => listeners.subscribe(topic, listener),
    onResync: (listener) => listeners.onResync(listener),
    async close() {
      closed = true;
      if (retryTimer) clearTimeout(retryTimer);
      listeners.clear();
      const current = client;
      client = undefined;
      await current?.end().catch(() => {});
    },
  };
}

export async function createEventBus(database: Database): Promise<EventBus> {
  return database.engine === "postgres" ? createPostgresEventBus(database) : createMemoryEventBus();
}
