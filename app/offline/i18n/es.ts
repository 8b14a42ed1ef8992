import type { OfflineTexts } from "./en.ts";

export const es = {
  title: "Estás sin conexión",
  unavailable: "Esta página todavía no se guardó en este dispositivo.",
  keptPages: "Páginas de excursiones guardadas en este dispositivo, para leer sin señal:",
  noKeptPages: "Las páginas de excursiones que abrís con señal se guardan en este dispositivo, para leerlas sin ella.",
  kept: "Tu mensaje quedó guardado en este dispositivo y se enviará apenas haya señal. No hace falta que lo vuelvas a escribir.",
  home: "Volver a la página de inicio",
} satisfies OfflineTexts;
