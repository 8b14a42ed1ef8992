/**
 * The workspace's own service worker (decision 0064), scoped to /admin/departures/: it keeps the
 * guide's lists of the next three days for reading without signal. Bundled on its own into
 * build/client/admin/departures/lists-worker.js by scripts/build/service-worker.ts, which fills in
 * the files the list's page needs (the build's scripts and styles of the workspace's layout and the
 * list) and their version. The public site's worker (app/offline/service-worker.ts) never touches
 * /admin; this one touches nothing else.
 *
 * - While there is signal (asked by a departures page, and when it starts), it reads the plan from
 *   the server (LISTS_PLAN_PATH: which lists, the business clock, the session's key), fetches each
 *   list and keeps it sealed with AES-GCM under that key; lists no longer in the plan go.
 * - A list opened is fetched from the network first; without an answer (no signal, or none within
 *   4 s) the kept copy is opened and shown, unless its departure's last day is over by the business
 *   clock counted on the phone (then it goes).
 * - Signed out (the plan answers with the sign-in page's redirect): everything kept goes, and the
 *   worker unregisters itself. The sign-in page does the same from its side (offline-page.ts).
 */
import {
  importListsKey,
  isExpired,
  LISTS_CACHE,
  LISTS_CACHE_PREFIX,
  LISTS_DB,
  LISTS_PLAN_PATH,
  listIdOf,
  open,
  phoneBusinessDay,
  seal,
  type KeptList,
  type ListsPlan,
} from "./offline.ts";

declare const __LIST_FILES__: string[];
declare const __LIST_FILES_VERSION__: string;

type ExtendableEvent = Event & { waitUntil(promise: Promise<unknown>): void };
type FetchEvent = ExtendableEvent & { request: Request; respondWith(response: Promise<Response>): void };
type MessageEvent = ExtendableEvent & { data: unknown };
const worker = self as unknown as {
  location: Location;
  registration: ServiceWorkerRegistration;
  skipWaiting(): Promise<void>;
  clients: { claim(): Promise<void> };
  addEventListener(type: "install" | "activate", listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: "fetch", listener: (event: FetchEvent) => void): void;
  addEventListener(type: "message", listener: (event: MessageEvent) => void): void;
};

const FILES = `${LISTS_CACHE_PREFIX}-files-${__LIST_FILES_VERSION__}`;
const PATIENCE_MS = 4_000;
/** The headers a kept list is shown with: its type and its policy (the hashes of its own scripts). */
const KEPT_HEADERS = ["content-type", "content-security-policy", "content-language"];

type Kept = { key: CryptoKey; offsetMs: number; timeZone: string; lists: KeptList[] };

// The key and the clock, in IndexedDB (the key as a CryptoKey that cannot be read back) -----------

