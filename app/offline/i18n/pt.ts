import type { OfflineTexts } from "./en.ts";

export const pt = {
  title: "Você está sem conexão",
  unavailable: "Esta página ainda não foi salva neste dispositivo.",
  keptPages: "Páginas de excursões salvas neste dispositivo, para ler sem sinal:",
  noKeptPages: "As páginas de excursões que você abre com sinal ficam salvas neste dispositivo, para você lê-las sem sinal.",
  kept: "Sua mensagem ficou guardada neste dispositivo e será enviada assim que houver sinal. Não é preciso escrevê-la de novo.",
  home: "Voltar à página inicial",
} satisfies OfflineTexts;
