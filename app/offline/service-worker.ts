/**
 * The service worker: offline reading for travellers in the mountains (decision 0031). Bundled on
 * its own into build/client/sw.js by scripts/build/service-worker.ts, which fills in the shell's files.
 *
 * - The shell (the build's scripts, styles and icons, the logo, the web manifest) and the offline
 *   page in the five languages are kept when the worker installs.
 * - Pages are fetched from the network first, so prices and dates are never stale when there is a
 *   signal; each page of the site fetched, or opened without a reload (the page asks, "keep-page"),
 *   is kept in the language it was read in. Without a connection, the kept copy is shown, or the
 *   offline page in the visitor's language. On a weak signal (no answer within 3 s) the kept copy
 *   is shown, and replaced in the cache when the answer comes. At most 100 pages are kept.
 * - Pictures are kept as they are fetched (their files never change), so a page kept with its
 *   pictures reads offline with them; at most 200, the least recently shown forgotten first.
 * - A contact message posted without a connection is kept on the device (outbox.ts) and sent when
 *   the signal returns: Background Sync where the browser has it, else the next time a page opens
 *   or the signal comes back.
 * - A traveller's booking page is never kept as fetched. When the page asks ("keep-booking"), its
 *   offline copy is fetched (rendered by the server without anyone's personal data, without the
 *   forms) and kept under the page's address until the trip's retention ends; without a
 *   connection that address shows it. It is dropped when its time is over, and as soon as the
 *   server answers that the link opens nothing (404) or the booking was cancelled (410).
 * - Never cached or answered here: live comment streams, posts (but the kept forms'), the owner's
 *   workspace (policy.ts), other origins.
 */
import { isLang, langFromBrowserTag, languages, LANG_COOKIE, type Lang } from "../i18n/languages.ts";
import { keepBounded, stamped } from "./bounded-cache.ts";
import { isExcursionPage, pageAt } from "../site/pages.ts";
import { SEND_KEPT_FORMS, type FromWorker, type ToWorker } from "./messages.ts";
import { keepForm, keptFormKey, sendKeptForms, whenSent } from "./outbox.ts";
import { bookingCopyPage, isNeverCached, isSitePage, keptFormPage, keptFormTarget, offlinePagePath, prefixLang } from "./policy.ts";
import { copyAddress, COPY_KEPT_UNTIL_HEADER, isCopyExpired, isGoneAnswer, keptUntil } from "./booking-copy.ts";

/** Written in by the build (scripts/build/service-worker.ts): the shell's files, and their version. */
declare const __SHELL_FILES__: string[];
declare const __SHELL_VERSION__: string;

// The worker's global scope, as much of it as is used (TypeScript's DOM types describe a page).
type ExtendableEvent = Event & { waitUntil(promise: Promise<unknown>): void };
type FetchEvent = ExtendableEvent & {
  request: Request;
  preloadResponse: Promise<Response | undefined>;
  respondWith(response: Promise<Response>): void;
};
type SyncEvent = ExtendableEvent & { tag: string };
type MessageEvent = ExtendableEvent & { data: ToWorker; ports: readonly MessagePort[] };
type Registration = ServiceWorkerRegistration & {
  navigationPreload?: { enable(): Promise<void> };
  sync?: { register(tag: string): Promise<void> };
};
const worker = self as unknown as {
  location: Location;
  registration: Registration;
  navigator: Navigator;
  cookieStore?: { get(name: string): Promise<{ value: string } | null> };
  skipWaiting(): Promise<void>;
  clients: {
    claim(): Promise<void>;
    matchAll(options: { type: "window" }): Promise<readonly { postMessage(message: FromWorker): void }[]>;
  };
  addEventListener(type: "install" | "activate", listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: "fetch", listener: (event: FetchEvent) => void): void;
  addEventListener(type: "sync", listener: (event: SyncEvent) => void): void;
  addEventListener(type: "message", listener: (event: MessageEvent) => void): void;
};

const SHELL = `shell-${__SHELL_VERSION__}`;
const PAGES = "pages";
const PICTURES = "pictures";
/** The booking pages' offline copies (no personal data), each until its trip's retention ends. */
const BOOKINGS = "booking-copies";
/** Pictures kept at most (the least recently shown go first): a dozen pages' worth, a few megabytes. */
const MAX_PICTURES = 200;
/** Pages kept at most (the least recently read go first): the site has 12 pages in 5 languages. */
const MAX_PAGES = 100;
/**
 * How long a page may take before its kept copy is shown: on one bar of signal, a fetch that will
 * fail can take a minute to say so.
 */
