/**
 * Group commit: writes that arrive together are committed together.
 *
 * A commit is what a durable write costs: with SQLite (WAL, synchronous = FULL) it waits for the
 * disk, on the event loop since `node:sqlite` is synchronous; with PostgreSQL it is a round trip
 * and a flush of its log. One commit per request made that the price of every post, and held up
 * every other request meanwhile. Here the items queued during one turn of the event loop, or while
 * the previous commit was in flight, go to `commit` together (one transaction), and each caller's
 * promise settles only once that transaction has committed; if it fails, every caller of the batch
 * gets the error, and the transaction stored none of them.
 */
export type GroupCommitOptions = {
  /** Items committed together at most (bounds a statement's parameters and a transaction's size). */
  maxBatch?: number;
};

/**
 * Returns `write(item)`. `commit(items)` must store the items in one transaction and resolve, once
 * it has committed, with one result per item in the same order.
 */
export function groupCommit<Item, Result>(
  commit: (items: Item[]) => Promise<Result[]>,
  options: GroupCommitOptions = {},
): (item: Item) => Promise<Result> {
  const maxBatch = options.maxBatch ?? 500;
  type Pending = { item: Item; resolve: (result: Result) => void; reject: (error: unknown) => void };
  const queue: Pending[] = [];
  let scheduled = false;
  let committing = false;

  // In the event loop's check phase: after the requests of this turn have queued their items.
  const schedule = () => {
    if (scheduled || committing) return;
    scheduled = true;
    setImmediate(run);
  };

  async function run() {
    scheduled = false;
    if (queue.length === 0) return;
    const batch = queue.splice(0, maxBatch);
    committing = true;
    try {
      const results = await commit(batch.map((pending) => pending.item));
      if (results.length !== batch.length) throw new Error(`group commit: ${results.length} results for ${batch.length} items`);
      batch.forEach((pending, index) => pending.resolve(results[index]!));
    } catch (error) {
      for (const pending of batch) pending.reject(error);
    } finally {
      committing = false;
      // What arrived during the commit goes next, together.
      if (queue.length > 0) schedule();
    }
  }

  return (item) =>
    new Promise<Result>((resolve, reject) => {
      queue.push({ item, resolve, reject });
      schedule();
    });
}
