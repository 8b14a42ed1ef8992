import type { ToWorker } from "./messages.ts";

/**
 * Hands a form that could not be sent (no connection) to the service worker, which keeps it on the
 * device and sends it when the signal returns. Resolves true once it is kept; false where there is
 * no worker, or the worker does not keep this page's posts (app/offline/policy.ts): the form then
 * says it could not be sent.
 */
export function keepFormOffline(url: string, form: FormData): Promise<boolean> {
  return new Promise((resolve) => {
    const worker = navigator.serviceWorker?.controller;
    if (!worker) return resolve(false);
    const channel = new MessageChannel();
    channel.port1.onmessage = (event) => resolve(event.data === true);
    setTimeout(resolve, 5_000, false);
    // Text fields only: the forms kept offline have no file field.
    worker.postMessage({ type: "keep-form", url, fields: [...form] as [string, string][] } satisfies ToWorker, [channel.port2]);
  });
}