const PAGE_PATIENCE_MS = 3_000;

// A page that said its message was kept now says it was sent.
whenSent((form) => {
  const key = keptFormKey(form);
  if (!key) return;
  void worker.clients
    .matchAll({ type: "window" })
    .then((pages) => {
      for (const page of pages) page.postMessage({ type: "form-sent", key });
    })
    .catch(() => undefined);
});

worker.addEventListener("install", (event) => {
  event.waitUntil(
    caches
      .open(SHELL)
      .then((cache) => cache.addAll([...__SHELL_FILES__, ...languages.map(offlinePagePath)]))
      .then(() => worker.skipWaiting()),
  );
});

worker.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) if (name.startsWith("shell-") && name !== SHELL) await caches.delete(name);
      // The page's request starts while the worker wakes up, instead of after.
      await worker.registration.navigationPreload?.enable();
      await worker.clients.claim();
      await dropExpiredCopies();
      await sendKeptForms();
    })(),
  );
});

worker.addEventListener("fetch", (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (url.origin !== worker.location.origin) return;
  if (request.method === "GET" && request.mode === "navigate" && bookingCopyPage(url.pathname)) {
    event.respondWith(bookingPage(event, url));
    return;
  }
  if (isNeverCached(url.pathname)) return;
  if (request.method === "POST") {
    // A form posted as a page (before the page's script runs): kept when it cannot leave.
    if (request.mode === "navigate" && keptFormPage(url.pathname)) event.respondWith(postOrKeep(request, url));
    return;
  }
  if (request.method !== "GET") return;
  if (request.mode === "navigate") event.respondWith(networkFirst(event, url));
  else if (url.pathname.startsWith("/assets/") || __SHELL_FILES__.includes(url.pathname)) event.respondWith(cacheFirst(event, SHELL));
  else if (request.destination === "image" && /^\/(?:img|photos)\//.test(url.pathname)) event.respondWith(cacheFirst(event, PICTURES));
});

worker.addEventListener("message", (event) => {
  const message = event.data;
  if (message.type === "keep-page") event.waitUntil(keepPage(message.url));
  else if (message.type === "keep-booking") event.waitUntil(keepBookingCopy(message.url));
  else if (message.type === "send-kept-forms") event.waitUntil(sendKeptForms());
  else if (message.type === "keep-form") {
    const reply = event.ports[0];
    event.waitUntil(
      keep(message.url, message.fields).then(
        () => reply?.postMessage(true),
        () => reply?.postMessage(false),
      ),
    );
  }
});

worker.addEventListener("sync", (event) => {
  if (event.tag !== SEND_KEPT_FORMS) return;
  // Rejected while some are left: the browser tries again later.
  event.waitUntil(
    sendKeptForms().then((left) => {
      if (left > 0) throw new Error(`${left} kept form(s) not sent yet`);
    }),
  );
});

/**
 * A page from the network (kept for later); the kept copy when the network fails, or has not
 * answered within PAGE_PATIENCE_MS (its answer is kept when it comes); else the offline page.
 */
function networkFirst(event: FetchEvent, url: URL): Promise<Response> {
  const network = (async () => {
    const response = (await event.preloadResponse) ?? (await fetch(event.request));
    if (isKeepable(response, url)) event.waitUntil(keepPageResponse(url, response.clone()));
    return response;
  })();
  // However late the answer, the worker stays up to keep it.
  event.waitUntil(network.catch(() => undefined));
  const late = new Promise<undefined>((resolve) => setTimeout(resolve, PAGE_PATIENCE_MS));
  const keptOrOffline = async () => (await keptPageResponse(url)) ?? offlinePage(await visitorLang(url), "unavailable");
  return Promise.race([network, late]).then(
    async (answer) => answer ?? (await keptPageResponse(url)) ?? network.catch(keptOrOffline),
    keptOrOffline,
  );
}

async function keepPageResponse(url: URL, response: Response): Promise<void> {
  await keepBounded(await caches.open(PAGES), url.href, response, MAX_PAGES);
}

/** The kept copy of a page, if any (the pages' cache forgets the least recently fetched). */
async function keptPageResponse(url: URL): Promise<Response | undefined> {
  return caches.match(url.href, { cacheName: PAGES, ignoreVary: true });
}

function isKeepable(response: Response, url: URL): boolean {
  return response.ok && !response.redirected && isSitePage(url.pathname) && /^text\/html/.test(response.headers.get("Content-Type") ?? "");
}

/** Keeps a page the visitor is reading (shown without a reload, or before this worker was there). */
async function keepPage(path: string): Promise<void> {
  const url = new URL(path, worker.location.origin);
  if (url.origin !== worker.location.origin || !isSitePage(url.pathname)) return;
  try {
    const response = await fetch(url, { credentials: "same-origin" });
    if (isKeepable(response, url)) await keepPageResponse(url, response);
  } catch {
    // No connection: it is kept the next time it is read online.
  }
}

/** A booking page's key in the copies' cache: its address, without a query (`?saved=1` is the same booking). */
const copyKey = (url: URL) => `${url.origin}${url.pathname}`;

/**
 * A booking page: from the network, never kept as it comes (it holds the forms and what was typed
 * in them). A 404 or 410 drops its offline copy; without a connection, or no answer within
 * PAGE_PATIENCE_MS, the copy is shown while it is in time, else the offline page.
 */
function bookingPage(event: FetchEvent, url: URL): Promise<Response> {
  const key = copyKey(url);
  const network = (async () => {
    const response = (await event.preloadResponse) ?? (await fetch(event.request));
    if (isGoneAnswer(response.status)) event.waitUntil(forgetCopy(key));
    return response;
  })();
  event.waitUntil(network.catch(() => undefined));
  const late = new Promise<undefined>((resolve) => setTimeout(resolve, PAGE_PATIENCE_MS));
  const copyOrOffline = async () => (await keptCopy(key)) ?? offlinePage(await visitorLang(url), "unavailable");
  return Promise.race([network, late]).then(
    async (answer) => answer ?? (await keptCopy(key)) ?? network.catch(copyOrOffline),
    copyOrOffline,
  );
}

/** The kept copy of a booking page while it is in time; one past its time is deleted instead. */
async function keptCopy(key: string): Promise<Response | undefined> {
  const cache = await caches.open(BOOKINGS);
  const kept = await cache.match(key, { ignoreVary: true });
  if (!kept) return undefined;
  if (!isCopyExpired(kept.headers, Date.now())) return kept;
  await cache.delete(key, { ignoreVary: true });
  return undefined;
}

async function forgetCopy(key: string): Promise<void> {
  await (await caches.open(BOOKINGS)).delete(key, { ignoreVary: true });
}

/** Deletes every copy past its time (when the worker starts, and each time one is kept). */
async function dropExpiredCopies(): Promise<void> {
  const cache = await caches.open(BOOKINGS);
  const now = Date.now();
  for (const request of await cache.keys()) {
    const kept = await cache.match(request, { ignoreVary: true });
    if (!kept || isCopyExpired(kept.headers, now)) await cache.delete(request, { ignoreVary: true });
  }
}

/**
 * Keeps the offline copy of the booking page at `path` (the page asks once it is read): fetched
 * from the server, which renders it without personal data and says how long it may be kept.
 * Dropped when the server answers that the booking is gone.
 */
async function keepBookingCopy(path: string): Promise<void> {
  const url = new URL(path, worker.location.origin);
  if (url.origin !== worker.location.origin || !bookingCopyPage(url.pathname)) return;
  const key = copyKey(url);
  try {
    const response = await fetch(copyAddress(url.pathname), { credentials: "same-origin", cache: "no-store", redirect: "error" });
    const until = keptUntil(response.headers, Date.now());
    if (response.ok && until !== undefined && /^text\/html/.test(response.headers.get("Content-Type") ?? "")) {
      const headers = new Headers(response.headers);
      headers.set(COPY_KEPT_UNTIL_HEADER, String(until));
      const body = await response.arrayBuffer();
      await (await caches.open(BOOKINGS)).put(key, new Response(body, { status: 200, headers }));
    } else if (isGoneAnswer(response.status) || (response.ok && until === undefined)) await forgetCopy(key);
  } catch {
    // No connection: the copy kept before (if any) stays until its time.
  }
  await dropExpiredCopies().catch(() => undefined);
}

/**
 * A file kept once fetched: the build's files and the pictures never change under one name. A
 * picture shown is marked as used, after the answer (the pictures' cache forgets the least
 * recently used).
 */
async function cacheFirst(event: FetchEvent, cacheName: string): Promise<Response> {
  const { request } = event;
  const cache = await caches.open(cacheName);
  const kept = await cache.match(request, { ignoreVary: true });
  if (kept) {
    if (cacheName === PICTURES) event.waitUntil(cache.put(request, stamped(kept.clone(), Date.now())).catch(() => undefined));
    return kept;
  }
  const response = await fetch(request);
  if (response.ok) {
    if (cacheName === PICTURES) event.waitUntil(keepBounded(cache, request, response.clone(), MAX_PICTURES).catch(() => undefined));
    else await cache.put(request, response.clone());
  }
  return response;
}

/** A form posted as a page: sent now, or kept and the visitor told so, in their language. */
async function postOrKeep(request: Request, url: URL): Promise<Response> {
  const copy = request.clone();
  try {
    return await fetch(request);
  } catch {
    const form = await copy.formData();
    await keep(
      url.pathname + url.search,
      [...form].filter((entry): entry is [string, string] => typeof entry[1] === "string"),
    );
    return offlinePage(await visitorLang(url), "kept");
  }
}

async function keep(path: string, fields: [string, string][]): Promise<void> {
  const url = new URL(path, worker.location.origin);
  if (!keptFormPage(url.pathname)) throw new Error(`Posts to ${url.pathname} are not kept offline`);
  await keepForm({ url: keptFormTarget(url), fields });
  // Background Sync where the browser has it; otherwise the next page opened, or the signal's return, sends it.
  await worker.registration.sync?.register(SEND_KEPT_FORMS).catch(() => undefined);
}

/**
 * The offline page in a language, saying why it is shown (app/routes/offline.tsx), with the
 * excursion pages kept on the device listed in place of the sentence saying how pages are kept.
 */
async function offlinePage(lang: Lang, reason: "unavailable" | "kept"): Promise<Response> {
  const kept = await caches.match(offlinePagePath(lang), { cacheName: SHELL });
  if (!kept) return Response.error();
  let html = await kept.text();
  if (reason === "kept") html = html.replace('data-offline-reason="unavailable"', 'data-offline-reason="kept"');
  const pages = await keptExcursions(lang).catch(() => []);
  if (pages.length) {
    html = html.replace(/(<div[^>]*data-kept-pages[^>]*>)[\s\S]*?(<\/div>)/, (_, open: string, close: string) => {
      const intro = /data-kept-intro="([^"]*)"/.exec(open)?.[1] ?? "";
      const items = pages.map(
        (page) => `<li><a href="${page.href}"${page.lang === lang ? "" : ` lang="${page.lang}"`}>${page.title}</a></li>`,
      );
      return `${open}<p>${intro}</p><ul>${items.join("")}</ul>${close}`;
    });
  }
  return new Response(html, { status: 200, headers: kept.headers });
}

