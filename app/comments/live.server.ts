/**
 * Live comments: every open page of an excursion holds a Server-Sent Events stream. A saved
 * comment is announced on the event bus (its id only); each instance reads it once from the
 * database and fans it out to its own streams. A stream that (re)connects says which comment it
 * saw last (`Last-Event-ID`, or `?after=` on the first connection) and is first sent what it missed.
 */
import type { Db } from "./store.server.ts";
import type { ChangeTracker } from "../runtime/changes.server.ts";
import type { EventBus } from "../runtime/events.server.ts";
import type { CommentView } from "./model.ts";
import { commentsAfter, visibleComment } from "./store.server.ts";

export const COMMENTS_TOPIC = "comments";

type LiveEvent = { type: "created"; comment: CommentView } | { type: "removed"; id: number };

type BusMessage = { type: "created" | "removed"; id: number; excursion: string };

function isBusMessage(value: unknown): value is BusMessage {
  const message = value as BusMessage;
  return (
    typeof message === "object" &&
    message !== null &&
    (message.type === "created" || message.type === "removed") &&
    Number.isSafeInteger(message.id) &&
    typeof message.excursion === "string"
  );
}

type Subscriber = { onEvent(event: LiveEvent): void; onResync(): void };

export type LiveHub = ReturnType<typeof createLiveHub>;

export function createLiveHub(options: { db: Db; bus: EventBus; changes: ChangeTracker }) {
  const { db, bus, changes } = options;
  const subscribers = new Map<string, Set<Subscriber>>();

  async function handle(message: unknown) {
    if (!isBusMessage(message)) return;
    const local = subscribers.get(message.excursion);
    if (!local || local.size === 0) return;
    let event: LiveEvent;
    if (message.type === "created") {
      const comment = await visibleComment(db, message.id);
      if (!comment) return;
      const { excursion: _excursion, ...view } = comment;
      event = { type: "created", comment: view };
    } else {
      event = { type: "removed", id: message.id };
    }
    for (const subscriber of [...(subscribers.get(message.excursion) ?? [])]) subscriber.onEvent(event);
  }

  const offBus = bus.subscribe(COMMENTS_TOPIC, (message) => {
    handle(message).catch((error) => console.error("Could not deliver a live comment:", error));
  });
  const offResync = bus.onResync(() => {
    for (const set of subscribers.values()) for (const subscriber of set) subscriber.onResync();
  });

  return {
    subscribe(excursion: string, subscriber: Subscriber): () => void {
      let set = subscribers.get(excursion);
      if (!set) subscribers.set(excursion, (set = new Set()));
      set.add(subscriber);
      return () => {
        set.delete(subscriber);
        if (set.size === 0 && subscribers.get(excursion) === set) subscribers.delete(excursion);
      };
    },
    /** Tells every instance (this one's pages at once, before the returned promise settles) that a comment changed. */
    announce(type: BusMessage["type"], id: number, excursion: string): Promise<void> {
      return changes.publish(COMMENTS_TOPIC, { type, id, excursion } satisfies BusMessage);
    },
    /** Open streams on this instance. */
    get streamCount() {
      let count = 0;
      for (const set of subscribers.values()) count += set.size;
      return count;
    },
    close() {
      offBus();
      offResync();
      subscribers.clear();
    },
  };
}

const encoder = new TextEncoder();
const CATCH_UP_LIMIT = 100;

function sseEvent(event: LiveEvent): string {
  return event.type === "created"
    ? `id: ${event.comment.id}\nevent: comment\ndata: ${JSON.stringify(event.comment)}\n\n`
    : `event: removed\ndata: ${JSON.stringify({ id: event.id })}\n\n`;
}

/**
 * One page's stream. Subscribes first, then catches up from the database, so nothing posted in
 * between is lost; ids already sent are never sent twice.
 */
export function commentEventStream(options: {
  hub: LiveHub;
  db: Db;
  excursion: string;
  /** The last comment the page has; undefined when it wants only what comes from now on. */
  afterId: number | undefined;
  signal: AbortSignal;
  heartbeatMs?: number;
  onClose?: () => void;
  /** Closes the stream when the server shuts down. */
  closing: AbortSignal;
}): ReadableStream<Uint8Array> {
  const { hub, db, excursion, signal, closing } = options;
  let lastId = options.afterId ?? 0;
  const sent = new Set<number>();
  let closed = false;
  let cleanup = () => {};

  return new ReadableStream<Uint8Array>({
    start(controller) {
      const write = (text: string) => {
        if (closed) return;
        try {
          controller.enqueue(encoder.encode(text));
        } catch {
          close();
        }
      };
      const send = (event: LiveEvent) => {
        if (event.type === "created") {
          if (sent.has(event.comment.id)) return;
          sent.add(event.comment.id);
          if (sent.size > 1000) sent.delete(sent.values().next().value!);
          lastId = Math.max(lastId, event.comment.id);
        }
        write(sseEvent(event));
      };

      let catchingUp: Promise<void> | undefined;
      const catchUp = () => {
        // One catch-up at a time; live events that arrive meanwhile are sent too (deduplicated by id).
        catchingUp ??= commentsAfter(db, excursion, lastId, CATCH_UP_LIMIT)
          .then((comments) => comments.forEach((comment) => send({ type: "created", comment })))
          .catch((error) => console.error("Comment stream catch-up failed:", error))
          .finally(() => (catchingUp = undefined));
        return catchingUp;
      };

      const unsubscribe = hub.subscribe(excursion, {
        onEvent: send,
        onResync: () => void catchUp(),
      });
      const heartbeat = setInterval(() => write(": keep-alive\n\n"), options.heartbeatMs ?? 25_000);
      heartbeat.unref?.();

      function close() {
        if (closed) return;
        closed = true;
        cleanup();
        try {
          controller.close();
        } catch {
          // already closed by the reader
        }
      }
      cleanup = () => {
        unsubscribe();
        clearInterval(heartbeat);
        signal.removeEventListener("abort", close);
        closing.removeEventListener("abort", close);
        options.onClose?.();
      };
      signal.addEventListener("abort", close);
      closing.addEventListener("abort", close);
      if (signal.aborted || closing.aborted) return close();

      // Reconnect after 2 s if the connection drops; the browser then sends Last-Event-ID.
      write("retry: 2000\n: connected\n\n");
      if (options.afterId !== undefined) void catchUp();
    },
    cancel() {
      if (closed) return;
      closed = true;
      cleanup();
    },
  });
}
