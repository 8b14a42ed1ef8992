import type { RentalTexts } from "./en.ts";

export const pt = {
  title: "Aluguel de equipamento de escalada",
  collageAlt: "Equipamento de escalada sobre a rocha: cordas, capacetes, cadeirinhas, costuras e sapatilhas",
  availableTitle: "Equipamento disponível",
  availableText:
    "Todo o nosso equipamento é revisado depois de cada uso e aposentado no tempo certo. Você retira e devolve na nossa base em Bariloche; os preços são por item e por dia. Passe o cursor ou toque em um item para ver os detalhes.",
  items: {
    helmet: {
      title: "Capacete",
      price: "USD {rentalHelmet} / dia",
      tooltip: "Capacete de escalada e montanhismo, regulável para qualquer tamanho de cabeça.",
    },
    rope: {
      title: "Corda dinâmica",
      price: "USD {rentalRope} / dia",
      tooltip: "Corda dinâmica simples, disponível nos comprimentos de {ropeLengths} m.",
    },
    cord: {
      title: "Cordelete com mosquetão",
      price: "USD {rentalCord} / dia",
      tooltip: "Um pedaço de cordelete com mosquetão, para fazer um prusik de segurança no rapel ou montar ancoragens.",
    },
    carabiner: {
      title: "Mosquetão com trava",
      price: "USD {rentalCarabiner} / dia",
      tooltip: "Mosquetão com trava de rosca, para dar segurança, rapelar e montar ancoragens.",
    },
    anchor: {
      title: "Kit de ancoragem",
      price: "USD {rentalAnchor} / dia",
      tooltip: "Fitas e mosquetões com trava para montar uma parada.",
    },
    harness: {
      title: "Cadeirinha",
      price: "USD {rentalHarness} / dia",
      tooltip: "Cadeirinha de escalada regulável, com porta-materiais, para vias esportivas, tradicionais e de montanha.",
    },
    quickdraws: {
      title: "Costuras",
      price: "USD {rentalQuickdrawSet} / dia o jogo de {quickdrawSetSize}, ou USD {rentalQuickdrawSingle} / dia cada uma",
      tooltip: "Costuras para escalada esportiva, alugadas em jogo de {quickdrawSetSize} ou avulsas.",
    },
    belay: {
      title: "Aparelho de segurança",
      price: "USD {rentalBelay} / dia",
      tooltip: "Aparelho de segurança com frenagem assistida ou do tipo tubular, com o respectivo mosquetão com trava.",
    },
    shoes: {
      title: "Sapatilhas de escalada",
      price: "USD {rentalShoes} / dia",
      tooltip: "Sapatilhas confortáveis, do número {shoeSizeMin} ao {shoeSizeMax}.",
    },
    rappel: {
      title: "Descensor",
      price: "USD {rentalRappel} / dia",
      tooltip: "Freio oito para descer de rapel.",
    },
    clipstick: {
      title: "Vara para costurar",
      price: "USD {rentalClipstick} / dia",
      tooltip: "Vara extensível para costurar a primeira proteção a partir do chão, nos comprimentos de {clipStickLengths}.",
    },
    crampons: {
      title: "Crampons",
      price: "USD {rentalCrampons} / dia",
      tooltip: "Crampons de aço para neve e gelo, reguláveis para botas de montanhismo.",
    },
    tent: {
      title: "Barraca grande",
      price: "USD {rentalTent} / dia",
      tooltip: "Barraca grande quatro estações, para acampar na montanha.",
    },
    sleepingbag: {
      title: "Saco de dormir",
      price: "USD {rentalSleepingbag} / dia",
      tooltip: "Saco de dormir quente para as noites frias no refúgio ou na barraca.",
    },
  },
  pickup: "Onde retirar e devolver o equipamento: {address}.",
  special: {
    title: "Kit completo para {kitPeople} pessoas",
    text: "Tudo o que uma dupla precisa para escalar: corda, costuras, {kitPeople} cadeirinhas, {kitPeople} capacetes, {kitPeople} aparelhos de segurança, mosquetões com trava e um kit de ancoragem.",
    price: "USD {kitPerDay} por dia ou USD {kitMultiDayPrice} por {kitMultiDays} dias",
    contactLabel: "Peça o kit pelo WhatsApp",
    contactFormLabel: "Peça o equipamento pelo formulário de contato",
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
