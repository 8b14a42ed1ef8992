import type { OfflineTexts } from "./en.ts";

export const it = {
  title: "Sei offline",
  unavailable:
    "Questa pagina non è ancora stata salvata su questo dispositivo. Le pagine delle escursioni che hai aperto quando c’era segnale si leggono anche senza: aprile dalla pagina iniziale o dal menu.",
  kept: "Il tuo messaggio è conservato su questo dispositivo e verrà inviato appena ci sarà segnale. Non serve scriverlo di nuovo.",
  home: "Torna alla pagina iniziale",
} satisfies OfflineTexts;
