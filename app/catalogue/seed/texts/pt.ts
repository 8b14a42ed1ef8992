import type { SeedTexts } from "./en.ts";

export const pt = {
  excursions: {
    freyclimb: {
      name: "Escalada em rocha no vale do Frey",
      location: "Vale do Frey, Cerro Catedral, Bariloche",
      price:
        "USD {priceFreyOneDay} por {daysFreyMin} dia\n{daysFreyPackageShort} dias: USD {priceFreyThreeDaysPerDay} por dia\n{daysFreyPackageLong} dias: USD {priceFreySevenDaysPerDay} por dia",
      days: "De {daysFreyMin} a {daysFreyMax} dias",
      months: "De {mainSeasonFrom} a {mainSeasonTo}",
      experience:
        "Módulos 1 e 2 do nosso curso de escalada, ou experiência equivalente: você sabe fazer a segurança de um parceiro e já escalou em rocha.",
      climbing: "Agulhas de granito sobre uma lagoa de altitude",
      leyendPict: "Escalando o granito do Frey, acima da Laguna Toncek",
      highlights:
        "Escale as agulhas de granito do Frey, uma das áreas de escalada em rocha mais conhecidas da América do Sul. A rocha é firme e áspera, com fendas, placas e paredes para todos os níveis. Você dorme no refúgio Frey, a {freyRefugeM} m, bem ao pé das vias. Os programas vão de {daysFreyMin} a {daysFreyMax} dias e são montados de acordo com o seu nível e os seus objetivos. Escalamos em grupos pequenos e, quanto mais dias você fica, menor o valor da diária.",
      priceIncludes:
        "Guia de montanha durante todo o programa\nEquipamento técnico coletivo: cordas, costuras e material de ancoragem\nCapacete e cadeirinha\nTraslado de Bariloche até o início da trilha, ida e volta\nKit de primeiros socorros e comunicação por rádio",
      itinerary:
        "Dia 1: encontro em Bariloche e saída de carro até a base do Cerro Catedral. De lá subimos a pé pelo vale do Frey, primeiro pela margem do lago Gutiérrez e depois por um bosque de lengas, até o refúgio Frey, a {freyRefugeM} m: uma aproximação de {freyApproachHoursMin} a {freyApproachHoursMax} horas. À tarde escalamos vias curtas perto do refúgio para revisar a segurança, as ancoragens e a comunicação na cordada. Dias intermediários: escalada nas agulhas ao redor da Laguna Toncek, com as vias escolhidas conforme o nível do grupo e as condições do tempo; quem tiver experiência pode mirar a Torre Principal, a agulha mais alta, com {freyMainNeedleM} m. Último dia: escalada pela manhã, descida a pé até o Catedral e volta de carro a Bariloche. No programa de um dia, escolhemos setores mais próximos da trilha, para sobrar tempo na rocha.",
    },
    multipitch: {
      name: "Escalada em vias de várias enfiadas",
      location: "Cerro Catedral e o Frey, Bariloche",
      price: "USD {priceMultipitch}\nDia inteiro com guia\nValor da diária por pessoa",
      days: "{daysMultipitch} dia",
      months: "De {mainSeasonFrom} a {mainSeasonTo}",
      experience:
        "Módulos 1 e 2 do nosso curso de escalada, ou experiência equivalente: você faz a segurança com desenvoltura e se sente à vontade escalando em rocha.",
      climbing: "Várias enfiadas de corda pelo granito, de parada em parada",
      leyendPict: "Chegando a uma parada, bem acima do vale",
      highlights:
        "Deixe o chão para trás e escale uma via de várias enfiadas com guia. Você aprende como funcionam as paradas, como manejar a corda e como descer de rapel com segurança. A exposição e a vista aumentam a cada enfiada. Escolhemos a via de acordo com o seu nível, de clássicas moderadas a linhas mais exigentes. É o passo natural depois de escalar vias de uma enfiada só.",
      priceIncludes:
        "Guia de montanha na ponta da corda em todas as enfiadas\nCordas, costuras e material de ancoragem\nCapacete e cadeirinha\nTraslado de Bariloche, ida e volta",
      itinerary:
        "O encontro é cedo em Bariloche, de onde seguimos até o início da aproximação; lá conferimos o equipamento e repassamos o plano do dia. Depois da caminhada até a base da parede, explicamos a via, as paradas e os sinais que vamos usar. Então escalamos enfiada por enfiada: quem guia vai na ponta da corda, monta cada parada e faz a sua segurança de cima, e em cada parada há tempo para descansar, beber água e curtir a vista. No topo fazemos uma pausa e descemos de rapel: montamos cada rapel e conferimos o seu sistema antes de cada descida. Voltamos a pé até o carro e chegamos a Bariloche no fim da tarde.",
    },
    freyrefuge: {
      name: "Escalada nos arredores do refúgio Frey",
      location: "Refúgio Frey, Parque Nacional Nahuel Huapi",
      price:
        "USD {priceFreyRefugePerDay} por dia\nPrograma de {daysFreyRefuge} dias\nHospedagem e refeições são pagas diretamente no refúgio",
      days: "{daysFreyRefuge} dias",
      months: "De {mainSeasonFrom} a {mainSeasonTo}",
      experience:
        "Módulos 1 e 2 do nosso curso de escalada, ou experiência equivalente: você sabe fazer a segurança de um parceiro e já escalou em rocha.",
      climbing: "Três dias vivendo entre as agulhas",
      leyendPict: "O refúgio Frey ao lado da Laguna Toncek, com as agulhas ao fundo",
      highlights:
        "Três dias com base no refúgio Frey, a {freyRefugeM} m, no meio das agulhas de granito. A caminhada de ida leva de {freyApproachHoursMin} a {freyApproachHoursMax} horas, pelo bosque e pela margem do lago. Toda manhã a rocha fica a poucos minutos da porta. Com tempo bom e experiência, podemos escalar rumo à Torre Principal, a agulha mais alta, com {freyMainNeedleM} m. As noites no refúgio, com escaladores do mundo inteiro, também fazem parte da experiência.",
      priceIncludes:
        "Guia de montanha durante os {daysFreyRefuge} dias\nEquipamento técnico coletivo: cordas, costuras e material de ancoragem\nCapacete e cadeirinha\nTraslado de Bariloche até o início da trilha, ida e volta\nKit de primeiros socorros e comunicação por rádio",
      itinerary:
        "Dia 1: saímos de Bariloche pela manhã rumo à base do Cerro Catedral e subimos a pé até o refúgio Frey, a {freyRefugeM} m, uma aproximação de {freyApproachHoursMin} a {freyApproachHoursMax} horas, conforme o ritmo do grupo. Depois de nos instalarmos no refúgio, se ainda sobrar energia, escalamos algumas vias curtas ali perto. Dia 2: dia inteiro de escalada nas agulhas ao redor da Laguna Toncek, em vias escolhidas para o grupo; quem tiver mais experiência pode tentar uma linha mais longa rumo à Torre Principal, a agulha mais alta, com {freyMainNeedleM} m. Dia 3: escalada pela manhã, almoço no refúgio e descida a pé até o Catedral, para voltar a Bariloche à noite.",
    },
    bautismo: {
      name: "Batismo de escalada: a sua primeira escalada",
      location: "Setores de escalada perto de Bariloche",
      price: "USD {priceBaptism}\nMeio período de iniciação à escalada\nNão é preciso ter equipamento próprio",
      days: "Meio período",
      months: "O ano todo",
      experience: "Nível do módulo 1: não é preciso ter experiência prévia, ensinamos tudo na hora.",
      climbing: "Seus primeiros passos na rocha de verdade",
      leyendPict: "Uma pessoa escalando pela primeira vez com a corda por cima, com a segurança feita por quem guia",
      highlights:
        "A sua primeira escalada em rocha de verdade, com guia ao seu lado do começo ao fim. Escolhemos vias fáceis e bem protegidas em um setor perto da cidade. Você aprende a se encordar, a confiar na corda e a se movimentar na rocha. É indicado para crianças, adolescentes e adultos sem experiência. A melhor maneira de descobrir se a escalada é para você.",
      priceIncludes:
        "Guia de escalada\nSapatilhas de escalada, cadeirinha e capacete\nCordas e todo o equipamento técnico\nInstruções básicas de segurança\nFotos do dia",
      itinerary:
        "O encontro é em Bariloche, e de lá vamos juntos a um setor de escalada perto da cidade, escolhido conforme a estação e o tempo. Na base da parede, ajustamos a sua cadeirinha, o capacete e as sapatilhas de escalada e explicamos o essencial: o nó oito, os comandos de segurança e como a corda protege você. Começamos em vias curtas e fáceis com a corda por cima, com a gente fazendo a sua segurança e dando dicas lá de baixo, e passamos para vias um pouco mais longas ou mais verticais à medida que você ganha confiança. Há tempo para descansar, tirar fotos e, se quiser, aprender a fazer a segurança de outra pessoa, com a nossa supervisão. Terminamos com uma conversa sobre como continuar escalando e voltamos a Bariloche.",
    },
    guiapersonal: {
      name: "Escalada com guia particular",
      location: "Bariloche e arredores",
      price:
        "USD {pricePersonalGuide} por dia\nUm dia planejado só para você ou para o seu grupo\nAluguel de equipamento disponível por um valor adicional",
      days: "{daysPersonalGuide} dia",
      months: "O ano todo",
      experience: "Nenhuma experiência exigida: planejamos o dia de acordo com a sua experiência, dos primeiros passos às vias longas.",
      climbing: "Seu dia, seus objetivos",
      leyendPict: "Guia e cliente planejando a próxima via",
      highlights:
        "Guia só para você durante o dia inteiro, para escalar onde e como quiser. Ideal para trabalhar um projeto, aprender a guiar vias, aprimorar a técnica ou simplesmente escalar com alguém que conhece cada setor. Adaptamos o lugar e as vias à estação, ao tempo e ao seu nível. Você também pode reservar para a sua família ou para um grupo de amigos. Conte para nós os seus objetivos e montamos o dia juntos.",
      priceIncludes:
        "Guia particular durante o dia inteiro\nEquipamento técnico coletivo: cordas, costuras e material de ancoragem\nOrientação sobre técnica e segurança\nPlanejamento do dia de acordo com os seus objetivos",
      itinerary:
        "Antes do dia marcado, conversamos com você sobre a sua experiência, os seus objetivos e o que você gostaria de escalar, e propomos um lugar e um plano. No dia, o encontro é em Bariloche e seguimos para o setor ou a parede escolhida. Podemos guiar as vias, fazer a sua segurança enquanto você guia ou nos dedicar a ensinar: movimentação na rocha, colocação de proteções, montagem de ancoragens, rapel ou noções de autorresgate. O ritmo e o número de vias dependem de você, e ajustamos o plano ao longo do dia se o tempo ou a sua energia mudarem. No fim, revisamos o que você fez, sugerimos como continuar evoluindo e voltamos a Bariloche.",
    },
    piedraparada: {
      name: "Viagem de escalada a Piedra Parada",
      location: "Piedra Parada e o cânion La Buitrera, Chubut",
      price:
        "A partir de USD {pricePiedraParadaFrom}\nO preço final depende do número de dias\nÉ possível incluir o traslado saindo de Bariloche",
      days: "De {daysPiedraParadaMin} a {daysPiedraParadaMax} dias",
      months: "De {mainSeasonFrom} a {mainSeasonTo}",
      experience:
        "Módulos 1 e 2 do nosso curso de escalada, ou experiência equivalente: você escala em rocha com frequência e sabe fazer a segurança de quem está guiando.",
      climbing: "Paredes de um cânion vulcânico na estepa patagônica",
      leyendPict: "As paredes do cânion La Buitrera ao pôr do sol",
      highlights:
        "Uma viagem de escalada a Piedra Parada, um monólito vulcânico gigante na estepa de Chubut, e às paredes do cânion La Buitrera, logo ao lado. A área tem centenas de vias esportivas em rocha vulcânica compacta, de placas fáceis a negativos exigentes. A paisagem da estepa, o rio e as noites estreladas tornam a viagem inesquecível. As viagens duram de {daysPiedraParadaMin} a {daysPiedraParadaMax} dias, com acampamento perto do cânion. É uma ótima opção quando o tempo está instável nas montanhas ao redor de Bariloche.",
      priceIncludes:
        "Guia de montanha durante toda a viagem\nEquipamento técnico coletivo: cordas, costuras e material de ancoragem\nCapacete e cadeirinha\nPlanejamento da viagem e logística do acampamento",
      itinerary:
        "Dia 1: saímos de Bariloche rumo ao sul, passando por Esquel, e depois percorremos cerca de {piedraTransferKm} km de estradas pela estepa até Piedra Parada, às margens do rio Chubut. Montamos o acampamento perto da entrada do cânion e, se houver tempo, escalamos algumas vias com a luz do fim da tarde. Dias de escalada: todos os dias entramos a pé no cânion La Buitrera e escalamos nos seus diferentes setores, escolhendo paredes ao sol ou à sombra conforme a temperatura, com vias para o nível de cada pessoa. Há tempo para visitar o monólito de Piedra Parada e descansar na beira do rio. Último dia: escalada pela manhã, depois desmontamos o acampamento e voltamos a Bariloche, aonde chegamos à noite.",
    },
    ventana: {
      name: "Dia de escalada no Cerro Ventana",
      location: "Cerro Ventana, a {ventanaDistanceKm} km de Bariloche",
      price: "USD {priceVentana}\nDia inteiro, das {ventanaStart} às {ventanaEnd}\nTraslado de Bariloche incluído",
      days: "{daysVentana} dia",
      months: "O ano todo",
      experience: "Módulo 1 do nosso curso de escalada, ou experiência equivalente: você já escalou com a corda por cima.",
      climbing: "Escalada com vista para o Nahuel Huapi, pertinho da cidade",
      leyendPict: "Escalando no Cerro Ventana com o lago Nahuel Huapi lá embaixo",
      highlights:
        "Um dia inteiro de escalada no Cerro Ventana, a apenas {ventanaDistanceKm} km da cidade. As paredes têm vista para os lagos e para a cordilheira, com vias para iniciantes e escaladores de nível intermediário. É fácil de encaixar nas suas férias em Bariloche: saímos às {ventanaStart} e estamos de volta às {ventanaEnd}. Uma boa opção o ano todo, porque a rocha seca rápido depois da chuva. Ideal para continuar escalando depois da sua primeira experiência.",
      priceIncludes:
        "Guia de escalada\nCordas, costuras e todo o equipamento técnico\nCapacete e cadeirinha\nTraslado de Bariloche, ida e volta",
      itinerary:
        "Buscamos você em Bariloche às {ventanaStart} e percorremos {ventanaDistanceKm} km até o pé do Cerro Ventana. Uma caminhada curta pelo bosque nos leva até o setor, onde conferimos o equipamento e repassamos os nós, a segurança e a comunicação. A manhã é para aquecer em vias mais fáceis; depois do almoço na base da parede, com vista para os lagos, passamos para vias mais longas ou mais exigentes, de acordo com o nível de cada um. À tarde recolhemos tudo e às {ventanaEnd} estamos de volta a Bariloche, com tempo de sobra para aproveitar a cidade.",
    },
    trekkingLanin: {
      name: "Ascensão ao vulcão Lanín",
      location: "Parque Nacional Lanín, Neuquén",
      price:
        "USD {priceVolcano}\nAscensão guiada de {daysVolcano} dias\nGrupos de até {volcanoMaxGroup} pessoas\nA partir de {volcanoAssistantGuideFrom} pessoas, o grupo conta também com guia assistente",
      days: "{daysVolcano} dias",
      months: "De {volcanoSeasonFrom} a {volcanoSeasonTo}",
      experience:
        "Bom condicionamento físico e experiência em caminhadas longas na montanha. Não é preciso ter experiência em escalada técnica: ensinamos você a usar crampons e piolet.",
      climbing: "O vulcão solitário de Neuquén, com {volcanoSummitM} m",
      leyendPict: "O cone nevado do Lanín acima da floresta andina",
      highlights:
        "Suba o vulcão Lanín, com {volcanoSummitM} m, o grande cone nevado que domina o norte da Patagônia. A ascensão leva {daysVolcano} dias, como exige o regulamento do parque, com uma noite no acampamento a {volcanoCampM} m. Os grupos são pequenos, de até {volcanoMaxGroup} pessoas por data, e, a partir de {volcanoAssistantGuideFrom} pessoas, o grupo conta também com guia assistente. O dia de cume é longo e exigente, e a vista dos lagos, florestas e vulcões vale cada passo. Só subimos quando as condições são seguras.",
      priceIncludes:
        "Guia de montanha, e guia assistente para grupos de {volcanoAssistantGuideFrom} pessoas ou mais\nEquipamento técnico coletivo e cordas\nCrampons, piolet e capacete\nRegistro no parque nacional\nKit de primeiros socorros e comunicação por rádio",
      itinerary:
        "A ascensão leva {daysVolcano} dias, como exige o regulamento do parque nacional. Dia 1: fazemos o registro no posto dos guarda-parques e começamos a caminhar a partir da base do vulcão. O percurso sobe {volcanoDayOneKm} km pela floresta e por areia e rocha vulcânicas até o acampamento a {volcanoCampM} m, onde nos instalamos, comemos, preparamos o equipamento para o dia seguinte e vamos dormir cedo. Dia 2: saímos antes do amanhecer com lanternas de cabeça, calçamos os crampons onde começa a neve e subimos em ritmo constante rumo ao cume, a {volcanoSummitM} m. Precisamos chegar ao topo até as {volcanoSummitDeadline}, no máximo; se não tivermos chegado até esse horário, voltamos, porque a segurança vem antes do cume. Depois do cume, descemos direto até o início da trilha: o segundo dia soma {volcanoDayTwoKm} km e leva cerca de {volcanoDayTwoHours} horas.",
    },
  },
  home: {
    hero: {
      title: "DESAFIE SEUS LIMITES",
      subtitle: "Reserve atividades guiadas únicas na Patagônia",
    },
    cards: {
      equipment: {
        title: "Aluguel de equipamento de escalada",
        description:
          "Capacetes, cordas, cadeirinhas, sapatilhas de escalada, crampons, barracas e muito mais, prontos para a sua própria aventura na Patagônia.",
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
        description: "Três dias no refúgio Frey, escalando as agulhas ao redor da Laguna Toncek.",
        price: "USD {priceFreyRefugePerDay} / dia",
        difficulty: "Intermediária",
      },
      baptism: {
        title: "Batismo de escalada",
        description: "A sua primeira escalada em rocha de verdade, perto da cidade, com todo o equipamento e guia ao seu lado.",
        price: "USD {priceBaptism}",
        difficulty: "Iniciante",
      },
      personal: {
        title: "Guia particular",
        description: "Guia para você ou para o seu grupo, para escalar onde quiser e aprender o que precisar.",
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
        title: "Ascensão ao vulcão Lanín",
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
      lanin: {
        name: "Ascensão ao vulcão Lanín",
        date: "{volcanoUpcomingFrom} e {volcanoUpcomingTo} de {volcanoUpcomingMonth}",
        location: "Parque Nacional Lanín, Neuquén",
        description:
          "Ascensão guiada de dois dias até o cume, a {volcanoSummitM} m, com uma noite no acampamento a {volcanoCampM} m. Máximo de {volcanoMaxGroup} pessoas: garanta a sua vaga com antecedência.",
      },
    },
    courses: {
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
          "Caminhadas guiadas de um dia e travessias de refúgio em refúgio. Abrimos cada temporada com uma saída gratuita de primavera, para começar com o pé direito: pergunte-nos a data.",
      },
    },
    closing: "Quer reservar ou tem alguma dúvida? Use os ícones de contato desta página e entraremos em contato com você.",
    /** The closing line while the page has no contact icon (no channel set): {link} is the contact form. */
    closingForm: "Quer reservar ou tem alguma dúvida? {link} e entraremos em contato com você.",
    closingFormLink: "Escreva para nós pelo formulário de contato",
  },
  rental: {
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
      title: "Freio",
      price: "USD {rentalBelay} / dia",
      tooltip: "Freio com bloqueio assistido ou do tipo tubular (ATC), para dar segurança, com o seu mosquetão com trava.",
    },
    shoes: {
      title: "Sapatilhas de escalada",
      price: "USD {rentalShoes} / dia",
      tooltip: "Sapatilhas de escalada confortáveis, do número {shoeSizeMin} ao {shoeSizeMax} (numeração europeia).",
    },
    rappel: {
      title: "Descensor",
      price: "USD {rentalRappel} / dia",
      tooltip: "Descensor do tipo oito, para descer de rapel.",
    },
    clipstick: {
      title: "Vara para costurar",
      price: "USD {rentalClipstick} / dia",
      tooltip: "Vara extensível para costurar a primeira proteção a partir do chão, nos comprimentos de {clipStickLengths}.",
    },
    crampons: {
      title: "Crampons",
      price: "USD {rentalCrampons} / dia",
      tooltip: "Crampons de aço para neve e gelo, ajustáveis a botas de montanhismo.",
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
  team: {
    roles: {
      leader: "Líder da equipe",
      guide: "Guia de escalada e montanhismo",
    },
    bios: {
      martin:
        "Martín fundou a equipe depois de mais de quinze anos escalando no Frey e guiando nos vulcões do norte da Patagônia. Ele lidera a equipe, monta cada programa e continua passando a maior parte da temporada na rocha. Acredita que um bom dia na montanha começa muito antes da aproximação, com um planejamento cuidadoso e conselhos sinceros.",
      lucia:
        "Lucía descobriu a escalada nos setores ao redor de Bariloche quando era adolescente e nunca mais parou. Ela guia vias de várias enfiadas e os cursos de escalada, e adora ver um iniciante se encordar pela primeira vez. Entre um grupo e outro, escala nos cânions de Chubut e, no verão, no granito do Frey.",
      joaquin:
        "Joaquín é guia de montanhismo e conhece o Lanín e os vulcões de Neuquén em todas as estações do ano. Calmo e paciente, é quem você vai querer ao seu lado em um longo dia de cume. Também ensina técnicas de neve e o uso de crampons.",
      valentina:
        "Valentina guia escalada em rocha e trekking, e coordena as nossas viagens a Piedra Parada. Enfermeira de formação, cuida dos primeiros socorros nas saídas mais longas e do bem-estar do grupo, do ritmo certo na aproximação a uma bebida quente na parada.",
      tomas: "Tomás guia dias de escalada e batismos. Cresceu em Bariloche e conhece cada setor de escalada ao redor da cidade.",
    },
  },
  payment: {
    title: "Reserve a sua aventura",
    text: "Depois que confirmarmos as suas datas e a disponibilidade, você pode pagar com as opções abaixo.",
    textLater: "Depois que confirmarmos as suas datas e a disponibilidade, vamos informar como pagar.",
    cashNote: "Vai pagar em dinheiro? Pergunte pelos nossos descontos especiais para pagamento em espécie.",
  },
} satisfies SeedTexts;
