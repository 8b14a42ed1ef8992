import type { RentalTexts } from "./en.ts";

export const pt = {
  title: "Aluguel de equipamento de escalada",
  collageAlt: "Equipamento de escalada sobre a rocha: cordas, capacetes, cadeirinhas, costuras e sapatilhas",
  availableTitle: "Equipamento disponível",
  availableText:
    "Todo o nosso equipamento é revisado depois de cada uso e substituído quando chega a hora. Você retira e devolve o equipamento na nossa base em Bariloche; os preços são por item e por dia. Passe o cursor ou toque em um item para ver os detalhes.",
  pickup: "Onde retirar e devolver o equipamento: {address}.",
  special: {
    title: "Kit completo para {kitPeople} pessoas",
    text: "Tudo de que uma dupla precisa para escalar: corda, costuras, {kitPeople} cadeirinhas, {kitPeople} capacetes, {kitPeople} freios, mosquetões com trava e um kit de ancoragem.",
    price: "USD {kitPerDay} por dia ou USD {kitMultiDayPrice} por {kitMultiDays} dias",
    contactLabel: "Peça o kit pelo WhatsApp",
    contactFormLabel: "Peça o kit pelo formulário de contato",
    contactMessage: "Olá! Gostaria de alugar o kit completo para {kitPeople} pessoas.",
  },
  specialPrices: [
    "Kit completo, {kitPeople} pessoas, 1 dia: USD {kitPerDay}",
    "Kit completo, {kitPeople} pessoas, {kitMultiDays} dias: USD {kitMultiDayPrice}",
  ],
  quote: {
    text: "Não é a montanha que conquistamos, mas a nós mesmos.",
    author: "Edmund Hillary",
  },
} satisfies RentalTexts;
