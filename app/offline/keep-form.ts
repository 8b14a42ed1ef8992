import type { ToWorker } from "./messages.ts";

/**
 * Hands a form that could not be sent (no connection) to the service worker, which keeps it on the
 * device and sends it when the signal returns. Resolves true once it is kept; false where there is
 * no worker, or the worker does not keep this page's posts (app/offline/policy.ts): the form then
 * says it could not be sent.
 */
export function keepFormOffline(url: string, form: FormData): Promise<boolean> {
  const worker = typeof navigator === "undefined" ? null : navigator.serviceWorker?.controller;
  if (!worker) return Promise.resolve(false);
  const fields = [...form].filter((entry): entry is [string, string] => typeof entry[1] === "string");
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = (event) => resolve(event.data === true);
    setTimeout(() => resolve(false), 5_000);
    worker.postMessage({ type: "keep-form", url, fields } satisfies ToWorker, [channel.port2]);
  });
}
