/**
 * The pages' side of the lists kept offline (decision 0064): a departures page registers the
 * workspace's worker and asks it to keep the next three days' lists; the workspace signed out
 * removes them, the key and the worker. Without service workers (or JavaScript) nothing is kept
 * and the pages work as they are.
 */
import { LISTS_CACHE_PREFIX, LISTS_DB, LISTS_SCOPE, LISTS_WORKER_PATH } from "./offline.ts";

/** Registers the worker (once) and asks it to keep the lists now, while there is signal. */
export async function keepListsOffline(): Promise<void> {
  if (!("serviceWorker" in navigator) || !navigator.onLine) return;
  try {
    const registration = await navigator.serviceWorker.register(LISTS_WORKER_PATH, { scope: LISTS_SCOPE, updateViaCache: "none" });
    const worker = registration.active ?? registration.waiting ?? registration.installing;
    // A worker just installed keeps them as it starts; one already running is asked.
    if (registration.active) worker?.postMessage({ type: "keep-lists" });
  } catch {
    // No worker (a private window, a browser without them): the lists read only while open.
  }
}

/** Everything the phone kept of the lists goes: the sealed copies, the key, the worker. */
export async function forgetLists(): Promise<void> {
  try {
    if ("caches" in window) for (const name of await caches.keys()) if (name.startsWith(LISTS_CACHE_PREFIX)) await caches.delete(name);
    if ("indexedDB" in window) indexedDB.deleteDatabase(LISTS_DB);
    if ("serviceWorker" in navigator) {
      for (const registration of await navigator.serviceWorker.getRegistrations()) {
        if (new URL(registration.scope).pathname !== LISTS_SCOPE) continue;
        // A worker still keeping lists drops them itself once done (it may write after the lines above).
        registration.active?.postMessage({ type: "forget-lists" });
        await registration.unregister();
      }
    }
  } catch {
    // Storage the browser refuses to open holds nothing of ours.
  }
}
