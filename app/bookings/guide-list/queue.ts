/**
 * Check-ins taken without signal, kept in the browser until they are sent (decision 0064): each
 * with a key made on the phone, so a retry after a lost answer is never a double check-in (the
 * server applies a key once). What is kept is no one's personal data: the departure, the seat
 * (booking number and slot), in or undone, the time of the tap and the key. Removed once sent,
 * after its departure's day, and at sign-out.
 */
const QUEUE_KEY = "workspace-check-ins";

export type QueuedCheckIn = {
  key: string;
  departureId: number;
  /** The departure's last day (`YYYY-MM-DD`): the entry is dropped after it. */
  lastDay: string;
  booking: number;
  slot: number;
  intent: "in" | "undo";
  at: number;
};

type Store = Pick<Storage, "getItem" | "setItem" | "removeItem">;

export function queued(store: Store): QueuedCheckIn[] {
  try {
    const value = JSON.parse(store.getItem(QUEUE_KEY) ?? "[]");
    return Array.isArray(value) ? value : [];
  } catch {
    return [];
  }
}

function save(store: Store, entries: QueuedCheckIn[]) {
  if (entries.length) store.setItem(QUEUE_KEY, JSON.stringify(entries));
  else store.removeItem(QUEUE_KEY);
}

/** Keeps a tap; a later tap on the same seat replaces an unsent one (only the last state is sent). */
export function enqueue(store: Store, entry: QueuedCheckIn): void {
  save(store, [...queued(store).filter((other) => other.booking !== entry.booking || other.slot !== entry.slot), entry]);
}

/** Drops the entries of departures whose last day is before `today`. */
export function dropPast(store: Store, today: string): void {
  save(
    store,
    queued(store).filter((entry) => entry.lastDay >= today),
  );
}

/** Everything, at sign-out. */
export function clearQueue(store: Store): void {
  store.removeItem(QUEUE_KEY);
}

/**
 * Sends each kept tap once, in order: an answer (accepted or refused) removes it; no answer (no
 * signal) keeps it and the rest for the next try. Returns how many were answered.
 */
export async function flush(store: Store, send: (entry: QueuedCheckIn) => Promise<"answered" | "no-signal">): Promise<number> {
  let answered = 0;
  for (const entry of queued(store)) {
    if ((await send(entry)) === "no-signal") break;
    save(
      store,
      queued(store).filter((other) => other.key !== entry.key),
    );
    answered++;
  }
  return answered;
}
