import type { OfflineTexts } from "./en.ts";

export const pt = {
  title: "Você está sem conexão",
  unavailable:
    "Esta página ainda não foi salva neste dispositivo. As páginas de excursões que você abriu com sinal podem ser lidas sem ele: abra-as pela página inicial ou pelo menu.",
  kept: "Sua mensagem ficou guardada neste dispositivo e será enviada assim que houver sinal. Não é preciso escrevê-la de novo.",
  home: "Voltar à página inicial",
} satisfies OfflineTexts;
