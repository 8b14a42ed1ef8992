import type { OfflineTexts } from "./en.ts";

export const it = {
  title: "Sei offline",
  unavailable: "Questa pagina non è ancora stata salvata su questo dispositivo.",
  keptPages: "Pagine delle escursioni salvate su questo dispositivo, da leggere senza segnale:",
  noKeptPages: "Le pagine delle escursioni che apri quando c’è segnale vengono salvate su questo dispositivo, per leggerle anche senza.",
  kept: "Il tuo messaggio è conservato su questo dispositivo e verrà inviato appena ci sarà segnale. Non serve scriverlo di nuovo.",
  home: "Torna alla pagina iniziale",
} satisfies OfflineTexts;
