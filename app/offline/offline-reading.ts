/**
 * The page's side of offline reading, loaded after the page is interactive (app/root.tsx): it
 * registers the service worker (app/offline/service-worker.ts), asks it to keep the page being read
 * and to send any form kept while offline, and makes the page's pictures load so they are kept too.
 * Without a connection, a link inside the site loads a whole page, which the worker answers from
 * what it kept (the app's own navigation would ask the server for the page's data, and fail).
 */
import type { ToWorker } from "./messages.ts";
import { SERVICE_WORKER_PATH } from "./policy.ts";

function tell(message: ToWorker) {
  navigator.serviceWorker.controller?.postMessage(message);
}

let started = false;

/** Starts once per page load; the public origin is where the site's policy allows its worker. */
export function startOfflineReading(publicOrigin: string): void {
  if (started || !("serviceWorker" in navigator) || location.origin !== publicOrigin) return;
  started = true;
  void navigator.serviceWorker.register(SERVICE_WORKER_PATH, { scope: "/", updateViaCache: "none" }).catch((error: unknown) => {
    console.warn("Offline reading is not available:", error);
  });
  // Once the worker controls the page (on a first visit, when it has just been installed).
  const whenControlled = () => {
    keepPageRead();
    tell({ type: "send-kept-forms" });
  };
  if (navigator.serviceWorker.controller) whenControlled();
  else navigator.serviceWorker.addEventListener("controllerchange", whenControlled, { once: true });
  addEventListener("online", () => tell({ type: "send-kept-forms" }));
  addEventListener("click", loadWholePagesOffline, { capture: true });
}

/**
 * The page now on screen, kept for offline reading with its pictures: the worker fetches the page
 * (it may have been shown without a request of its own) and keeps the pictures as they load, so
 * the ones further down, which wait until they are scrolled to, are loaded now.
 */
export function keepPageRead(): void {
  if (!navigator.serviceWorker?.controller) return;
  tell({ type: "keep-page", url: location.pathname + location.search });
  for (const picture of document.querySelectorAll<HTMLImageElement>('main img[loading="lazy"]')) picture.loading = "eager";
}

/** Without a connection, a click on a link of the site leaves it to the browser: a whole page, from the worker. */
function loadWholePagesOffline(event: MouseEvent) {
  if (navigator.onLine || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const link = (event.target as Element | null)?.closest?.("a[href]");
  if (!(link instanceof HTMLAnchorElement) || link.origin !== location.origin || link.target || link.hasAttribute("download")) return;
  // Before the app's own handler (React's, on the root): it never sees the click.
  event.stopPropagation();
}
