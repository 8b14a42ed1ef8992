import type { OfflineTexts } from "./en.ts";

export const es = {
  title: "Estás sin conexión",
  unavailable:
    "Esta página todavía no se guardó en este dispositivo. Las páginas de excursiones que abriste con señal se pueden leer sin ella: abrilas desde la página de inicio o el menú.",
  kept: "Tu mensaje quedó guardado en este dispositivo y se enviará apenas haya señal. No hace falta que lo vuelvas a escribir.",
  home: "Volver a la página de inicio",
} satisfies OfflineTexts;
