/**
 * What pages and the service worker say to each other (postMessage), typed once for both. It
 * imports nothing: the pages' side of offline reading stays out of the pages' own bundles.
 */

/** The worker's script, at the root so that its scope is the whole site. */
export const SERVICE_WORKER_PATH = "/sw.js";

export type ToWorker =
  /** Keep this page of the site for offline reading (one shown without a reload). */
  | { type: "keep-page"; url: string }
  /**
   * Keep this form, posted without a connection, and send it when the signal returns; answered on
   * the given port: `true` once kept, `false` when its page's posts are not kept offline.
   */
  | { type: "keep-form"; url: string; fields: [string, string][] }
  /** Send the forms kept so far, if any (a page opened, the signal came back). */
  | { type: "send-kept-forms" }
  /** Keep the offline copy of this booking page (a path; app/offline/booking-copy.ts). */
  | { type: "keep-booking"; url: string };

/** What the worker tells the site's open pages. */
export type FromWorker =
  /** A form kept offline has been sent (and stored): `key` is its one-time key (the guard's form key). */
  { type: "form-sent"; key: string };

/** The Background Sync tag under which kept forms are sent. */
export const SEND_KEPT_FORMS = "send-kept-forms";
