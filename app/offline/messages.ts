/** What pages and the service worker say to each other (postMessage), typed once for both. */
export type ToWorker =
  /** Keep this page of the site for offline reading (one shown without a reload). */
  | { type: "keep-page"; url: string }
  /** Keep this form, posted without a connection, and send it when the signal returns; answered `true` on the given port once kept. */
  | { type: "keep-form"; url: string; fields: [string, string][] }
  /** Send the forms kept so far, if any (a page opened, the signal came back). */
  | { type: "send-kept-forms" };

/** The Background Sync tag under which kept forms are sent. */
export const SEND_KEPT_FORMS = "send-kept-forms";