/**
 * The excursion pages kept, each excursion once (in the visitor's language where it was read in
 * it): its path, language and title (its heading, as written in the kept page: HTML-escaped text).
 */
async function keptExcursions(lang: Lang): Promise<{ href: string; lang: Lang; title: string }[]> {
  const cache = await caches.open(PAGES);
  const found = new Map<string, { href: string; lang: Lang; title: string }>();
  for (const request of await cache.keys()) {
    const url = new URL(request.url);
    const place = pageAt(url.pathname);
    // Unprefixed copies are the same pages under another address: the prefixed ones are listed.
    if (!isExcursionPage(place.page) || !place.lang) continue;
    const before = found.get(place.page);
    if (before && (before.lang === lang || place.lang !== lang)) continue;
    const response = await cache.match(request, { ignoreVary: true });
    const heading = response && /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(await response.text())?.[1];
    const title = heading?.replace(/<[^>]*>/g, "").trim();
    if (title) found.set(place.page, { href: url.pathname, lang: place.lang, title });
  }
  return [...found.values()].sort((a, b) => Number(b.lang === lang) - Number(a.lang === lang));
}

/** The visitor's language: the URL's, else their choice (the `lang` cookie, where the worker can read it), else the browser's. */
async function visitorLang(url: URL): Promise<Lang> {
  const chosen = await worker.cookieStore?.get(LANG_COOKIE).catch(() => null);
  return prefixLang(url.pathname) ?? (isLang(chosen?.value) ? chosen.value : langFromBrowserTag(worker.navigator.language));
}
