/** The offline page's texts (app/routes/offline.tsx), and what a form kept offline tells the visitor. */
export const en = {
  title: "You are offline",
  unavailable: "This page has not been saved on this device yet.",
  /** Above the list of the excursion pages kept (the service worker writes it in: app/offline/service-worker.ts). */
  keptPages: "Excursion pages saved on this device, to read without a signal:",
  /** In its place when none is kept, or the page is read without the worker. */
  noKeptPages: "The excursion pages you open while you have a signal are saved on this device, so you can read them without one.",
  kept: "Your message is kept on this device and will be sent as soon as there is a signal. You do not need to write it again.",
  home: "Back to the home page",
};

export type OfflineTexts = typeof en;
