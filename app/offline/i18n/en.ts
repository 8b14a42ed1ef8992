/** The offline page's texts (app/routes/offline.tsx), and what a form kept offline tells the visitor. */
export const en = {
  title: "You are offline",
  unavailable:
    "This page has not been saved on this device yet. The excursion pages you opened while you had a signal can be read without one: open them from the home page or the menu.",
  kept: "Your message is kept on this device and will be sent as soon as there is a signal. You do not need to write it again.",
  home: "Back to the home page",
};

export type OfflineTexts = typeof en;
