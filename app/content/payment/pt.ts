import type { PaymentTexts } from "./en.ts";

export const pt = {
  title: "Reserve a sua aventura",
  text: "Depois que confirmarmos as suas datas e a disponibilidade, você pode pagar on-line.",
  cashNote: "Vai pagar em dinheiro? Pergunte pelos nossos descontos especiais para pagamento em espécie.",
  transferLabel: "Pagar por transferência de dinheiro",
  localProviderLabel: "Pagar com Mercado Pago",
  currenciesLabel: "Moedas aceitas",
} satisfies PaymentTexts;
