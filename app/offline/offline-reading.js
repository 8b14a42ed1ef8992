// The page's side of offline reading (decision 0031), a plain module the page adds once it is
// interactive and the browser is idle (app/root.tsx), like the hydration loader: loaded that way it
// costs the pages' own bundles nothing. It registers the service worker (app/offline/service-worker.ts),
// asks it to keep the page being read and to send any form kept while offline, and makes the page's
// pictures load so they are kept too. Without a connection, a link inside the site loads a whole
// page, which the worker answers from what it kept (the app's own navigation would ask the server
// for the page's data, and fail). The worker's path (SERVICE_WORKER_PATH) and the messages are
// those of messages.ts, whose test checks that this script uses them.
const site = new URL(import.meta.url).searchParams.get("site");
const publicOrigin = site && new URL(site).origin;
const workerPath = "/sw.js";

const tell = (message) => navigator.serviceWorker.controller?.postMessage(message);

/**
 * The page now on screen, kept; an excursion's with its pictures: the ones further down load now,
 * not when scrolled to (the bytes a traveller spends on the pages they will read on the trail).
 */
function keepPageRead() {
  if (!navigator.serviceWorker?.controller) return;
  tell({ type: "keep-page", url: location.pathname + location.search });
  for (const picture of document.querySelectorAll('main .excursion img[loading="lazy"]')) picture.loading = "eager";
}

/** Without a connection, a click on a link of the site is left to the browser: a whole page, from the worker. */
function loadWholePagesOffline(event) {
  if (navigator.onLine || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
    return;
  const link = event.target?.closest?.("a[href]");
  if (!(link instanceof HTMLAnchorElement) || link.origin !== location.origin || link.target || link.hasAttribute("download")) return;
  // Before the app's own handler (React's, on the document): it never sees the click.
  event.stopPropagation();
}

// Only where the site's policy allows its worker: its public origin.
if ("serviceWorker" in navigator && location.origin === publicOrigin) {
  window.__keepPageRead = keepPageRead;
  navigator.serviceWorker.register(workerPath, { scope: "/", updateViaCache: "none" }).catch((error) => {
    console.warn("Offline reading is not available:", error);
  });
  // Once the worker controls the page (on a first visit, as soon as it is installed).
  const whenControlled = () => {
    keepPageRead();
    tell({ type: "send-kept-forms" });
  };
  if (navigator.serviceWorker.controller) whenControlled();
  else navigator.serviceWorker.addEventListener("controllerchange", whenControlled, { once: true });
  addEventListener("online", () => tell({ type: "send-kept-forms" }));
  addEventListener("click", loadWholePagesOffline, { capture: true });
}
