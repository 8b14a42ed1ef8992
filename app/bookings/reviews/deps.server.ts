/** What every part of the reviews reads: the database, the change tracker, the clocks and the log. */
import type { ChangeTracker } from "../../runtime/changes.server.ts";
import type { Database } from "./store.server.ts";

export type ReviewsDeps = {
  db: Database["db"];
  changes?: Pick<ChangeTracker, "publish">;
  /** The business clock: a trip is over by it. */
  clock: () => number;
  /** A review is dated by the business clock (the real time outside tests): the page shows that day. */
  now: () => number;
  log: Pick<Console, "error">;
};
