import type { PaymentTexts } from "./en.ts";

export const pt = {
  title: "Reserve a sua aventura",
  text: "Depois que confirmarmos as suas datas e a disponibilidade, você pode pagar com as opções abaixo.",
  textLater: "Depois que confirmarmos as suas datas e a disponibilidade, diremos como pagar.",
  payPalLabel: "Pagar com PayPal",
  mercadoPagoLabel: "Pagar com Mercado Pago",
  bankTitle: "Transferência bancária na Argentina",
  bankHolder: "Titular da conta",
  bankAccount: "CBU ou alias",
  bankCuit: "CUIT",
  cashNote: "Vai pagar em dinheiro? Pergunte pelos nossos descontos especiais para pagamento em espécie.",
  currenciesLabel: "Moedas aceitas",
} satisfies PaymentTexts;