function database(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(LISTS_DB, 1);
    request.onupgradeneeded = () => request.result.createObjectStore("kept");
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

async function stored(): Promise<Kept | undefined> {
  const db = await database();
  try {
    return await new Promise((resolve, reject) => {
      const request = db.transaction("kept").objectStore("kept").get("plan");
      request.onsuccess = () => resolve(request.result as Kept | undefined);
      request.onerror = () => reject(request.error);
    });
  } finally {
    db.close();
  }
}

async function store(kept: Kept): Promise<void> {
  const db = await database();
  try {
    await new Promise<void>((resolve, reject) => {
      const transaction = db.transaction("kept", "readwrite");
      transaction.objectStore("kept").put(kept, "plan");
      transaction.oncomplete = () => resolve();
      transaction.onerror = () => reject(transaction.error);
    });
  } finally {
    db.close();
  }
}

function deleteDatabase(): Promise<void> {
  return new Promise((resolve) => {
    const request = indexedDB.deleteDatabase(LISTS_DB);
    request.onsuccess = request.onerror = request.onblocked = () => resolve();
  });
}

// Keeping ----------------------------------------------------------------------------------------

/** Signed out: from then on this worker keeps nothing, even what a sync under way was about to. */
let forgotten = false;

/** Everything this worker kept goes, and the worker with it (signed out). */
async function forget(): Promise<void> {
  forgotten = true;
  for (const name of await caches.keys()) if (name.startsWith(LISTS_CACHE_PREFIX)) await caches.delete(name);
  await deleteDatabase();
  await worker.registration.unregister();
}

/** The kept lists whose departure is over, by the business clock counted on the phone, go. */
async function dropExpired(kept: Kept | undefined): Promise<void> {
  const cache = await caches.open(LISTS_CACHE);
  const today = kept ? phoneBusinessDay(Date.now(), kept.offsetMs, kept.timeZone) : undefined;
  for (const request of await cache.keys()) {
    const lastDay = (await cache.match(request))?.headers.get("x-last-day");
    if (!today || !lastDay || isExpired(lastDay, today)) await cache.delete(request);
  }
}

let syncing: Promise<void> | undefined;
/** When the lists were last kept, in this worker's life: every workspace page asks, once a minute is enough. */
let keptAt = 0;
const KEEP_EVERY_MS = 60_000;

/** Reads the plan and keeps its lists, sealed; with no signal, only drops what is over. */
function sync(): Promise<void> {
  syncing ??= (async () => {
    let plan: ListsPlan;
    try {
      const answer = await fetch(LISTS_PLAN_PATH, { redirect: "manual", cache: "no-store", credentials: "same-origin" });
      if (answer.type === "opaqueredirect" || answer.status === 401 || answer.status === 403) return forget();
      if (!answer.ok) return dropExpired(await stored());
      plan = (await answer.json()) as ListsPlan;
    } catch {
      return dropExpired(await stored());
    }
    if (forgotten) return;
    const kept: Kept = {
      key: await importListsKey(plan.key),
      offsetMs: plan.now - Date.now(),
      timeZone: plan.timeZone,
      lists: plan.lists,
    };
    await store(kept);
    const cache = await caches.open(LISTS_CACHE);
    const wanted = new Set(plan.lists.map((list) => new URL(list.path, worker.location.origin).href));
    for (const request of await cache.keys()) if (!wanted.has(request.url)) await cache.delete(request);
    for (const list of plan.lists) {
      try {
        const answer = await fetch(list.path, { redirect: "manual", credentials: "same-origin", headers: { Accept: "text/html" } });
        if (answer.type === "opaqueredirect") return forget();
        if (answer.ok && !forgotten) await keep(cache, kept.key, list, answer);
      } catch {
        // The signal went: what was kept stays.
      }
    }
    if (forgotten) return;
    await keepFiles();
    keptAt = Date.now();
  })().finally(() => {
    syncing = undefined;
  });
  return syncing;
}

async function keep(cache: Cache, key: CryptoKey, list: KeptList, answer: Response): Promise<void> {
  const address = new URL(list.path, worker.location.origin).href;
  const headers = Object.fromEntries(KEPT_HEADERS.flatMap((name) => (answer.headers.has(name) ? [[name, answer.headers.get(name)!]] : [])));
  const sealed = await seal(key, address, await answer.arrayBuffer());
  await cache.put(
    address,
    new Response(sealed, {
      headers: { "Content-Type": "application/octet-stream", "X-Last-Day": list.lastDay, "X-Headers": JSON.stringify(headers) },
    }),
  );
}

/** The list page's scripts and styles (no one's data: the build's files), for the page to work offline. */
async function keepFiles(): Promise<void> {
  const cache = await caches.open(FILES);
  const missing = [];
  for (const file of __LIST_FILES__) if (!(await cache.match(file))) missing.push(file);
  await cache.addAll(missing).catch(() => undefined);
}

/** A kept list, opened; undefined when there is none, its departure is over, or the key is gone. */
async function keptList(url: URL): Promise<Response | undefined> {
  const kept = await stored();
  if (!kept) return undefined;
  const cache = await caches.open(LISTS_CACHE);
  const sealed = await cache.match(url.href);
  if (!sealed) return undefined;
  const lastDay = sealed.headers.get("x-last-day") ?? "";
  if (isExpired(lastDay, phoneBusinessDay(Date.now(), kept.offsetMs, kept.timeZone))) {
    await cache.delete(url.href);
    return undefined;
  }
  const plain = await open(kept.key, url.href, await sealed.arrayBuffer());
  if (!plain) return undefined;
  const headers = new Headers(JSON.parse(sealed.headers.get("x-headers") ?? "{}") as Record<string, string>);
  headers.set("Cache-Control", "no-store");
  return new Response(plain, { status: 200, headers });
}

/** Network first; without an answer in time, the kept copy (a late answer is not waited for). */
async function listPage(request: Request): Promise<Response> {
  const url = new URL(request.url);
  const network = fetch(request);
  network.catch(() => undefined);
  const late = new Promise<"late">((resolve) => setTimeout(() => resolve("late"), PATIENCE_MS));
  try {
    const first = await Promise.race([network, late]);
    if (first !== "late") return first;
  } catch {
    // No signal.
  }
  const kept = await keptList(url).catch(() => undefined);
  if (kept) return kept;
  return network;
}

async function file(request: Request): Promise<Response> {
  const kept = await caches.match(request, { cacheName: FILES });
  return kept ?? fetch(request);
}

worker.addEventListener("install", (event) => {
  event.waitUntil(worker.skipWaiting());
});

worker.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys())
        if (name.startsWith(`${LISTS_CACHE_PREFIX}-files-`) && name !== FILES) await caches.delete(name);
      await worker.clients.claim();
      await sync();
    })(),
  );
});

worker.addEventListener("message", (event) => {
  // The sign-in page (signed out): what a sync under way keeps goes too, once it is done.
  if ((event.data as { type?: string } | null)?.type === "forget-lists") {
    forgotten = true;
    event.waitUntil((syncing ?? Promise.resolve()).catch(() => undefined).then(forget));
  }
  if ((event.data as { type?: string } | null)?.type === "keep-lists" && Date.now() - keptAt > KEEP_EVERY_MS) event.waitUntil(sync());
});

worker.addEventListener("fetch", (event) => {
  const { request } = event;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== worker.location.origin) return;
  if (request.mode === "navigate" && listIdOf(url.pathname) !== undefined) event.respondWith(listPage(request));
  else if (__LIST_FILES__.includes(url.pathname)) event.respondWith(file(request));
});
