import type { ReachTexts } from "./en.ts";

export const pt = {
  greeting: "Olá, {name}! Aqui é {site}, sobre o seu pedido {reference}.",
} satisfies ReachTexts;
