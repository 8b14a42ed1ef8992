/**
 * A version of everything pages show from the database: it moves whenever any of it may have
 * changed, here (at once, before the change is answered), on another instance (told on the event
 * bus), or, with SQLite, by another process writing to the file (an owner's command). The page
 * cache keeps a page only as long as this stays the same.
 */
import type { Database } from "../../db/database.ts";
import type { EventBus } from "./events.server.ts";

export type ChangeTracker = {
  /** Moves the version now, then tells every instance. */
  publish(topic: string, message: unknown): Promise<void>;
  /**
   * The current version, or undefined while changes could go unheard (the bus is disconnected).
   * `forRequest`: for the page cache's lookup of an arriving request (see below); anything else
   * reads afresh.
   */
  version(forRequest?: boolean): string | undefined;
  close(): void;
};

/**
 * `topics`: the bus topics that announce a change. For arriving requests, SQLite's count of other
 * processes' commits is read at most once per turn of the event loop (it takes the database's read
 * locks, which cost more than serving a kept page): the requests a turn handles arrived before it
 * began to poll for them, so a value read for the first is current for all of them, and it is
 * forgotten when the turn ends. Read elsewhere, in another phase of the loop, a kept value could be
 * older than a request arriving later in the same turn: those reads are fresh and not kept.
 */
export function createChangeTracker(options: {
  bus: EventBus;
  database: Pick<Database, "externalChanges">;
  topics: readonly string[];
}): ChangeTracker {
  const { bus, database } = options;
  let clock = 0;
  const bump = () => void clock++;
  const offs = [...options.topics.map((topic) => bus.subscribe(topic, bump)), bus.onResync(bump)];
  let external: { value: number | undefined } | undefined;
  const externalChanges = (forRequest: boolean) => {
    if (!forRequest) return database.externalChanges?.();
    if (!external) {
      external = { value: database.externalChanges?.() };
      setImmediate(() => (external = undefined));
    }
    return external.value;
  };
  return {
    publish(topic, message) {
      bump();
      return bus.publish(topic, message);
    },
    version(forRequest = false) {
      if (!bus.connected) return undefined;
      try {
        return `${clock}.${externalChanges(forRequest) ?? "-"}`;
      } catch {
        // The database is closed or failing: nothing can be said to be current.
        return undefined;
      }
    },
    close() {
      for (const off of offs) off();
    },
  };
}
