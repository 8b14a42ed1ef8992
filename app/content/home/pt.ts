import type { HomeTexts } from "./en.ts";

export const pt = {
  hero: {
    title: "DESAFIE SEUS LIMITES",
    subtitle: "Reserve atividades guiadas únicas na Patagônia",
    logoAlt: "Logotipo de {siteName}",
  },
  carousel: {
    label: "Nossas excursões",
    slideLabel: "{n} de {total}",
    previous: "Excursões anteriores",
    next: "Excursões seguintes",
    learnMore: "Saiba mais",
    perPerson: "por pessoa",
    noImages: "Nenhuma imagem disponível",
    daysLabel: "Dias",
    difficultyLabel: "Dificuldade",
    conditionLabel: "Condicionamento físico",
    monthsLabel: "Temporada",
  },
  cards: {
    equipment: {
      title: "Aluguel de equipamento de escalada",
      description:
        "Capacetes, cordas, cadeirinhas, sapatilhas, crampons, barracas e muito mais, prontos para a sua própria aventura na Patagônia.",
      price: "Kit completo para {kitPeople} pessoas: USD {kitPerDay} / dia",
      difficulty: "Para todos os escaladores",
    },
    frey: {
      title: "Escalada em rocha no Frey",
      description: "As agulhas de granito do vale do Frey, com noites no refúgio ao pé das vias.",
      price: "USD {priceFreyOneDay}",
      difficulty: "Intermediária",
    },
    multipitch: {
      title: "Escalada em vias de várias enfiadas",
      description: "Uma via de várias enfiadas com guia: paradas, exposição e descida de rapel.",
      price: "USD {priceMultipitch}",
      difficulty: "Intermediária a avançada",
    },
    freyrefuge: {
      title: "Escalada nos arredores do refúgio Frey",
      description: "Três dias morando no refúgio Frey e escalando as agulhas ao redor da Laguna Toncek.",
      price: "USD {priceFreyRefugePerDay} / dia",
      difficulty: "Intermediária",
    },
    baptism: {
      title: "Batismo de escalada",
      description: "A sua primeira escalada em rocha de verdade, perto da cidade, com todo o equipamento e um guia ao seu lado.",
      price: "USD {priceBaptism}",
      difficulty: "Iniciante",
    },
    personal: {
      title: "Guia particular",
      description: "Um guia para você ou para o seu grupo, para escalar onde quiser e aprender o que precisar.",
      price: "USD {pricePersonalGuide}",
      difficulty: "Qualquer nível",
    },
    piedraparada: {
      title: "Viagem de escalada a Piedra Parada",
      description: "Escalada esportiva no cânion La Buitrera, na estepa de Chubut, acampando à beira do rio.",
      price: "A partir de USD {pricePiedraParadaFrom}",
      difficulty: "Intermediária",
    },
    ventana: {
      title: "Cerro Ventana",
      description: "Um dia inteiro de escalada a {ventanaDistanceKm} km da cidade, com vista para os lagos.",
      price: "USD {priceVentana}",
      difficulty: "Iniciante a intermediária",
    },
    trekkingLanin: {
      title: "Subida ao vulcão Lanín",
      description: "Dois dias até o cume do Lanín, a {volcanoSummitM} m, em grupos pequenos de até {volcanoMaxGroup} pessoas.",
      price: "USD {priceVolcano}",
      difficulty: "Não técnica, mas exigente",
    },
  },
  equipmentCard: {
    days: "Por dia",
    months: "O ano todo",
  },
  upcoming: {
    title: "Próximas excursões",
    items: {
      lanin: {
        name: "Subida ao vulcão Lanín",
        date: "{volcanoUpcomingFrom} e {volcanoUpcomingTo} de {volcanoUpcomingMonth}",
        location: "Parque Nacional Lanín, Neuquén",
        description:
          "Subida guiada de dois dias até o cume, a {volcanoSummitM} m, com uma noite no acampamento a {volcanoCampM} m. Máximo de {volcanoMaxGroup} pessoas: garanta a sua vaga com antecedência.",
      },
    },
    empty: "Nenhuma excursão programada. Novidades em breve!",
  },
  courses: {
    title: "Próximos cursos e serviços",
    items: {
      trad_course: {
        name: "Curso de escalada tradicional",
        date: "A confirmar",
        location: "Bariloche e o Frey",
        description:
          "Aprenda a escalar colocando as suas próprias proteções, em três módulos. Módulo I: colocação de proteções móveis (nuts e friends) e montagem de ancoragens. Módulo II: guiar vias tradicionais e manejar a corda. Módulo III: vias de várias enfiadas, rapéis e autorresgate.",
      },
      sport_course: {
        name: "Curso de escalada esportiva",
        date: "A confirmar",
        location: "Setores de escalada perto de Bariloche",
        description:
          "Da sua primeira escalada até guiar por conta própria, em três módulos. Módulo I: nós, segurança e escalada com a corda por cima. Módulo II: guiar, costurar e cair com segurança. Módulo III: fazer a virada na parada, rapelar e planejar os seus próprios dias de escalada.",
      },
      piedra_transfer: {
        name: "Traslado para Piedra Parada",
        date: "De {piedraTransferFrom} a {piedraTransferTo} de {piedraTransferMonth}",
        location: "Piedra Parada, Chubut",
        description:
          "Transporte compartilhado para escaladores até o cânion de Piedra Parada, uma viagem de cerca de {piedraTransferKm} km. USD {pricePiedraTransfer} por pessoa.",
      },
      trekking: {
        name: "Trekking nas montanhas de Bariloche",
        date: "A confirmar",
        location: "Parque Nacional Nahuel Huapi",
        description:
          "Caminhadas guiadas de um dia e travessias de refúgio em refúgio. Abrimos cada temporada com uma saída gratuita de primavera, para começar com o pé direito: pergunte a data para nós.",
      },
    },
    empty: "Nenhum curso disponível no momento.",
  },
  columns: {
    date: "Data",
    location: "Local",
  },
  closing: "Quer reservar ou tem alguma dúvida? Use os ícones de contato desta página e nós responderemos a você.",
  /** The closing line while the page has no contact icon (no channel set): {link} is the contact form. */
  closingForm: "Quer reservar ou tem alguma dúvida? {link} e nós responderemos a você.",
  closingFormLink: "Escreva para nós pelo formulário de contato",
} satisfies HomeTexts;
