import type { AboutTexts } from "./en.ts";

export const pt = {
  title: "Quem somos",
  description:
    "Somos uma pequena equipe de guias de escalada e montanha com base em Bariloche. Há anos escalamos, guiamos e ensinamos nas montanhas do norte da Patagônia, e as compartilhamos com gente do mundo inteiro com o mesmo cuidado que temos com a nossa própria família: grupos pequenos, equipamento bem cuidado e decisões que colocam a segurança antes do cume.",
  roles: {
    leader: "Líder da equipe",
    guide: "Guia de escalada e montanhismo",
  },
  bios: {
    martin:
      "Martín fundou a equipe depois de mais de quinze anos escalando no Frey e guiando nos vulcões do norte da Patagônia. Ele lidera a equipe, desenha cada programa e continua passando a maior parte da temporada na rocha. Acredita que um bom dia na montanha começa muito antes da aproximação, com um planejamento cuidadoso e conselhos sinceros.",
    lucia:
      "Lucía descobriu a escalada nos setores ao redor de Bariloche quando era adolescente e nunca mais parou. Ela guia vias de várias enfiadas e os cursos de escalada, e adora ver um iniciante se encordar pela primeira vez. Fora da temporada, escala nos cânions de Chubut e no granito do Frey.",
    joaquin:
      "Joaquín é guia de montanhismo e conhece o Lanín e os vulcões de Neuquén em todas as estações do ano. Calmo e paciente, é quem você vai querer ao seu lado em um longo dia de cume. Também ensina técnicas de neve e o uso de crampons.",
    valentina:
      "Valentina guia escalada em rocha e trekking, e coordena as nossas viagens a Piedra Parada. Enfermeira de formação, cuida dos primeiros socorros nas saídas mais longas e do bem-estar do grupo, do ritmo certo na aproximação a uma bebida quente na parada.",
    tomas: "Tomás guia dias de escalada e batismos. Cresceu em Bariloche e conhece cada setor de escalada ao redor da cidade.",
  },
  readMore: "Ler mais",
  readLess: "Ler menos",
  photoAlt: "Retrato de {name}",
} satisfies AboutTexts;
